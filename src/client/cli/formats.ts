// The audit's results in the formats of --format: a text table for people, JSON for scripts,
// markdown (the action's job summary) and JUnit XML for CI systems that show test cases. Pure
// functions of the same typed results the action renders.

import { describeCheck } from '../../shared/findings/catalogue.js';
import { formatScore, plural } from '../../shared/findings/format.js';
import { escapeHtml } from '../../shared/pages/page-style.js';
import type { AuditRun } from '../app/job.js';
import {
  changeMark,
  changesOf,
  markedFailedChecks,
  regressedFirst,
  scoreText,
} from '../app/render/changes.js';
import {
  failedChecks,
  findingLine,
  findingsOn,
  keysAt,
  severitiesOn,
} from '../app/render/checks.js';
import {
  countOf,
  findingsOf,
  regressionsOf,
  resultsOf,
  siteFindingsOf,
} from '../app/render/outputs.js';
import { siteFindingText } from '../app/render/site.js';
import { escapeJsonInvisibles, escapeXmlInvisibles, neutralise } from '../app/safe-text.js';
import { reasonUrl } from '../app/verdict.js';
import { checkLabel, type Words } from '../app/wording.js';
import type { UrlOutcome } from '../audit/types.js';

/** Where each page's report can be read: a link, a file written by report-dir, or nothing. */
type ReportPlace = (outcome: UrlOutcome) => string | null;

export function renderTable(
  context: AuditRun,
  words: Words,
  place: ReportPlace,
  options: { explain?: boolean; width?: number | null } = {},
): string {
  const compared = context.comparison !== null;
  const header = [
    'Page',
    'Grade',
    'Score',
    'Change',
    'Report',
    compared ? 'New failures' : 'Errors (and warnings)',
  ];
  const changeOf = changesOf(context);
  // Cells carry text from the service: one line each, no terminal control sequences.
  const rows = regressedFirst(context).map((outcome) => {
    const change = changeOf(outcome);
    return [
      outcome.url,
      outcome.grade ?? 'error',
      scoreText(outcome),
      change === null ? '' : changeMark(change),
      place(outcome) ?? '',
      outcome.grade === null || outcome.failure !== null
        ? words.failure(outcome.failure)
        : compared
          ? (change?.newlyFailed ?? []).map(checkLabel).join(', ')
          : severityText(context, outcome.url),
    ].map(neutralise);
  });
  // Columns without anything in them (no links, no failures) are left out rather than blank.
  const keep = header.map(
    (_, i) => i < 3 || (i === 3 && compared) || rows.some((row) => row[i] !== ''),
  );
  const table = [header, ...rows].map((row) => row.filter((_, i) => keep[i]));
  // Page and Report hold URLs: the columns that may be cut in the middle to fit the width.
  // Indexes are of the kept columns.
  const kept = header.filter((_, i) => keep[i]);
  const urlColumns = new Set([0, ...(kept.includes('Report') ? [kept.indexOf('Report')] : [])]);
  const lines = layOut(table, urlColumns, options.width ?? null);
  const { verdict } = context;
  const closing = [
    ...(compared ? [`Compared with ${neutralise(context.comparison?.from ?? '')}.`] : []),
    ...findingLines(context, options.explain === true),
    '',
    words.verdictLine(context),
    ...verdict.reasons.map((reason) => `  ${neutralise(words.reason(reason))}`),
    ...verdict.warnings.map((warning) => `  warning: ${neutralise(words.reason(warning))}`),
  ];
  return `${lines.join('\n')}\n${closing.join('\n')}\n`;
}

const GAP = '  ';
/** In a narrow terminal the last column goes under its row, indented by this. */
const STACK_INDENT = '    ';

/**
 * How far each kind of column gives way, in turn, until the table fits: the last column
 * (failures, failed checks: it wraps and loses nothing) and the URL columns (cut in the middle)
 * take turns, so that neither is squeezed alone.
 */
const SHRINK_STEPS = [
  { last: 50, url: null },
  { last: 50, url: 40 },
  { last: 30, url: 40 },
  { last: 30, url: 24 },
] as const;
/** A URL column is never cut below this: a host and the end of a path. */
const MIN_URL_WIDTH = 24;

/**
 * Aligns the table's columns within `width` characters (null: as wide as the cells). When the
 * cells are wider, URL columns are cut in the middle with … (both the host and the end of the
 * path stay readable) and the last column wraps onto lines of its own width, so that a terminal
 * never folds a row. Where even that is too wide (an 80-column terminal with report links), the
 * last column goes under its row, wrapped to the whole width.
 */
