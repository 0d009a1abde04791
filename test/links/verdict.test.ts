// The link check's problems judged like the service's checks: broken targets fail the page at
// error by default, a rule can lower them, redirects alone do not fail; the site-level finding
// names the broken target and the pages linking to it.
import { describe, expect, it } from 'vitest';
import { withLinkChecks } from '../../src/client/app/link-check.js';
import { siteFindingText } from '../../src/client/app/render/site.js';
import { brokenTargetFindings } from '../../src/client/app/site-findings.js';
import { decideVerdict } from '../../src/client/app/verdict.js';
import { pageSeverity, parseRules } from '../../src/client/audit/rules.js';
import type { AuditResult, UrlOutcome } from '../../src/client/audit/types.js';
import type { LinkCheckResult } from '../../src/client/links/check-links.js';
import { checkEntry, describeCheck } from '../../src/shared/findings/catalogue.js';
import { reportWithChecks } from '../support/reports.js';

const A = 'https://shop.test/a';
const B = 'https://shop.test/b';
const MISSING = 'https://shop.test/missing';
const LOGO = 'https://shop.test/logo.png';

const good = (url: string): UrlOutcome => ({
  url,
  reportId: url,
  report: reportWithChecks(
    url,
    { title: { passed: true, importance: 'high', value: 't', errors: null } },
    url,
  ),
  grade: 'good',
  score: 95,
  failure: null,
  durationMs: 1,
});
const audit: AuditResult = {
  outcomes: [good(A), good(B)],
  fatal: null,
  cancelled: false,
  durationMs: 1,
};
const links: LinkCheckResult = {
  pages: [
    {
      page: A,
      unread: null,
      problems: [
        { kind: 'link', url: MISSING, problem: 'broken', status: 404, failure: null, hops: [] },
        {
          kind: 'image',
          url: LOGO,
          problem: 'broken',
          status: null,
          failure: 'ECONNRESET',
          hops: [],
        },
      ],
    },
    {
      page: B,
      unread: null,
      problems: [
        {
          kind: 'link',
          url: 'https://shop.test/old',
          problem: 'redirected',
          status: 200,
          failure: null,
          hops: [{ url: 'https://shop.test/old', status: 301 }],
        },
      ],
    },
  ],
  brokenTargets: [
    { url: MISSING, kind: 'link', status: 404, failure: null, external: false, pages: [A, B] },
    {
      url: LOGO,
      kind: 'image',
      status: null,
      failure: 'ECONNRESET',
      external: false,
      pages: [A],
    },
  ],
  targets: 3,
  requests: 4,
  external: null,
  warnings: [],
};

describe('link problems in the verdict', () => {
  it('fail a page with a broken link or image at error; a redirect alone is a notice', () => {
    const judged = withLinkChecks(audit, links);
    const verdict = decideVerdict(judged, 'bad', null, null, (url) => pageSeverity(url, []));
    expect(verdict.passed).toBe(false);
    const errors = verdict.findings.filter((f) => f.severity === 'error');
    expect(errors.map((f) => `${f.url} ${f.key}`).sort()).toEqual([
      `${A} broken_links`,
      `${A} broken_resources`,
    ]);
    expect(verdict.findings.find((f) => f.url === B)?.severity).toBe('notice');
    expect(judged.outcomes[0]?.report?.checks?.broken_links?.errors).toEqual({
      broken: [{ url: MISSING, kind: 'link', status: 404 }],
    });
    // The report as the service sent it is left as it was.
    expect(audit.outcomes[0]?.report?.checks?.broken_links).toBeUndefined();
  });

  it('follow the rules: broken links lowered to warning pass the job', () => {
    const rules = parseRules('broken_links, broken_resources: warning', 'rules');
    const verdict = decideVerdict(withLinkChecks(audit, links), 'bad', null, null, (url) =>
      pageSeverity(url, rules),
    );
    expect(verdict.passed).toBe(true);
    // A rule for the check sets all its errors: B's redirect is a warning too.
    expect(verdict.findings.filter((f) => f.severity === 'warning')).toHaveLength(3);
  });
});

describe('broken targets across the site', () => {
  it('name each target, what it was used as, its answer and the pages using it', () => {
    const texts = brokenTargetFindings(links).map((finding) => siteFindingText(finding));
    expect(texts).toEqual([
      {
        text: `2 pages link ${MISSING}, which answered 404: fix the target or the links.`,
        pages: [A, B],
      },
      {
        text: `1 page loads ${LOGO} (image), which could not be reached (ECONNRESET): fix the target or the pages.`,
        pages: [A],
      },
    ]);
  });
});

describe('the runner checks as every renderer shows them', () => {
  it('have a name and evidence naming each target, its use and its answer', () => {
    const judged = withLinkChecks(audit, links);
    const checks = judged.outcomes.map((outcome) => outcome.report?.checks ?? {});
    const none = { passed: null, value: null, errors: null };
    expect(checkEntry('broken_links').name).toBe('Links');
    expect(describeCheck('broken_links', checks[0]?.broken_links ?? none)).toBe(
      `1 broken: ${MISSING} (404).`,
    );
    expect(describeCheck('broken_resources', checks[0]?.broken_resources ?? none)).toBe(
      `1 broken: ${LOGO} (image, ECONNRESET).`,
    );
    expect(describeCheck('broken_links', checks[1]?.broken_links ?? none)).toBe(
      '1 redirected: https://shop.test/old (1 redirect).',
    );
  });
});
