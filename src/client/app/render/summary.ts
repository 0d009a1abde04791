// The job summary in markdown (also the pull-request comment's body and the CLI's --format
// markdown), read in a minute: the verdict; the errors, each check once with the pages it hits;
// the table of pages, failing pages first; then folded, each once: the warnings by check, how to
// fix each check, the notices counted. Text from the API or the user is escaped before it
// reaches markdown, because GitHub renders the summary's HTML.

import { checkEntry } from '../../../shared/findings/catalogue.js';
import { formatCount, formatSeconds, plural } from '../../../shared/findings/format.js';
import type { UrlOutcome } from '../../audit/types.js';
import type { PageChange } from '../../baseline/compare.js';
import type { AuditRun } from '../job.js';
import { reasonUrl } from '../verdict.js';
import type { Words } from '../wording.js';
import { checkLabel, privateReportHint } from '../wording.js';
import { changeMark, changesOf, markedFailedChecks, scoreText } from './changes.js';
import { keysAt } from './checks.js';
import { escapeLinkTarget, escapeMarkdown } from './escape.js';
import { GRADE_SYMBOL, refreshLine } from './log.js';
import {
  type CheckGroup,
  checkGroups,
  errorItems,
  everywhereKeys,
  fixesBlock,
  noticesBlock,
  scopeOf,
  siteBlock,
  warningsBlock,
} from './summary-sections.js';

/** GitHub refuses a step summary over 1 MiB; stay well under it with room for the footer. */
const SUMMARY_LIMIT_BYTES = 1024 * 1024 - 4 * 1024;
/** Pages listed under one check; the `results` output has them all. */
const MAX_PAGES_PER_CHECK = 10;
const MAX_SITE_FINDINGS = 20;
/** Every error check is named within this many bytes from the top. */
const FIRST_SCREEN_BYTES = 2048;
/** Room kept for the line that says what was left out. */
const LEFT_OUT_ROOM = 400;

/** How the pull-request comment reuses the summary: its own heading and a limit in characters. */
interface SummaryOptions {
  heading?: string;
  /** Measure `limitBytes` in UTF-16 code units (a comment's limit) instead of UTF-8 bytes. */
  limitInCharacters?: boolean;
  /** Named in the truncation notes. */
  limitWords?: string;
}

