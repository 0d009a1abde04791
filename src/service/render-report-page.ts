import { type Grade, gradeForScore, isGrade } from '../grade.js';

// The report page a person opens from a job summary. Pure and self-contained (inline CSS, no
// scripts, no external assets) so that the action can write the same page to a file. Every text
// that comes from the API or the audited page is escaped: a page title is attacker-controlled.

/** A report as any SEO Report API answers it: ours (grade + score) or a deployed one (score). */
export interface ReportPageInput {
  id?: number | string;
  url: string;
  project?: string | null;
  result?: string | number | null;
  score?: number | string | null;
  results?: Record<string, unknown> | null;
  generated_at?: string | null;
  state?: string;
  error?: { code?: string; message?: string } | null;
}

interface CheckView {
  key: string;
  passed: boolean | null;
  importance: string;
  category: string;
  value: unknown;
  errors: Record<string, unknown> | null;
}

const CATEGORY_ORDER = ['seo', 'performance', 'security', 'miscellaneous'];
const CATEGORY_TITLES: Record<string, string> = {
  seo: 'SEO',
  performance: 'Performance',
  security: 'Security',
  miscellaneous: 'Miscellaneous',
  other: 'Other checks',
};
const IMPORTANCE_RANK: Record<string, number> = { high: 0, medium: 1, low: 2 };
const SPECIAL_NAMES: Record<string, string> = {
  htst: 'HSTS',
  http2: 'HTTP/2',
  '404_page': '404 page',
  seo_friendly_url: 'SEO friendly URL',
  https_encryption: 'HTTPS encryption',
};

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return null;
}

