// The job summary in markdown (also the pull-request comment's body and the CLI's --format
// markdown). Text from the API or the user is escaped before it reaches markdown, because GitHub
// renders the summary's HTML.
import type { UrlOutcome } from '../../audit/types.js';
import { formatScore } from '../../audit/verdict.js';
import type { AuditRun } from '../job.js';
import { plural, type Words } from '../wording.js';
import { failedChecks, failedHighChecks } from './checks.js';
import { escapeLinkTarget, escapeMarkdown } from './escape.js';
import { GRADE_SYMBOL, refreshLine } from './log.js';

/** GitHub refuses a step summary over 1 MiB; stay well under it with room for the footer. */
export const SUMMARY_LIMIT_BYTES = 1024 * 1024 - 4 * 1024;

/** How the pull-request comment reuses the summary: its own heading and a limit in characters. */
export interface SummaryOptions {
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
  head.push(
    '| | Page | Grade | Score | Failed high-importance checks | Report |',
    '|---|---|---|---|---|---|',
  );
  const rows = result.outcomes.map((outcome) =>
    summaryRow(outcome, run.reportLink(outcome), words),
  );
  const foot = [
    '',
    `<sub>${plural(result.outcomes.length, 'page')} audited in ${(result.durationMs / 1000).toFixed(1)} s.</sub>`,
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
  } else if (run.embedded) {
    const blocks = result.outcomes.flatMap((outcome) => {
      const block = failedChecksBlock(outcome);
      return block === null ? [] : [block];
    });
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
  }
  return `${text}\n${foot.join('\n')}`;
}

/** Every failed check of a page, with its importance and error keys; null when none failed. */
function failedChecksBlock(outcome: UrlOutcome): string | null {
  const failed = failedChecks(outcome);
  if (failed.length === 0) return null;
  const items = failed.map((check) => {
    const errors =
      check.errors.length > 0 ? `: ${check.errors.map(escapeMarkdown).join(', ')}` : '';
    return `- **${escapeMarkdown(check.name)}** (${check.importance})${errors}`;
  });
  const count = plural(failed.length, 'failed check');
  return `<details><summary>${escapeMarkdown(outcome.url)}: ${count}</summary>\n\n${items.join('\n')}\n\n</details>`;
}

function summaryRow(outcome: UrlOutcome, link: string | null, words: Words): string {
  const symbol = outcome.grade ? GRADE_SYMBOL[outcome.grade] : GRADE_SYMBOL.error;
  const grade = outcome.grade ?? 'error';
  const score = outcome.score === null ? '' : formatScore(outcome.score);
  const detail =
    outcome.grade === null || outcome.failure !== null
      ? escapeMarkdown(words.failure(outcome.failure))
      : failedHighChecks(outcome).map(escapeMarkdown).join(', ');
  const report = link
    ? `[${escapeMarkdown(outcome.reportId ?? 'report')}](${escapeLinkTarget(link)})`
    : '';
  return `| ${symbol} | ${escapeMarkdown(outcome.url)} | ${grade} | ${score} | ${detail} | ${report} |`;
}

function utf8Length(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}
