// The job summary and the pull-request comment read in a minute (issue 29): the errors first and
// each once with its pages, the table, then the warnings grouped and folded, each check's fix
// once, the notices counted; within GitHub's limits at 500 pages, saying what was left out.
import { describe, expect, it } from 'vitest';
import { writeBaselineBlock } from '../../src/client/action/baseline-block.js';
import { COMMENT_LIMIT, renderComment } from '../../src/client/action/comment.js';
import type { ReportCheck } from '../../src/client/api/index.js';
import type { AuditRun } from '../../src/client/app/job.js';
import { escapeMarkdown } from '../../src/client/app/render/escape.js';
import { renderSummary } from '../../src/client/app/render/summary.js';
import { checkLabel } from '../../src/client/app/wording.js';
import type { UrlOutcome } from '../../src/client/audit/types.js';
import { baselinePageOf } from '../../src/client/baseline/pages.js';
import { checkEntry } from '../../src/shared/findings/catalogue.js';
import { gradeForScore } from '../../src/shared/grade.js';
import { auditRun, failureText, reportWithChecks, WORDS } from '../support/reports.js';

const ORIGIN = 'https://preview-4711.shop.example.com';
const NOW = new Date('2026-11-22T04:30:00Z');

const fail = (errors: Record<string, unknown>, value: unknown = null): ReportCheck => ({
  passed: false,
  importance: 'high',
  value,
  errors,
});
const pass: ReportCheck = { passed: true, importance: 'high', value: null, errors: null };

/**
 * Page i of a deploy preview, as the analyzer reports it: plain http and no structured data or
 * Open Graph on every page (site-wide), a noindex, a canonical to staging and a 404 on one page
 * in sixteen each, a long title on one in five, an image without alt text on one in four.
 */
function previewPage(i: number): UrlOutcome {
  const url = `${ORIGIN}/products/outdoor-gear/trail-running-shoe-model-${i}`;
  if (i % 16 === 6) return page(url, 0, { http_status: fail({ failed: { status: 404 } }, 404) });
  const checks: Record<string, ReportCheck> = {
    http_status: pass,
    https_encryption: fail({ missing: null }),
    structured_data: fail({ missing: null }),
    open_graph: fail({ missing: ['og:title', 'og:description', 'og:image', 'og:url'] }),
    htst: fail({ missing: null }),
    content_length: fail({ too_few: { min: 500 } }, 380 + i),
    noindex: i % 16 === 2 ? fail({ failed: ['meta robots: noindex'] }) : pass,
    canonical:
      i % 16 === 4
        ? fail(
            { other_host: { host: 'staging.shop.example.com' } },
            url.replace(ORIGIN, 'https://staging.shop.example.com'),
          )
        : pass,
    title:
      i % 5 === 1
        ? fail(
            { length: { min: 30, max: 60, length: 84 } },
            `Buy the trail running shoe model ${i} online: free shipping and returns`,
          )
        : pass,
    image_keywords: i % 4 === 0 ? fail({ missing: [`/images/shoe-${i}.webp`] }) : pass,
  };
  return page(url, 80 - (i % 7), checks);
}

function page(url: string, score: number, checks: Record<string, ReportCheck>): UrlOutcome {
  return {
    url,
    reportId: null,
    report: reportWithChecks('1', checks, url),
    score,
    grade: gradeForScore(score),
    failure: null,
    durationMs: 900,
  };
}

function preview(count: number, options: Parameters<typeof auditRun>[1] = {}): AuditRun {
  return auditRun(
    Array.from({ length: count }, (_, i) => previewPage(i)),
    { embedded: true, ...options },
  );
}

function comment(run: AuditRun): string {
  const block = writeBaselineBlock(run.result.outcomes.map(baselinePageOf));
  return renderComment(run, { tag: 'seo-report', runUrl: null, now: NOW, block });
}

const errorKeys = (run: AuditRun) => [
  ...new Set(run.verdict.findings.filter((f) => f.severity === 'error').map((f) => f.key)),
];

/** The text of the first `bytes` bytes (a cut character dropped). */
const firstBytes = (text: string, bytes: number) =>
  Buffer.from(text)
    .subarray(0, bytes)
    .toString('utf8')
    .replace(/\uFFFD$/, '');

/** The lines of the <details> block whose summary starts so, or '' without one. */
function fold(text: string, summary: string): string {
  const start = text.indexOf(`<details><summary>${summary}`);
  return start < 0 ? '' : text.slice(start, text.indexOf('</details>', start));
}