export function renderSummary(
  run: AuditRun,
  words: Words,
  limitBytes = SUMMARY_LIMIT_BYTES,
  options: SummaryOptions = {},
): string {
  const { result, verdict } = run;
  const byteLength = options.limitInCharacters ? (text: string) => text.length : utf8Length;
  const limitWords = options.limitWords ?? 'a job summary is limited to 1 MiB';
  const scope = scopeOf(run);
  const errors = checkGroups(run, 'error');
  const warnings = checkGroups(run, 'warning');
  const notices = checkGroups(run, 'notice');
  // A warning on every page is named once above the table, not in each of its rows.
  const everywhere = everywhereKeys(warnings, scope);

  const head = [
    options.heading ?? '## SEO audit',
    '',
    `**${verdict.passed ? '✅' : '❌'} ${escapeMarkdown(words.verdictLine(run))}**`,
    '',
  ];
  if (run.refreshed) head.push(escapeMarkdown(refreshLine(run.refreshed)), '');
  if (run.crawl) head.push(escapeMarkdown(words.crawl(run.crawl)), '');
  if (result.fatal) head.push(`> ${escapeMarkdown(words.apiError(result.fatal))}`, '');
  head.push(...firstScreenErrors(run, words, errors, head.join('\n')));
  head.push(...baselineLines(run, words));
  if (everywhere.size > 0)
    head.push(
      `_Warnings on every page checked, not repeated in the rows: ${[...everywhere].map((key) => escapeMarkdown(checkEntry(key).name)).join(', ')}._`,
      '',
    );
  // One blank line before the table, whatever came last.
  while (head.at(-1) === '') head.pop();
  // No page has a link (the embedded service's reports die with it): no empty column.
  const links = result.outcomes.some((outcome) => run.reportLink(outcome) !== null);
  const compared = run.comparison !== null;
  const checksHeading = compared ? 'Checks' : 'Errors and warnings';
  const tableHead = [
    `| | Page | Grade | Score |${compared ? ' Change |' : ''} ${checksHeading} |${links ? ' Report |' : ''}`,
    `|---|---|---|---|${compared ? '---|' : ''}---|${links ? '---|' : ''}`,
  ];
  const change = changesOf(run);
  const rows = tableOrder(run).map((outcome) =>
    summaryRow(
      run,
      outcome,
      links ? run.reportLink(outcome) : undefined,
      words,
      change,
      everywhere,
    ),
  );
  const foot = [
    '',
    `<sub>${plural(result.outcomes.length, 'page')} audited in ${formatSeconds(result.durationMs)}.${acceptedNote(run)}${linkNote(run, links)}</sub>`,
    '',
  ];

  // What follows the table, in the order it is read: each section's forms, longest first, and
  // the name the left-out line gives it.
  const after: Section[] = [
    { name: 'the findings across pages', worth: 3, forms: [siteBlock(run, MAX_SITE_FINDINGS)] },
    {
      name: 'the warnings',
      worth: 4,
      forms: [MAX_PAGES_PER_CHECK, 3, 0].map((max) => warningsBlock(warnings, scope, max)),
    },
    {
      name: 'how to fix each check',
      worth: 1,
      forms: [fixesBlock([...errors, ...warnings, ...notices])],
    },
    { name: 'the notices', worth: 2, forms: [noticesBlock(notices, scope)] },
  ];
  // Room is spent in order of worth: the head and the foot, then the sections after the table
  // (a few lines per check), then as many rows as fit; the results output has every page.
  const fixed =
    byteLength(head.join('\n')) +
    byteLength(tableHead.join('\n')) +
    byteLength(foot.join('\n')) +
    LEFT_OUT_ROOM;
  // The shortest forms may take all the room; longer ones leave a quarter of it to the rows.
  const room = limitBytes - fixed;
  const rowsSize = rows.reduce((sum, row) => sum + byteLength(row) + 1, 0);
  const kept = fitSections(after, room, room - Math.min(rowsSize, room / 4), byteLength);
  let size =
    fixed +
    kept.reduce((sum, part) => sum + (part.text === null ? 0 : byteLength(part.text) + 2), 0);
  let shown = 0;
  for (const row of rows) {
    const rowSize = byteLength(row) + 1;
    if (size + rowSize > limitBytes) break;
    size += rowSize;
    shown += 1;
  }

  const leftOut = [
    ...(shown < rows.length
      ? [`${formatCount(rows.length - shown)} of the ${plural(rows.length, 'table row')}`]
      : []),
    ...kept.filter((part) => !part.fits).map((part) => part.name),
  ];
  const parts = [
    head.join('\n'),
    [...tableHead, ...rows.slice(0, shown)].join('\n'),
    ...kept.flatMap((part) => (part.fits && part.text !== null ? [part.text] : [])),
  ];
  if (leftOut.length > 0)
    parts.push(
      `_Left out, since ${limitWords}: ${leftOut.join('; ')}. Every page with its errors and warnings is in the \`results\` output; write the reports with \`report-dir\` to read each page's findings._`,
    );
  return `${parts.join('\n\n')}\n${foot.join('\n')}`;
}

/** A part of the summary under the table, in shorter and shorter forms (null: nothing to say). */
interface Section {
  name: string;
  /** Which goes first when not all fit: the higher, the later. */
  worth: number;
  forms: (string | null)[];
}

/**
 * Each section in the longest form that leaves room for the others: all in their shortest form
 * first, dropping the least worth until they fit in `room`, then each made longer while they
 * fit in `roomToGrow`. A section with nothing to say fits; one dropped has text null and fits
 * false.
 */
