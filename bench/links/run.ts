// The link check against linkinator (issue 31) on one generated site (bench/links/site.ts: 1,000
// pages, 20,000 link occurrences, 3,000 distinct targets of every kind, 2% broken) served by this
// process on 127.0.0.1. Each repetition runs ours (`checkLinks`, what `check-links: internal`
// runs after an audit) and linkinator's Node API on the same page list, each in a fresh process
// (bench/links/one-check.ts), the order rotating between repetitions. It prints, per run, the
// time, the CPU time, the requests the server counted and the broken links found, judged against
// what the site planted; then the medians and the ratio ours / linkinator.
// Exits 1 when ours misses a planted broken link, misses one linkinator found, or reports one
// that is not broken.
//   npm run bench -- links
//   node --experimental-transform-types --no-warnings --import ./scripts/ts-hooks.mjs \
//     bench/links/run.ts [--reps 5] [--linkinator-concurrency 8,100]
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { parseArgs, promisify } from 'node:util';
import type { OneCheck } from './one-check.js';
import {
  brokenLinks,
  LINKS_PER_PAGE,
  PAGES,
  pairKey,
  type SiteCounts,
  siteHandler,
  TARGETS,
} from './site.js';

const { values } = parseArgs({
  options: {
    reps: { type: 'string', default: '5' },
    'linkinator-concurrency': { type: 'string', default: '8,100' },
  },
});
const REPS = Number(values.reps);
const LINKINATOR_CONCURRENCY = values['linkinator-concurrency'].split(',').map(Number);
if (!(REPS >= 1) || LINKINATOR_CONCURRENCY.some((c) => !(c >= 1))) {
  console.error('links: --reps and --linkinator-concurrency take positive numbers');
  process.exit(2);
}

const counts: SiteCounts = { total: 0, connections: 0, byMethod: new Map(), byRequest: new Map() };
const server = createServer(siteHandler(counts));
server.on('connection', () => counts.connections++);
server.keepAliveTimeout = 30_000;
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const truth = brokenLinks(origin);

interface Checker {
  name: string;
  args: string[];
}
const CHECKERS: Checker[] = [
  { name: 'ours', args: ['--checker', 'ours'] },
  ...LINKINATOR_CONCURRENCY.map((c) => ({
    name: `linkinator c=${c}`,
    args: ['--checker', 'linkinator', '--concurrency', String(c)],
  })),
];

interface Run extends OneCheck {
  rep: number;
  checker: string;
  requests: number;
  heads: number;
  gets: number;
  connections: number;
  /** "METHOD /path" asked more than once: the same request sent again. */
  repeated: number;
  found: Set<string>;
  missed: number;
  falseOnes: number;
}

