// The output formats and the embedded summary as pure functions of an audit result.
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/client/api/index.js';
import type { AuditRun } from '../../src/client/app/job.js';
import { escapeMarkdown } from '../../src/client/app/render/escape.js';
import { renderSummary as renderSummaryWith } from '../../src/client/app/render/summary.js';
import { decideVerdict } from '../../src/client/app/verdict.js';
import type { UrlOutcome } from '../../src/client/audit/types.js';
import { CLI_WORDS } from '../../src/client/cli/audit-options.js';
import {
  cutMiddle,
  renderJson as renderJsonWith,
  renderJunit as renderJunitWith,
  renderTable as renderTableWith,
  xml,
} from '../../src/client/cli/formats.js';
import { createProgress } from '../../src/client/cli/progress.js';
import { auditRun, failureText, reportWithChecks } from '../support/reports.js';

const renderSummary = (run: AuditRun, limit?: number) => renderSummaryWith(run, CLI_WORDS, limit);
const renderJson = (run: AuditRun) => renderJsonWith(run, CLI_WORDS);
const renderJunit = (run: AuditRun, place: () => null) => renderJunitWith(run, CLI_WORDS, place);
const renderTable = (run: AuditRun, place: () => null) => renderTableWith(run, CLI_WORDS, place);

const report = (id: string, checks: Report['checks']) => reportWithChecks(id, checks);

function outcome(url: string, extra: Partial<UrlOutcome>): UrlOutcome {
  return {
    url,
    reportId: null,
    report: null,
    grade: null,
    score: null,
    failure: null,
    durationMs: 1200,
    ...extra,
  };
}

const HOSTILE = 'https://example.com/?q=<script>&x="1"\'\u0001]]>';

function context(outcomes: UrlOutcome[], extra: Partial<AuditRun> = {}): AuditRun {
  return { ...auditRun(outcomes, { durationMs: 3000 }), ...extra };
}

const bad = outcome(HOSTILE, {
  reportId: '7',
  grade: 'bad',
  score: 20,
  report: report('7', {
    title: { passed: false, importance: 'high', value: null, errors: { missing: null } },
    favicon: { passed: false, importance: 'medium', value: null, errors: null },
    image_keywords: {
      passed: false,
      importance: 'high',
      value: null,
      errors: { missing: ['/a.png'], too_many: 3 },
    },
    robots: { passed: true, importance: 'high', value: null, errors: null },
  }),
});
const good = outcome('https://example.com/good', { reportId: '8', grade: 'good', score: 95 });
const failed = outcome('https://example.com/down', {
  failure: failureText('connection refused <&>'),
});

describe('xml', () => {
  it('escapes markup and quotes and drops what XML 1.0 cannot carry', () => {
    expect(xml(`a<b>&"c"'d'\u0000\u0008\u001f\ud800e\n`)).toBe(
      'a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;e&#10;',
    );
    expect(xml('😀 ü')).toBe('😀 ü');
  });
});

describe('renderJunit', () => {
  it('gives one test case per URL: nothing, a failure, or an error', () => {
    const text = renderJunit(context([good, bad, failed]), () => null);
    expect(text.match(/<testcase /g)).toHaveLength(3);
    expect(text).toContain('tests="3" failures="1" errors="1"');
    expect(text).toContain(
      '<testcase name="https://example.com/good" classname="seo-report" time="1.200"></testcase>',
    );
    expect(text).toContain(
      `<testcase name="https://example.com/?q=&lt;script&gt;&amp;x=&quot;1&quot;&apos;]]&gt;"`,
    );
    // The page fails on its error (a missing title) and its grade; its warning fails nothing.
    expect(text).toContain('<failure message="bad, score 20" type="error">');
    expect(text).toContain('Title (title) failed, an error by default: The page has no title.');
    expect(text).toContain('Fix Title: ');
    expect(text).toContain('<system-err>Warning: Image alt text (image_keywords): ');
    expect(text).toContain(
      '<error message="connection refused &lt;&amp;&gt;" type="error">connection refused &lt;&amp;&gt;</error>',
    );
    expect(text).not.toContain('<script>');
  });

  it('marks a page failing min-score as a failure, by the engine rules', () => {
    const ctx = context([good]);
    const strict = {
      ...ctx,
      minScore: 99,
      verdict: decideVerdict(ctx.result, 'bad', 99),
    };
    expect(renderJunit(strict, () => null)).toContain('good, score 95');
  });
});

