// The crawl's options (docs/crawl.md), read apart from the rest of the job's options so that they
// stay one piece: crawl, crawl-discovery, crawl-origins, crawl-robots, crawl-include,
// crawl-exclude, crawl-query and crawl-sample. Each bad value is an OptionError naming its option.
import { quote } from '../api/params.js';
import { patternProblem } from '../crawl/patterns.js';
import type { CrawlDiscovery, CrawlOptions, SampleRule } from '../crawl/types.js';
import { msg, OptionError, type OptionName, option } from './messages.js';
import { boolean } from './option-values.js';

/** The crawl-* options and their defaults (action.yml passes them even when crawl is off). */
const CRAWL_DEFAULTS = {
  'crawl-discovery': 'reports',
  'crawl-origins': '',
  'crawl-robots': 'true',
  'crawl-include': '',
  'crawl-exclude': '',
  'crawl-query': 'drop',
  'crawl-sample': '',
} as const satisfies Partial<Record<OptionName, string>>;

const DISCOVERIES: readonly CrawlDiscovery[] = ['reports', 'pages'];

interface CrawlContext {
  mode: 'create' | 'refresh' | 'delete';
  urls: readonly string[];
  /** Most pages audited (max-pages): with a crawl, the URLs given count too. */
  maxPages: number;
  /** A build folder is served: the crawl starts from its root page unless urls are given. */
  siteDir: boolean;
  /** Options the crawl cannot be combined with, when set. */
  shard: boolean;
}

/** The crawl's options, or undefined when `crawl` is off (then no crawl-* option may be set). */
export function readCrawlOptions(
  get: (name: OptionName) => string,
  context: CrawlContext,
): CrawlOptions | undefined {
  if (!boolean('crawl', get('crawl'))) {
    const stray = (Object.keys(CRAWL_DEFAULTS) as (keyof typeof CRAWL_DEFAULTS)[]).find(
      (name) => get(name) !== '' && get(name) !== CRAWL_DEFAULTS[name],
    );
    if (stray !== undefined)
      throw new OptionError(stray, msg`is used with ${option('crawl', 'true')} only`);
    return undefined;
  }
  if (context.mode === 'refresh')
    throw new OptionError(
      'crawl',
      msg`does not work with ${option('mode', 'refresh')}: a refresh compares each report with its state before, for pages known in advance, and the pages an earlier crawl reached but this one does not would be neither refreshed nor reported as gone. Crawl with ${option('project')} in ${option('mode', 'create')}, then refresh that project (${option('mode', 'refresh')} with ${option('project')} and no ${option('urls')}); or compare crawls with ${option('baseline')}`,
    );
  if (context.mode === 'delete')
    throw new OptionError(
      'crawl',
      msg`does not work with ${option('mode', 'delete')}, which deletes reports and audits nothing: to delete a crawl's reports, give their ids to ${option('report-ids')}, or the crawl's ${option('project')}, with ${option('mode', 'delete')} (in the action, cleanup: true deletes them after the job)`,
    );
  if (context.shard)
    throw new OptionError(
      'shard',
      msg`cannot be used with ${option('crawl', 'true')}: a crawl finds its pages as it goes, so each job would have to crawl (and audit) the whole site to agree on a split. Shard a list every job reads the same: ${option('site-dir')} or ${option('sitemap')}`,
    );
  if (context.urls.length === 0 && !context.siteDir)
    throw new OptionError(
      'urls',
      msg`is required with ${option('crawl', 'true')}: the pages the crawl starts from (the site's home page, for one)`,
    );

  const discovery = (get('crawl-discovery') || 'reports') as CrawlDiscovery;
  if (!DISCOVERIES.includes(discovery))
    throw new OptionError(
      'crawl-discovery',
      msg`must be reports or pages (got ${quote(get('crawl-discovery'))})`,
    );
  const robots = boolean('crawl-robots', get('crawl-robots'), true);
  const query = get('crawl-query') || 'drop';
  if (query !== 'drop' && query !== 'keep')
    throw new OptionError('crawl-query', msg`must be drop or keep (got ${quote(query)})`);

  return {
    maxPages: context.maxPages,
    discovery,
    origins: items(get('crawl-origins')).map(originOf),
    robots,
    include: patterns('crawl-include', get('crawl-include')),
    exclude: patterns('crawl-exclude', get('crawl-exclude')),
    samples: samples(get('crawl-sample'), context.maxPages),
    keepQuery: query === 'keep',
  };
}

/** Items separated by newlines, commas or spaces. */
function items(raw: string): string[] {
  return raw.split(/[\s,]+/).filter((item) => item !== '');
}

function originOf(value: string): string {
  const url = URL.parse(value);
  if (
    url === null ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username !== '' ||
    url.password !== '' ||
    (url.pathname !== '/' && url.pathname !== '') ||
    url.search !== '' ||
    url.hash !== ''
  )
    throw new OptionError(
      'crawl-origins',
      msg`must be origins such as https://cdn.example.com, separated by commas or newlines (got ${quote(value)})`,
    );
  return url.origin;
}

/** Patterns one per line (or separated by spaces: a pattern has none). */
function patterns(name: OptionName, raw: string): string[] {
  return raw
    .split(/\s+/)
    .filter((item) => item !== '')
    .map((pattern) => {
      const problem = patternProblem(pattern);
      if (problem !== null) throw new OptionError(name, msg`pattern ${quote(pattern)} ${problem}`);
      return pattern;
    });
}

/** `pattern: count` per line (or separated by commas), such as `/blog/*: 5`. */
function samples(raw: string, maxPages: number): SampleRule[] {
  const form = 'one pattern: count per line, such as /blog/*: 5';
  return raw
    .split(/\r?\n|,/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      // A URL pattern holds colons (https://): the last one separates the count.
      const colon = line.lastIndexOf(':');
      const pattern = colon === -1 ? '' : line.slice(0, colon).trim();
      const count = colon === -1 ? '' : line.slice(colon + 1).trim();
      if (pattern === '' || !/^\d+$/.test(count))
        throw new OptionError('crawl-sample', msg`must be ${form} (got ${quote(line)})`);
      const problem = patternProblem(pattern);
      if (problem !== null)
        throw new OptionError('crawl-sample', msg`pattern ${quote(pattern)} ${problem}`);
      const max = Number(count);
      if (max < 1 || max > maxPages)
        throw new OptionError(
          'crawl-sample',
          msg`count for ${quote(pattern)} must be a whole number from 1 to ${String(maxPages)} (the most pages audited; got ${quote(count)})`,
        );
      return { pattern, max };
    });
}
