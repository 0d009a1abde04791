// Writes docs/images/report.png and docs/images/index.png, the pictures in the README and
// docs/findings.md, and the same at a phone's width (report-375.png, index-375.png), from a real
// run of the demo (scripts/real-runs.ts: `node dist/cli/index.js demo`, what `npm start` runs):
// its poor page's report page (an error first, then warnings, notices folded) and the report
// folder's index page, as the demo wrote them, shot in Debian's chromium at 1280 and 375 px. It
// stops when a page would scroll sideways, naming what is too wide. Beside them, docs/images/report.json
// records the figures the pictures show, taken from the same run's results.json: the README's
// caption is generated from it (scripts/docs.mjs), and test/docs/examples.test.ts checks it
// against a fresh run of the demo, since no test can read the pixels.
//   node --experimental-transform-types --no-warnings --import ./scripts/ts-hooks.mjs \
//     scripts/capture-report-images.ts [--full]
// With --full: whole pages, under .tmp/report-images/, for a reviewer to read; no figures.
// (`npm run docs:images` runs it, then scripts/docs.mjs.)
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import puppeteer, { type Page } from 'puppeteer-core';
import { formatScore } from '../src/shared/findings/format.js';
import { type DemoResult, ensureFreshDist, ROOT, runDemo } from './real-runs.js';

const full = process.argv.includes('--full');
const OUT = full ? join(ROOT, '.tmp', 'report-images') : join(ROOT, 'docs', 'images');
/** The page the report picture shows: the poor one, with errors (noindex, no title) to show first. */
const REPORT_PAGE_PATH = '/Welcome_Page.php';
/** A desktop's width and a phone's, with the height of the top of the page shot for the docs. */
const SIZES = [
  { width: 1280, height: 1300, suffix: '' },
  { width: 375, height: 1500, suffix: '-375' },
] as const;

const chromium = spawnSync('sh', ['-c', 'command -v chromium || command -v google-chrome'], {
  encoding: 'utf8',
}).stdout.trim();
if (chromium === '') throw new Error('chromium is not installed (apt-get install -y chromium)');

/** Throws when the page is wider than the screen, naming the innermost elements too wide. */
async function refuseSidewaysScroll(page: Page, what: string): Promise<void> {
  const wide = (await page.evaluate(`document.documentElement.scrollWidth <= window.innerWidth
    ? []
    : [...document.querySelectorAll('main *')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0 &&
          ![...el.children].some((child) => child.scrollWidth > child.clientWidth + 1))
        .slice(0, 5)
        .map((el) => el.tagName.toLowerCase() + (el.className ? '.' + el.className : '') +
          ': ' + el.textContent.trim().slice(0, 60))`)) as string[];
  if (wide.length > 0) throw new Error(`${what} scrolls sideways: ${wide.join('; ')}`);
}

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
      for (const { width, height, suffix } of SIZES) {
        const page = await browser.newPage();
        // The top of the page, where a reader looks first; small enough for the README.
        await page.setViewport({ width, height });
        await page.goto(pathToFileURL(join(demo.reportDir, file)).href);
        await refuseSidewaysScroll(page, `${file} at ${width} px`);
        const png = join(OUT, `${name}${suffix}.png`);
        await page.screenshot({ path: png, fullPage: full });
        console.log(`${png}: ${Math.round(statSync(png).size / 1000)} KB`);
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  // Whole pages for a review are not the docs' pictures: no figures for them.
  if (!full) {
    const sidecar = {
      about:
        'The figures docs/images/report.png and index.png (and their -375 phone versions) show, from the run of `node dist/cli/index.js demo` they were taken from (scripts/capture-report-images.ts).',
      captured: new Date().toISOString().slice(0, 10),
      'report.png': figures(shown),
      'index.png': { pages: demo.results.map(figures) },
    };
    writeFileSync(join(OUT, 'report.json'), `${JSON.stringify(sidecar, null, 2)}\n`);
    console.log(`${join(OUT, 'report.json')}: the figures shown`);
  }
} finally {
  rmSync(dirname(demo.reportDir), { recursive: true, force: true });
}