function layOut(table: string[][], urlColumns: Set<number>, width: number | null): string[] {
  const count = table[0]?.length ?? 0;
  const last = count - 1;
  const natural = Array.from({ length: count }, (_, i) =>
    Math.max(...table.map((row) => (row[i] ?? '').length)),
  );
  const widths = [...natural];
  const total = () => widths.reduce((sum, w) => sum + w, 0) + GAP.length * last;
  /** The URL columns, widest first, one character at a time, down to `floor`. */
  const shrinkUrls = (floor: number, budget: () => number) => {
    while (budget() > 0) {
      const widest = [...urlColumns]
        .filter((i) => (widths[i] ?? 0) > floor)
        .sort((a, b) => (widths[b] ?? 0) - (widths[a] ?? 0))[0];
      if (widest === undefined) return;
      widths[widest] = (widths[widest] ?? 0) - 1;
    }
  };
  if (width !== null && total() > width) {
    for (const step of SHRINK_STEPS) {
      widths[last] = Math.max(
        Math.min(natural[last] ?? 0, step.last),
        (widths[last] ?? 0) - (total() - width),
      );
      if (step.url !== null) shrinkUrls(step.url, () => total() - width);
      if (total() <= width) break;
    }
    // Whatever the URLs left over goes back to the last column.
    if (total() < width)
      widths[last] = Math.min(natural[last] ?? 0, (widths[last] ?? 0) + width - total());
  }
  const stacked = width !== null && total() > width;
  if (stacked && width !== null) {
    // The row without its last column; the URLs share what is left.
    const beside = () =>
      widths.slice(0, last).reduce((sum, w) => sum + w, 0) + GAP.length * (last - 1);
    for (const i of urlColumns) widths[i] = natural[i] ?? 0;
    shrinkUrls(MIN_URL_WIDTH, () => beside() - width);
    widths[last] = Math.max(20, width - STACK_INDENT.length);
  }
  const indent = stacked
    ? STACK_INDENT
    : ' '.repeat(widths.slice(0, last).reduce((sum, w) => sum + w + GAP.length, 0));
  return table.flatMap((row) => {
    const cells = row.map((cell, i) =>
      urlColumns.has(i) ? cutMiddle(cell, widths[i] ?? cell.length) : cell,
    );
    const lines = wrap(cells[last] ?? '', widths[last] ?? 0).filter((line) => line !== '');
    const first = stacked ? '' : (lines.shift() ?? '');
    const line = cells
      .map((cell, i) => (i === last ? first : cell.padEnd(widths[i] ?? 0)))
      .join(GAP)
      .trimEnd();
    return [line, ...lines.map((more) => `${indent}${more}`)];
  });
}

/** `text` in at most `width` characters, its middle replaced by …. */
export function cutMiddle(text: string, width: number): string {
  if (text.length <= width) return text;
  if (width <= 1) return '…'.slice(0, width);
  const head = Math.ceil((width - 1) / 2);
  return `${text.slice(0, head)}…${text.slice(text.length - (width - 1 - head))}`;
}

