// The job summary in markdown (also the pull-request comment's body and the CLI's --format
// markdown). Text from the API or the user is escaped before it reaches markdown, because GitHub
// renders the summary's HTML.

import { checkEntry } from '../../../shared/findings/catalogue.js';
import { formatScore, formatSeconds, plural } from '../../../shared/findings/format.js';
import type { UrlOutcome } from '../../audit/types.js';
import type { PageChange } from '../../baseline/compare.js';
import type { AuditRun } from '../job.js';
import type { Words } from '../wording.js';
import { checkLabel, privateReportHint } from '../wording.js';
import { changeMark, changesOf, markedFailedChecks, regressedFirst, scoreText } from './changes.js';
import { keysAt, severitiesOn } from './checks.js';
import { escapeLinkTarget, escapeMarkdown } from './escape.js';
import { GRADE_SYMBOL, refreshLine } from './log.js';
import { siteFindingText } from './site.js';

/** GitHub refuses a step summary over 1 MiB; stay well under it with room for the footer. */
const SUMMARY_LIMIT_BYTES = 1024 * 1024 - 4 * 1024;

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
  const head = [
    options.heading ?? '## SEO audit',
    '',
    `**${verdict.passed ? '✅' : '❌'} ${escapeMarkdown(words.verdictLine(run))}**`,
    '',
  ];
  if (run.refreshed) head.push(escapeMarkdown(refreshLine(run.refreshed)), '');
  if (result.fatal) head.push(`> ${escapeMarkdown(words.apiError(result.fatal))}`, '');
  head.push(...errorLines(run, words));
  head.push(...baselineLines(run, words));
  // No page has a link (the embedded service's reports die with it): no empty column.
  const links = result.outcomes.some((outcome) => run.reportLink(outcome) !== null);
  const compared = run.comparison !== null;
  const checksHeading = compared ? 'Checks' : 'Errors and warnings';
  head.push(
    `| | Page | Grade | Score |${compared ? ' Change |' : ''} ${checksHeading} |${links ? ' Report |' : ''}`,
    `|---|---|---|---|${compared ? '---|' : ''}---|${links ? '---|' : ''}`,
  );
  const change = changesOf(run);
  const ordered = regressedFirst(run);
  const rows = ordered.map((outcome) =>
    summaryRow(run, outcome, links ? run.reportLink(outcome) : undefined, words, change),
  );
  const foot = [
    '',
    `<sub>${plural(result.outcomes.length, 'page')} audited in ${formatSeconds(result.durationMs)}.${acceptedNote(run)}${linkNote(run, links)}</sub>`,
    '',
  ];

  let text = head.join('\n');
  let size = byteLength(text) + byteLength(foot.join('\n')) + 400;
  let shown = 0;
  for (const row of rows) {
    const rowSize = byteLength(row) + 1;
    if (size + rowSize > limitBytes) break;
    text += `\n${row}`;
    size += rowSize;
    shown += 1;
  }
  if (shown < rows.length) {
    text += `\n\n_${rows.length - shown} more pages are not shown: ${limitWords}. Every page is in the \`results\` output._`;
    return `${text}\n${foot.join('\n')}`;
  }
  const blocks = [
    ...siteBlock(run),
    ...ordered.flatMap((outcome) => {
      const block = failedChecksBlock(
        outcome,
        change(outcome),
        severitiesOn(run.verdict.findings, outcome.url),
      );
      return block === null ? [] : [block];
    }),
  ];
  let listed = 0;
  for (const block of blocks) {
    const blockSize = byteLength(block) + 2;
    if (size + blockSize > limitBytes) break;
    text += `\n\n${block}`;
    size += blockSize;
    listed += 1;
  }
  if (listed < blocks.length) {
    text += `\n\n_The failed checks of ${blocks.length - listed} more pages are not shown: ${limitWords}. Write the reports with \`report-dir\` to read them all._`;
  }
  return `${text}\n${foot.join('\n')}`;
}

/**
 * A page's failed checks, each with the page's own evidence, and how to fix them folded below:
 * null when none failed.
 */
