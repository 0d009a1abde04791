// What the renderers write with a baseline: the change per page, regressed pages first, new
// failures named first, fixed and accepted checks, the rule that failed, the outputs.
import { describe, expect, it } from 'vitest';
import type { ReportCheck } from '../../src/client/api/index.js';
import type { JobConfig } from '../../src/client/app/config.js';
import type { AuditRun } from '../../src/client/app/job.js';
import { judge } from '../../src/client/app/judge.js';
import { renderAnnotations } from '../../src/client/app/render/annotations.js';
import {
  countOf,
  findingsOf,
  regressionsOf,
  renderOutputs,
  resultsOf,
  siteFindingsOf,
} from '../../src/client/app/render/outputs.js';
import { renderSummary } from '../../src/client/app/render/summary.js';
import { escapeJsonInvisibles } from '../../src/client/app/safe-text.js';
import { parseRules } from '../../src/client/audit/rules.js';
import type { UrlOutcome } from '../../src/client/audit/types.js';
import type { BaselinePage } from '../../src/client/baseline/types.js';
import { CLI_WORDS } from '../../src/client/cli/audit-options.js';
import {
  jsonParts,
  junitParts,
  renderJson,
  renderTable,
  tableParts,
} from '../../src/client/cli/formats.js';
import { gradeForScore } from '../../src/shared/grade.js';
import { auditRun, reportWithChecks, WORDS } from '../support/reports.js';

const WEIGHT = {
  title: 'high',
  meta_description: 'high',
  htst: 'medium',
  favicon: 'medium',
} as const;

function page(url: string, failed: string[]): UrlOutcome {
  const checks: Record<string, ReportCheck> = {};
  let earned = 0;
  for (const [key, importance] of Object.entries(WEIGHT)) {
    const passed = !failed.includes(key);
    checks[key] = { passed, importance, value: null, errors: null };
    if (passed) earned += importance === 'high' ? 10 : 5;
  }
  const score = Math.round((10_000 * earned) / 30) / 100;
  return {
    url,
    reportId: String(url.length),
    report: reportWithChecks(String(url.length), checks),
    score,
    grade: gradeForScore(score),
    failure: null,
    durationMs: 100,
  };
}

function judged(
  outcomes: UrlOutcome[],
  before: BaselinePage[],
  options: {
    ignore?: string;
    points?: number | null;
    checks?: boolean;
    from?: string;
    crawl?: boolean;
  } = {},
): AuditRun {
  const config = {
    crawl: options.crawl ? { maxPages: 50 } : undefined,
    rules: parseRules(options.ignore ?? '', 'ignore-checks', 'off'),
    baselineUrl: undefined,
    failOn: 'never',
    minScore: null,
    regression: { points: options.points ?? null, checks: options.checks ?? false },
  } as unknown as JobConfig;
  const judgement = judge(
    config,
    {
      result: { outcomes, fatal: null, cancelled: false, durationMs: 900 },
      own: outcomes.length,
      previous: null,
    },
    { kind: 'found', baseline: { from: options.from ?? 'base.json', pages: before } },
  );
  return {
    ...auditRun(judgement.result.outcomes, { failOn: 'never' }),
    verdict: judgement.verdict,
    comparison: judgement.comparison,
    regressionRule: config.regression,
    baselineWarnings: judgement.baselineWarnings,
  };
}

const baselinePage = (url: string, score: number, failedChecks: string[]): BaselinePage => ({
  url,
  score,
  grade: gradeForScore(score),
  failedChecks,
});

const A = 'https://example.com/a';
const B = 'https://example.com/b';
const C = 'https://example.com/c';

describe('a crawl against a baseline of an earlier crawl', () => {
  // This crawl reached A and the new page C; the earlier one had A and B, which is gone.
  const run = judged(
    [page(A, []), page(C, ['title'])],
    [baselinePage(A, 100, []), baselinePage(`${B}/`, 100, [])],
    { checks: true, points: 5, crawl: true },
  );

  it('counts a page found only now as new and one found only before as gone, neither as a regression', () => {
    expect(run.comparison?.pages.map((change) => change.status)).toEqual(['unchanged', 'new']);
    expect(run.comparison?.regressed).toBe(0);
    expect(run.verdict.passed).toBe(true);
    expect(run.baselineWarnings).toEqual([
      'Not reached by this crawl, so not compared: 1 page of the baseline (base.json), gone, no longer linked, or beyond max-pages: https://example.com/b/.',
    ]);
  });

  it('says nothing of baseline pages a list did not name: a list (or a shard) is a choice', () => {
    const listed = judged([page(A, [])], [baselinePage(A, 100, []), baselinePage(B, 100, [])]);
    expect(listed.baselineWarnings).toEqual([]);
  });
});

