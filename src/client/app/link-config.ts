// The link check's options (docs/links.md), read apart from the rest of the job's options so that
// they stay one piece: check-links, check-external-links, link-accept, link-timeout,
// link-run-timeout, link-cache and link-cache-max-age. Each bad value is an OptionError naming
// its option; an option set without the one it needs says which to set.
import { hasControlCharacters, quote } from '../api/params.js';
import { patternProblem } from '../crawl/patterns.js';
import {
  CHECK_LINKS_VALUES,
  type CheckLinks,
  DEFAULT_CHECK_LINKS,
  DEFAULT_LINK_CACHE_MAX_AGE,
  DEFAULT_LINK_OPTIONS,
  DEFAULT_LINK_RUN_TIMEOUT_S,
  DEFAULT_LINK_TIMEOUT_S,
  type LinkAccept,
  type LinkOptions,
} from '../links/types.js';
import { msg, OptionError, type OptionName, option } from './messages.js';
import { boolean, integer } from './option-values.js';

/** The options that need check-links: internal, with the values action.yml passes by default. */
const LINK_DEFAULTS = {
  'check-external-links': 'false',
  'link-accept': '',
  'link-timeout': String(DEFAULT_LINK_TIMEOUT_S),
} as const satisfies Partial<Record<OptionName, string>>;

/** The options that need check-external-links: true. */
const EXTERNAL_DEFAULTS = {
  'link-run-timeout': String(DEFAULT_LINK_RUN_TIMEOUT_S),
  'link-cache': '',
  'link-cache-max-age': DEFAULT_LINK_CACHE_MAX_AGE,
} as const satisfies Partial<Record<OptionName, string>>;

/** timeout's own upper bound, 6 hours: the job ends by then anyway. */
const MAX_RUN_TIMEOUT_S = 21_600;
const MAX_CACHE_AGE_S = 365 * 86_400;
const UNIT_SECONDS: Readonly<Record<string, number>> = { s: 1, m: 60, h: 3600, d: 86_400 };

export function readLinkOptions(
  get: (name: OptionName) => string,
  context: { mode: string; allowPrivateNetwork: boolean },
): { checkLinks: CheckLinks; linkOptions: LinkOptions } {
  const checkLinks = checkLinksOption(get('check-links'), context.mode);
  if (checkLinks === 'off') {
    refuseStray(get, { ...LINK_DEFAULTS, ...EXTERNAL_DEFAULTS }, option('check-links', 'internal'));
    return { checkLinks, linkOptions: DEFAULT_LINK_OPTIONS };
  }
  const external = boolean('check-external-links', get('check-external-links'));
  if (!external) refuseStray(get, EXTERNAL_DEFAULTS, option('check-external-links', 'true'));
  const timeoutS = seconds('link-timeout', get('link-timeout'), DEFAULT_LINK_TIMEOUT_S, 1, 300);
  const linkOptions: LinkOptions = {
    accept: acceptList(get('link-accept')),
    timeoutMs: timeoutS * 1000,
    external: null,
  };
  if (!external) return { checkLinks, linkOptions };

  const runTimeoutS = seconds(
    'link-run-timeout',
    get('link-run-timeout'),
    DEFAULT_LINK_RUN_TIMEOUT_S,
    1,
    MAX_RUN_TIMEOUT_S,
  );
  const cachePath = get('link-cache');
  const maxAge = get('link-cache-max-age');
  if (cachePath === '' && maxAge !== '' && maxAge !== DEFAULT_LINK_CACHE_MAX_AGE)
    throw new OptionError(
      'link-cache-max-age',
      msg`is used with ${option('link-cache')} only (the file that keeps answers between runs)`,
    );
  if (hasControlCharacters(cachePath))
    throw new OptionError('link-cache', msg`must be a file path without control characters`);
  return {
    checkLinks,
    linkOptions: {
      ...linkOptions,
      external: {
        runTimeoutMs: runTimeoutS * 1000,
        cache:
          cachePath === ''
            ? null
            : { path: cachePath, maxAgeMs: duration(maxAge || DEFAULT_LINK_CACHE_MAX_AGE) * 1000 },
        allowPrivateNetwork: context.allowPrivateNetwork,
      },
    },
  };
}

/** check-links: internal or off; mode delete audits nothing, so it has no links to check. */
function checkLinksOption(raw: string, mode: string): CheckLinks {
  const value = raw.trim().toLowerCase() || DEFAULT_CHECK_LINKS;
  if (!(CHECK_LINKS_VALUES as readonly string[]).includes(value))
    throw new OptionError(
      'check-links',
      msg`must be ${CHECK_LINKS_VALUES.join(' or ')} (got ${quote(raw)})`,
    );
  if (value !== 'off' && mode === 'delete')
    throw new OptionError('check-links', msg`cannot be used with ${option('mode', 'delete')}`);
  return value as CheckLinks;
}

/** An option set (to other than its default) while the one it depends on is off. */
function refuseStray(
  get: (name: OptionName) => string,
  defaults: Readonly<Partial<Record<OptionName, string>>>,
  needs: ReturnType<typeof option>,
): void {
  const stray = (Object.keys(defaults) as OptionName[]).find(
    (name) => get(name) !== '' && get(name).toLowerCase() !== defaults[name],
  );
  if (stray !== undefined) throw new OptionError(stray, msg`is used with ${needs} only`);
}

/** A whole number of seconds; '' is `fallback`. */
function seconds(
  name: OptionName,
  raw: string,
  fallback: number,
  min: number,
  max: number,
): number {
  return integer(name, raw === '' ? String(fallback) : raw, min, max, 'seconds');
}

/** link-cache-max-age: seconds, or a number with s, m, h or d (`12h`, `1d`). */
function duration(raw: string): number {
  const match = /^(\d+)\s*([smhd]?)$/i.exec(raw);
  const seconds =
    match === null
      ? Number.NaN
      : Number(match[1]) * (UNIT_SECONDS[(match[2] || 's').toLowerCase()] as number);
  if (!(seconds >= 1 && seconds <= MAX_CACHE_AGE_S))
    throw new OptionError(
      'link-cache-max-age',
      msg`must be a duration from 1s to 365d: a whole number with s, m, h or d (12h, 1d), or of seconds (got ${quote(raw)})`,
    );
  return seconds;
}

/**
 * link-accept: status codes (403), ranges of them (500-599) and URL patterns (/private/*,
 * https://www.linkedin.com/*), one per line or separated by spaces or commas.
 */
function acceptList(raw: string): LinkAccept {
  const statuses: { from: number; to: number }[] = [];
  const patterns: string[] = [];
  const items = raw.split(/[\s,]+/).filter((item) => item !== '');
  items.forEach((item, index) => {
    const range = /^(\d{3})(?:-(\d{3}))?$/.exec(item);
    if (range !== null) {
      const from = Number(range[1]);
      const to = Number(range[2] ?? range[1]);
      if (from < 100 || to < from)
        throw new OptionError(
          'link-accept',
          msg`item ${String(index + 1)} must be a status from 100 to 999, or a range of them low to high such as 500-599 (got ${quote(item)})`,
        );
      statuses.push({ from, to });
      return;
    }
    const problem = patternProblem(item);
    if (problem !== null)
      throw new OptionError(
        'link-accept',
        msg`item ${String(index + 1)} must be a status (403), a range of them (500-599) or a URL pattern; as a pattern it ${problem} (got ${quote(item)})`,
      );
    patterns.push(item);
  });
  return { statuses, patterns };
}
