import { pageFindings } from '../findings/findings.js';
import { formatCount, formatDate, formatScore, noun } from '../findings/format.js';
import type { Finding, Importance } from '../findings/types.js';
import { GRADE_BANDS_TEXT } from '../grade.js';
import { own } from '../own-keys.js';
import { type Json, readReport, UNEXPLAINED_FAILURE } from '../report/read.js';
import type { ReportReading } from '../report/report.js';
import { DEFAULT_WEIGHTS } from '../score.js';
import { escapeHtml, externalLink, httpHref, renderShell } from './page-style.js';
import { type CheckLevel, LEVEL_RANK, levelOf, type PageSeverities } from './severity.js';

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

const IMPORTANCE_TEXT: Record<Importance, string> = {
  high: 'high importance',
  medium: 'medium importance',
  low: 'low importance',
};

/** What the page says a level means, under its heading. */
const LEVEL_TEXT: Record<CheckLevel, { heading: string; note: string }> = {
  error: {
    heading: 'Errors',
    note: 'Fix these first: each one costs the page search traffic, and fails the CI job.',
  },
  warning: { heading: 'Warnings', note: 'Worth fixing next; they never fail the CI job.' },
  notice: {
    heading: 'Notices',
    note: 'Minor findings, with little effect on search; they never fail the job.',
  },
  off: {
    heading: 'Accepted by your rules',
    note: "Failed, and accepted by the team's rules: not counted as errors or warnings.",
  },
};

/** Options of the page that the report itself does not carry. */
export interface ReportPageOptions {
  /**
   * The page as audited, with its scheme (the report-dir knows it); else the report's full URL
   * when the service sends one. Only an http(s) URL becomes a link.
   */
  auditedUrl?: string | null;
  /** Where the run's index page is, relative to this page ("index.html"); null: no index. */
  indexHref?: string | null;
  /**
   * Each failed check's level by the run's rules (src/client/audit/rules.ts); a failed check it
   * does not name was accepted. Without it, each check's default severity from the table.
   */
  severities?: PageSeverities | null;
}

interface LeveledFinding {
  finding: Finding;
  level: CheckLevel;
}

function renderFailed({ finding, level }: LeveledFinding): string {
  return `<li class="finding ${level}">
<header><h3>${escapeHtml(finding.name)}</h3><span class="badge ${level}">${level === 'off' ? 'accepted' : level}</span><span class="badge cat">${escapeHtml(finding.categoryName)}</span><span class="importance">${IMPORTANCE_TEXT[finding.importance]}</span></header>
<p class="evidence">${escapeHtml(finding.evidence)}</p>
<p class="why"><b>Why it matters:</b> ${escapeHtml(finding.why)}</p>
<p class="fix"><b>How to fix:</b> ${escapeHtml(finding.fix)}</p>
</li>`;
}

function renderGroup(level: CheckLevel, group: LeveledFinding[]): string {
  if (group.length === 0) return '';
  const { heading, note } = LEVEL_TEXT[level];
  return `<h3 class="group ${level}">${heading} (${group.length})</h3>
<p class="muted note">${note}</p>
<ol class="findings">
${group.map(renderFailed).join('\n')}
</ol>`;
}

