// The report folder (report-dir: index.html and a page per report, written by the same function
// as the action's), opened in headless Chromium (Debian's `chromium`, driven by puppeteer-core)
// at 1280 and 375 px wide, the way a client reads it: no sideways scrolling on a phone, no raw
// JSON in what is shown, errors first, every failed check reachable with its fix, each report
// linked from the index and linking back to it and to the audited page, the table sortable, the
// folded checks printed. A screenshot of each page at each width is saved under
// .tmp/screenshots/ for people to look at. CI installs chromium (.ci/run); elsewhere the test
// is skipped when it is missing.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UrlOutcome } from '../../src/client/audit/types.js';
import { formatScore, pageFindings, readChecks } from '../../src/shared/findings/index.js';
import { LEVEL_RANK, levelOf } from '../../src/shared/pages/severity.js';
import {
  type SampleReport,
  sampleOutcomes,
  sampleReports,
  writeSampleReportDir,
} from '../findings/sample-reports.js';

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
let outcomes: UrlOutcome[];
const files: Record<string, string> = {};

beforeAll(async () => {
  if (chromium === null) return;
  reports = await sampleReports();
  outcomes = sampleOutcomes(reports);
  rmSync(PAGES, { recursive: true, force: true });
  mkdirSync(SHOTS, { recursive: true });
  // The folder the action and the CLI write (report-dir), by the same function.
  await writeSampleReportDir(PAGES, outcomes);
  for (const { report } of reports) files[`report-${report.id}`] = join(PAGES, `${report.id}.html`);
  files.index = join(PAGES, 'index.html');
  browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
});

afterAll(async () => {
  await browser?.close();
});