describe('with a baseline', () => {
  const run = judged(
    [page(A, []), page(B, ['title']), page(C, ['htst'])],
    [baselinePage(A, 83.33, ['htst']), baselinePage(B, 100, []), baselinePage(C, 83.33, ['htst'])],
    { checks: true, points: 5 },
  );

  it('puts regressed pages first with their change, and the rule that failed above the table', () => {
    const summary = renderSummary(run, WORDS);
    expect(summary).toContain(
      '**❌ Failed: 1 page regressed, 1 improved; 3 pages, 2 good, 1 decent, 0 bad (fail-on: never, fail-on-regression: 5, checks)**',
    );
    expect(summary).toContain(
      '- ❌ https://example.com/b: a check that passed in the baseline fails now: Title (title)',
    );
    expect(summary).toContain(
      '- ❌ https://example.com/b dropped 33.3 points since the baseline (100 to 66.7), more than fail-on-regression: 5',
    );
    const rows = summary
      .split('\n')
      .filter((line) => line.startsWith('| 🟢') || line.startsWith('| 🟡'));
    expect(rows).toEqual([
      '| 🟡 | https://example.com/b | decent | 66.7 | ▼ 33.3 | **new: Title (title)** |',
      '| 🟢 | https://example.com/a | good | 100 | ▲ 16.7 | fixed: HSTS header (htst) |',
      '| 🟢 | https://example.com/c | good | 83.3 | = |  |',
    ]);
    // The new error is said once, with its page marked new; what was fixed is in the row.
    expect(summary).toContain(
      '- ❌ **Title (title)** on https://example.com/b 🆕: The page has no title.',
    );
    expect(summary.split('**Title (title)**')).toHaveLength(2);
  });

  it('gives the regressions and the counts as outputs, and annotates the regressed page', () => {
    const outputs = renderOutputs(run, resultsOf(run, WORDS));
    expect(JSON.parse(outputs.regressions as string)).toEqual([
      { page: B, before: 100, after: 66.67, 'newly-failed': ['title'], fixed: [] },
    ]);
    expect([outputs['regressed-pages'], outputs['improved-pages'], outputs.passed]).toEqual([
      '1',
      '1',
      'false',
    ]);
    expect(JSON.parse(outputs.results as string)[1]['failed-checks']).toEqual(['title']);
    expect(renderAnnotations(run, WORDS)).toContainEqual({
      level: 'error',
      title: 'SEO: page regressed',
      message: `${B}: 100 to 66.7 (▼ 33.3) since the baseline. Newly failed: Title (title).`,
    });
  });

  it('says the same in the CLI table and JSON', () => {
    const table = renderTable(run, CLI_WORDS, () => null);
    expect(table.split('\n')[0]).toMatch(/^Page\s+Grade\s+Score\s+Change\s+New failures$/);
    expect(table).toContain('▼ 33.3');
    expect(table).toContain('  ✗ Title (error): ');
    expect(table).toContain('[new]');
    expect(table).toContain('  ✓ fixed since the baseline: HSTS header (htst)');
    expect(table).toContain('more than --fail-on-regression 5');
    const json = JSON.parse(renderJson(run, CLI_WORDS));
    expect([json.baseline, json.regressedPages, json.improvedPages]).toEqual(['base.json', 1, 1]);
  });
});

describe('accepted checks', () => {
  it('count as passed, show the service score beside, and are listed last and greyed', () => {
    const run = judged([page(A, ['htst', 'title'])], [baselinePage(A, 100, [])], {
      ignore: 'htst',
      checks: true,
    });
    const summary = renderSummary(run, WORDS);
    // 15/30 without htst accepted; 20/30 with it.
    expect(summary).toContain(
      '| 66.7 (service: 50) | ▼ 33.3 | **new: Title (title)**; <sub>accepted: HSTS header (htst)</sub> |',
    );
    expect(summary).toContain("'(service: …)' is the service's own score");
    // Accepted, the check is off: named in the row only, never among the findings.
    expect(summary.match(/HSTS header/g)).toHaveLength(1);
    expect(summary).toContain('- ❌ **Title (title)** on https://example.com/a 🆕');
    expect(run.verdict.reasons.map((r) => r.kind)).toEqual(['new_failures']);
  });
});

