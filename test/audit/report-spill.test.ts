// A run's reports written to a temporary file past the first ones (src/client/audit/report-spill.ts):
// the outputs must not change by a byte. The same job runs twice against the reference service
// (its real HTTP, SQLite and report JSON; a deterministic analyzer of fixed pages instead of
// fetches, so that two runs answer the same), once with every report held and once with every
// report spilled, and every face is rendered from each: the table, JSON, markdown, JUnit, the
// action's outputs and the report folder.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/client/api/index.js';
import { type AuditRun, runJob } from '../../src/client/app/job.js';
import { INPUT_WORDING } from '../../src/client/app/messages.js';
import { renderOutputs, resultsOf } from '../../src/client/app/render/outputs.js';
import { renderSummary } from '../../src/client/app/render/summary.js';
import { writeReportDir } from '../../src/client/app/report-dir.js';
import { wordsFor } from '../../src/client/app/wording.js';
import {
  isSpilled,
  outcomeWith,
  outcomeWithReport,
  pendingOutcome,
  ReportSpill,
  spillSettings,
} from '../../src/client/audit/report-spill.js';
import type { UrlOutcome } from '../../src/client/audit/types.js';
import { CLI_WORDS, parseAuditOptions } from '../../src/client/cli/audit-options.js';
import { renderJson, renderJunit, renderTable } from '../../src/client/cli/formats.js';
import { analyzeDocument } from '../../src/server/analyzer/analyze-document.js';
import { type AnalyzeFunction, startService } from '../../src/server/service/index.js';
import { reportWithChecks } from '../support/reports.js';

const API_KEY = 'sk_spill_test_key_5b1e9c0d7a3f4e2b8c6d';
const SITE = 'https://shop.example';

/** A small site with something for every finding: duplicates, a canonical elsewhere, no alt. */
function pageHtml(path: string): string {
  const n = Number(/\d+/.exec(path)?.[0] ?? 0);
  const title = n % 3 === 0 ? 'Shared title of several pages' : `Page ${path} of the shop`;
  const description =
    n % 4 === 0 ? '' : `<meta name="description" content="What page ${path} sells, in a line.">`;
  const canonical = n === 5 ? `${SITE}/products/1` : `${SITE}${path}`;
  const links = [1, 2, 3, 4, 6, 7, 8]
    .filter((other) => other !== n)
    .map((other) => `<a href="/products/${other}">Product ${other}</a>`)
    .join(' ');
  const image = n % 2 === 0 ? '<img src="/a.png">' : '<img src="/b.png" alt="A product">';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${description}
<link rel="canonical" href="${canonical}"><meta name="viewport" content="width=device-width"></head>
<body><h1>Product ${n}</h1><p>${'Words about the product for sale here. '.repeat(10 + n * 7)}</p>
${links} <a href="https://elsewhere.example/">Elsewhere</a> ${image}</body></html>`;
}

/** The analyzer, on fixed pages: the same answers on every run (nothing timed, nothing fetched). */
const analyze: AnalyzeFunction = async (url) => {
  const path = new URL(url).pathname;
  const timings = { fetchMs: 0, analyzeMs: 0 };
  if (path === '/products/9') {
    const failure = { code: 'not_html', message: `${url} answered a PDF, not HTML` };
    return { url, finalUrl: url, score: null, grade: null, results: {}, failure, timings };
  }
  const analysis = analyzeDocument({
    url,
    finalUrl: url,
    status: path === '/products/8' ? 404 : 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: pageHtml(path),
  });
  return { ...analysis, timings };
};

const URLS = Array.from({ length: 9 }, (_, i) => `${SITE}/products/${i + 1}`);

/**
 * The site's sitemap, for its hygiene across pages (judged from what a spilled report keeps
 * beside it, src/client/audit/page-facts.ts): a 404 (8), a page canonicalised elsewhere (5), a
 * page only the sitemap names (11) and one max-pages leaves out (12); 7 is left out of it.
 */
const SITEMAP_ENTRIES = [1, 2, 3, 4, 5, 6, 8, 11, 12].map((n) => `${SITE}/products/${n}`);
let sitemapServer: Server;
let sitemapUrl = '';
beforeAll(async () => {
  sitemapServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/xml' });
    response.end(
      `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${SITEMAP_ENTRIES.map((url) => `<url><loc>${url}</loc></url>`).join('')}</urlset>`,
    );
  });
  await new Promise<void>((resolve) => sitemapServer.listen(0, '127.0.0.1', resolve));
  sitemapUrl = `http://127.0.0.1:${(sitemapServer.address() as AddressInfo).port}/sitemap.xml`;
});
afterAll(async () => {
  sitemapServer.closeAllConnections();
  await new Promise((resolve) => sitemapServer.close(resolve));
});

