// Everything the action shows, as pure functions of the audit: the job summary (markdown), the
// outputs, the annotations and the log lines. Text that came from the API or the user is escaped
// before it reaches markdown, because GitHub renders the summary's HTML.
import type { AuditResult, FailOn, UrlOutcome, Verdict } from '../audit/types.js';
import { formatScore } from '../audit/verdict.js';

/** GitHub refuses a step summary over 1 MiB; stay well under it with room for the footer. */
export const SUMMARY_LIMIT_BYTES = 1024 * 1024 - 4 * 1024;

const SYMBOL = { good: '🟢', decent: '🟡', bad: '🔴', error: '⚠️' } as const;

export interface RenderContext {
  result: AuditResult;
  verdict: Verdict;
  failOn: FailOn;
  minScore: number | null;
  /** The link to a report, or null when there is none. */
  reportLink: (outcome: UrlOutcome) => string | null;
  /**
   * List every failed check of every page under the table. Set with the embedded service, whose
   * report pages die with the job: the summary is then the only place to read them.
   */
  failedChecksInFull?: boolean;
  /** Refresh mode: how many reports were regenerated and how many created (quota). */
  refreshed?: { refreshed: number; created: number };
}

/** "N refreshed, M created": re-running does not count against a monthly quota, creating does. */
export function refreshLine(counts: { refreshed: number; created: number }): string {
  return `${counts.refreshed} refreshed, ${counts.created} created (only created reports count against the service's monthly quota)`;
}

/** Expands the report-url template for one outcome. */
export function expandReportUrl(
  template: string,
  baseUrl: string,
  outcome: UrlOutcome,
): string | null {
  if (outcome.reportId === null) return null;
  return template
    .replaceAll('{base-url}', baseUrl)
    .replaceAll('{id}', encodeURIComponent(outcome.reportId))
    .replaceAll('{url}', encodeURIComponent(outcome.url));
}

export function verdictLine(
  verdict: Verdict,
  total: number,
  failOn: FailOn,
  minScore: number | null,
): string {
  const { good, decent, bad, errors } = verdict.counts;
  const pages = `${total} ${total === 1 ? 'page' : 'pages'}`;
  const parts = [`${good} good`, `${decent} decent`, `${bad} bad`];
  if (errors > 0) parts.push(`${errors} ${errors === 1 ? 'error' : 'errors'}`);
  const rule = `fail-on: ${failOn}${minScore === null ? '' : `, min-score: ${minScore}`}`;
  return `${verdict.passed ? 'Passed' : 'Failed'}: ${pages}, ${parts.join(', ')} (${rule})`;
}

/** How the pull-request comment reuses the summary: its own heading and a limit in characters. */
export interface SummaryOptions {
  heading?: string;
  /** Measure `limitBytes` in UTF-16 code units (a comment's limit) instead of UTF-8 bytes. */
  limitInCharacters?: boolean;
  /** Named in the truncation notes. */
  limitWords?: string;
}

