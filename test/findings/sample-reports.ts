// Real reports for the page tests: the demo's sample site (a good, a middling and a poor page,
// and the middling one again under a query string, as shops serve a filtered page: one title on
// two addresses) audited by our analyzer over HTTP on 127.0.0.1, in the shape the reference
// service answers.

import type { Report } from '../../src/client/api/index.js';
import { resultsOf } from '../../src/client/app/render/outputs.js';
import { writeReportDir } from '../../src/client/app/report-dir.js';
import type { UrlOutcome } from '../../src/client/audit/types.js';
import { startSampleSite } from '../../src/client/demo/sample-site.js';
import { analyzeUrl } from '../../src/server/analyzer/index.js';
import { readChecks } from '../../src/shared/findings/index.js';
import type { IndexPageEntry } from '../../src/shared/pages/render-index-page.js';
import type { ReportPageInput } from '../../src/shared/pages/render-report-page.js';
import { readReport } from '../../src/shared/report/read.js';
import { auditRun, WORDS } from '../support/reports.js';

export interface SampleReport {
  name: 'good' | 'middling' | 'poor' | 'filtered';
  /** The URL as audited, with its scheme. */
  url: string;
  report: ReportPageInput;
}

/** The page that could not be audited, with a URL long enough to overflow a phone's screen. */
export const UNAUDITED = {
  url: 'https://shop.example/a/very/long/address/that/does/not/answer/and/would/overflow/a/phone/screen',
  error: 'the service answered 500: An unexpected error has occurred, please try again.',
};

export async function sampleReports(): Promise<SampleReport[]> {
  const site = await startSampleSite();
  try {
    const urls = { ...site.pages, filtered: `${site.pages.middling}?color=red` };
    const names = ['good', 'middling', 'poor', 'filtered'] as const;
    const reports: SampleReport[] = [];
    for (const [i, name] of names.entries()) {
      const analysis = await analyzeUrl(urls[name], { allowPrivateNetwork: true });
      if (analysis.failure) throw new Error(`${name}: ${analysis.failure.message}`);
      reports.push({
        name,
        url: urls[name],
        report: {
          id: i + 1,
          url: urls[name].replace(/^https?:\/\//, ''),
          project: '127.0.0.1',
          result: analysis.grade,
          score: analysis.score,
          results: analysis.results as Record<string, unknown>,
          generated_at: '2026-11-23T18:04:05.000000Z',
        },
      });
    }
    return reports;
  } finally {
    await site.close();
  }
}

/** Index entries for the sample reports, plus a page that could not be audited. */
export function indexEntries(reports: SampleReport[]): IndexPageEntry[] {
  const entries: IndexPageEntry[] = reports.map(({ url, report }) => ({
    url,
    grade: (report.result as IndexPageEntry['grade']) ?? null,
    score: typeof report.score === 'number' ? report.score : null,
    error: null,
    reportHref: `${report.id}.html`,
    jsonHref: `${report.id}.json`,
    checks: readChecks(report.results),
  }));
  entries.push({ ...UNAUDITED, grade: null, score: null, reportHref: null, checks: null });
  return entries;
}

/** The sample reports as an audit's outcomes, plus the page that could not be audited. */
export function sampleOutcomes(reports: SampleReport[]): UrlOutcome[] {
  const outcomes: UrlOutcome[] = reports.map(({ url, report }) => {
    const reading = readReport(report as unknown as Record<string, unknown>);
    const read: Report = { ...reading, id: String(report.id) };
    return {
      url,
      reportId: read.id,
      report: read,
      grade: read.grade,
      score: read.score,
      failure: null,
      durationMs: 1200,
    };
  });
  outcomes.push({
    url: UNAUDITED.url,
    reportId: null,
    report: null,
    grade: null,
    score: null,
    failure: { kind: 'message', text: UNAUDITED.error },
    durationMs: 3000,
  });
  return outcomes;
}

/**
 * The report folder the action and the CLI write for these outcomes (index.html, a page and a
 * JSON file per report, results.json), by the same function, with the rules' defaults.
 */
export async function writeSampleReportDir(dir: string, outcomes: UrlOutcome[]): Promise<void> {
  const run = auditRun(outcomes);
  await writeReportDir(dir, {
    outcomes,
    results: resultsOf(run, WORDS),
    findings: run.verdict.findings,
    siteFindings: run.siteFindings,
    scrub: (text) => text,
  });
}
