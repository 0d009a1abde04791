// The job summary in markdown (also the pull-request comment's body and the CLI's --format
// markdown). Text from the API or the user is escaped before it reaches markdown, because GitHub
// renders the summary's HTML.
import type { UrlOutcome } from '../../audit/types.js';
import { formatScore, plural } from '../../findings/format.js';
import type { AuditRun } from '../job.js';
import type { Words } from '../wording.js';
import { failedChecks, failedHighChecks } from './checks.js';
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
    `**${verdict.passed ? '✅' : '❌'} ${escapeMarkdown(words.verdictLine(verdict, result.outcomes.length, run.failOn, run.minScore))}**`,
    '',
  ];
  if (run.refreshed) head.push(escapeMarkdown(refreshLine(run.refreshed)), '');
  if (result.fatal) head.push(`> ${escapeMarkdown(words.apiError(result.fatal))}`, '');
  // No page has a link (the embedded service's reports die with it): no empty column.
  const links = result.outcomes.some((outcome) => run.reportLink(outcome) !== null);
  head.push(
    `| | Page | Grade | Score | Failed high-importance checks |${links ? ' Report |' : ''}`,
    `|---|---|---|---|---|${links ? '---|' : ''}`,
  );
  const rows = result.outcomes.map((outcome) =>
    summaryRow(outcome, links ? run.reportLink(outcome) : undefined, words),
  );
  const foot = [
    '',
    `<sub>${plural(result.outcomes.length, 'page')} audited in ${(result.durationMs / 1000).toFixed(1)} s.${linkNote(run, links)}</sub>`,
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
    ...result.outcomes.flatMap((outcome) => {
      const block = failedChecksBlock(outcome);
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
function failedChecksBlock(outcome: UrlOutcome): string | null {
  const failed = failedChecks(outcome);
  if (failed.length === 0) return null;
  const items = failed.map(
    (finding) =>
      `- **${escapeMarkdown(finding.name)}** (${finding.importance}): ${escapeMarkdown(finding.evidence)}`,
  );
  const fixes = failed.map(
    (finding) =>
      `- **${escapeMarkdown(finding.name)}**: ${escapeMarkdown(finding.fix)} _${escapeMarkdown(finding.why)}_`,
  );
  const grade = outcome.grade ? `${outcome.grade}, ${formatScore(outcome.score)}` : 'no result';
  return [
    `**${escapeMarkdown(outcome.url)}** (${grade}): ${plural(failed.length, 'failed check')}`,
    '',
    ...items,
    '',
    `<details><summary>How to fix ${failed.length === 1 ? 'it' : 'them'}</summary>`,
    '',
    ...fixes,
    '',
    '</details>',
  ].join('\n');
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
  if (run.linkNotes.privacy === 1)
    notes.push("the reports are private: only the API key's owner can open the links");
  if (run.linkNotes.privacy === 2) notes.push('the reports ask for their password');
  if (run.linkNotes.deletedAfterJob)
    notes.push('the post step deletes them after the job (cleanup)');
  return notes.length > 0 ? ` Report links: ${notes.join('; ')}.` : '';
}

function summaryRow(outcome: UrlOutcome, link: string | null | undefined, words: Words): string {
  const symbol = outcome.grade ? GRADE_SYMBOL[outcome.grade] : GRADE_SYMBOL.error;
  const grade = outcome.grade ?? 'error';
  const score = outcome.score === null ? '' : formatScore(outcome.score);
  const detail =
    outcome.grade === null || outcome.failure !== null
      ? escapeMarkdown(words.failure(outcome.failure))
      : failedHighChecks(outcome).map(escapeMarkdown).join(', ');
  const cells = [symbol, escapeMarkdown(outcome.url), grade, score, detail];
  if (link !== undefined)
    cells.push(
      link ? `[${escapeMarkdown(outcome.reportId ?? 'report')}](${escapeLinkTarget(link)})` : '',
    );
  return `| ${cells.join(' | ')} |`;
}

function utf8Length(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}
