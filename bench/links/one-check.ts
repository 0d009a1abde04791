// One timed link check of the generated site (bench/links/site.ts), in a fresh process of its own,
// so that neither checker runs warm from the other's run or shares its connection pool. Started
// by bench/links/run.ts; prints one JSON line: the time of the check call alone (imports are
// done before it), the CPU time of the process during it, and the broken links found as
// (page, target) pairs.
//   ... one-check.ts --checker ours|linkinator --origin http://127.0.0.1:PORT [--concurrency 8]
import { parseArgs } from 'node:util';
import { PAGES, pageUrl } from './site.js';

const { values } = parseArgs({
  options: {
    checker: { type: 'string' },
    origin: { type: 'string' },
    concurrency: { type: 'string', default: '8' },
  },
});
const origin = values.origin ?? '';
const pages = Array.from({ length: PAGES }, (_, n) => pageUrl(origin, n));

export interface OneCheck {
  seconds: number;
  cpuSeconds: number;
  /** [page, target URL] of every broken link occurrence reported. */
  broken: [string, string][];
  /** Pages the checker could not read (none expected). */
  unreadPages: string[];
  /** What the checker says it requested, when it says (ours does). */
  requestsSelf: number | null;
  targetsSelf: number | null;
}

type Check = () => Promise<Omit<OneCheck, 'seconds' | 'cpuSeconds'>>;

/** Ours, loaded (not timed); the check it returns is what is timed. */
async function loadOurs(): Promise<Check> {
  const { checkLinks } = await import('../../src/client/links/check-links.js');
  // As `check-links: internal` runs it after an audit: the audited pages, their origin, the
  // defaults (8 requests in flight per origin, HEAD first).
  return async () => {
    const result = await checkLinks({
      pages: pages.map((url) => ({ url, noindex: false })),
      origins: new Set([origin]),
    });
    return {
      broken: result.pages.flatMap((page) =>
        page.problems
          .filter((problem) => problem.problem === 'broken')
          .map((problem): [string, string] => [page.page, problem.url]),
      ),
      unreadPages: result.pages.filter((page) => page.unread !== null).map((page) => page.page),
      requestsSelf: result.requests,
      targetsSelf: result.targets,
    };
  };
}

/** linkinator, loaded (not timed); the check it returns is what is timed. */
async function loadLinkinator(): Promise<Check> {
  const { LinkChecker, LinkState } = await import('linkinator');
  // The same page list, each page read and its targets checked, no recursion into the targets
  // (our check does not crawl either); `concurrency` bounds the checks in flight, as our
  // per-origin limit does. Everything else at linkinator's defaults (no retries).
  return async () => {
    const result = await new LinkChecker().check({
      path: pages,
      recurse: false,
      concurrency: Number(values.concurrency),
      timeout: 30_000,
    });
    const broken = result.links.filter((link) => link.state === LinkState.BROKEN);
    return {
      broken: broken
        .filter((link) => link.parent !== undefined)
        .map((link): [string, string] => [link.parent as string, link.url]),
      unreadPages: broken.filter((link) => link.parent === undefined).map((link) => link.url),
      requestsSelf: null,
      targetsSelf: null,
    };
  };
}

const load =
  values.checker === 'ours' ? loadOurs : values.checker === 'linkinator' ? loadLinkinator : null;
if (load === null) {
  console.error(`one-check: --checker must be ours or linkinator, not ${values.checker}`);
  process.exit(2);
}
// The TypeScript loader turns source maps on; a user's process (our bundle, linkinator's CLI)
// runs without, and with them every error undici creates (one per HEAD: it closes the
// connection after each) costs a source-mapped stack trace.
process.setSourceMapsEnabled(false);
const check = await load();
const cpuBefore = process.cpuUsage();
const started = performance.now();
const found = await check();
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
const line: OneCheck = { seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, ...found };
console.log(JSON.stringify(line));
