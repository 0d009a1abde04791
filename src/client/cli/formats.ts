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
import { failedChecks, findingLine, findingsOn, severitiesOn } from '../app/render/checks.js';
import {
  countOf,
  findingOutput,
  listedFindings,
  regressionsOf,
  resultOf,
  siteFindingsOf,
} from '../app/render/outputs.js';
import { siteFindingText } from '../app/render/site.js';
import { escapeJsonInvisibles, escapeXmlInvisibles, neutralise } from '../app/safe-text.js';
import { reasonUrl } from '../app/verdict.js';
import { checkLabel, type Words } from '../app/wording.js';
import type { UrlOutcome, Verdict } from '../audit/types.js';

/** Where each page's report can be read: a link, a file written by report-dir, or nothing. */
type ReportPlace = (outcome: UrlOutcome) => string | null;

export function renderTable(
  context: AuditRun,
  words: Words,
  place: ReportPlace,
  options: { explain?: boolean; width?: number | null } = {},
): string {
  return [...tableParts(context, words, place, options)].join('');
}

/**
 * The table, a line at a time (each part ends with its line break): a whole site's table is
 * written as it is made, never held as one string (13 MB for 10,000 pages).
 */
export function* tableParts(
  context: AuditRun,
  words: Words,
  place: ReportPlace,
  options: { explain?: boolean; width?: number | null } = {},
): Generator<string> {
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
  const outcomes = regressedFirst(context);
  // Cells carry text from the service: one line each, no terminal control sequences.
  const cellsOf = (outcome: UrlOutcome): string[] => {
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
  };
  // Two passes over the pages, each row made again for the second: the columns' widths, then
  // the lines. A whole site's rows are never held at once (10,000 pages: some 6 MB of arrays
  // and strings, promoted to the old generation while the table was written).
  const widest = header.map((name) => name.length);
  const filled = header.map(() => false);
  for (const outcome of outcomes) {
    for (const [i, cell] of cellsOf(outcome).entries()) {
      widest[i] = Math.max(widest[i] ?? 0, cell.length);
      if (cell !== '') filled[i] = true;
    }
  }
  // Columns without anything in them (no links, no failures) are left out rather than blank.
  const keep = header.map((_, i) => i < 3 || (i === 3 && compared) || filled[i] === true);
  const keptOf = <T>(row: T[]) => row.filter((_, i) => keep[i]);
  function* rows(): Generator<string[]> {
    yield keptOf(header);
    for (const outcome of outcomes) yield keptOf(cellsOf(outcome));
  }
  // Page and Report hold URLs: the columns that may be cut in the middle to fit the width.
  // Indexes are of the kept columns.
  const kept = keptOf(header);
  const urlColumns = new Set([0, ...(kept.includes('Report') ? [kept.indexOf('Report')] : [])]);
  for (const line of layOut(rows(), keptOf(widest), urlColumns, options.width ?? null))
    yield `${line}\n`;
  const { verdict } = context;
  if (compared) yield `Compared with ${neutralise(context.comparison?.from ?? '')}.\n`;
  for (const line of findingLines(context, options.explain === true)) yield `${line}\n`;
  yield '\n';
  yield `${words.verdictLine(context)}\n`;
  for (const reason of verdict.reasons) yield `  ${neutralise(words.reason(reason))}\n`;
  for (const warning of verdict.warnings) yield `  warning: ${neutralise(words.reason(warning))}\n`;
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
 * Aligns the table's rows (the header, then the pages, made as they are read) within `width`
 * characters (null: as wide as the cells). When the cells are wider, URL columns are cut in the
 * middle with … (both the host and the end of the path stay readable) and the last column wraps
 * onto lines of its own width, so that a terminal never folds a row. Where even that is too
 * wide (an 80-column terminal with report links), the last column goes under its row, wrapped to
 * the whole width.
 */
function* layOut(
  table: Iterable<string[]>,
  /** Each column's widest cell. */
  natural: readonly number[],
  urlColumns: Set<number>,
  width: number | null,
): Generator<string> {
  const count = natural.length;
  const last = count - 1;
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
  for (const row of table) {
    const cells = row.map((cell, i) =>
      urlColumns.has(i) ? cutMiddle(cell, widths[i] ?? cell.length) : cell,
    );
    const lines = wrap(cells[last] ?? '', widths[last] ?? 0).filter((line) => line !== '');
    const first = stacked ? '' : (lines.shift() ?? '');
    yield cells
      .map((cell, i) => (i === last ? first : cell.padEnd(widths[i] ?? 0)))
      .join(GAP)
      .trimEnd();
    for (const more of lines) yield `${indent}${more}`;
  }
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
function* findingLines(run: AuditRun, explain: boolean): Generator<string> {
  // Whether any line was given: the closing hint follows only then.
  let any = false;
  const changeOf = changesOf(run);
  for (const outcome of regressedFirst(run)) {
    const change = changeOf(outcome);
    const severities = severitiesOn(run.verdict.findings, outcome.url);
    const failed = markedFailedChecks(outcome, change, severities);
    const fixed = change?.fixed ?? [];
    if (failed.length === 0 && fixed.length === 0) continue;
    any = true;
    const grade = outcome.grade ? `${outcome.grade}, ${formatScore(outcome.score)}` : 'no result';
    const mark = change === null || changeMark(change) === '' ? '' : `, ${changeMark(change)}`;
    yield '';
    yield neutralise(`${outcome.url} (${grade}${mark}): ${plural(failed.length, 'failed check')}`);
    for (const { finding, mark } of failed) {
      const tag = mark === null ? '' : ` [${mark}]`;
      yield neutralise(
        `  ${mark === 'accepted' ? '~' : '✗'} ${findingLine(finding, severities.get(finding.key) ?? 'off')}${tag}`,
      );
      if (explain) {
        yield `      Why: ${finding.why}`;
        yield `      Fix: ${finding.fix}`;
      }
    }
    if (fixed.length > 0)
      yield neutralise(`  ✓ fixed since the baseline: ${fixed.map(checkLabel).join(', ')}`);
  }
  if (run.siteFindings.length > 0) {
    any = true;
    yield '';
    yield 'Across the audited pages:';
    for (const finding of run.siteFindings) {
      const { text, pages } = siteFindingText(finding);
      yield neutralise(`  ✗ ${text}`);
      for (const page of pages) yield neutralise(`      ${page}`);
    }
  }
  if (any && !explain) {
    yield '';
    yield 'Run with --explain to read why each check matters and how to fix it.';
  }
}

/** "noindex, canonical (and title, text compression)": a page's errors, then its warnings. */
function severityText(context: AuditRun, url: string): string {
  // One walk over the page's findings for both (the table asks twice a page: widths, then rows).
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const found of findingsOn(context.verdict.findings, url)) {
    if (found.severity === 'error') errors.push(found.key.replaceAll('_', ' '));
    else if (found.severity === 'warning') warnings.push(found.key.replaceAll('_', ' '));
  }
  if (warnings.length === 0) return errors.join(', ');
  return `${errors.length > 0 ? `${errors.join(', ')} ` : ''}(${errors.length > 0 ? 'and ' : ''}${warnings.join(', ')})`;
}

/** The verdict and the same per-URL array as the action's `results` output. */
export function renderJson(context: AuditRun, words: Words): string {
  return [...jsonParts(context, words)].join('');
}

/**
 * The JSON of renderJson a member at a time, and its per-page arrays (findings, results) an
 * element at a time: a whole site's is written as it is made, not held whole.
 */
export function* jsonParts(context: AuditRun, words: Words): Generator<string> {
  const { verdict } = context;
  const members: [string, unknown][] = [
    ['passed', verdict.passed],
    ['verdict', words.verdictLine(context)],
    ['worstGrade', verdict.worstGrade],
    ['counts', verdict.counts],
    ['reasons', verdict.reasons.map(words.reason)],
    ['warnings', [...verdict.warnings.map(words.reason), ...context.baselineWarnings]],
    ['errorCount', countOf(verdict.findings, 'error')],
    ['warningCount', countOf(verdict.findings, 'warning')],
    ['findings', new JsonElements(listedFindings(context), findingOutput)],
    ['siteFindings', siteFindingsOf(context)],
    [
      'results',
      new JsonElements(context.result.outcomes, (outcome) => resultOf(context, words, outcome)),
    ],
    ['baseline', context.comparison?.from ?? null],
    ['regressedPages', context.comparison?.regressed ?? 0],
    ['improvedPages', context.comparison?.improved ?? 0],
    ['regressions', regressionsOf(context)],
  ];
  // With --crawl: what the crawl found, audited and left out (docs/crawl.md).
  if (context.crawl) members.push(['crawl', context.crawl]);
  // With --check-links: distinct targets checked and requests sent (docs/links.md); with
  // --check-external-links, the external part's counts too.
  if (context.links)
    members.push([
      'links',
      {
        targets: context.links.targets,
        requests: context.links.requests,
        ...(context.links.external ? { external: context.links.external } : {}),
      },
    ]);
  // JSON.stringify leaves C1 and bidi controls raw: escaped, the same value for a parser.
  for (const part of indentedJson(members)) yield escapeJsonInvisibles(part);
}

/** An array of a JSON document made an element at a time, from the items it maps. */
class JsonElements<T> {
  constructor(
    readonly items: Iterable<T>,
    readonly element: (item: T) => unknown,
  ) {}
}

/**
 * JSON.stringify({ ...members }, null, 2) and a line break, in parts that each end a line;
 * a JsonElements member is written an element at a time. (Members whose value is undefined
 * are not given: JSON.stringify would leave them out.)
 */
function* indentedJson(members: [string, unknown][]): Generator<string> {
  /** A value at depth `depth`: its lines after the first indented as JSON.stringify's. */
  const nested = (value: unknown, depth: number) =>
    (JSON.stringify(value, null, 2) ?? 'null').replaceAll('\n', `\n${'  '.repeat(depth)}`);
  if (members.length === 0) {
    yield '{}\n';
    return;
  }
  yield '{\n';
  for (const [index, [key, value]] of members.entries()) {
    const comma = index < members.length - 1 ? ',' : '';
    const name = `  ${JSON.stringify(key)}: `;
    if (!(value instanceof JsonElements)) {
      yield `${name}${nested(value, 1)}${comma}\n`;
      continue;
    }
    // One element behind: only the last one has no comma after it.
    let previous: string | null = null;
    for (const item of value.items) {
      const element = `    ${nested(value.element(item), 2)}`;
      yield previous === null ? `${name}[\n` : `${previous},\n`;
      previous = element;
    }
    yield previous === null ? `${name}[]${comma}\n` : `${previous}\n  ]${comma}\n`;
  }
  yield '}\n';
}

/** One test suite, one test case per URL: a failure when the page fails the verdict, an error
 * when it has no result. */
export function renderJunit(context: AuditRun, words: Words, place: ReportPlace): string {
  return [...junitParts(context, words, place)].join('');
}

/** The XML of renderJunit a test case at a time. */
export function* junitParts(
  context: AuditRun,
  words: Words,
  place: ReportPlace,
): Generator<string> {
  const { result, verdict } = context;
  // The page's own part of the run's verdict: the reasons that name it, as the engine gave them.
  const reasonsOn = new Map<string, Verdict['reasons']>();
  for (const reason of verdict.reasons) {
    const url = reasonUrl(reason);
    if (url === null) continue;
    const own = reasonsOn.get(url);
    if (own === undefined) reasonsOn.set(url, [reason]);
    else own.push(reason);
  }
  const testCase = (outcome: UrlOutcome): string => {
    const seconds = (outcome.durationMs / 1000).toFixed(3);
    const open = `  <testcase name="${xml(outcome.url)}" classname="seo-report" time="${seconds}"`;
    const where = place(outcome);
    const out = where ? `\n    <system-out>${xml(`Report: ${where}`)}</system-out>` : '';
    if (outcome.failure !== null || outcome.grade === null) {
      const message = words.failure(outcome.failure);
      return `${open}>\n    <error message="${xml(message)}" type="error">${xml(message)}</error>${out}\n  </testcase>`;
    }
    const own = reasonsOn.get(outcome.url) ?? [];
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
  };
  const failures = result.outcomes.filter(
    (o) => o.failure === null && o.grade !== null && reasonsOn.has(o.url),
  ).length;
  const errors = verdict.counts.errors;
  const time = (result.durationMs / 1000).toFixed(3);
  const counts = `tests="${result.outcomes.length}" failures="${failures}" errors="${errors}" skipped="0" time="${time}"`;
  yield `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="seo-report" ${counts}>
<testsuite name="SEO audit" ${counts}>
`;
  // The cases one a line or more, each followed by a line break (an empty line without any).
  if (result.outcomes.length === 0) yield '\n';
  for (const outcome of result.outcomes) yield `${testCase(outcome)}\n`;
  yield `</testsuite>
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