export function renderSummary(
  context: RenderContext,
  limitBytes = SUMMARY_LIMIT_BYTES,
  options: SummaryOptions = {},
): string {
  const { result, verdict } = context;
  const byteLength = options.limitInCharacters ? (text: string) => text.length : utf8Length;
  const limitWords = options.limitWords ?? 'a job summary is limited to 1 MiB';
  const head = [
    options.heading ?? '## SEO audit',
    '',
    `**${verdict.passed ? '✅' : '❌'} ${escapeMarkdown(verdictLine(verdict, result.outcomes.length, context.failOn, context.minScore))}**`,
    '',
  ];
  if (context.refreshed) head.push(escapeMarkdown(refreshLine(context.refreshed)), '');
  if (result.fatal) head.push(`> ${escapeMarkdown(result.fatal)}`, '');
  head.push(
    '| | Page | Grade | Score | Failed high-importance checks | Report |',
    '|---|---|---|---|---|---|',
  );
  const rows = result.outcomes.map((outcome) => summaryRow(outcome, context.reportLink(outcome)));
  const foot = [
    '',
    `<sub>${result.outcomes.length} pages audited in ${(result.durationMs / 1000).toFixed(1)} s.</sub>`,
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
  } else if (context.failedChecksInFull) {
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
  const count = `${failed.length} failed ${failed.length === 1 ? 'check' : 'checks'}`;
  return `<details><summary>${escapeMarkdown(outcome.url)}: ${count}</summary>\n\n${items.join('\n')}\n\n</details>`;
}

export interface FailedCheck {
  /** The check key as words ("meta description"). */
  name: string;
  importance: 'high' | 'medium' | 'low' | 'unknown';
  /** Error keys as words ("too long"); empty when the service gave none. */
  errors: string[];
}

const IMPORTANCE_ORDER = { high: 0, medium: 1, low: 2, unknown: 3 } as const;

/** Every failed check of a page, most important first. */
export function failedChecks(outcome: UrlOutcome): FailedCheck[] {
  const checks = outcome.report?.checks;
  if (!checks) return [];
  return Object.entries(checks)
    .filter(([, check]) => check.passed === false)
    .map(([key, check]) => ({
      name: key.replaceAll('_', ' '),
      importance: check.importance ?? ('unknown' as const),
      errors: Object.keys(check.errors ?? {}).map((error) => error.replaceAll('_', ' ')),
    }))
    .sort((a, b) => IMPORTANCE_ORDER[a.importance] - IMPORTANCE_ORDER[b.importance]);
}

function summaryRow(outcome: UrlOutcome, link: string | null): string {
  const symbol = outcome.grade ? SYMBOL[outcome.grade] : SYMBOL.error;
  const grade = outcome.grade ?? 'error';
  const score = outcome.score === null ? '' : formatScore(outcome.score);
  const detail = outcome.error
    ? escapeMarkdown(outcome.error)
    : failedHighChecks(outcome).map(escapeMarkdown).join(', ');
  const report = link
    ? `[${escapeMarkdown(outcome.reportId ?? 'report')}](${escapeLinkTarget(link)})`
    : '';
  return `| ${symbol} | ${escapeMarkdown(outcome.url)} | ${grade} | ${score} | ${detail} | ${report} |`;
}

/** Keys of the failed high-importance checks, as words ("meta description"). */
export function failedHighChecks(outcome: UrlOutcome): string[] {
  const checks = outcome.report?.checks;
  if (!checks) return [];
  return Object.entries(checks)
    .filter(([, check]) => check.importance === 'high' && check.passed === false)
    .map(([key]) => key.replaceAll('_', ' '));
}

export interface ResultOutput {
  url: string;
  id: string | null;
  grade: string | null;
  score: number | null;
  'report-url': string | null;
  error: string | null;
}

export function renderOutputs(context: RenderContext): Record<string, string> {
  const results: ResultOutput[] = context.result.outcomes.map((outcome) => ({
    url: outcome.url,
    id: outcome.reportId,
    grade: outcome.grade,
    score: outcome.score,
    'report-url': context.reportLink(outcome),
    error: outcome.error,
  }));
  return {
    results: JSON.stringify(results),
    'report-ids': context.result.outcomes
      .flatMap((o) => (o.reportId === null ? [] : [o.reportId]))
      .join(','),
    'worst-grade': context.verdict.worstGrade ?? '',
    passed: String(context.verdict.passed),
  };
}

export interface Annotation {
  level: 'error' | 'warning';
  title: string;
  message: string;
}

/** An error per bad page and per failure, a warning per decent page. */
export function renderAnnotations(context: RenderContext): Annotation[] {
  const annotations: Annotation[] = [];
  for (const outcome of context.result.outcomes) {
    const link = context.reportLink(outcome);
    const see = link ? ` Report: ${link}` : '';
    if (outcome.error !== null || outcome.grade === null) {
      if (context.result.fatal && outcome.error?.startsWith('not audited')) continue;
      annotations.push({
        level: context.failOn === 'never' ? 'warning' : 'error',
        title: 'SEO audit failed for a page',
        message: `${outcome.url}: ${outcome.error ?? 'no result'}.${see}`,
      });
    } else if (outcome.grade === 'bad' || outcome.grade === 'decent') {
      const checks = failedHighChecks(outcome);
      const failed = checks.length > 0 ? ` Failed: ${checks.join(', ')}.` : '';
      annotations.push({
        level: outcome.grade === 'bad' ? 'error' : 'warning',
        title: `SEO: ${outcome.grade} page`,
        message: `${outcome.url} is ${outcome.grade} (score ${formatScore(outcome.score ?? 0)}).${failed}${see}`,
      });
    }
  }
  return annotations;
}

/** One log line per URL as it finishes. */
export function logLine(outcome: UrlOutcome): string {
  const seconds = `${(outcome.durationMs / 1000).toFixed(1)} s`;
  if (outcome.grade === null)
    return `${SYMBOL.error} error   ${outcome.url} (${seconds}): ${outcome.error ?? 'no result'}`;
  const score = outcome.score === null ? '-' : formatScore(outcome.score);
  return `${SYMBOL[outcome.grade]} ${outcome.grade.padEnd(7)} ${score.padStart(5)}  ${outcome.url} (${seconds})`;
}

/** Escapes text for a markdown table cell that GitHub renders as HTML. */
export function escapeMarkdown(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll('|', '\\|')
    .replaceAll('[', '\\[')
    .replaceAll(']', '\\]')
    .replaceAll('`', '\\`')
    .replace(/[\r\n]+/g, ' ');
}

function escapeLinkTarget(url: string): string {
  return url
    .replaceAll('(', '%28')
    .replaceAll(')', '%29')
    .replaceAll(' ', '%20')
    .replaceAll('<', '%3C')
    .replaceAll('>', '%3E');
}

function utf8Length(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}
