// Real reports for the page tests: the demo's sample site (a good, a middling and a poor page)
// audited by our analyzer over HTTP on 127.0.0.1, in the shape the reference service answers.

import { startSampleSite } from '../../src/client/demo/sample-site.js';
import { analyzeUrl } from '../../src/server/analyzer/index.js';
import { readChecks } from '../../src/shared/findings/index.js';
import type { IndexPageEntry } from '../../src/shared/pages/render-index-page.js';
import type { ReportPageInput } from '../../src/shared/pages/render-report-page.js';

export interface SampleReport {
  name: 'good' | 'middling' | 'poor';
  report: ReportPageInput;
}

export async function sampleReports(): Promise<SampleReport[]> {
  const site = await startSampleSite();
  try {
    const names = ['good', 'middling', 'poor'] as const;
    const reports: SampleReport[] = [];
    for (const [i, name] of names.entries()) {
      const analysis = await analyzeUrl(site.pages[name], { allowPrivateNetwork: true });
      if (analysis.failure) throw new Error(`${name}: ${analysis.failure.message}`);
      reports.push({
        name,
        report: {
          id: i + 1,
          url: site.pages[name].replace(/^https?:\/\//, ''),
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
  const entries: IndexPageEntry[] = reports.map(({ report }) => ({
    url: `http://${report.url}`,
    grade: (report.result as IndexPageEntry['grade']) ?? null,
    score: typeof report.score === 'number' ? report.score : null,
    error: null,
    reportHref: `${report.id}.html`,
    jsonHref: `${report.id}.json`,
    checks: readChecks(report.results),
  }));
  entries.push({
    url: 'https://shop.example/a/very/long/address/that/does/not/answer/and/would/overflow/a/phone/screen',
    grade: null,
    score: null,
    error: 'the service answered 500: An unexpected error has occurred, please try again.',
    reportHref: null,
    checks: null,
  });
  return entries;
}
