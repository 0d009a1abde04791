// Writes docs/images/report.png and docs/images/index.png, the pictures in the README and
// docs/findings.md, from a real run of the demo (scripts/real-runs.ts: `node dist/cli/index.js
// demo`, what `npm start` runs): its middling page's report page and the report folder's index
// page, as the demo wrote them, shot in Debian's chromium. Beside them, docs/images/report.json
// records the figures the pictures show, taken from the same run's results.json: the README's
// caption is generated from it (scripts/docs.mjs), and test/docs/examples.test.ts checks it
// against a fresh run of the demo, since no test can read the pixels.
//   node --experimental-transform-types --no-warnings --import ./scripts/ts-hooks.mjs \
//     scripts/capture-report-images.ts
// (`npm run docs:images` runs it, then scripts/docs.mjs.)
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import puppeteer from 'puppeteer-core';
import { formatScore } from '../src/shared/findings/format.js';
import { type DemoResult, ensureFreshDist, ROOT, runDemo } from './real-runs.js';

const OUT = join(ROOT, 'docs', 'images');
/** The page the report picture shows: the middling one, which fails checks of every kind. */
const REPORT_PAGE_PATH = '/shop/shoes';

const chromium = spawnSync('sh', ['-c', 'command -v chromium || command -v google-chrome'], {
  encoding: 'utf8',
}).stdout.trim();
if (chromium === '') throw new Error('chromium is not installed (apt-get install -y chromium)');

/** A page's figures as the pictures and the README show them. */
function figures(result: DemoResult) {
  return {
    path: new URL(result.url).pathname,
    grade: result.grade,
    score: formatScore(result.score),
    failedChecks: result['failed-checks'].length,
  };
}

ensureFreshDist();
const demo = await runDemo();
try {
  const shown = demo.results.find((r) => new URL(r.url).pathname === REPORT_PAGE_PATH);
  if (shown?.id == null) throw new Error(`the demo wrote no report for ${REPORT_PAGE_PATH}`);
  const pictures = { report: `${shown.id}.html`, index: 'index.html' };
  mkdirSync(OUT, { recursive: true });
  const browser = await puppeteer.launch({ executablePath: chromium, args: ['--no-sandbox'] });
  try {
    for (const [name, file] of Object.entries(pictures)) {
      const page = await browser.newPage();
      // The top of the page, where a reader looks first; small enough for the README.
      await page.setViewport({ width: 960, height: 1100 });
      await page.goto(pathToFileURL(join(demo.reportDir, file)).href);
      const png = join(OUT, `${name}.png`);
      await page.screenshot({ path: png });
      console.log(`${png}: ${Math.round(statSync(png).size / 1000)} KB`);
    }
  } finally {
    await browser.close();
  }
  const sidecar = {
    about:
      'The figures docs/images/report.png and index.png show, from the run of `node dist/cli/index.js demo` they were taken from (scripts/capture-report-images.ts).',
    captured: new Date().toISOString().slice(0, 10),
    'report.png': figures(shown),
    'index.png': { pages: demo.results.map(figures) },
  };
  writeFileSync(join(OUT, 'report.json'), `${JSON.stringify(sidecar, null, 2)}\n`);
  console.log(`${join(OUT, 'report.json')}: the figures shown`);
} finally {
  rmSync(dirname(demo.reportDir), { recursive: true, force: true });
}