describe('the errors, first', () => {
  const run = preview(50);
  const summary = renderSummary(run, WORDS);
  const table = summary.indexOf('| | Page |');

  it('says each failed check at error once, above the table, with the pages it hits', () => {
    expect(errorKeys(run).sort()).toEqual(['canonical', 'http_status', 'noindex']);
    for (const key of errorKeys(run)) {
      const label = `**${checkLabel(key)}**`;
      // Once above the table (a row names its page's errors in bold too).
      expect(summary.slice(0, table).split(label), key).toHaveLength(2);
    }
    // Shared evidence once, then each page; differing evidence beside each page.
    expect(summary).toContain(
      [
        '- ❌ **Indexing allowed (noindex)** on 3 pages: The page tells search engines not to list it: meta robots: noindex.',
        `  - ${ORIGIN}/products/outdoor-gear/trail-running-shoe-model-2`,
        `  - ${ORIGIN}/products/outdoor-gear/trail-running-shoe-model-18`,
        `  - ${ORIGIN}/products/outdoor-gear/trail-running-shoe-model-34`,
      ].join('\n'),
    );
    expect(summary).toMatch(
      /- ❌ \*\*Canonical URL \(canonical\)\*\* on 3 pages:\n {2}- \S+model-4: The canonical URL is https:\/\/staging\.shop\.example\.com\/\S+model-4\./,
    );
    // The 404 pages grade bad too: said once, by their error.
    expect(summary).not.toContain('**Graded bad**');
  });

  it('names every error check in the first 2,048 bytes, of the summary and of the comment', () => {
    for (const count of [7, 50, 500]) {
      const big = preview(count);
      for (const text of [renderSummary(big, WORDS), comment(big)]) {
        const first = firstBytes(text, 2048);
        for (const key of errorKeys(big))
          expect(first, `${count}: ${key}`).toContain(checkLabel(key));
      }
    }
  });

  it('lists fewer pages under each error when many error checks would push one past 2 KB', () => {
    // Eight checks at error by a rule, each on 40 pages with its own evidence per page.
    const keys = [
      'title',
      'meta_description',
      'headings',
      'image_keywords',
      'language',
      'favicon',
      'doctype',
      'charset',
    ];
    const outcomes = Array.from({ length: 40 }, (_, i) =>
      page(
        `${ORIGIN}/a/rather/long/path/to/a/product/page/number-${i}`,
        70,
        Object.fromEntries(keys.map((key) => [key, fail({}, `value ${i} of ${key}`)])),
      ),
    );
    const run = auditRun(outcomes);
    const findings = run.verdict.findings.map((found) => ({
      ...found,
      severity: 'error' as const,
    }));
    const strict = { ...run, verdict: { ...run.verdict, findings } };
    const first = firstBytes(renderSummary(strict, WORDS), 2048);
    for (const key of keys) expect(first, key).toContain(`**${escapeMarkdown(checkLabel(key))}**`);
    expect(first).toContain('and 39 more pages');
  });

  it('groups the pages without a result, and says that fail-on: never fails nothing', () => {
    const outcomes = [
      previewPage(2),
      ...['x', 'y'].map((path) => ({
        ...previewPage(0),
        url: `${ORIGIN}/${path}`,
        report: null,
        score: null,
        grade: null,
        failure: failureText('the page did not answer'),
      })),
    ];
    const never = renderSummary(auditRun(outcomes, { failOn: 'never' }), WORDS);
    expect(never).toContain(
      [
        '- **No result** on 2 pages:',
        `  - ${ORIGIN}/x: the page did not answer`,
        `  - ${ORIGIN}/y: the page did not answer`,
      ].join('\n'),
    );
    expect(never).toContain('_With fail-on: never, these errors alone do not fail the job._');
    expect(renderSummary(auditRun(outcomes), WORDS)).not.toContain('fail-on: never, these');
  });
});

