import { describe, expect, it } from 'vitest';
import { type Report, SeoReportApiError } from '../../src/client/api/index.js';
import { type AuditRun, expandReportUrl } from '../../src/client/app/job.js';
import { renderAnnotations } from '../../src/client/app/render/annotations.js';
import { escapeMarkdown } from '../../src/client/app/render/escape.js';
import { renderOutputs, resultsOf } from '../../src/client/app/render/outputs.js';
import { renderSummary as renderSummaryWith } from '../../src/client/app/render/summary.js';
import type { UrlOutcome } from '../../src/client/audit/types.js';
import { renderJson } from '../../src/client/cli/formats.js';
import { gradeForScore } from '../../src/shared/grade.js';
import { auditRun, failureText, reportWithChecks, WORDS } from '../support/reports.js';

const renderSummary = (run: AuditRun, limit?: number) => renderSummaryWith(run, WORDS, limit);

const report = (id: string, checks: Report['checks']) => reportWithChecks(id, checks, 'x');

function outcome(url: string, score: number | null, extra: Partial<UrlOutcome> = {}): UrlOutcome {
  return {
    url,
    reportId: String(url.length),
    report: null,
    score,
    grade: score === null ? null : gradeForScore(score),
    failure: failureText(score === null ? 'boom' : null),
    durationMs: 1200,
    ...extra,
  };
}

function context(outcomes: UrlOutcome[], fatal: string | null = null): AuditRun {
  return auditRun(outcomes, {
    fatal:
      fatal === null
        ? null
        : new SeoReportApiError({ code: 'unauthenticated', endpoint: 'POST /x', reason: fatal }),
    reportLink: (o) => expandReportUrl('{base-url}/reports/{id}?u={url}', 'https://seo.test', o),
  });
}

describe('renderSummary', () => {
  it('escapes text from the API and the user so that it cannot inject HTML or break the table', () => {
    const hostile = outcome('https://x.test/<script>alert(1)</script>|a', 30, {
      report: report('1', {
        '<img src=x onerror=alert(1)>': {
          passed: false,
          importance: 'high',
          value: null,
          errors: null,
        },
        title: { passed: true, importance: 'high', value: 't', errors: null },
        social: { passed: false, importance: 'low', value: null, errors: null },
      }),
    });
    const summary = renderSummary(context([hostile]));
    expect(summary).not.toContain('<script>');
    expect(summary).not.toContain('<img');
    expect(summary).toContain('&lt;script&gt;alert(1)&lt;/script&gt;\\|a');
    expect(summary).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const row = summary.split('\n').find((line) => line.startsWith('| 🔴'));
    expect(row?.split(/(?<!\\)\|/).length).toBe(8); // 6 cells, no cell broken by the pipe
    // The row names errors and warnings; the notice is counted in its fold, not in the row.
    expect(row).not.toContain('Social');
    expect(summary).toContain('- Social sharing tags (social), 1 page');
  });

  it('links each report, with placeholders encoded', () => {
    const summary = renderSummary(context([outcome('https://a.test/p?q=1', 95)]));
    expect(summary).toContain(
      '[20](https://seo.test/reports/20?u=https%3A%2F%2Fa.test%2Fp%3Fq%3D1)',
    );
  });

  it('stays under the size limit by cutting rows, with a note that says how many', () => {
    const many = Array.from({ length: 200 }, (_, i) =>
      outcome(`https://site.test/${'p'.repeat(200)}/${i}`, 90),
    );
    const summary = renderSummary(context(many), 20_000);
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(20_000);
    const shown = summary.split('\n').filter((line) => line.startsWith('| 🟢')).length;
    expect(shown).toBeGreaterThan(10);
    expect(shown).toBeLessThan(200);
    expect(summary).toContain(
      `_Left out, since a job summary is limited to 1 MiB: ${200 - shown} of the 200 table rows. Every page with its errors and warnings is in the \`results\` output; write the reports with \`report-dir\` to read each page's findings._`,
    );
  });

  it('shows a fatal failure above the table', () => {
    const summary = renderSummary(
      context(
        [
          outcome('https://a.test', null, {
            failure: {
              kind: 'stopped',
              cause: new SeoReportApiError({
                code: 'unauthenticated',
                endpoint: 'POST /x',
                reason: 'bad key',
              }),
            },
          }),
        ],
        'bad key',
      ),
    );
    expect(summary).toContain(
      '**❌ Failed: 1 page, 0 good, 0 decent, 0 bad, 1 error (fail-on: bad)**',
    );
    expect(summary).toContain('> POST /x: bad key');
  });
});

