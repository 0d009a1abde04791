// Writes docs/examples/demo-output.txt, job-summary.md and pr-comment.md from real runs (see
// scripts/real-runs.ts): what `npm start` prints, and the job summary and pull-request comment
// of the bundled action auditing the demo's sample site. Rebuilds dist/ first when it is stale.
// Then `node scripts/docs.mjs` copies them into the README; `npm run docs` does both.
//   node --experimental-transform-types --no-warnings --import ./scripts/ts-hooks.mjs \
//     scripts/capture-examples.ts
// test/docs/examples.test.ts repeats the runs and fails when these files differ from what they
// print now (ports, times, dates and report ids aside).
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  ensureFreshDist,
  exampleFiles,
  ROOT,
  runActionOnSampleSite,
  runDemo,
} from './real-runs.js';

ensureFreshDist();
const demo = await runDemo();
rmSync(dirname(demo.reportDir), { recursive: true, force: true });
const action = await runActionOnSampleSite();
for (const [path, text] of exampleFiles(demo, action, new Date())) {
  writeFileSync(join(ROOT, path), text);
  console.log(`wrote ${path}`);
}