function fitSections(
  sections: readonly Section[],
  room: number,
  roomToGrow: number,
  byteLength: (text: string) => number,
): { name: string; text: string | null; fits: boolean }[] {
  // Per section, the index of its form, or null when dropped.
  const chosen: (number | null)[] = sections.map((section) => section.forms.length - 1);
  const textOf = (i: number) => {
    const form = chosen[i];
    return form === null || form === undefined ? null : (sections[i]?.forms[form] ?? null);
  };
  const total = () =>
    sections.reduce((sum, _, i) => {
      const text = textOf(i);
      return sum + (text === null ? 0 : byteLength(text) + 2);
    }, 0);
  const byWorth = [...sections.keys()].sort(
    (a, b) => (sections[a]?.worth ?? 0) - (sections[b]?.worth ?? 0),
  );
  for (const i of byWorth) {
    if (total() <= room) break;
    chosen[i] = null;
  }
  for (const i of sections.keys()) {
    for (let form = chosen[i] ?? 0; form > 0 && chosen[i] !== null; form -= 1) {
      chosen[i] = form - 1;
      if (total() > roomToGrow) {
        chosen[i] = form;
        break;
      }
    }
  }
  return sections.map((section, i) => ({
    name: section.name,
    text: textOf(i),
    fits: chosen[i] !== null || section.forms[0] === null,
  }));
}

/**
 * The errors, with as many pages under each check as leave every check named in the first
 * 2,048 bytes (a reviewer's first screen); the rest of the pages are in the table and outputs.
 */
function firstScreenErrors(
  run: AuditRun,
  words: Words,
  errors: readonly CheckGroup[],
  before: string,
): string[] {
  const labels = errors.map((group) => `**${escapeMarkdown(checkLabel(group.key))}**`);
  let lines: string[] = [];
  for (const maxPages of [MAX_PAGES_PER_CHECK, 5, 3, 1]) {
    lines = errorItems(run, words, errors, maxPages);
    const text = `${before}\n${lines.join('\n')}`;
    const named = labels.every((label) => {
      const at = text.indexOf(label);
      return at >= 0 && utf8Length(text.slice(0, at + label.length)) <= FIRST_SCREEN_BYTES;
    });
    if (named) break;
  }
  return lines;
}

/**
 * The rows in the order a reviewer wants them: with a baseline the regressed pages first, then
 * the pages that fail (no result, an error, a failing grade or score), then the rest, each group
 * in the run's order. A table cut to fit keeps the pages that matter.
 */
function tableOrder(run: AuditRun): UrlOutcome[] {
  const failing = new Set<string>();
  for (const reason of [...run.verdict.reasons, ...run.verdict.warnings]) {
    const url = reasonUrl(reason);
    if (url !== null && reason.kind !== 'score_drop' && reason.kind !== 'new_failures')
      failing.add(url);
  }
  for (const found of run.verdict.findings) if (found.severity === 'error') failing.add(found.url);
  const change = changesOf(run);
  const rank = (outcome: UrlOutcome) =>
    (change(outcome)?.status === 'regressed' ? 0 : 2) + (failing.has(outcome.url) ? 0 : 1);
  // Array.prototype.sort is stable: the run's order within each rank.
  return [...run.result.outcomes].sort((a, b) => rank(a) - rank(b));
}

/** The table's cell: the page's errors in bold, then its warnings but those on every page. */
function severityCell(outcome: UrlOutcome, run: AuditRun, everywhere: ReadonlySet<string>): string {
  const names = (severity: 'error' | 'warning') =>
    keysAt(run.verdict.findings, outcome.url, severity)
      .filter((key) => severity === 'error' || !everywhere.has(key))
      .map((key) => escapeMarkdown(checkEntry(key).name));
  const errors = names('error');
  const warnings = names('warning');
  return [
    ...(errors.length > 0 ? [`**${errors.join(', ')}**`] : []),
    ...(warnings.length > 0 ? [warnings.join(', ')] : []),
  ].join('; ');
}

