// The audit command's options: the job's options as flags and SEO_REPORT_* variables, checked by
// the same parser as the action's inputs (src/client/app/config.ts), so that both faces accept the same
// values with the same rules. Only the wording differs: "--fail-on ..." where the action says
// "Input fail-on: ...".

import { parseCommandArgs, UsageError } from '../../shared/cli/usage.js';
import { type JobConfig, parseJobConfig } from '../app/config.js';
import { OptionError, type OptionName, type Wording } from '../app/messages.js';
import { wordsFor } from '../app/wording.js';

/** Options as this command line names them. */
const CLI_WORDING: Wording = {
  option: (name, value) => {
    const flag = name === 'site-dir' ? '--dir' : `--${name}`;
    return value === undefined ? flag : `${flag} ${value}`;
  },
  phrase: (phrase) =>
    ({
      secret_source: 'prefer the SEO_REPORT_* variable: flags show in ps',
      key_source: 'pass the key in SEO_REPORT_API_KEY',
      drop_password: 'add --privacy password, or drop it',
      split_list: 'in one run (split them across runs)',
      allow_private_network:
        'add --allow-private-network (a service of your own behind --base-url must allow them itself: seo-report serve --allow-private-network)',
      trust_ca:
        'start seo-report with NODE_EXTRA_CA_CERTS=/path/to/ca.pem set, which Node reads as it starts',
    })[phrase],
};
export const CLI_WORDS = wordsFor(CLI_WORDING);

const AUDIT_COMMAND = 'seo-report audit';

const OUTPUT_FORMATS = ['table', 'json', 'markdown', 'junit'] as const;
type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** The job's options that the CLI takes, by name; the action's `cleanup` and `summary` are not. */
const INPUT_FLAGS = [
  'base-url',
  'api-key',
  'urls',
  'privacy',
  'password',
  'project',
  'fail-on',
  'min-score',
  'concurrency',
  'timeout',
  'report-url',
  'report-dir',
  'allow-private-network',
  'render',
  'headers',
  'mode',
  'report-ids',
  'sitemap',
  'max-urls',
  'max-pages',
  'site-dir',
  'site-url',
  'base-path',
  'trailing-slash',
  'spa-fallback',
  'shard',
  'baseline',
  'baseline-url',
  'fail-on-regression',
  'ignore-checks',
  'rules',
  'rules-file',
  'crawl',
  'crawl-discovery',
  'crawl-origins',
  'crawl-robots',
  'crawl-include',
  'crawl-exclude',
  'crawl-query',
  'crawl-sample',
  'check-links',
  'check-external-links',
  'link-accept',
  'link-timeout',
  'link-run-timeout',
  'link-cache',
  'link-cache-max-age',
] as const satisfies readonly OptionName[];

