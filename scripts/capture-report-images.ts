// Writes docs/images/report.png and docs/images/index.png, the pictures in the README: the demo's
// sample site audited by our analyzer, its middling page's report and the folder's index page,
// rendered by the same functions the service and report-dir use and shot in Debian's chromium.
//   node --experimental-transform-types --no-warnings --import ./scripts/ts-hooks.mjs \
//     scripts/capture-report-images.ts
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import puppeteer from 'puppeteer-core';
import { renderIndexPage } from '../src/shared/pages/render-index-page.js';
import { renderReportPage } from '../src/shared/pages/render-report-page.js';
import { indexEntries, sampleReports } from '../test/findings/sample-reports.js';

const OUT = resolve(import.meta.dirname, '..', 'docs', 'images');
const chromium = spawnSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).stdout.trim();
if (chromium === '') throw new Error('chromium is not installed (apt-get install -y chromium)');

const reports = await sampleReports();
const middling = reports.find((r) => r.name === 'middling');
if (!middling) throw new Error('no middling report');
const now = new Date();
const dir = mkdtempSync(join(tmpdir(), 'report-images-'));
const pages = {
  report: renderReportPage({ ...middling.report, generated_at: now.toISOString() }),
  // Only the pages really audited (the test helper adds one that failed, for the tests).
  index: renderIndexPage({
    pages: indexEntries(reports).filter((entry) => entry.checks !== null),
    generatedAt: now,
  }),
};
mkdirSync(OUT, { recursive: true });
const browser = await puppeteer.launch({ executablePath: chromium, args: ['--no-sandbox'] });
try {
  for (const [name, html] of Object.entries(pages)) {
    const file = join(dir, `${name}.html`);
    writeFileSync(file, html);
    const page = await browser.newPage();
    // The top of the page, where a reader looks first; small enough for the README.
    await page.setViewport({ width: 960, height: 1100 });
    await page.goto(pathToFileURL(file).href);
    const png = join(OUT, `${name}.png`);
    await page.screenshot({ path: png });
    console.log(`${png}: ${Math.round(statSync(png).size / 1000)} KB`);
  }
} finally {
  await browser.close();
}