describe('outputs and annotations', () => {
  it('gives one result per URL in order, and the ids of the reports created', () => {
    const run = context([
      outcome('https://a.test', 95),
      outcome('https://bb.test', null, { reportId: null }),
    ]);
    const outputs = renderOutputs(run, resultsOf(run, WORDS));
    expect(JSON.parse(outputs.results as string)).toEqual([
      {
        url: 'https://a.test',
        id: '14',
        grade: 'good',
        score: 95,
        'report-url': 'https://seo.test/reports/14?u=https%3A%2F%2Fa.test',
        error: null,
        'failed-checks': null,
        'not-applicable': null,
        errors: [],
        warnings: [],
        'service-score': 95,
      },
      {
        url: 'https://bb.test',
        id: null,
        grade: null,
        score: null,
        'report-url': null,
        error: 'boom',
        'failed-checks': null,
        'not-applicable': null,
        errors: [],
        warnings: [],
        'service-score': null,
      },
    ]);
    expect([outputs.errors, outputs.warnings, outputs.findings]).toEqual(['0', '0', '[]']);
    expect(outputs['report-ids']).toBe('14');
    expect(outputs['worst-grade']).toBe('good');
    expect(outputs.passed).toBe('false');
  });

  it('annotates bad pages and failures as errors, and pages without errors or warnings not at all', () => {
    const annotations = renderAnnotations(
      context([
        outcome('https://a.test', 95),
        outcome('https://b.test', 60),
        outcome('https://c.test', 20),
        outcome('https://d.test', null),
      ]),
      WORDS,
    );
    expect(annotations.map((a) => `${a.level} ${a.title}: ${a.message}`)).toEqual([
      'error SEO: bad page: https://c.test (bad, score 20). It grades bad, at or below fail-on: bad. Report: https://seo.test/reports/14?u=https%3A%2F%2Fc.test',
      'error SEO audit failed for a page: https://d.test: boom. Report: https://seo.test/reports/14?u=https%3A%2F%2Fd.test',
    ]);
  });

  it("names a page's errors in an error and its warnings in a warning, with the page's evidence", () => {
    const [annotation, warning] = renderAnnotations(
      context([
        outcome('https://c.test', 20, {
          report: report('3', {
            title: { passed: false, importance: 'high', value: null, errors: { missing: null } },
            favicon: { passed: false, importance: 'medium', value: null, errors: null },
            meta_description: {
              passed: false,
              importance: 'high',
              value: null,
              errors: { missing: null },
            },
          }),
        }),
      ]),
      WORDS,
    );
    expect(annotation).toMatchObject({ level: 'error', title: 'SEO: an error on a page' });
    expect(annotation?.message).toContain(
      'https://c.test (bad, score 20). Title (title): The page has no title. It grades bad',
    );
    expect(warning).toMatchObject({ level: 'warning', title: 'SEO: a warning on a page' });
    expect(warning?.message).toContain('Meta description (meta_description):');
    // Notices are in the summary, not in an annotation.
    expect(`${annotation?.message} ${warning?.message}`).not.toContain('Favicon');
  });

  it('escapes markdown metacharacters and folds newlines', () => {
    expect(escapeMarkdown('a|b [c](d) `e` <f>\n"g" & h')).toBe(
      'a\\|b \\[c\\](d) \\`e\\` &lt;f&gt; &quot;g&quot; &amp; h',
    );
  });
});

describe('text from a service in markdown and logs', () => {
  it('defuses mentions, issue references and backslash escapes in markdown', () => {
    const text = escapeMarkdown('@octocat see #12 and owner/repo#3: \\[x\\](https://evil.test)');
    expect(text).not.toMatch(/@octocat|#12|#3/);
    expect(text).toContain('@\u200Boctocat');
    expect(text).toContain('owner/repo#\u200B3');
    // A backslash cannot cancel the escaping of the bracket after it: no live link.
    expect(text).toContain('\\\\\\[x\\\\\\]');
  });

  it('folds every line break and control character, so no workflow command can start a line', () => {
    const hostile = 'boom\r\n::error::owned\u001b[31m\u2028::add-mask::x\u202Eevil';
    const run = context([outcome('https://a.test', null, { failure: failureText(hostile) })]);
    const summary = renderSummary(run);
    for (const line of summary.split('\n')) expect(line).not.toMatch(/^::/);
    for (const char of ['\u001b', '\u2028', '\u202E']) expect(summary).not.toContain(char);
    const [annotation] = renderAnnotations(run, WORDS);
    expect(annotation?.message).toContain('boom');
  });
});

describe('findings across the audited pages', () => {
  it('lists duplicate titles under the table, with the pages involved', () => {
    const titled = (url: string, title: string) =>
      outcome(url, 90, {
        report: report(url, {
          title: { passed: true, importance: 'high', value: title, errors: null },
        }),
      });
    const summary = renderSummary(
      context([
        titled('https://a.test/1', 'Shoes'),
        titled('https://a.test/2', 'Shoes'),
        titled('https://a.test/3', 'Boots'),
      ]),
    );
    expect(summary).toContain('**Across the audited pages**');
    expect(summary).toContain(
      "- 2 pages share the title 'Shoes': give each page its own title. (https://a.test/1, https://a.test/2)",
    );
    expect(summary).not.toContain('https://a.test/3)');
  });

  it('carries them in the site-findings output and the CLI JSON, each with its pages and sentence', () => {
    const titled = (url: string, title: string) =>
      outcome(url, 90, {
        report: report(url, {
          title: { passed: true, importance: 'high', value: title, errors: null },
        }),
      });
    const run = context([
      titled('https://a.test/1', 'Shoes'),
      titled('https://a.test/2', 'Shoes'),
      titled('https://a.test/3', 'Boots'),
    ]);
    const expected = [
      {
        kind: 'duplicate_title',
        value: 'Shoes',
        pages: ['https://a.test/1', 'https://a.test/2'],
        status: null,
        text: "2 pages share the title 'Shoes': give each page its own title.",
      },
    ];
    const outputs = renderOutputs(run, resultsOf(run, WORDS));
    expect(JSON.parse(outputs['site-findings'] ?? '')).toEqual(expected);
    const json = JSON.parse(renderJson(run, WORDS)) as Record<string, unknown>;
    expect(json.siteFindings).toEqual(expected);
    // The per-page fields keep their names beside the new one.
    expect(Object.keys((json.results as Record<string, unknown>[])[0] ?? {})).toEqual(
      expect.arrayContaining(['failed-checks', 'errors', 'warnings']),
    );
    const none = renderOutputs(context([titled('https://a.test/1', 'Shoes')]), []);
    expect(none['site-findings']).toBe('[]');
  });
});