describe('renderTable', () => {
  it('lists each failed check with its evidence, and why and how to fix it with --explain', () => {
    const plain = renderTable(context([bad]), () => null);
    expect(plain).toContain('  ✗ Title (error): The page has no title.');
    expect(plain).toContain('Run with --explain');
    expect(plain).not.toContain('Why:');
    const explained = renderTableWith(context([bad]), CLI_WORDS, () => null, { explain: true });
    expect(explained).toMatch(/ {6}Why: .+\n {6}Fix: .*<title>/);
    expect(explained).not.toContain('Run with --explain');
  });

  it('aligns columns, leaves out empty ones and closes with the verdict', () => {
    const text = renderTable(context([good, failed]), () => null);
    expect(text.split('\n').slice(0, 3)).toEqual([
      'Page                      Grade  Score  Errors (and warnings)',
      'https://example.com/good  good   95',
      'https://example.com/down  error         connection refused <&>',
    ]);
    expect(text).toContain('Failed: 2 pages, 1 good, 0 decent, 0 bad, 1 error (fail-on: bad)');
  });

  // The rows are made twice (the widths, then the lines): what only a later row holds counts.
  it('sizes each column by its widest cell, on any row, and keeps a column one page fills', () => {
    const last = 'https://example.com/the/last/page/has/the/longest/address';
    const pages = [good, outcome(last, { reportId: '9', grade: 'decent', score: 61.5 })];
    const text = renderTableWith(context(pages), CLI_WORDS, (page) =>
      page.url === last ? 'reports/9.html' : null,
    );
    expect(text.split('\n').slice(0, 3)).toEqual([
      `Page${' '.repeat(last.length - 4)}  Grade   Score  Report`,
      `https://example.com/good${' '.repeat(last.length - 24)}  good    95`,
      `${last}  decent  61.5   reports/9.html`,
    ]);
  });

  it('of no pages is its header, then the verdict', () => {
    const text = renderTable(context([]), () => null);
    expect(text.split('\n')[0]).toBe('Page  Grade  Score');
    expect(text.split('\n')[1]).toBe('');
  });
});

describe('renderTable within a terminal width', () => {
  const longUrl = `https://www.example.com/docs/${'very-long-section-name/'.repeat(3)}getting-started`;
  const link = 'https://seo.example.com/reports/123456';
  const wide = context(
    [
      outcome(longUrl, { reportId: '1', grade: 'good', score: 95 }),
      outcome('https://example.com/down', {
        failure: failureText(
          'report 2: the service could not audit the page: refused to connect to 127.0.0.1: loopback address; to audit a server on this machine or its network, add --allow-private-network',
        ),
      }),
    ],
    { reportLink: () => link },
  );
  const rows = (width: number | null) =>
    renderTableWith(wide, CLI_WORDS, () => link, { width })
      .split('\n\n')[0]
      ?.split('\n') ?? [];

  it.each([80, 100])(
    'fits %i columns: URLs cut in the middle, the failure wrapped whole',
    (width) => {
      const lines = rows(width);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(width);
      const first = lines.find((line) => line.startsWith('https://www.')) ?? '';
      // The host and the end of the path survive the cut.
      expect(first).toMatch(/^https:\/\/www\.\S*…\S*started\s+good\s+95\s+https:\/\/\S*…\S*3456$/);
      // No word of the failure is lost: the wrapped lines put it back together.
      const row = lines.findIndex((line) => / error /.test(line));
      const failure = [
        (lines[row] ?? '').replace(/^\S+\s+error\s+\S+(\s+|$)/, ''),
        ...lines.slice(row + 1).map((line) => line.trim()),
      ]
        .filter((part) => part !== '')
        .join(' ');
      expect(failure).toBe(
        'report 2: the service could not audit the page: refused to connect to 127.0.0.1: loopback address; to audit a server on this machine or its network, add --allow-private-network',
      );
    },
  );

  it('at 200 columns keeps the link whole and the failure beside its row', () => {
    const lines = rows(200);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(200);
    expect(lines[1]).toMatch(/^https:\/\/www\.example\.com\/docs\/\S*…\S*getting-started {2}good/);
    expect(lines[1]).toContain(link);
    expect(lines[2]).toMatch(/ error +https:\/\/seo\.example\.com\/reports\/123456 {2}report 2: /);
  });

  it('without a width (a pipe, a file, a CI log) keeps every cell whole on one line', () => {
    const lines = rows(null);
    expect(lines[1]).toContain(longUrl);
    expect(lines[2]).toMatch(/ error .*add --allow-private-network$/);
    expect(lines).toHaveLength(3);
  });

  it('cuts in the middle to the exact width', () => {
    expect(cutMiddle('https://example.com/a/b/c/d', 15)).toBe('https:/…a/b/c/d');
    expect(cutMiddle('https://example.com/a/b/c/d', 15)).toHaveLength(15);
    expect(cutMiddle('short', 15)).toBe('short');
  });
});