describe('the table, the warnings, the fixes and the notices', () => {
  const run = preview(50);
  const summary = renderSummary(run, WORDS);
  const rows = summary.split('\n').filter((line) => /^\| [🟢🟡🔴❌]/u.test(line));

  it('lists every page once, the failing pages first, site-wide warnings named once above', () => {
    expect(rows).toHaveLength(50);
    const failing = rows.findLastIndex((row) => row.includes('**'));
    expect(rows.slice(0, failing + 1).every((row) => row.includes('**'))).toBe(true);
    expect(summary).toContain(
      '_Warnings on every page checked, not repeated in the rows: HTTPS, Structured data._',
    );
    for (const row of rows) expect(row).not.toMatch(/HTTPS|Structured data/);
    expect(rows.find((row) => row.includes('model-1 |'))).toMatch(/\| Title$|\| Title \|$/);
  });

  it('folds the warnings, grouped by check with their counts and pages', () => {
    const warnings = fold(summary, '⚠️ Warnings: 4 checks, ');
    expect(warnings).not.toBe('');
    expect(summary.indexOf('⚠️ Warnings')).toBeGreaterThan(summary.indexOf('| | Page |'));
    // Every page that judged it (the 404s did not): one line, no list of 47 pages.
    expect(warnings).toContain(
      '- **HTTPS (https_encryption)** on all 47 pages checked: The page is served over plain http.\n- ',
    );
    expect(warnings).toMatch(
      /- \*\*Title \(title\)\*\* on 9 pages:\n {2}- \S+model-1: The title is 84 characters wide/,
    );
    expect(warnings).toContain('  - and 3 more pages (the `findings` output lists them all)');
  });

  it('gives the fix of each failed check once, folded', () => {
    const fixes = fold(summary, '🔧 How to fix: 10 checks');
    expect(fixes).not.toBe('');
    const keys = [...new Set(run.verdict.findings.map((found) => found.key))];
    expect(keys).toHaveLength(10);
    for (const key of keys) {
      const fix = escapeMarkdown(checkEntry(key).fix);
      expect(summary.split(fix), key).toHaveLength(2);
      expect(fixes).toContain(fix);
    }
  });

  it('gives one fix to a check that fails at two severities', () => {
    const untitled = page(`${ORIGIN}/untitled`, 60, { title: fail({ missing: null }) });
    const text = renderSummary(auditRun([previewPage(1), untitled]), WORDS);
    expect(text).toContain(`- ❌ **Title (title)** on ${ORIGIN}/untitled: The page has no title.`);
    expect(fold(text, '⚠️ Warnings')).toContain('- **Title (title)** on ');
    expect(text.match(/^- \*\*Title\*\*: /gm)).toHaveLength(1);
  });

  it('counts the notices, folded', () => {
    const notices = fold(summary, 'ℹ️ Notices: 3 checks, 141 findings');
    expect(notices).toContain('- Open Graph tags (open_graph), all 47 pages checked');
    expect(notices).toContain('- Amount of content (content_length), all 47 pages checked');
    // No notice is listed page by page, nor named in a row.
    expect(notices).not.toContain(ORIGIN);
    for (const row of rows) expect(row).not.toContain('Open Graph');
  });

  it('stays within 60 KB at 50 pages', () => {
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(60 * 1024);
  });
});

describe('findings across pages', () => {
  it('are listed once, and a canonical on another host is not said again there', () => {
    const outcomes = [0, 4, 9].map((i) => {
      const outcome = previewPage(i);
      const checks = { ...outcome.report?.checks, title: { ...pass, value: 'Trail shoes' } };
      return { ...outcome, report: reportWithChecks('1', checks, outcome.url) };
    });
    const run = auditRun(outcomes);
    expect(run.siteFindings.map((finding) => finding.kind).sort()).toEqual([
      'canonical_outside_audit',
      'duplicate_title',
    ]);
    const summary = renderSummary(run, WORDS);
    expect(summary.match(/share the title 'Trail shoes'/g)).toHaveLength(1);
    expect(summary).not.toContain('as canonical, a page outside the audited list');
  });
});

describe('500 pages', () => {
  const run = preview(500);

  it('fit a job summary whole', () => {
    const summary = renderSummary(run, WORDS);
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(1024 * 1024);
    expect(summary.split('\n').filter((line) => /^\| [🟢🟡🔴]/u.test(line))).toHaveLength(500);
    expect(summary).not.toContain('_Left out');
  });

  it('fit a comment with its baseline block, saying which rows were left out and where they are', () => {
    const body = comment(run);
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    const rows = body.split('\n').filter((line) => /^\| [🟢🟡🔴]/u.test(line)).length;
    expect(rows).toBeGreaterThan(50);
    expect(rows).toBeLessThan(500);
    expect(body).toContain(
      `_Left out, since a pull-request comment is limited to 65,536 characters: ${500 - rows} of the 500 table rows. Every page with its errors and warnings is in the \`results\` output; write the reports with \`report-dir\` to read each page's findings._`,
    );
    // The sections after the table are whole: each check once.
    expect(fold(body, '⚠️ Warnings')).not.toBe('');
    expect(fold(body, '🔧 How to fix')).not.toBe('');
    expect(fold(body, 'ℹ️ Notices')).not.toBe('');
    expect(body).toMatch(/<!-- seo-report-baseline:v1 [A-Za-z0-9+/=]+ -->\n$/);
  });

  it('shortens the warnings, then drops what does not fit, naming it in the left-out line', () => {
    const short = renderSummary(run, WORDS, 8_000);
    expect(Buffer.byteLength(short)).toBeLessThanOrEqual(8_000);
    // Fewer pages under each warning, but every warning still named.
    const warnings = fold(short, '⚠️ Warnings');
    for (const key of ['https_encryption', 'structured_data', 'title', 'image_keywords'])
      expect(warnings, key).toContain(`**${checkLabel(key)}**`);
    expect(warnings).not.toContain('model-11');
    expect(short).toMatch(
      /_Left out, since a job summary is limited to 1 MiB: [\d,]+ of the 500 table rows\. /,
    );

    const tight = renderSummary(run, WORDS, 4_000);
    expect(Buffer.byteLength(tight)).toBeLessThanOrEqual(4_000);
    expect(tight).toMatch(
      /_Left out, since a job summary is limited to 1 MiB: [\d,]+ of the 500 table rows; how to fix each check\. /,
    );
    for (const key of errorKeys(run)) expect(tight).toContain(checkLabel(key));
  });
});