const FLAG_OPTIONS = {
  'base-url': { type: 'string' },
  'api-key': { type: 'string' },
  urls: { type: 'string', multiple: true },
  privacy: { type: 'string' },
  password: { type: 'string' },
  project: { type: 'string' },
  'fail-on': { type: 'string' },
  'min-score': { type: 'string' },
  concurrency: { type: 'string' },
  timeout: { type: 'string' },
  'report-url': { type: 'string' },
  'report-dir': { type: 'string' },
  'allow-private-network': { type: 'boolean' },
  render: { type: 'boolean' },
  header: { type: 'string', multiple: true },
  mode: { type: 'string' },
  'report-ids': { type: 'string' },
  sitemap: { type: 'string' },
  'max-urls': { type: 'string' },
  'max-pages': { type: 'string' },
  dir: { type: 'string' },
  'site-url': { type: 'string' },
  'base-path': { type: 'string' },
  'trailing-slash': { type: 'string' },
  'spa-fallback': { type: 'string' },
  shard: { type: 'string' },
  baseline: { type: 'string' },
  'baseline-url': { type: 'string' },
  'fail-on-regression': { type: 'string' },
  'ignore-checks': { type: 'string', multiple: true },
  rule: { type: 'string', multiple: true },
  'rules-file': { type: 'string' },
  crawl: { type: 'boolean' },
  'crawl-discovery': { type: 'string' },
  'crawl-origins': { type: 'string', multiple: true },
  'crawl-robots': { type: 'string' },
  'crawl-include': { type: 'string', multiple: true },
  'crawl-exclude': { type: 'string', multiple: true },
  'crawl-query': { type: 'string' },
  'crawl-sample': { type: 'string', multiple: true },
  'check-links': { type: 'string' },
  'check-external-links': { type: 'boolean' },
  'link-accept': { type: 'string', multiple: true },
  'link-timeout': { type: 'string' },
  'link-run-timeout': { type: 'string' },
  'link-cache': { type: 'string' },
  'link-cache-max-age': { type: 'string' },
  format: { type: 'string' },
  output: { type: 'string' },
  explain: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export interface AuditOptions {
  config: JobConfig;
  format: OutputFormat;
  /** File to write the chosen format to; null writes it to standard output. */
  output: string | null;
  /** Say why each failed check matters and how to fix it. */
  explain: boolean;
}

/** SEO_REPORT_ plus the input's name upper-cased, dashes to underscores. */
function envName(input: string): string {
  return `SEO_REPORT_${input.toUpperCase().replaceAll('-', '_')}`;
}

export function parseAuditOptions(
  args: string[],
  env: Record<string, string | undefined>,
): AuditOptions | 'help' {
  const { values, positionals } = parseCommandArgs(AUDIT_COMMAND, args, FLAG_OPTIONS, true);
  const format = (values.format ?? 'table') as OutputFormat;
  if (values.help) return 'help';
  if (!OUTPUT_FORMATS.includes(format)) {
    throw new UsageError(
      `${AUDIT_COMMAND}: --format must be ${OUTPUT_FORMATS.slice(0, -1).join(', ')} or junit (got ${JSON.stringify(values.format)})`,
    );
  }
  if (values.output !== undefined && values.output.trim() === '') {
    throw new UsageError(`${AUDIT_COMMAND}: --output needs a file name`);
  }

  // A flag wins over its variable; URLs come from arguments and --urls together.
  const fromFlag = (input: (typeof INPUT_FLAGS)[number]): string | undefined => {
    if (input === 'urls') {
      const urls = [...positionals, ...(values.urls ?? [])];
      return urls.length > 0 ? urls.join('\n') : undefined;
    }
    if (
      input === 'allow-private-network' ||
      input === 'render' ||
      input === 'crawl' ||
      input === 'check-external-links'
    )
      return values[input] ? 'true' : undefined;
    if (
      input === 'link-accept' ||
      input === 'crawl-origins' ||
      input === 'crawl-include' ||
      input === 'crawl-exclude' ||
      input === 'crawl-sample'
    )
      return values[input]?.join('\n');
    if (input === 'headers') return values.header?.join('\n');
    if (input === 'ignore-checks') return values['ignore-checks']?.join('\n');
    if (input === 'rules') return values.rule?.join('\n');
    if (input === 'site-dir') return values.dir;
    return values[input];
  };
  const source = new Map<string, 'flag' | 'env'>();
  const read = (input: OptionName): string => {
    if (!(INPUT_FLAGS as readonly string[]).includes(input)) return '';
    const flag = fromFlag(input as (typeof INPUT_FLAGS)[number]);
    if (flag !== undefined) {
      source.set(input, 'flag');
      return flag;
    }
    const variable = env[envName(input)];
    if (variable !== undefined && variable !== '') source.set(input, 'env');
    return variable ?? '';
  };

  try {
    const config = parseJobConfig(read);
    if (config.baseline !== undefined && config.baseline.kind !== 'file')
      throw new UsageError(
        `${AUDIT_COMMAND}: --baseline ${config.baseline.kind === 'comment' ? 'comment' : 'branch:<name>'} is read by the GitHub Action only; give a results file (written by --format json, or results.json of --report-dir)`,
      );
    return {
      config,
      format,
      output: values.output ?? null,
      explain: values.explain === true,
    };
  } catch (error) {
    if (error instanceof OptionError) {
      const flag =
        error.option === 'headers'
          ? '--header'
          : error.option === 'rules'
            ? '--rule'
            : error.option === 'site-dir'
              ? '--dir'
              : `--${error.option}`;
      const name = source.get(error.option) === 'env' ? envName(error.option) : flag;
      throw new UsageError(`${AUDIT_COMMAND}: ${name} ${CLI_WORDS.message(error.problem)}`);
    }
    throw error;
  }
}