function checkName(key: string): string {
  const special = SPECIAL_NAMES[key];
  if (special) return special;
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

function toChecks(results: Record<string, unknown> | null | undefined): CheckView[] {
  const checks: CheckView[] = [];
  for (const [key, raw] of Object.entries(results ?? {})) {
    if (raw === null || typeof raw !== 'object') continue;
    const check = raw as Record<string, unknown>;
    const passed = typeof check.passed === 'boolean' ? check.passed : null;
    const errors =
      check.errors !== null && typeof check.errors === 'object' && !Array.isArray(check.errors)
        ? (check.errors as Record<string, unknown>)
        : null;
    checks.push({
      key,
      passed,
      importance: typeof check.importance === 'string' ? check.importance : 'low',
      category:
        typeof check.category === 'string' && CATEGORY_TITLES[check.category]
          ? check.category
          : 'other',
      value: check.value,
      errors,
    });
  }
  return checks;
}

/** Failures first, then the more important checks, then by name. */
function compareChecks(a: CheckView, b: CheckView): number {
  const rank = (c: CheckView) => (c.passed === false ? 0 : c.passed === true ? 1 : 2);
  return (
    rank(a) - rank(b) ||
    (IMPORTANCE_RANK[a.importance] ?? 3) - (IMPORTANCE_RANK[b.importance] ?? 3) ||
    a.key.localeCompare(b.key)
  );
}

function renderValue(value: unknown, depth = 0): string {
  if (value === null || value === undefined || value === '') {
    return '<span class="muted">none</span>';
  }
  if (typeof value === 'string') return escapeHtml(truncate(value, 300));
  if (typeof value === 'number' || typeof value === 'boolean') return escapeHtml(String(value));
  if (depth > 0) return escapeHtml(truncate(JSON.stringify(value) ?? '', 200));
  if (Array.isArray(value)) {
    const shown = value.slice(0, 10).map((item) => `<li>${renderValue(item, 1)}</li>`);
    const more = value.length > 10 ? `<li class="muted">and ${value.length - 10} more</li>` : '';
    return `<ul class="values">${shown.join('')}${more}</ul>`;
  }
  const entries = Object.entries(value as Record<string, unknown>).slice(0, 20);
  return `<ul class="values">${entries
    .map(([k, v]) => `<li><span class="muted">${escapeHtml(k)}:</span> ${renderValue(v, 1)}</li>`)
    .join('')}</ul>`;
}

function renderErrors(errors: Record<string, unknown> | null): string {
  if (!errors || Object.keys(errors).length === 0) return '';
  const items = Object.entries(errors).map(([key, detail]) => {
    const text = key.replace(/_/g, ' ');
    return detail === null || detail === undefined
      ? `<li>${escapeHtml(text)}</li>`
      : `<li>${escapeHtml(text)}: ${renderValue(detail, 1)}</li>`;
  });
  return `<ul class="errors">${items.join('')}</ul>`;
}

function renderCheck(check: CheckView): string {
  const status = check.passed === false ? 'failed' : check.passed === true ? 'passed' : 'na';
  const icon = status === 'failed' ? '✗' : status === 'passed' ? '✓' : '–';
  const label = status === 'failed' ? 'Failed' : status === 'passed' ? 'Passed' : 'Not applicable';
  return `<li class="check ${status}">
<span class="icon" title="${label}" aria-label="${label}">${icon}</span>
<div class="body"><div class="name">${escapeHtml(checkName(check.key))} <span class="importance ${escapeHtml(check.importance)}">${escapeHtml(check.importance)}</span></div>
${renderErrors(check.passed === false ? check.errors : null)}<div class="value">${renderValue(check.value)}</div></div>
</li>`;
}

function renderCategories(checks: CheckView[]): string {
  const byCategory = new Map<string, CheckView[]>();
  for (const check of checks) {
    const list = byCategory.get(check.category) ?? [];
    list.push(check);
    byCategory.set(check.category, list);
  }
  const order = [...CATEGORY_ORDER, 'other'].filter((c) => byCategory.has(c));
  return order
    .map((category) => {
      const list = (byCategory.get(category) ?? []).sort(compareChecks);
      const failed = list.filter((c) => c.passed === false).length;
      return `<section class="category">
<h2>${escapeHtml(CATEGORY_TITLES[category] ?? category)} <span class="count">${failed} failed of ${list.length}</span></h2>
<ul class="checks">${list.map(renderCheck).join('\n')}</ul>
</section>`;
    })
    .join('\n');
}

function statusSection(report: ReportPageInput, grade: Grade | null): string {
  if (grade) return '';
  if (report.state === 'failed' || report.error) {
    const message = report.error?.message ?? 'The report could not be generated.';
    return `<p class="notice failed">The report could not be generated: ${escapeHtml(message)}</p>`;
  }
  return '<p class="notice">The report is being generated. Reload this page in a moment.</p>';
}

export function renderReportPage(report: ReportPageInput): string {
  const score = toNumber(report.score) ?? toNumber(report.result);
  const grade: Grade | null =
    score !== null ? gradeForScore(score) : isGrade(report.result) ? report.result : null;
  const checks = toChecks(report.results);
  const failed = checks.filter((c) => c.passed === false).length;
  const passed = checks.filter((c) => c.passed === true).length;
  const na = checks.length - failed - passed;
  const title = `SEO report: ${report.url}`;
  const scoreText = score === null ? '–' : String(Math.round(score));
  const meta = [
    report.project ? `Project <strong>${escapeHtml(report.project)}</strong>` : '',
    report.generated_at ? `Generated ${escapeHtml(report.generated_at)}` : '',
    report.id !== undefined ? `Report #${escapeHtml(String(report.id))}` : '',
  ].filter(Boolean);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header>
<div class="score ${grade ?? 'none'}" aria-label="Score ${scoreText} of 100"><span>${scoreText}</span><small>${grade ?? 'no result'}</small></div>
<div>
<h1>${escapeHtml(report.url)}</h1>
<p class="meta">${meta.join(' · ')}</p>
${checks.length > 0 ? `<p class="summary"><span class="failed">${failed} failed</span> · <span class="passed">${passed} passed</span>${na > 0 ? ` · <span class="muted">${na} not applicable</span>` : ''}</p>` : ''}
</div>
</header>
${statusSection(report, grade)}
${renderCategories(checks)}
</main>
</body>
</html>
`;
}

/** A plain page for what is not shown (missing, private) and for the password prompt. */
export function renderMessagePage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></main></body></html>
`;
}

export function renderPasswordPage(action: string, wrongPassword: boolean): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Password required</title><style>${STYLE}</style></head>
<body><main><h1>This report is protected by a password</h1>
${wrongPassword ? '<p class="notice failed">The password is not correct.</p>' : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required autofocus>
<button type="submit">Show the report</button>
</form></main></body></html>
`;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f6f8fa}
main{max-width:860px;margin:0 auto;padding:24px 16px}
header{display:flex;gap:20px;align-items:center;margin-bottom:24px}
h1{font-size:1.4rem;margin:0 0 4px;word-break:break-all}
h2{font-size:1.1rem;margin:0;padding:12px 16px;border-bottom:1px solid #d0d7de;display:flex;justify-content:space-between}
.meta,.muted,.count{color:#59636e;font-size:.9rem;font-weight:normal}
.score{flex:none;width:96px;height:96px;border-radius:50%;display:flex;flex-direction:column;align-items:center;justify-content:center;color:#fff;background:#59636e}
.score span{font-size:2rem;font-weight:700;line-height:1}
.score small{text-transform:uppercase;font-size:.7rem;letter-spacing:.05em}
.score.good{background:#1a7f37}.score.decent{background:#9a6700}.score.bad{background:#cf222e}
.summary .failed{color:#cf222e}.summary .passed{color:#1a7f37}
.category{background:#fff;border:1px solid #d0d7de;border-radius:8px;margin-bottom:16px;overflow:hidden}
.checks{list-style:none;margin:0;padding:0}
.check{display:flex;gap:12px;padding:10px 16px;border-bottom:1px solid #eaeef2}
.check:last-child{border-bottom:0}
.icon{flex:none;width:1.5em;text-align:center;font-weight:700}
.failed .icon{color:#cf222e}.passed .icon{color:#1a7f37}.na .icon{color:#59636e}
.body{min-width:0;flex:1}
.name{font-weight:600}
.importance{font-size:.7rem;font-weight:normal;padding:1px 6px;border-radius:10px;background:#eaeef2;color:#59636e;text-transform:uppercase}
.importance.high{background:#ffebe9;color:#cf222e}
.value{color:#59636e;font-size:.9rem;overflow-wrap:anywhere}
.values,.errors{margin:4px 0;padding-left:20px}
.errors{color:#cf222e;font-size:.9rem}
.notice{background:#fff8c5;border:1px solid #d4a72c;border-radius:8px;padding:12px 16px}
.notice.failed{background:#ffebe9;border-color:#cf222e}
form{display:flex;flex-direction:column;gap:8px;max-width:320px}
input,button{font:inherit;padding:8px;border-radius:6px;border:1px solid #d0d7de}
button{background:#1f883d;color:#fff;border-color:#1f883d;cursor:pointer}
`;