const folders: string[] = [];
afterEach(() => {
  spillSettings.reportsInMemory = 200;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function folder(name: string): string {
  const made = mkdtempSync(join(tmpdir(), `seo-spill-${name}-`));
  folders.push(made);
  return made;
}

/** One job against a fresh reference service, reports held or spilled from the first. */
async function auditOnce(
  spill: boolean,
  reportDir: string,
): Promise<{ run: AuditRun; serviceUrl: string }> {
  spillSettings.reportsInMemory = spill ? 0 : 1000;
  const service = await startService({
    apiKeys: [API_KEY],
    dbPath: join(folder('db'), 'reports.sqlite'),
    throwawayDatabase: true,
    generation: 'sync',
    rateLimit: false,
    analyze,
  });
  try {
    const options = parseAuditOptions(
      [
        ...['--base-url', service.url, '--api-key', API_KEY],
        // One at a time: the same ids on both runs.
        ...['--concurrency', '1', '--fail-on', 'decent'],
        ...['--rule', 'image_keywords: error', '--ignore-checks', '/products/2: meta_description'],
        ...['--report-dir', reportDir],
        ...['--sitemap', sitemapUrl, '--max-pages', '1'],
        ...URLS,
      ],
      {},
    );
    if (options === 'help') throw new Error('help');
    const job = await runJob(options.config, {}, new AbortController().signal);
    if (job.kind !== 'audit') throw new Error(`the job ended as ${job.kind}`);
    // The times of the run are the only thing that differs between two runs.
    job.run.result.durationMs = 1234;
    for (const outcome of job.run.result.outcomes) outcome.durationMs = 56;
    return { run: job.run, serviceUrl: service.url };
  } finally {
    await service.close();
  }
}

/** Every face of a run, with what differs between runs (the service's port, times) blanked. */
async function facesOf(
  { run, serviceUrl }: { run: AuditRun; serviceUrl: string },
  reportDir: string,
): Promise<Record<string, string>> {
  const place = (outcome: UrlOutcome) => outcome.reportId;
  const written = await writeReportDir(reportDir, {
    outcomes: run.result.outcomes,
    results: resultsOf(run, CLI_WORDS),
    findings: run.verdict.findings,
    siteFindings: run.siteFindings,
    scrub: (text) => text,
  });
  const faces: Record<string, string> = {
    table: renderTable(run, CLI_WORDS, place, { width: null }),
    json: renderJson(run, CLI_WORDS),
    markdown: renderSummary(run, CLI_WORDS),
    junit: renderJunit(run, CLI_WORDS, place),
    outputs: JSON.stringify(renderOutputs(run, resultsOf(run, wordsFor(INPUT_WORDING)))),
    written: JSON.stringify(written),
  };
  for (const file of readdirSync(reportDir).sort())
    faces[`report-dir/${file}`] = readFileSync(join(reportDir, file), 'utf8');
  for (const [name, text] of Object.entries(faces))
    faces[name] = text
      .replaceAll(serviceUrl, '<service>')
      .replace(/\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(\.\d+)?Z?/g, '<time>');
  return faces;
}

describe('a run whose reports wait in a temporary file', () => {
  it('renders every format and the report folder exactly as a run that holds them', async () => {
    const heldDir = folder('held');
    const spilledDir = folder('spilled');
    const held = await auditOnce(false, heldDir);
    const spilled = await auditOnce(true, spilledDir);

    // The nine given and the sitemap's one page max-pages lets in; the PDF (9) has no report.
    const audited = [...URLS, `${SITE}/products/11`];
    expect(held.run.result.outcomes.map((outcome) => outcome.url)).toEqual(audited);
    expect(held.run.result.outcomes.map(isSpilled)).toEqual(audited.map(() => false));
    expect(spilled.run.result.outcomes.map(isSpilled)).toEqual(audited.map(() => true));
    // The site has something for every renderer to say.
    const { outcomes } = held.run.result;
    expect(held.run.verdict.findings.length).toBeGreaterThan(20);
    expect(held.run.siteFindings.map((finding) => finding.kind)).toEqual(
      expect.arrayContaining([
        'duplicate_title',
        'sitemap_entry_error',
        'sitemap_entry_canonicalised',
        'sitemap_entry_not_checked',
        'missing_from_sitemap',
        'broken_internal_link',
      ]),
    );
    expect(outcomes.some((outcome) => outcome.serviceScore !== undefined)).toBe(true);
    expect(outcomes.some((outcome) => outcome.failure !== null)).toBe(true);

    const heldFaces = await facesOf(held, heldDir);
    const spilledFaces = await facesOf(spilled, spilledDir);
    expect(Object.keys(heldFaces).length).toBeGreaterThan(6 + URLS.length);
    expect(spilledFaces).toEqual(heldFaces);
  });
});

describe('ReportSpill', () => {
  const outcome = (url: string): UrlOutcome => ({
    url,
    reportId: null,
    report: null,
    grade: null,
    score: null,
    failure: null,
    durationMs: 0,
  });
  const report = (id: string, title: string): Report =>
    reportWithChecks(id, {
      title: { passed: false, importance: 'high', value: title, errors: { too_long: null } },
      https_encryption: { passed: true, importance: 'high', value: null, errors: null },
    });

  it('holds the first reports and reads the later ones back from its file', () => {
    const spill = new ReportSpill(2);
    const outcomes = ['a', 'b', 'c', 'd'].map((name) => outcome(`https://x.test/${name}`));
    outcomes.forEach((page, i) => {
      spill.keep(page, report(String(i + 1), `Title ${i + 1}`));
    });
    expect(spill.spilled).toBe(2);
    expect(outcomes.map(isSpilled)).toEqual([false, false, true, true]);
    expect(outcomes.map((page) => page.report?.checks?.title?.value)).toEqual([
      'Title 1',
      'Title 2',
      'Title 3',
      'Title 4',
    ]);
    expect(outcomes[3]?.report).toEqual(report('4', 'Title 4'));
    // Assigning a report makes it a plain property again.
    const replaced = outcomes[2] as UrlOutcome;
    replaced.report = null;
    expect(isSpilled(replaced)).toBe(false);
    expect(replaced.report).toBeNull();
  });

  it('keeps copies of an outcome in the file: changed fields and a changed report', () => {
    const spill = new ReportSpill(0);
    const page = outcome('https://x.test/a');
    spill.keep(page, report('1', 'Before'));
    const rescored = outcomeWith(page, { score: 80, serviceScore: 70 });
    expect(isSpilled(rescored)).toBe(true);
    expect([rescored.score, rescored.serviceScore, rescored.report?.id]).toEqual([80, 70, '1']);
    expect(Object.keys(rescored)).toEqual([...Object.keys(page), 'serviceScore']);
    expect(page.score).toBeNull();

    const rewritten = outcomeWithReport(page, report('1', 'After'));
    expect(isSpilled(rewritten)).toBe(true);
    expect(rewritten.report?.checks?.title?.value).toBe('After');
    expect(page.report?.checks?.title?.value).toBe('Before');
    // A held outcome's copy holds its new report.
    const held = outcome('https://x.test/b');
    new ReportSpill(1).keep(held, report('2', 'Held'));
    const heldCopy = outcomeWithReport(held, report('2', 'Changed'));
    expect(isSpilled(heldCopy)).toBe(false);
    expect(heldCopy.report?.checks?.title?.value).toBe('Changed');
  });

  it('makes a pending outcome as the literal, whose report then waits in the file', () => {
    const made = pendingOutcome('https://x.test/a');
    const literal = outcome('https://x.test/a');
    expect(Object.keys(made)).toEqual(Object.keys(literal));
    expect(JSON.stringify(made)).toBe(JSON.stringify(literal));
    expect(made).toEqual(literal);

    const spill = new ReportSpill(1);
    const held = pendingOutcome('https://x.test/held');
    spill.keep(held, report('1', 'Held'));
    spill.keep(made, report('2', 'Spilled'));
    expect([isSpilled(held), isSpilled(made)]).toEqual([false, true]);
    expect(made.report).toEqual(report('2', 'Spilled'));
    expect(JSON.stringify(made)).toBe(
      JSON.stringify({ ...literal, report: report('2', 'Spilled') }),
    );
    // A spread reads the report: the copy holds it, the outcome still waits in the file.
    const spread = { ...made };
    expect(spread.report?.checks?.title?.value).toBe('Spilled');
    expect(Object.getOwnPropertyDescriptor(spread, 'report')?.get).toBeUndefined();
    // A copy's report is its own: assigning it leaves the outcome's line alone.
    const copy = outcomeWith(made, { score: 50 });
    copy.report = report('3', 'Copy');
    expect([isSpilled(copy), isSpilled(made)]).toEqual([false, true]);
    expect(made.report?.checks?.title?.value).toBe('Spilled');
    made.report = null;
    expect([isSpilled(made), made.report]).toEqual([false, null]);
  });

  it('holds every report when no temporary file can be made', () => {
    const before = process.env.TMPDIR;
    process.env.TMPDIR = join(tmpdir(), 'seo-spill-no-such-folder', 'below');
    try {
      const spill = new ReportSpill(0);
      const page = outcome('https://x.test/a');
      spill.keep(page, report('1', 'Kept'));
      expect(isSpilled(page)).toBe(false);
      expect(page.report?.checks?.title?.value).toBe('Kept');
      expect(spill.spilled).toBe(1);
    } finally {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
    }
  });
});
