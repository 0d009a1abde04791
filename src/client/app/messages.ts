// Messages as data. The engine and the option parser say what is wrong with parts that name an
// option, an option set to a value, or a phrase; each face words those parts for its own users
// (the action: `base-url`, `privacy: password`; the CLI: `--base-url`, `--privacy password`).
import { type ErrorCodeOf, SeoReportError } from '../../shared/errors.js';

/**
 * The options of either face, by one name: action inputs and CLI flags share these (the comment
 * options are the action's alone).
 */
export type OptionName =
  | 'comment'
  | 'comment-tag'
  | 'github-token'
  | 'base-url'
  | 'api-key'
  | 'urls'
  | 'privacy'
  | 'password'
  | 'project'
  | 'fail-on'
  | 'min-score'
  | 'concurrency'
  | 'timeout'
  | 'cleanup'
  | 'report-url'
  | 'summary'
  | 'allow-private-network'
  | 'render'
  | 'headers'
  | 'report-dir'
  | 'mode'
  | 'report-ids'
  | 'sitemap'
  | 'max-urls'
  | 'max-pages'
  | 'site-dir'
  | 'site-url'
  | 'base-path'
  | 'trailing-slash'
  | 'spa-fallback'
  | 'shard'
  | 'baseline'
  | 'baseline-url'
  | 'baseline-artifact'
  | 'fail-on-regression'
  | 'ignore-checks'
  | 'rules'
  | 'rules-file'
  | 'crawl'
  | 'crawl-discovery'
  | 'crawl-origins'
  | 'crawl-robots'
  | 'crawl-include'
  | 'crawl-exclude'
  | 'crawl-query'
  | 'crawl-sample'
  | 'check-links'
  | 'check-external-links'
  | 'link-accept'
  | 'link-timeout'
  | 'link-run-timeout'
  | 'link-cache'
  | 'link-cache-max-age';

/** Sentences that differ by face beyond an option's name. */
type Phrase =
  /** Where a secret option should come from. */
  | 'secret_source'
  /** Where the API key goes instead of the base URL. */
  | 'key_source'
  /** What to do with a password given without privacy password. */
  | 'drop_password'
  /** One step / one run, and how to split a list that is too long. */
  | 'split_list'
  /** How to let the analyzer reach loopback and private addresses (a boolean: no value to word). */
  | 'allow_private_network'
  /**
   * How to trust a private CA: NODE_EXTRA_CA_CERTS, which Node reads only as it starts, so it is
   * set where the process is started (the step's env:, the shell), never from inside it.
   */
  | 'trust_ca';

type Part = string | { option: OptionName; value?: string } | { phrase: Phrase };
export type Message = readonly Part[];

export const option = (name: OptionName, value?: string): Part =>
  value === undefined ? { option: name } : { option: name, value };
export const phrase = (name: Phrase): Part => ({ phrase: name });

/** msg`is required when ${option('base-url')} is set`: text with parts in it. */
export function msg(strings: TemplateStringsArray, ...parts: Part[]): Message {
  const message: Part[] = [];
  strings.forEach((text, index) => {
    if (text !== '') message.push(text);
    const part = parts[index];
    if (part !== undefined) message.push(part);
  });
  return message;
}

/** How a face names options and phrases. */
export interface Wording {
  option(name: OptionName, value?: string): string;
  phrase(name: Phrase): string;
}

export function word(message: Message, wording: Wording): string {
  return message
    .map((part) =>
      typeof part === 'string'
        ? part
        : 'phrase' in part
          ? wording.phrase(part.phrase)
          : wording.option(part.option, part.value),
    )
    .join('');
}

/** An option's value is wrong: `problem` completes a sentence that starts with the option. */
export class OptionError extends SeoReportError {
  override readonly name = 'OptionError';
  get errorCode(): ErrorCodeOf<'OptionError'> {
    return 'SEO_OPTION_INVALID';
  }
  constructor(
    readonly option: OptionName,
    readonly problem: Message,
  ) {
    super(`Input ${option}: ${word(problem, INPUT_WORDING)}`);
  }
}

/**
 * The options by their own names, as a workflow's `with:` block has them: the action's wording,
 * and the default wherever no face words a message.
 */
export const INPUT_WORDING: Wording = {
  option: (option, value) => (value === undefined ? option : `${option}: ${value}`),
  phrase: (phrase) =>
    ({
      secret_source: 'pass it from a secret',
      key_source: 'pass the key in api-key',
      drop_password: 'set privacy: password, or remove password',
      split_list: 'in one step (split them across jobs)',
      allow_private_network:
        'set allow-private-network: true (a service of your own behind base-url must allow them itself: seo-report serve --allow-private-network)',
      trust_ca:
        "set NODE_EXTRA_CA_CERTS: /path/to/ca.pem in the step's env, which Node reads as it starts",
    })[phrase],
};
