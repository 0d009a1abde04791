import { countFindings, pageFindings } from '../findings/findings.js';
import { formatDate, formatScore, noun } from '../findings/format.js';
import type { Finding, Importance } from '../findings/types.js';
import { GRADE_BANDS_TEXT } from '../grade.js';
import { type Json, readReport, UNEXPLAINED_FAILURE } from '../report/read.js';
import type { ReportReading } from '../report/report.js';
import { DEFAULT_WEIGHTS } from '../score.js';
import { escapeHtml, renderShell } from './page-style.js';

// The report page a person opens from a job summary, or a client receives: what is wrong on the
// page, why it matters and how to fix it, worded by the findings catalogue. Pure and
// self-contained (inline CSS, no scripts, no external assets) so that the action can write the
// same page to a file. Every text that comes from the API or the audited page is escaped: a
// page title is attacker-controlled.

/**
 * A report as any SEO Report API answers it: ours (grade + score) or a deployed one (score). It
 * is read by the shared reader (src/shared/report), as the client reads the same report.
 */
export interface ReportPageInput {
  id?: number | string;
  url: string;
  project?: string | null;
  result?: string | number | null;
  score?: number | string | null;
  results?: Record<string, unknown> | null;
  generated_at?: string | null;
  state?: string;
  error?: string | { code?: string; message?: string } | null;
}

const IMPORTANCE_LABEL: Record<Importance, string> = {
  high: 'High importance',
  medium: 'Medium importance',
  low: 'Low importance',
};

function renderFailed(finding: Finding): string {
  return `<li class="finding ${finding.importance}">
<header><h3>${escapeHtml(finding.name)}</h3><span class="badge cat">${escapeHtml(finding.categoryName)}</span><span class="visually-hidden">${IMPORTANCE_LABEL[finding.importance]}</span></header>
<p class="evidence">${escapeHtml(finding.evidence)}</p>
<p class="why"><b>Why it matters:</b> ${escapeHtml(finding.why)}</p>
<p class="fix"><b>How to fix:</b> ${escapeHtml(finding.fix)}</p>
</li>`;
}

const IMPORTANCE_GROUPS: Record<Importance, string> = {
  high: 'High importance',
  medium: 'Medium importance',
  low: 'Low importance',
};

function renderByImportance(failed: Finding[]): string {
  return (['high', 'medium', 'low'] as const)
    .map((importance) => {
      const group = failed.filter((finding) => finding.importance === importance);
      if (group.length === 0) return '';
      return `<h3 class="group">${IMPORTANCE_GROUPS[importance]} (${group.length})</h3>
<ol class="findings">
${group.map(renderFailed).join('\n')}
</ol>`;
    })
    .join('\n');
}

function renderFolded(title: string, findings: Finding[], mark: string, markClass: string): string {
  if (findings.length === 0) return '';
  const items = findings.map(
    (finding) =>
      `<li><span class="${markClass}" aria-hidden="true">${mark}</span><span class="name">${escapeHtml(finding.name)}</span> <span class="muted">· ${escapeHtml(finding.evidence)}</span></li>`,
  );
  return `<details>
<summary>${escapeHtml(title)} (${findings.length})</summary>
<ul class="checklist">
${items.join('\n')}
</ul>
</details>`;
}

function statusNotice(report: ReportReading): string {
  if (report.grade) return '';
  const reason = report.generationError;
  if (reason !== null) {
    return reason === UNEXPLAINED_FAILURE || reason.trim() === ''
      ? '<p class="notice failed">The report could not be generated.</p>'
      : `<p class="notice failed">The report could not be generated: ${escapeHtml(reason)}</p>`;
  }
  // Old deployed versions answer a generated report with result null.
  if (report.generated) return '<p class="notice">The service sent no score for this report.</p>';
  return '<p class="notice">The report is being generated. Reload this page in a moment.</p>';
}

function overview(findings: Finding[]): string {
  if (findings.length === 0) return '';
  const counts = countFindings(findings);
  const failedBy = (importance: Importance) =>
    findings.filter((f) => f.status === 'failed' && f.importance === importance).length;
  const cards = [
    `<div class="card failed"><b>${counts.failed}</b><span>${noun(counts.failed, 'check')} failed</span></div>`,
    `<div class="card"><b>${failedBy('high')}</b><span>high-importance ${noun(failedBy('high'), 'failure')}</span></div>`,
    `<div class="card passed"><b>${counts.passed}</b><span>${noun(counts.passed, 'check')} passed</span></div>`,
  ];
  if (counts.notApplicable > 0) {
    cards.push(`<div class="card"><b>${counts.notApplicable}</b><span>not checked</span></div>`);
  }
  return `<div class="cards">${cards.join('')}</div>`;
}

export function renderReportPage(input: ReportPageInput): string {
  const report = readReport(input as unknown as Json);
  const { score, grade } = report;
  const findings = pageFindings(report.checks);
  const failed = findings.filter((f) => f.status === 'failed');
  const passed = findings.filter((f) => f.status === 'passed');
  const notChecked = findings.filter((f) => f.status === 'not_applicable');
  const scoreText = formatScore(score);
  const generated = formatDate(report.generatedAt);
  const meta = [
    report.project ? `Project <strong>${escapeHtml(report.project)}</strong>` : '',
    generated ? `Audited ${escapeHtml(generated)}` : '',
    report.id !== null ? `Report #${escapeHtml(report.id)}` : '',
  ].filter(Boolean);
  const toFix =
    failed.length > 0
      ? `<h2>What to fix (${failed.length})</h2>
<p class="muted">Most important first: what was seen on this page, why it matters for search, and how to fix it.</p>
${renderByImportance(failed)}`
      : findings.length > 0
        ? '<p class="allgood">Every check passed. Nothing to fix on this page.</p>'
        : '';
  const body = `<header class="top ${grade ?? 'none'}">
<div class="score" role="img" aria-label="Score ${scoreText} of 100, ${grade ?? 'no result'}"><b>${scoreText}</b><small>${grade ?? 'no result'}</small></div>
<div>
<p class="meta">SEO report</p>
<h1>${escapeHtml(report.url)}</h1>
<p class="meta">${meta.join(' · ')}</p>
</div>
</header>
${statusNotice(report)}
${overview(findings)}
${toFix}
${passed.length > 0 ? '<h2>Passed and not checked</h2>' : ''}
${renderFolded('Passed checks', passed, '✓', 'ok')}
${renderFolded('Not checked', notChecked, '–', 'na')}
<footer>Score: the share of weighted checks passed, from 0 to 100 (by default a high-importance check counts ${DEFAULT_WEIGHTS.high}, medium ${DEFAULT_WEIGHTS.medium}, low ${DEFAULT_WEIGHTS.low}). ${GRADE_BANDS_TEXT}</footer>`;
  return renderShell({ title: `SEO report: ${report.url}`, body });
}

/** A plain page for what is not shown (missing, private) and for the password prompt. */
export function renderMessagePage(title: string, message: string): string {
  return renderShell({
    title,
    body: `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`,
  });
}

export function renderPasswordPage(action: string, wrongPassword: boolean): string {
  return renderShell({
    title: 'Password required',
    body: `<h1>This report is protected by a password</h1>
${wrongPassword ? '<p class="notice failed">The password is not correct.</p>' : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required autofocus>
<button type="submit">Show the report</button>
</form>`,
  });
}