/** Lines of at most `width` characters, broken at spaces (a longer word is cut). */
function wrap(text: string, width: number): string[] {
  if (text.length <= width || width <= 0) return [text];
  const lines: string[] = [];
  let line = '';
  for (let word of text.split(' ')) {
    while (word.length > width) {
      if (line !== '') lines.push(line);
      line = '';
      lines.push(word.slice(0, width));
      word = word.slice(width);
    }
    if (line === '') line = word;
    else if (line.length + 1 + word.length <= width) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * Each page's failed checks with the page's own evidence, and the findings across pages; with
 * `explain`, why each matters and how to fix it too.
 */
function findingLines(run: AuditRun, explain: boolean): string[] {
  const lines: string[] = [];
  const changeOf = changesOf(run);
  for (const outcome of regressedFirst(run)) {
    const change = changeOf(outcome);
    const severities = severitiesOn(run.verdict.findings, outcome.url);
    const failed = markedFailedChecks(outcome, change, severities);
    const fixed = change?.fixed ?? [];
    if (failed.length === 0 && fixed.length === 0) continue;
    const grade = outcome.grade ? `${outcome.grade}, ${formatScore(outcome.score)}` : 'no result';
    const mark = change === null || changeMark(change) === '' ? '' : `, ${changeMark(change)}`;
    lines.push(
      '',
      neutralise(`${outcome.url} (${grade}${mark}): ${plural(failed.length, 'failed check')}`),
    );
    for (const { finding, mark } of failed) {
      const tag = mark === null ? '' : ` [${mark}]`;
      lines.push(
        neutralise(
          `  ${mark === 'accepted' ? '~' : '✗'} ${findingLine(finding, severities.get(finding.key) ?? 'off')}${tag}`,
        ),
      );
      if (explain) lines.push(`      Why: ${finding.why}`, `      Fix: ${finding.fix}`);
    }
    if (fixed.length > 0)
      lines.push(neutralise(`  ✓ fixed since the baseline: ${fixed.map(checkLabel).join(', ')}`));
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

/** "noindex, canonical (and title, text compression)": a page's errors, then its warnings. */
function severityText(context: AuditRun, url: string): string {
  const keys = (severity: 'error' | 'warning') =>
    keysAt(context.verdict.findings, url, severity).map((key) => key.replaceAll('_', ' '));
  const errors = keys('error');
  const warnings = keys('warning');
  if (warnings.length === 0) return errors.join(', ');
  return `${errors.length > 0 ? `${errors.join(', ')} ` : ''}(${errors.length > 0 ? 'and ' : ''}${warnings.join(', ')})`;
}

/** The verdict and the same per-URL array as the action's `results` output. */
export function renderJson(context: AuditRun, words: Words): string {
  const { verdict } = context;
  // JSON.stringify leaves C1 and bidi controls raw: escaped, the same value for a parser.
  return `${escapeJsonInvisibles(
    JSON.stringify(
      {
        passed: verdict.passed,
        verdict: words.verdictLine(context),
        worstGrade: verdict.worstGrade,
        counts: verdict.counts,
        reasons: verdict.reasons.map(words.reason),
        warnings: [...verdict.warnings.map(words.reason), ...context.baselineWarnings],
        errorCount: countOf(verdict.findings, 'error'),
        warningCount: countOf(verdict.findings, 'warning'),
        findings: findingsOf(context),
        siteFindings: siteFindingsOf(context),
        results: resultsOf(context, words),
        baseline: context.comparison?.from ?? null,
        regressedPages: context.comparison?.regressed ?? 0,
        improvedPages: context.comparison?.improved ?? 0,
        regressions: regressionsOf(context),
        // With --crawl: what the crawl found, audited and left out (docs/crawl.md).
        ...(context.crawl ? { crawl: context.crawl } : {}),
        // With --check-links: distinct targets checked and requests sent (docs/links.md); with
        // --check-external-links, the external part's counts too.
        ...(context.links
          ? {
              links: {
                targets: context.links.targets,
                requests: context.links.requests,
                ...(context.links.external ? { external: context.links.external } : {}),
              },
            }
          : {}),
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
    // The page's own part of the run's verdict: the reasons that name it, as the engine gave them.
    const own = verdict.reasons.filter((reason) => reasonUrl(reason) === outcome.url);
    const warnings = findingsOn(verdict.findings, outcome.url).filter(
      (finding) => finding.severity === 'warning',
    );
    const warned =
      warnings.length === 0
        ? ''
        : `\n    <system-err>${xml(warnings.map((finding) => `Warning: ${checkLabel(finding.key)}: ${describeCheck(finding.key, finding.check)}`).join('\n'))}</system-err>`;
    if (own.length === 0) return `${open}>${out}${warned}${out || warned ? '\n  ' : ''}</testcase>`;
    const score = outcome.score === null ? 'no score' : `score ${formatScore(outcome.score)}`;
    const errorKeys = new Set(
      own.flatMap((reason) => (reason.kind === 'check' ? [reason.finding.key] : [])),
    );
    const body = [
      ...own.map(words.reason),
      ...failedChecks(outcome)
        .filter((finding) => errorKeys.has(finding.key))
        .map((finding) => `Fix ${finding.name}: ${finding.fix}`),
    ].join('\n');
    const type = errorKeys.size > 0 ? 'error' : (outcome.grade ?? 'failure');
    return `${open}>\n    <failure message="${xml(`${outcome.grade}, ${score}`)}" type="${type}">${xml(body)}</failure>${out}${warned}\n  </testcase>`;
  });
  const failures = result.outcomes.filter(
    (o) =>
      o.failure === null &&
      o.grade !== null &&
      verdict.reasons.some((reason) => reasonUrl(reason) === o.url),
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

/**
 * Escapes text for XML content and attributes, dropping characters XML 1.0 cannot carry: XML's
 * five entities by the project's HTML escaper, line breaks and tabs as character references so
 * that an attribute keeps them.
 */
export function xml(text: string): string {
  const carried = text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what XML 1.0 forbids
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '');
  return escapeXmlInvisibles(
    escapeHtml(carried)
      .replaceAll('\n', '&#10;')
      .replaceAll('\r', '&#13;')
      .replaceAll('\t', '&#9;'),
  );
}