describe('markdown from the baseline', () => {
  it('escapes where it came from', () => {
    const run = judged([page(A, [])], [baselinePage(A, 100, [])], {
      from: 'x](javascript:alert(1)) @team #12',
    });
    const summary = renderSummary(run, WORDS);
    // A literal bracket, a mention and an issue reference that no longer link or notify.
    expect(summary).toContain('Compared with x\\](javascript:alert(1)) @\u200Bteam #\u200B12.');
  });
});

describe('the CLI formats written in pieces', () => {
  const judgedRun = judged(
    [page(A, []), page(B, ['title']), page(`${C}?q=\u202e`, ['htst', 'favicon'])],
    [baselinePage(A, 83.33, ['htst']), baselinePage(B, 100, [])],
    { checks: true, points: 5 },
  );
  const crawl = {
    found: 3,
    audited: 3,
    maxPages: 50,
    leftOut: {},
    sitemaps: [],
    sitemapPages: 0,
    pagesRead: 0,
    bookkeepingMs: 1,
  } as unknown as NonNullable<AuditRun['crawl']>;
  const links = {
    pages: [],
    brokenTargets: [],
    targets: 12,
    requests: 14,
    external: { targets: 2, requests: 2, fromCache: 0, broken: 0, unverifiable: 1 },
    warnings: [],
  } as unknown as NonNullable<AuditRun['links']>;

  /** renderJson as it was when the document was built whole: the oracle of the pieces. */
  function wholeJson(run: AuditRun): string {
    const { verdict } = run;
    const document = {
      passed: verdict.passed,
      verdict: CLI_WORDS.verdictLine(run),
      worstGrade: verdict.worstGrade,
      counts: verdict.counts,
      reasons: verdict.reasons.map(CLI_WORDS.reason),
      warnings: [...verdict.warnings.map(CLI_WORDS.reason), ...run.baselineWarnings],
      errorCount: countOf(verdict.findings, 'error'),
      warningCount: countOf(verdict.findings, 'warning'),
      findings: findingsOf(run),
      siteFindings: siteFindingsOf(run),
      results: resultsOf(run, CLI_WORDS),
      baseline: run.comparison?.from ?? null,
      regressedPages: run.comparison?.regressed ?? 0,
      improvedPages: run.comparison?.improved ?? 0,
      regressions: regressionsOf(run),
      ...(run.crawl ? { crawl: run.crawl } : {}),
      ...(run.links
        ? {
            links: {
              targets: run.links.targets,
              requests: run.links.requests,
              ...(run.links.external ? { external: run.links.external } : {}),
            },
          }
        : {}),
    };
    return `${escapeJsonInvisibles(JSON.stringify(document, null, 2))}\n`;
  }

  it('gives the text JSON.stringify gives of the whole document, whatever its arrays hold', () => {
    const runs = {
      compared: judgedRun,
      crawled: { ...judgedRun, crawl, links },
      // Nothing failed, no comparison: empty arrays where the others have elements.
      clean: { ...auditRun([page(A, [])]), crawl: null, links: null },
      empty: auditRun([]),
    };
    expect(judgedRun.verdict.findings.length).toBeGreaterThan(2);
    expect(regressionsOf(judgedRun).length).toBe(1);
    for (const [name, run] of Object.entries(runs)) {
      const parts = [...jsonParts(run, CLI_WORDS)];
      expect({ name, json: parts.join('') }).toEqual({ name, json: wholeJson(run) });
      // Each part ends a line: the writer may cut after any of them.
      for (const part of parts) expect(part.endsWith('\n')).toBe(true);
      expect(renderJson(run, CLI_WORDS)).toBe(wholeJson(run));
    }
  });

  it('gives the table and the JUnit XML a line or a test case at a time', () => {
    const table = [...tableParts(judgedRun, CLI_WORDS, () => null, { explain: true })];
    expect(table.length).toBeGreaterThan(10);
    for (const part of table) expect(part.match(/\n/g)).toHaveLength(1);
    for (const part of table) expect(part.endsWith('\n')).toBe(true);
    const junit = [...junitParts(judgedRun, CLI_WORDS, () => null)];
    expect(junit).toHaveLength(2 + 3);
    for (const part of junit) expect(part.endsWith('\n')).toBe(true);
    // Without a page, the suite has an empty line where the test cases go, as it always had.
    expect([...junitParts(auditRun([]), CLI_WORDS, () => null)].join('')).toContain(
      'time="3.400">\n\n</testsuite>\n</testsuites>\n',
    );
  });
});