/** Notices and accepted checks: listed whole, folded, apart from what to fix. */
function renderFoldedFindings(level: CheckLevel, group: LeveledFinding[]): string {
  if (group.length === 0) return '';
  const { heading, note } = LEVEL_TEXT[level];
  return `<details class="${level}">
<summary>${heading} (${group.length})</summary>
<p class="muted note">${note}</p>
<ol class="findings">
${group.map(renderFailed).join('\n')}
</ol>
</details>`;
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

function overview(failed: LeveledFinding[], passed: number, notChecked: number): string {
  if (failed.length === 0 && passed === 0 && notChecked === 0) return '';
  const at = (level: CheckLevel) => failed.filter((item) => item.level === level).length;
  const card = (count: number, words: string, className: string) =>
    `<div class="card ${className}"><b>${formatCount(count)}</b><span>${words}</span></div>`;
  const cards = [
    card(at('error'), noun(at('error'), 'error'), at('error') > 0 ? 'failed' : ''),
    card(at('warning'), noun(at('warning'), 'warning'), at('warning') > 0 ? 'warned' : ''),
    card(at('notice'), noun(at('notice'), 'notice'), ''),
    card(passed, `${noun(passed, 'check')} passed`, 'passed'),
  ];
  if (at('off') > 0) cards.push(card(at('off'), 'accepted', ''));
  if (notChecked > 0) cards.push(card(notChecked, 'not checked', ''));
  return `<div class="cards">${cards.join('')}</div>`;
}

/** The page's URL with its scheme: as audited, else as the service reports it in full. */
function auditedPage(
  report: ReportReading,
  given: string | null | undefined,
): { text: string; href: string | null } {
  const finalUrl = own(report.checks ?? {}, 'http_status')?.value;
  const served =
    finalUrl !== null && typeof finalUrl === 'object' && !Array.isArray(finalUrl)
      ? own(finalUrl as Record<string, unknown>, 'url')
      : undefined;
  for (const candidate of [given, report.fullUrl, served, report.url]) {
    const href = httpHref(typeof candidate === 'string' ? candidate : null);
    if (href !== null) return { text: (candidate as string).trim(), href };
  }
  return { text: report.url, href: null };
}

export function renderReportPage(input: ReportPageInput, options: ReportPageOptions = {}): string {
  const report = readReport(input as unknown as Json);
  const { score, grade } = report;
  const findings = pageFindings(report.checks);
  const failed = findings
    .filter((f) => f.status === 'failed')
    .map((finding): LeveledFinding => {
      const check = own(report.checks ?? {}, finding.key);
      return {
        finding,
        level: levelOf(finding.key, check ?? { errors: null }, options.severities),
      };
    })
    // Stable: within a level, the findings keep their order (importance, then report order).
    .sort((a, b) => LEVEL_RANK[a.level] - LEVEL_RANK[b.level]);
  const atLevel = (level: CheckLevel) => failed.filter((item) => item.level === level);
  const toFixCount = atLevel('error').length + atLevel('warning').length;
  const passed = findings.filter((f) => f.status === 'passed');
  const notChecked = findings.filter((f) => f.status === 'not_applicable');
  const scoreText = formatScore(score);
  const generated = formatDate(report.generatedAt);
  const page = auditedPage(report, options.auditedUrl);
  const indexHref = options.indexHref ?? null;
  const meta = [
    page.href !== null ? externalLink(page.href, 'Open the page ↗', 'visit') : '',
    report.project ? `Project <strong>${escapeHtml(report.project)}</strong>` : '',
    generated ? `Audited ${escapeHtml(generated)}` : '',
  ].filter(Boolean);
  const toFix =
    toFixCount > 0
      ? `<h2>What to fix (${toFixCount})</h2>
<p class="muted">Errors first, then warnings: what was seen on this page, why it matters for search, and how to fix it.</p>
${renderGroup('error', atLevel('error'))}
${renderGroup('warning', atLevel('warning'))}`
      : failed.length > 0
        ? '<p class="allgood">No errors and no warnings: nothing to fix on this page. The findings below are optional.</p>'
        : findings.length > 0
          ? '<p class="allgood">Every check passed. Nothing to fix on this page.</p>'
          : '';
  const folded = [
    renderFoldedFindings('notice', atLevel('notice')),
    renderFoldedFindings('off', atLevel('off')),
    renderFolded('Passed checks', passed, '✓', 'ok'),
    renderFolded('Not checked', notChecked, '–', 'na'),
  ].filter(Boolean);
  const reportId = report.id !== null ? `Report #${escapeHtml(report.id)}. ` : '';
  const body = `${indexHref !== null ? `<nav class="crumbs"><a href="${escapeHtml(indexHref)}">← All pages of this audit</a></nav>\n` : ''}<header class="top ${grade ?? 'none'}">
<div class="score" role="img" aria-label="Score ${scoreText} of 100, ${grade ?? 'no result'}"><b>${scoreText}</b><small>${grade ?? 'no result'}</small></div>
<div>
<p class="meta">SEO report</p>
<h1>${escapeHtml(page.text)}</h1>
<p class="meta">${meta.join(' · ')}</p>
</div>
</header>
${statusNotice(report)}
${overview(failed, passed.length, notChecked.length)}
${toFix}
${folded.length > 0 ? `<h2>${toFixCount > 0 ? 'Also found' : 'All checks'}</h2>` : ''}
${folded.join('\n')}
<footer>${reportId}Score: the share of weighted checks passed, from 0 to 100 (by default a high-importance check counts ${DEFAULT_WEIGHTS.high}, medium ${DEFAULT_WEIGHTS.medium}, low ${DEFAULT_WEIGHTS.low}). ${GRADE_BANDS_TEXT}</footer>`;
  return renderShell({ title: `SEO report: ${page.text}`, body });
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