/** Where the baseline came from, why there was none, and which regression rule failed. */
function baselineLines(run: AuditRun, words: Words): string[] {
  const lines = run.baselineWarnings.map((warning) => `> ⚠️ ${escapeMarkdown(warning)}`);
  if (run.comparison !== null) {
    const unknown = run.comparison.checksUnknown
      ? ' It records no failed checks (an older results file): only scores are compared.'
      : '';
    lines.push(`Compared with ${escapeMarkdown(run.comparison.from)}.${escapeMarkdown(unknown)}`);
    const regressions = run.verdict.reasons.filter(
      (reason) => reason.kind === 'score_drop' || reason.kind === 'new_failures',
    );
    // A blank line first: not every markdown renderer lets a list interrupt a paragraph.
    if (regressions.length > 0) lines.push('');
    for (const reason of regressions) lines.push(`- ❌ ${escapeMarkdown(words.reason(reason))}`);
  }
  return lines.length > 0 ? [...lines, ''] : [];
}

/** Says what a "(service: 71.4)" score means, when a page has one. */
function acceptedNote(run: AuditRun): string {
  return run.result.outcomes.some((outcome) => outcome.serviceScore !== undefined)
    ? " Scores count the accepted checks (ignore-checks) as passed; '(service: …)' is the service's own score."
    : '';
}

/** Why a reader may not open the links: private reports, or reports the post step deletes. */
function linkNote(run: AuditRun, links: boolean): string {
  if (!links) return '';
  const notes: string[] = [];
  if (run.linkNotes.privacy === 1) notes.push(privateReportHint(signInLink(run)));
  if (run.linkNotes.privacy === 2) notes.push('the reports ask for their password');
  if (run.linkNotes.deletedAfterJob)
    notes.push('the post step deletes them after the job (cleanup)');
  return notes.length > 0 ? ` Report links: ${notes.join('; ')}.` : '';
}

/** Our service's sign-in page as a markdown link, when the run knows it. */
function signInLink(run: AuditRun): string | null {
  const url = run.linkNotes.signInUrl;
  return url ? `[${escapeMarkdown(url)}](${escapeLinkTarget(url)})` : null;
}

function summaryRow(
  run: AuditRun,
  outcome: UrlOutcome,
  link: string | null | undefined,
  words: Words,
  changeOf: (outcome: UrlOutcome) => PageChange | null,
  everywhere: ReadonlySet<string>,
): string {
  const compared = run.comparison !== null;
  const symbol = outcome.grade ? GRADE_SYMBOL[outcome.grade] : GRADE_SYMBOL.error;
  const grade = outcome.grade ?? 'error';
  const change = changeOf(outcome);
  const detail =
    outcome.grade === null || outcome.failure !== null
      ? escapeMarkdown(words.failure(outcome.failure))
      : compared
        ? changedChecks(outcome, change, everywhere)
        : severityCell(outcome, run, everywhere);
  const cells = [symbol, escapeMarkdown(outcome.url), grade, scoreText(outcome)];
  if (compared) cells.push(change === null ? '' : changeMark(change));
  cells.push(detail);
  if (link !== undefined)
    cells.push(
      link ? `[${escapeMarkdown(outcome.reportId ?? 'report')}](${escapeLinkTarget(link)})` : '',
    );
  return `| ${cells.join(' | ')} |`;
}

/** With a baseline: the newly failed checks named first, then the fixed, then the accepted. */
function changedChecks(
  outcome: UrlOutcome,
  change: PageChange | null,
  everywhere: ReadonlySet<string>,
): string {
  const names = (keys: string[]) => keys.map((key) => escapeMarkdown(checkLabel(key))).join(', ');
  const parts: string[] = [];
  if (change !== null && change.newlyFailed.length > 0)
    parts.push(`**new: ${names(change.newlyFailed)}**`);
  const still = markedFailedChecks(outcome, change).filter(
    ({ finding, mark }) =>
      mark === null && finding.importance === 'high' && !everywhere.has(finding.key),
  );
  if (still.length > 0)
    parts.push(still.map(({ finding }) => escapeMarkdown(finding.name)).join(', '));
  if (change !== null && change.fixed.length > 0) parts.push(`fixed: ${names(change.fixed)}`);
  if (change !== null && change.accepted.length > 0)
    parts.push(`<sub>accepted: ${names(change.accepted)}</sub>`);
  return parts.join('; ');
}

function utf8Length(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}
