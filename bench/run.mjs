// Runs the benchmarks one after another and prints what each measured; the figures, with the
// machine and the date, are recorded in docs/benchmarks.md. Usage:
//   npm run bench                 all of them (about 13 minutes on 2 cores, 8 of them the site)
//   npm run bench -- action       only some: analyzer, service, workers, site, images, action,
//                                 crawl, links, hostile, summary
// The action and site benchmarks run the committed dist/ (run `npm run bundle` first after a
// change).
import { spawnSync } from 'node:child_process';

const TS = [
  '--experimental-transform-types',
  '--no-warnings',
  '--import',
  './scripts/ts-hooks.mjs',
];
const BENCHMARKS = {
  analyzer: [
    // The analyzer benchmark imports the compiled analyzer (it also measures htmlparser2 alone).
    [
      process.execPath,
      ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--outDir', 'build'],
    ],
    [process.execPath, ['bench/analyzer/run.mjs']],
  ],
  service: [[process.execPath, [...TS, 'bench/service/run.ts']]],
  workers: [[process.execPath, [...TS, 'bench/service/workers.ts']]],
  // A generated site of 500, 2,000 and 10,000 pages audited end to end by the bundled CLI on the
  // embedded service, against the analysis alone (issue 30; about 5 minutes; dist/ must be
  // fresh). bench/site/run.ts without --bundled runs the audit from the sources instead.
  site: [[process.execPath, [...TS, 'bench/site/run.ts', '--bundled']]],
  // CPU a page of the service's analyzer on 300 pages with images (image_weight; about 1 minute).
  images: [[process.execPath, [...TS, 'bench/images/run.ts']]],
  action: [[process.execPath, [...TS, 'bench/action/run.ts']]],
  // A crawl of a generated 2,000-page site: the crawler's own time against the whole run.
  crawl: [[process.execPath, [...TS, 'bench/crawl/run.ts']]],
  // The link check against linkinator on one generated 1,000-page site (issue 31): 5
  // repetitions of ours and linkinator (8 and 100 in flight), each in its own process; fails
  // when ours misses a broken link or reports a false one (6 minutes at load 12-20).
  links: [[process.execPath, [...TS, 'bench/links/run.ts']]],
  // Wall-clock ratios of hostile to benign inputs (the test counts CPU time instead).
  hostile: [[process.execPath, [...TS, 'bench/reliability/hostile-input.ts']]],
  // Bytes of the job summary and the comment for 7, 50 and 500 pages (about 30 s).
  summary: [[process.execPath, [...TS, 'bench/summary-size/run.ts']]],
};

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in BENCHMARKS));
if (unknown.length > 0) {
  console.error(
    `bench: unknown benchmark ${unknown.join(', ')}; choose from ${Object.keys(BENCHMARKS).join(', ')}`,
  );
  process.exit(2);
}
for (const name of chosen.length > 0 ? chosen : Object.keys(BENCHMARKS)) {
  console.log(`\n=== ${name}`);
  for (const [command, args] of BENCHMARKS[name]) {
    const { status } = spawnSync(command, args, { stdio: 'inherit' });
    if (status !== 0) {
      console.error(`bench: ${name} failed (exit ${status})`);
      process.exit(1);
    }
  }
}