describe('renderJson', () => {
  it('gives the verdict and the action results array', () => {
    const json = JSON.parse(renderJson(context([good, failed])));
    expect(json.passed).toBe(false);
    expect(json.results).toEqual([
      {
        url: 'https://example.com/good',
        id: '8',
        grade: 'good',
        score: 95,
        'report-url': null,
        error: null,
        'failed-checks': null,
        'not-applicable': null,
        errors: [],
        warnings: [],
        'service-score': 95,
      },
      {
        url: 'https://example.com/down',
        id: null,
        grade: null,
        score: null,
        'report-url': null,
        error: 'connection refused <&>',
        'failed-checks': null,
        'not-applicable': null,
        errors: [],
        warnings: [],
        'service-score': null,
      },
    ]);
  });
});

describe('the summary with every failed check', () => {
  it('names each failed check once where its severity puts it, with the evidence, escaped', () => {
    const text = renderSummary(context([good, bad], { embedded: true }));
    const page = escapeMarkdown(HOSTILE);
    // The error above the table, the warning folded under it, the notice counted.
    expect(text).toContain(`- ❌ **Title (title)** on ${page}: The page has no title.`);
    expect(text).toContain(
      `<details><summary>⚠️ Warnings: 1 check, 1 finding</summary>\n\n- **Image alt text (image_keywords)** on ${page}: `,
    );
    expect(text).toMatch(/\*\* on [^\n]+: [^\n]*\/a\.png/);
    expect(text).toContain(
      `<details><summary>ℹ️ Notices: 1 check, 1 finding</summary>\n\n- Favicon (favicon), 1 page: ${page}`,
    );
    expect(text).not.toContain('Robots');
    const at = (part: string) => text.indexOf(part);
    expect(at('❌ **Title')).toBeLessThan(at('| | Page |'));
    expect(at('| | Page |')).toBeLessThan(at('⚠️ Warnings'));
    // How to fix each check, once, folded: the error's first.
    expect(text).toContain('<details><summary>🔧 How to fix: 3 checks</summary>');
    expect(at('- **Title**: ')).toBeLessThan(at('- **Image alt text**: '));
    expect(text).not.toContain('<script>');
    // No report links (the embedded service's die with it): no Report column.
    expect(text).toContain('| | Page | Grade | Score | Errors and warnings |\n');
  });

  it('shows a Report column, and why a link may not open, when pages have links', () => {
    const text = renderSummary(
      context([bad], {
        reportLink: () => 'https://seo.test/reports/7',
        linkNotes: { privacy: 1, deletedAfterJob: true },
      }),
    );
    expect(text).toContain('| Report |');
    expect(text).toContain('[7](https://seo.test/reports/7)');
    expect(text).toContain('the reports are private');
    expect(text).toContain('the post step deletes them after the job');
  });

  it('stays under the size limit, with a note for what is left out', () => {
    const many = Array.from({ length: 200 }, (_, i) => ({ ...bad, url: `https://e.com/${i}` }));
    // Each problem is said once, so 200 pages take some 11 KB: a smaller limit cuts the rows.
    const limit = 8_000;
    const text = renderSummary(context(many, { embedded: true }), limit);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(limit);
    expect(text).toMatch(
      /_Left out, since a job summary is limited to 1 MiB: \d+ of the 200 table rows\. Every page with its errors and warnings is in the `results` output/,
    );
    // The sections under the table are kept whole: each check once, 200 pages or not.
    expect(text).toContain('- ❌ **Title (title)** on all 200 pages: The page has no title.');
    expect(text).toContain('- Favicon (favicon), all 200 pages');
  });
});

describe('createProgress', () => {
  it('writes plain lines when not on a terminal', () => {
    let text = '';
    const progress = createProgress(
      2,
      (t) => {
        text += t;
      },
      false,
    );
    progress.reportCreated();
    progress.urlDone(good);
    progress.urlDone(failed);
    progress.finish();
    expect(text).not.toContain('\r');
    expect(text.trim().split('\n')).toHaveLength(2);
  });

  it('redraws one bar line on a terminal and clears it at the end', () => {
    let text = '';
    const progress = createProgress(
      2,
      (t) => {
        text += t;
      },
      true,
    );
    progress.reportCreated();
    progress.urlDone(good);
    expect(text).toContain('[############............] 1/2 done');
    progress.finish();
    expect(text.endsWith('\r\u001b[2K')).toBe(true);
  });
});

describe('progress without a known total', () => {
  it('counts instead of drawing a bar against zero', () => {
    let screen = '';
    const progress = createProgress(
      0,
      (text) => {
        screen += text;
      },
      true,
    );
    progress.reportCreated();
    expect(screen).toContain('0 done, 1 generating');
    expect(screen).not.toContain('/0');
  });
});
