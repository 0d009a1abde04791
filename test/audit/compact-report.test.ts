// What a run keeps of a settled page (compact-report.ts) must be enough for everything that is
// rendered from it: the same summary, table, JSON, JUnit, annotations, outputs, baseline and
// site findings as from the whole report. The reports are the analyzer's own results for real
// pages (the fixtures, and pages that share titles, canonicals and links so that the site
// findings have something to find), read by the client's reader.
import { describe, expect, it } from 'vitest';
import { renderAnnotations } from '../../src/client/app/render/annotations.js';
import { resultsOf } from '../../src/client/app/render/outputs.js';
import { renderSummary } from '../../src/client/app/render/summary.js';
import { compactReport } from '../../src/client/audit/compact-report.js';
import type { UrlOutcome } from '../../src/client/audit/types.js';
import { baselinePageOf } from '../../src/client/baseline/pages.js';
import { CLI_WORDS } from '../../src/client/cli/audit-options.js';
import { renderJson, renderJunit, renderTable } from '../../src/client/cli/formats.js';
import { analyzeDocument } from '../../src/server/analyzer/analyze-document.js';
import type { PageInput } from '../../src/server/analyzer/checks/context.js';
import { readReport } from '../../src/shared/report/read.js';
import type { Report } from '../../src/shared/report/report.js';
import { fixture } from '../analyzer/support.js';
import { auditRun, WORDS } from '../support/reports.js';

const ORIGIN = 'https://chairs.test';

function generated(n: number): string {
  const title = n % 2 === 0 ? 'Shared title of the even pages' : `Chair guide number ${n}`;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<title>${title}</title><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="canonical" href="${ORIGIN}/${n % 3 === 0 ? 'guide' : `page/${n}`}">
</head><body><h1>Chairs ${n}</h1><p>${'Oak and walnut chairs, joined by hand. '.repeat(20 + n * 10)}</p>
<a href="/page/${n + 1}">next</a> <a href="/missing">gone</a><img src="/a.jpg"></body></html>`;
}

function reportOf(id: number, path: string, body: string): Report {
  const input: PageInput = {
    url: `${ORIGIN}${path}`,
    finalUrl: `${ORIGIN}${path}`,
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body,
    bodyBytes: body.length,
    transferBytes: body.length,
    loadTimeMs: 120 + id,
    robots: {
      url: `${ORIGIN}/robots.txt`,
      status: 200,
      body: 'User-agent: *\nDisallow: /private/\n',
    },
    notFound: { url: `${ORIGIN}/404-0123456789abcdef`, status: 404 },
    sitemap: { url: `${ORIGIN}/sitemap.xml`, status: 404 },
  };
  const analysis = analyzeDocument(input, {});
  // As the API answers it: the service's item around the analyzer's results.
  const report = readReport({
    id,
    url: `chairs.test${path}`,
    project: 'chairs.test',
    result: null,
    score: analysis.score,
    results: JSON.parse(JSON.stringify(analysis.results)),
    privacy: 1,
    password: false,
    state: 'generated',
    error: null,
    generated_at: '2026-11-26T20:00:00Z',
    created_at: '2026-11-26T20:00:00Z',
    updated_at: '2026-11-26T20:00:00Z',
  });
  return { ...report, id: String(id) };
}

function outcomesOf(reports: Report[]): UrlOutcome[] {
  return reports.map((report, i) => ({
    url: `${ORIGIN}/${report.url.split('/').slice(1).join('/')}`,
    reportId: report.id,
    report,
    grade: report.grade,
    score: report.score,
    failure: null,
    durationMs: 100 + i,
  }));
}

/** Everything rendered from a run, as text. */
function rendered(reports: Report[]) {
  const run = auditRun(outcomesOf(reports));
  const place = () => null;
  return {
    summary: renderSummary(run, WORDS),
    table: renderTable(run, CLI_WORDS, place, { explain: true, width: null }),
    json: renderJson(run, CLI_WORDS),
    junit: renderJunit(run, CLI_WORDS, place),
    annotations: JSON.stringify(renderAnnotations(run, WORDS)),
    outputs: JSON.stringify(resultsOf(run, WORDS)),
    baseline: JSON.stringify(run.result.outcomes.map((outcome) => baselinePageOf(outcome))),
    site: JSON.stringify(run.siteFindings),
    verdict: JSON.stringify(run.verdict),
  };
}

describe('compactReport', () => {
  const whole = [
    reportOf(1, '/good', fixture('good.html')),
    reportOf(2, '/middling', fixture('middling.html')),
    reportOf(3, '/poor', fixture('poor.html')),
    ...Array.from({ length: 6 }, (_, n) => reportOf(10 + n, `/page/${n}`, generated(n))),
  ];

  it('keeps everything the summary, the formats, the baseline and the site findings read', () => {
    const before = rendered(whole);
    const after = rendered(whole.map((report) => compactReport(report, false)));
    expect(after).toEqual(before);
    // Not vacuous: there are failed checks and site findings to render.
    expect(before.summary).toMatch(/failed/i);
    expect(JSON.parse(before.site).map((finding: { kind: string }) => finding.kind)).toEqual(
      expect.arrayContaining(['duplicate_title', 'shared_canonical']),
    );
  });

  it('drops the values of passed checks and the raw object, unless the raw is wanted', () => {
    const report = whole[0] as Report;
    const compact = compactReport(report, false);
    const passedWithValue = Object.entries(report.checks ?? {}).filter(
      ([key, check]) => check.passed === true && check.value !== null && key !== 'title',
    );
    expect(passedWithValue.length).toBeGreaterThan(5);
    for (const [key] of passedWithValue) {
      const kept = compact.checks?.[key];
      expect(kept?.passed).toBe(true);
      if (!['meta_description', 'canonical', 'http_status', 'in_page_links'].includes(key))
        expect(kept?.value).toBeNull();
    }
    // The raw object keeps its small fields (the service's `state` is read from it), not results.
    expect(compact.raw).not.toHaveProperty('results');
    expect(compact.raw.state).toBe('generated');
    expect(report.raw).toHaveProperty('results');
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(report).length / 2);
    expect(compactReport(report, true).raw).toBe(report.raw);
    expect(Object.keys(compact.checks ?? {})).toEqual(Object.keys(report.checks ?? {}));
  });
});

describe('compactReport: internal link targets', () => {
  it('keeps one copy of each URL for the whole run, in every page order', () => {
    const sharedUrls = new Map<string, string>();
    const pages = Array.from({ length: 4 }, (_, n) => reportOf(20 + n, `/page/${n}`, generated(n)));
    const compacted = pages.map((report) => compactReport(report, false, sharedUrls));
    const urlsOf = (report: Report) =>
      (report.checks?.in_page_links?.value as { internalUrls?: string[] } | undefined)
        ?.internalUrls ?? [];
    for (const [i, report] of compacted.entries()) {
      expect(urlsOf(report)).toEqual(urlsOf(pages[i] as Report));
      for (const url of urlsOf(report)) expect(sharedUrls.get(url)).toBe(url);
    }
    expect(sharedUrls.size).toBeGreaterThan(0);
    expect(urlsOf(compacted[0] as Report).length).toBeGreaterThan(0);
  });
});
