// The report page and the report-dir's index page, opened in headless Chromium (Debian's
// `chromium`, driven by puppeteer-core) at 1280 and 375 px wide, the way a client reads them:
// no sideways scrolling on a phone, no raw JSON in what is shown, every failed check with its
// fix, the table sortable, the folded checks printed. A screenshot of each page at each width is
// saved under .tmp/screenshots/ for people to look at. CI installs chromium (.ci/run); elsewhere
// the test is skipped when it is missing.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatScore, pageFindings, readChecks } from '../../src/shared/findings/index.js';
import { renderIndexPage } from '../../src/shared/pages/render-index-page.js';
import { renderReportPage } from '../../src/shared/pages/render-report-page.js';
import { indexEntries, type SampleReport, sampleReports } from '../findings/sample-reports.js';

const OUT = resolve('.tmp');
const PAGES = join(OUT, 'report-pages');
const SHOTS = join(OUT, 'screenshots');
const WIDTHS = [1280, 375] as const;

function chromiumPath(): string | null {
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
    if (found.status === 0 && found.stdout.trim() !== '') return found.stdout.trim();
  }
  return null;
}

const chromium = chromiumPath();
if (chromium === null && process.env.CI) {
  throw new Error('chromium is not installed: .ci/run installs it (apt-get install -y chromium)');
}

let browser: Browser;
let reports: SampleReport[];
const files: Record<string, string> = {};

beforeAll(async () => {
  if (chromium === null) return;
  reports = await sampleReports();
  mkdirSync(PAGES, { recursive: true });
  mkdirSync(SHOTS, { recursive: true });
  for (const { report } of reports) {
    const file = join(PAGES, `${report.id}.html`);
    writeFileSync(file, renderReportPage(report));
    files[`report-${report.id}`] = file;
  }
  files.index = join(PAGES, 'index.html');
  writeFileSync(
    files.index,
    renderIndexPage({ pages: indexEntries(reports), generatedAt: '2026-11-23T18:04:05Z' }),
  );
  browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
});

afterAll(async () => {
  await browser?.close();
});

async function open(file: string, width: number): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewport({ width, height: 900 });
  await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
  return page;
}

interface Layout {
  scrollWidth: number;
  viewport: number;
  text: string;
}

function layout(page: Page): Promise<Layout> {
  return run(
    page,
    `({scrollWidth: document.documentElement.scrollWidth, viewport: window.innerWidth,
      text: document.body.innerText})`,
  );
}

/**
 * Runs an expression in the page. Written as text: the tests are type-checked without the DOM
 * library, which the code under src/ must not see.
 */
function run<T>(page: Page, expression: string): Promise<T> {
  return page.evaluate(expression) as Promise<T>;
}

/** Every key of the data (check keys, error keys, value fields) written with _ or in camelCase. */
function dataKeys(value: unknown, into = new Set<string>()): Set<string> {
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (/_|[a-z][A-Z]/.test(key)) into.add(key);
      dataKeys(item, into);
    }
  }
  return into;
}

/** What raw data looks like when it leaks into a page: JSON braces and quotes, keys as they are. */
function expectNoRawData(text: string): void {
  expect(text).not.toMatch(/[{}]/);
  expect(text).not.toMatch(/\[\s*"|"\s*:\s*[-\d"[]|\b(null|true|false)\s*[,\]]/);
  for (const key of dataKeys(reports.map((r) => r.report.results))) {
    expect(text, `the key ${key} is shown`).not.toMatch(new RegExp(`\\b${key}\\b`));
  }
}

describe.skipIf(chromium === null)('pages in headless Chromium', () => {
  for (const width of WIDTHS) {
    it(`report pages at ${width} px: readable, every failed check with its fix`, async () => {
      for (const { name, report } of reports) {
        const page = await open(files[`report-${report.id}`] ?? '', width);
        const { scrollWidth, viewport, text } = await layout(page);
        expect(scrollWidth, `${name} scrolls sideways`).toBeLessThanOrEqual(viewport);
        expectNoRawData(text);
        const failed = pageFindings(readChecks(report.results)).filter(
          (f) => f.status === 'failed',
        );
        const shown = await run<{ name: string; fix: string; visible: boolean }[]>(
          page,
          `[...document.querySelectorAll('.finding')].map((item) => ({
            name: item.querySelector('h3')?.textContent ?? '',
            fix: item.querySelector('.fix')?.innerText ?? '',
            visible: item.querySelector('.fix')?.checkVisibility() ?? false,
          }))`,
        );
        expect(shown.map((s) => s.name)).toEqual(failed.map((f) => f.name));
        for (const [i, finding] of failed.entries()) {
          expect(shown[i]?.fix).toContain(finding.fix);
          expect(shown[i]?.visible).toBe(true);
        }
        await page.screenshot({ path: join(SHOTS, `report-${name}-${width}.png`), fullPage: true });
        await page.close();
      }
    });

    it(`index page at ${width} px: overview, chart, every page linked`, async () => {
      const page = await open(files.index ?? '', width);
      const { scrollWidth, viewport, text } = await layout(page);
      expect(scrollWidth).toBeLessThanOrEqual(viewport);
      expectNoRawData(text);
      expect(text).toContain('Problems found on most pages');
      const columns = await run<number[]>(
        page,
        `[...document.querySelectorAll('.histogram .col i')].map((bar) => bar.offsetHeight)`,
      );
      // Ten bands of ten points; the three scored pages fall in three of them.
      expect(columns).toHaveLength(10);
      expect(columns.filter((height) => height > 0)).toHaveLength(3);
      const links = await run<string[]>(
        page,
        `[...document.querySelectorAll('td.url a:first-child')].map((a) => a.getAttribute('href'))`,
      );
      expect(links.sort()).toEqual(reports.map(({ report }) => `${report.id}.html`).sort());
      await page.screenshot({ path: join(SHOTS, `index-${width}.png`), fullPage: true });
      await page.close();
    });
  }

  it('sorts the index table by a column, and back', async () => {
    const page = await open(files.index ?? '', 1280);
    const scores = async () =>
      (
        await run<string[]>(
          page,
          `[...document.querySelectorAll('tbody tr td:nth-child(3)')].map((c) => c.textContent)`,
        )
      ).map((text) => (text === '–' ? -1 : Number(text)));
    const up = [-1, ...reports.map((r) => Number(formatScore(Number(r.report.score))))].sort(
      (a, b) => a - b,
    );
    // Without a click: worst first, the page without a result at the top.
    expect(await scores()).toEqual(up);
    await page.click('th[data-col="2"] button');
    expect(await scores()).toEqual(up);
    await page.click('th[data-col="2"] button');
    expect(await scores()).toEqual([...up].reverse());
    await page.click('th[data-col="0"] button');
    const urls = await run<string[]>(
      page,
      `[...document.querySelectorAll('tbody td.url')].map((c) => c.getAttribute('data-sort'))`,
    );
    expect(urls).toEqual([...urls].sort((a, b) => a.localeCompare(b)));
    await page.close();
  });

  it('prints the passed checks that the screen folds', async () => {
    const page = await open(files['report-1'] ?? '', 1280);
    const visible = () =>
      run<boolean>(page, `document.querySelector('details .checklist').checkVisibility()`);
    expect(await visible()).toBe(false);
    await page.emulateMediaType('print');
    expect(await visible()).toBe(true);
    await page.close();
  });
});
