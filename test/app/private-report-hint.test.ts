// What a job summary says beside private report links: where to sign in, for our own reference
// service only (whose /login we know), and nothing we cannot know for any other service.
import { describe, expect, it } from 'vitest';
import { expandReportUrl, signInUrlFor } from '../../src/client/app/job.js';
import { renderSummary } from '../../src/client/app/render/summary.js';
import type { UrlOutcome } from '../../src/client/audit/types.js';
import { auditRun, reportWithChecks, WORDS } from '../support/reports.js';

const BASE = 'https://seo.example.test/tools';
const DEFAULT_TEMPLATE = '{base-url}/reports/{id}';

/** A page audited by a service that sent `raw` as the report (ours has `state`). */
function outcome(id: string, raw: Record<string, unknown>): UrlOutcome {
  return {
    url: `https://site.test/${id}`,
    reportId: id,
    report: { ...reportWithChecks(id, {}), raw },
    grade: 'good',
    score: 90,
    failure: null,
    durationMs: 10,
  };
}

const ours = [outcome('7', { id: 7, state: 'generated' }), outcome('8', { id: 8 })];
const deployed = [outcome('7', { id: 7, result: 90 })];

describe('signInUrlFor', () => {
  it('names /login under the base URL for private reports of our service', () => {
    expect(signInUrlFor(BASE, ours, { privacy: 1, reportUrl: DEFAULT_TEMPLATE })).toBe(
      `${BASE}/login`,
    );
  });

  it('says nothing for a deployed service, other privacies or a report-url of its own', () => {
    expect(signInUrlFor(BASE, deployed, { privacy: 1, reportUrl: DEFAULT_TEMPLATE })).toBeNull();
    expect(signInUrlFor(BASE, ours, { privacy: 0, reportUrl: DEFAULT_TEMPLATE })).toBeNull();
    expect(signInUrlFor(BASE, ours, { privacy: 2, reportUrl: DEFAULT_TEMPLATE })).toBeNull();
    expect(
      signInUrlFor(BASE, ours, { privacy: 1, reportUrl: 'https://dash.test/r/{id}' }),
    ).toBeNull();
    expect(signInUrlFor(BASE, [], { privacy: 1, reportUrl: DEFAULT_TEMPLATE })).toBeNull();
  });
});

describe('the summary beside private report links', () => {
  const reportLink = (o: UrlOutcome) => expandReportUrl(DEFAULT_TEMPLATE, BASE, o);

  it('says where to sign in when the run knows it, as a link', () => {
    const text = renderSummary(
      auditRun(ours, {
        reportLink,
        linkNotes: { privacy: 1, deletedAfterJob: false, signInUrl: `${BASE}/login` },
      }),
      WORDS,
    );
    expect(text).toContain(
      `Report links: the reports are private: sign in at [${BASE}/login](${BASE}/login) with the API key to open them.`,
    );
  });

  it("says only who can open them when it does not know the service's sign-in", () => {
    const text = renderSummary(
      auditRun(deployed, { reportLink, linkNotes: { privacy: 1, deletedAfterJob: false } }),
      WORDS,
    );
    expect(text).toContain("the reports are private: only the API key's owner can open the links");
    expect(text).not.toContain('sign in');
  });
});
