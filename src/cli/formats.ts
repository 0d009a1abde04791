// The audit's results in the formats of --format: a text table for people, JSON for scripts,
// markdown (the action's job summary) and JUnit XML for CI systems that show test cases. Pure
// functions of the same typed results the action renders.
import type { AuditRun } from '../app/job.js';
import { failedChecks, failedHighChecks, findingLine } from '../app/render/checks.js';
import { resultsOf } from '../app/render/outputs.js';
import { siteFindingText } from '../app/render/site.js';
import { escapeJsonInvisibles, escapeXmlInvisibles, neutralise } from '../app/safe-text.js';
import type { Words } from '../app/wording.js';
import type { UrlOutcome } from '../audit/types.js';
import { decideVerdict } from '../audit/verdict.js';
import { formatScore, plural } from '../findings/format.js';

/** Where each page's report can be read: a link, a file written by report-dir, or nothing. */
type ReportPlace = (outcome: UrlOutcome) => string | null;

export function renderTable(
  context: AuditRun,
  words: Words,
  place: ReportPlace,
  options: { explain?: boolean } = {},
): string {
  const header = ['Page', 'Grade', 'Score', 'Report', 'Failed high-importance checks'];
  // Cells carry text from the service: one line each, no terminal control sequences.
  const rows = context.result.outcomes.map((outcome) =>
    [
      outcome.url,
      outcome.grade ?? 'error',
      outcome.score === null ? '' : formatScore(outcome.score),
      place(outcome) ?? '',
      outcome.grade === null || outcome.failure !== null
        ? words.failure(outcome.failure)
        : failedHighChecks(outcome).join(', '),
    ].map(neutralise),
  );
  // Columns without anything in them (no links, no failures) are left out rather than blank.
  const keep = header.map((_, i) => i < 3 || rows.some((row) => row[i] !== ''));
  const table = [header, ...rows].map((row) => row.filter((_, i) => keep[i]));
  const widths = header.map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)));
  const lines = table.map((row) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
  const { verdict, result } = context;
  const closing = [
    ...findingLines(context, options.explain === true),
    '',
    words.verdictLine(verdict, result.outcomes.length, context.failOn, context.minScore),
    ...verdict.reasons.map((reason) => `  ${neutralise(words.reason(reason))}`),
    ...verdict.warnings.map((warning) => `  warning: ${neutralise(words.reason(warning))}`),
  ];
  return `${lines.join('\n')}\n${closing.join('\n')}\n`;
}

/**
 * Each page's failed checks with the page's own evidence, and the findings across pages; with
 * `explain`, why each matters and how to fix it too.
 */
function findingLines(run: AuditRun, explain: boolean): string[] {
  const lines: string[] = [];
  for (const outcome of run.result.outcomes) {
    const failed = failedChecks(outcome);
    if (failed.length === 0) continue;
    const grade = outcome.grade ? `${outcome.grade}, ${formatScore(outcome.score)}` : 'no result';
    lines.push(
      '',
      neutralise(`${outcome.url} (${grade}): ${plural(failed.length, 'failed check')}`),
    );
    for (const finding of failed) {
      lines.push(neutralise(`  ✗ ${findingLine(finding)}`));
      if (explain) lines.push(`      Why: ${finding.why}`, `      Fix: ${finding.fix}`);
    }
  }
  if (run.siteFindings.length > 0) {
    lines.push('', 'Across the audited pages:');
    for (const finding of run.siteFindings) {
      const { text, pages } = siteFindingText(finding);
      lines.push(neutralise(`  ✗ ${text}`), ...pages.map((page) => neutralise(`      ${page}`)));
    }
  }
  if (lines.length > 0 && !explain)
    lines.push('', 'Run with --explain to read why each check matters and how to fix it.');
  return lines;
}

/** The verdict and the same per-URL array as the action's `results` output. */
export function renderJson(context: AuditRun, words: Words): string {
  const { verdict, result } = context;
  return `${escapeJsonInvisibles(
    JSON.stringify(
      {
        passed: verdict.passed,
        verdict: words.verdictLine(
          verdict,
          result.outcomes.length,
          context.failOn,
          context.minScore,
        ),
        worstGrade: verdict.worstGrade,
        counts: verdict.counts,
        reasons: verdict.reasons.map(words.reason),
        warnings: verdict.warnings.map(words.reason),
        results: resultsOf(context, words),
      },
      null,
      2,
    ),
  )}\n`;
}

/** One test suite, one test case per URL: a failure when the page fails the verdict, an error
 * when it has no result. */
export function renderJunit(context: AuditRun, words: Words, place: ReportPlace): string {
  const { result, verdict } = context;
  const cases = result.outcomes.map((outcome) => {
    const seconds = (outcome.durationMs / 1000).toFixed(3);
    const open = `  <testcase name="${xml(outcome.url)}" classname="seo-report" time="${seconds}"`;
    const where = place(outcome);
    const out = where ? `\n    <system-out>${xml(`Report: ${where}`)}</system-out>` : '';
    if (outcome.failure !== null || outcome.grade === null) {
      const message = words.failure(outcome.failure);
      return `${open}>\n    <error message="${xml(message)}" type="error">${xml(message)}</error>${out}\n  </testcase>`;
    }
    // The page's own verdict, by the engine's rules (fail-on and min-score), not rewritten here.
    const own = decideVerdict(
      { ...result, fatal: null, outcomes: [outcome] },
      context.failOn,
      context.minScore,
    );
    if (own.passed) return `${open}>${out ? `${out}\n  ` : ''}</testcase>`;
    const score = outcome.score === null ? 'no score' : `score ${formatScore(outcome.score)}`;
    const body = [
      ...own.reasons.map(words.reason),
      ...failedChecks(outcome).map((finding) => `${findingLine(finding)} Fix: ${finding.fix}`),
    ].join('\n');
    return `${open}>\n    <failure message="${xml(`${outcome.grade}, ${score}`)}" type="${outcome.grade}">${xml(body)}</failure>${out}\n  </testcase>`;
  });
  const failures = result.outcomes.filter(
    (o) =>
      o.failure === null &&
      o.grade !== null &&
      !decideVerdict({ ...result, fatal: null, outcomes: [o] }, context.failOn, context.minScore)
        .passed,
  ).length;
  const errors = verdict.counts.errors;
  const time = (result.durationMs / 1000).toFixed(3);
  const counts = `tests="${result.outcomes.length}" failures="${failures}" errors="${errors}" skipped="0" time="${time}"`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="seo-report" ${counts}>
<testsuite name="SEO audit" ${counts}>
${cases.join('\n')}
</testsuite>
</testsuites>
`;
}

/** Escapes text for XML content and attributes, dropping characters XML 1.0 cannot carry. */
export function xml(text: string): string {
  return escapeXmlInvisibles(
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what XML 1.0 forbids
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;')
      .replaceAll("'", '&apos;')
      .replaceAll('\n', '&#10;')
      .replaceAll('\r', '&#13;')
      .replaceAll('\t', '&#9;'),
  );
}