/** A page's failed checks in the order the report page shows them: errors, warnings, notices. */
function failedInOrder(report: SampleReport['report']) {
  const checks = readChecks(report.results);
  return pageFindings(checks)
    .filter((f) => f.status === 'failed')
    .map((finding) => ({
      finding,
      level: levelOf(finding.key, checks[finding.key] ?? { errors: null }, null),
    }))
    .sort((a, b) => LEVEL_RANK[a.level] - LEVEL_RANK[b.level]);
}

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
    it(`report pages at ${width} px: readable, errors before warnings before notices, every failed check with its fix`, async () => {
      for (const { name, url, report } of reports) {
        const page = await open(files[`report-${report.id}`] ?? '', width);
        const { scrollWidth, viewport, text } = await layout(page);
        expect(scrollWidth, `${name} scrolls sideways`).toBeLessThanOrEqual(viewport);
        expectNoRawData(text);
        const failed = failedInOrder(report);
        const shown = await run<{ name: string; level: string; fix: string; visible: boolean }[]>(
          page,
          `[...document.querySelectorAll('.finding')].map((item) => ({
            name: item.querySelector('h3')?.textContent ?? '',
            level: item.classList[1],
            fix: item.querySelector('.fix')?.textContent ?? '',
            visible: item.querySelector('.fix')?.checkVisibility() ?? false,
          }))`,
        );
        // Every failed check, none hidden, in the order errors, warnings, notices.
        expect(
          shown.map((s) => s.name),
          name,
        ).toEqual(failed.map((f) => f.finding.name));
        expect(
          shown.map((s) => s.level),
          name,
        ).toEqual(failed.map((f) => f.level));
        for (const [i, { finding, level }] of failed.entries()) {
          expect(shown[i]?.fix).toContain(finding.fix);
          // What to fix is open; the notices are folded apart, one click away.
          expect(shown[i]?.visible, `${name}: ${finding.key}`).toBe(level !== 'notice');
        }
        // The page's full URL heads it and is linked, not followed; the index is one click back.
        const head = await run<{
          h1: string;
          visit: string | null;
          rel: string | null;
          back: string | null;
        }>(
          page,
          `({h1: document.querySelector('h1').textContent,
            visit: document.querySelector('a.visit')?.href ?? null,
            rel: document.querySelector('a.visit')?.getAttribute('rel') ?? null,
            back: document.querySelector('nav.crumbs a')?.href ?? null})`,
        );
        expect(head.h1).toBe(url);
        expect(head.visit).toBe(new URL(url).href);
        expect(head.rel).toBe('nofollow noopener');
        expect(head.back).toBe(pathToFileURL(files.index ?? '').href);
        await page.screenshot({ path: join(SHOTS, `report-${name}-${width}.png`), fullPage: true });
        await page.close();
      }
    });

    it(`index page at ${width} px: errors first, every failed check listed, every page linked`, async () => {
      const page = await open(files.index ?? '', width);
      const { scrollWidth, viewport, text } = await layout(page);
      expect(scrollWidth).toBeLessThanOrEqual(viewport);
      expectNoRawData(text);
      const sections = await run<string[]>(
        page,
        `[...document.querySelectorAll('h2')].map((h) => h.textContent)`,
      );
      expect(sections[0]).toBe('Errors');
      expect(sections.indexOf('Across the pages (1)')).toBeGreaterThan(0);
      expect(sections.indexOf('Across the pages (1)')).toBeLessThan(sections.indexOf('Pages'));
      // Errors first: the page without a result, then the checks at error (noindex on the poor
      // page among them), then warnings, then notices.
      const problems = await run<{ check: string | null; level: string; links: string[] }[]>(
        page,
        `[...document.querySelectorAll('li.problem:not(.site)')].map((li) => ({
          check: li.getAttribute('data-check'), level: li.classList[1],
          links: [...li.querySelectorAll('.on a')].map((a) => a.getAttribute('href')) }))`,
      );
      expect(problems[0]).toEqual({ check: null, level: 'error', links: [] });
      const poor = reports.find((r) => r.name === 'poor');
      expect(problems).toContainEqual({
        check: 'noindex',
        level: 'error',
        links: [`${poor?.report.id}.html`],
      });
      const levels = problems.map((p) => LEVEL_RANK[p.level as keyof typeof LEVEL_RANK]);
      expect(levels).toEqual([...levels].sort((a, b) => a - b));
      // No check hidden: each page's every failed check is listed at its level, linking the page.
      for (const { name, report } of reports) {
        for (const { finding, level } of failedInOrder(report)) {
          const listed = problems.find((p) => p.check === finding.key && p.level === level);
          expect(listed?.links, `${name}: ${finding.key} (${level})`).toContain(
            `${report.id}.html`,
          );
        }
      }
      expect(text).not.toMatch(/other checks? failed/);
      // The finding across the pages: one title on the page and its filtered copy.
      const site = await run<string>(page, `document.querySelector('li.site').innerText`);
      expect(site).toMatch(/2 pages share the title .Shoes./);
      expect(
        await run<string[]>(
          page,
          `[...document.querySelectorAll('li.site a')].map((a) => a.getAttribute('href'))`,
        ),
      ).toEqual(
        reports
          .filter((r) => r.name === 'middling' || r.name === 'filtered')
          .map((r) => `${r.report.id}.html`),
      );
      const columns = await run<number[]>(
        page,
        `[...document.querySelectorAll('.histogram .col i')].map((bar) => bar.offsetHeight)`,
      );
      // Ten bands of ten points; the four scored pages fall in three of them.
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

  it('goes from the index to each report and back', async () => {
    const page = await open(files.index ?? '', 1280);
    for (const { url, report } of reports) {
      await Promise.all([
        page.waitForNavigation({ waitUntil: 'load' }),
        page.click(`td.url a[href="${report.id}.html"]`),
      ]);
      expect(page.url()).toBe(pathToFileURL(files[`report-${report.id}`] ?? '').href);
      expect(await run<string>(page, `document.querySelector('h1').textContent`)).toBe(url);
      await Promise.all([
        page.waitForNavigation({ waitUntil: 'load' }),
        page.click('nav.crumbs a'),
      ]);
      expect(page.url()).toBe(pathToFileURL(files.index ?? '').href);
    }
    // The pages named under a check link their reports too.
    const underNoindex = await run<string[]>(
      page,
      `[...document.querySelectorAll('li[data-check="noindex"] .on a')].map((a) => a.getAttribute('href'))`,
    );
    const poor = reports.find((r) => r.name === 'poor');
    expect(underNoindex).toEqual([`${poor?.report.id}.html`]);
    await page.close();
  });

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
    // Without a click: the page without a result at the top, then the poor page with its error.
    expect((await scores()).slice(0, 2)).toEqual(up.slice(0, 2));
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

  it('prints the passed checks and the notices that the screen folds', async () => {
    const page = await open(files['report-1'] ?? '', 1280);
    const visible = (selector: string) =>
      run<boolean>(page, `document.querySelector('${selector}').checkVisibility()`);
    expect(await visible('details .checklist')).toBe(false);
    expect(await visible('details.notice .finding')).toBe(false);
    await page.emulateMediaType('print');
    expect(await visible('details .checklist')).toBe(true);
    expect(await visible('details.notice .finding')).toBe(true);
    await page.close();
  });
});