const run = promisify(execFile);
async function runOnce(checker: Checker, rep: number): Promise<Run> {
  counts.total = 0;
  counts.connections = 0;
  counts.byMethod.clear();
  counts.byRequest.clear();
  const { stdout } = await run(
    process.execPath,
    [
      '--experimental-transform-types',
      '--no-warnings',
      '--import',
      './scripts/ts-hooks.mjs',
      'bench/links/one-check.ts',
      '--origin',
      origin,
      ...checker.args,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const line = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as OneCheck;
  const found = new Set(line.broken.map(([page, target]) => pairKey(page, target)));
  return {
    ...line,
    rep,
    checker: checker.name,
    requests: counts.total,
    heads: counts.byMethod.get('HEAD') ?? 0,
    gets: counts.byMethod.get('GET') ?? 0,
    connections: counts.connections,
    repeated: [...counts.byRequest.values()].filter((n) => n > 1).length,
    found,
    missed: [...truth].filter((pair) => !found.has(pair)).length,
    falseOnes: [...found].filter((pair) => !truth.has(pair)).length,
  };
}

const loadStart = loadavg();
const startedAt = new Date();
console.log(
  `links: ${PAGES} pages, ${PAGES * LINKS_PER_PAGE} link occurrences, ${TARGETS} distinct targets, ` +
    `${truth.size} broken occurrences planted; ${REPS} repetitions of ${CHECKERS.map((c) => c.name).join(', ')}; ` +
    `load average ${loadStart.map((l) => l.toFixed(2)).join(' ')}`,
);
console.log(
  '\n| rep | checker | time | CPU | requests (HEAD + GET) | connections | same request twice | broken found | missed | false |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
const runs: Run[] = [];
for (let rep = 1; rep <= REPS; rep++) {
  // Rotate who goes first, so that neither always meets the machine in the same state.
  const shift = (rep - 1) % CHECKERS.length;
  for (const checker of [...CHECKERS.slice(shift), ...CHECKERS.slice(0, shift)]) {
    const r = await runOnce(checker, rep);
    runs.push(r);
    console.log(
      `| ${rep} | ${r.checker} | ${r.seconds.toFixed(2)} s | ${r.cpuSeconds.toFixed(2)} s | ` +
        `${r.requests} (${r.heads} + ${r.gets}) | ${r.connections} | ${r.repeated} | ${r.found.size} of ${truth.size} | ` +
        `${r.missed} | ${r.falseOnes}${r.unreadPages.length > 0 ? `; ${r.unreadPages.length} pages unread` : ''} |`,
    );
  }
}
server.close();
const loadEnd = loadavg();

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const ofChecker = (name: string) => runs.filter((r) => r.checker === name);
console.log(
  '\n| checker | median time (min-max) | median CPU | requests | ours / it, time (median of paired reps) | ours / it, CPU |',
);
console.log('|---|---|---|---|---|---|');
for (const checker of CHECKERS) {
  const mine = ofChecker(checker.name);
  const times = mine.map((r) => r.seconds);
  const ratio = (pick: (r: Run) => number) => {
    if (checker.name === 'ours') return '';
    const paired = mine.map((theirs) => {
      const ours = runs.find((r) => r.checker === 'ours' && r.rep === theirs.rep) as Run;
      return pick(ours) / pick(theirs);
    });
    return median(paired).toFixed(2);
  };
  console.log(
    `| ${checker.name} | ${median(times).toFixed(2)} s (${Math.min(...times).toFixed(2)}-${Math.max(...times).toFixed(2)}) | ` +
      `${median(mine.map((r) => r.cpuSeconds)).toFixed(2)} s | ${median(mine.map((r) => r.requests))} | ` +
      `${ratio((r) => r.seconds)} | ${ratio((r) => r.cpuSeconds)} |`,
  );
}
console.log(
  `\n${startedAt.toISOString()}, load average ${loadStart.map((l) => l.toFixed(2)).join(' ')} at start, ` +
    `${loadEnd.map((l) => l.toFixed(2)).join(' ')} at end`,
);

// Correctness: ours must find every planted broken link and every one linkinator found, and
// nothing else.
const problems: string[] = [];
for (const r of ofChecker('ours')) {
  if (r.missed > 0) problems.push(`rep ${r.rep}: ours missed ${r.missed} planted broken links`);
  if (r.falseOnes > 0)
    problems.push(
      `rep ${r.rep}: ours reported ${r.falseOnes} links that are not broken, e.g. ${[...r.found].find((p) => !truth.has(p))}`,
    );
  if (r.unreadPages.length > 0)
    problems.push(`rep ${r.rep}: ours could not read ${r.unreadPages.length} pages`);
  for (const theirs of runs.filter((t) => t.checker !== 'ours' && t.rep === r.rep)) {
    const notOurs = [...theirs.found].filter((pair) => !r.found.has(pair));
    if (notOurs.length > 0)
      problems.push(
        `rep ${r.rep}: ${theirs.checker} found ${notOurs.length} broken links ours did not, e.g. ${notOurs[0]}`,
      );
  }
}
for (const theirs of runs.filter((r) => r.checker !== 'ours'))
  if (theirs.missed > 0 || theirs.falseOnes > 0)
    console.log(
      `note: rep ${theirs.rep}, ${theirs.checker} missed ${theirs.missed} and reported ${theirs.falseOnes} not broken`,
    );
if (problems.length > 0) {
  console.error(`\nlinks: FAILED\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
}