function failedChecksBlock(
  outcome: UrlOutcome,
  change: PageChange | null,
  severities: ReadonlyMap<string, string>,
): string | null {
  const marked = markedFailedChecks(outcome, change, severities);
  const failed = marked.map(({ finding }) => finding);
  const fixed = change?.fixed ?? [];
  if (failed.length === 0 && fixed.length === 0) return null;
  const items = marked.map(({ finding, mark }) => {
    const line = `**${escapeMarkdown(finding.name)}** (${severities.get(finding.key) ?? 'off'}): ${escapeMarkdown(finding.evidence)}`;
    if (mark === 'new') return `- 🆕 ${line} _New since the baseline._`;
    if (mark === 'accepted') return `- <sub>accepted (ignore-checks): ${line}</sub>`;
    return `- ${line}`;
  });
  if (fixed.length > 0)
    items.push(
      `- ✅ Fixed since the baseline: ${fixed.map((key) => escapeMarkdown(checkLabel(key))).join(', ')}`,
    );
  const fixes = failed.map(
    (finding) =>
      `- **${escapeMarkdown(finding.name)}**: ${escapeMarkdown(finding.fix)} _${escapeMarkdown(finding.why)}_`,
  );
  const grade = outcome.grade ? `${outcome.grade}, ${formatScore(outcome.score)}` : 'no result';
  const mark = change === null ? '' : changeMark(change);
  return [
    `**${escapeMarkdown(outcome.url)}** (${grade}${mark === '' ? '' : `, ${mark}`}): ${plural(failed.length, 'failed check')}`,
    '',
    ...items,
    ...(fixes.length === 0
      ? []
      : [
          '',
          `<details><summary>How to fix ${failed.length === 1 ? 'it' : 'them'}</summary>`,
          '',
          ...fixes,
          '',
          '</details>',
        ]),
  ].join('\n');
}

/** The table's cell: the page's errors in bold, then its warnings. */
function severityCell(outcome: UrlOutcome, run: AuditRun): string {
  const names = (severity: 'error' | 'warning') =>
    keysAt(run.verdict.findings, outcome.url, severity).map((key) =>
      escapeMarkdown(checkEntry(key).name),
    );
  const errors = names('error');
  const warnings = names('warning');
  return [
    ...(errors.length > 0 ? [`**${errors.join(', ')}**`] : []),
    ...(warnings.length > 0 ? [warnings.join(', ')] : []),
  ].join('; ');
}

/** The checks that failed at severity error, each with its page and the rule, first in view. */
function errorLines(run: AuditRun, words: Words): string[] {
  const errors = run.verdict.reasons.filter((reason) => reason.kind === 'check');
  if (errors.length === 0) return [];
  const shown = errors.slice(0, 20).map((reason) => `- ❌ ${escapeMarkdown(words.reason(reason))}`);
  if (errors.length > shown.length)
    shown.push(
      `- … and ${errors.length - shown.length} more errors (the \`findings\` output lists them all)`,
    );
  return [...shown, ''];
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

/** Findings across the pages (duplicate titles, shared canonicals...), as one block. */
function siteBlock(run: AuditRun): string[] {
  if (run.siteFindings.length === 0) return [];
  const items = run.siteFindings.map((finding) => {
    const { text, pages } = siteFindingText(finding);
    const shown = pages.slice(0, 5).map(escapeMarkdown).join(', ');
    const more = pages.length > 5 ? ` and ${pages.length - 5} more` : '';
    return `- ${escapeMarkdown(text)} (${shown}${more})`;
  });
  return [['**Across the audited pages**', '', ...items].join('\n')];
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
): string {
  const compared = run.comparison !== null;
  const symbol = outcome.grade ? GRADE_SYMBOL[outcome.grade] : GRADE_SYMBOL.error;
  const grade = outcome.grade ?? 'error';
  const change = changeOf(outcome);
  const detail =
    outcome.grade === null || outcome.failure !== null
      ? escapeMarkdown(words.failure(outcome.failure))
      : compared
        ? changedChecks(outcome, change)
        : severityCell(outcome, run);
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
function changedChecks(outcome: UrlOutcome, change: PageChange | null): string {
  const names = (keys: string[]) => keys.map((key) => escapeMarkdown(checkLabel(key))).join(', ');
  const parts: string[] = [];
  if (change !== null && change.newlyFailed.length > 0)
    parts.push(`**new: ${names(change.newlyFailed)}**`);
  const still = markedFailedChecks(outcome, change).filter(
    ({ finding, mark }) => mark === null && finding.importance === 'high',
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
