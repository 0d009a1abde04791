// The service's own pages for people, around the report pages: the home page at `/` (what this
// is, where the API is, how to open a report), sign-in, and what a report link shows when it
// cannot show the report (private, missing, too many attempts). They use the shared page shell
// and stylesheet, plus a few rules of their own. Links are paths on this service; nothing here
// ever shows a key or a password, and every text that is not ours is escaped.

import { formatCount, formatScore } from '../../../shared/findings/format.js';
import { gradeForScore } from '../../../shared/grade.js';
import { escapeHtml, renderShell } from '../../../shared/pages/page-style.js';

const NAME = 'SEO Report API reference service';
const DOCS_URL = 'https://github.com/seo-report/seo-report-action/blob/main/docs/api.md';

const SERVICE_STYLE = `
.kicker{color:#59636e;font-size:.85rem;font-weight:600;letter-spacing:.04em;text-transform:uppercase;margin:0 0 4px}
.kicker a{color:inherit;text-decoration:none}.kicker a:hover{text-decoration:underline}
.box{max-width:560px;margin:40px auto 0;background:#fff;border:1px solid #d0d7de;border-radius:12px;padding:28px 32px}
.box .lead{margin-bottom:16px}
.box form{max-width:none}
.box.private{border-top:4px solid #9a6700}.box.missing{border-top:4px solid #59636e}
.lead{font-size:1.05rem;margin:8px 0 20px;max-width:680px}
.panel h2{margin:0 0 8px}
.panel p:last-child,.panel ul:last-child{margin-bottom:0}
.panel ul{margin:0 0 8px;padding-left:20px}
.panel li{margin:4px 0}
code{font:.88em ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:#eaeef2;border-radius:4px;padding:1px 5px;overflow-wrap:anywhere}
a.action{display:inline-block;background:#1f883d;color:#fff;border-radius:6px;padding:7px 14px;text-decoration:none;font-weight:600}
a.action:hover{background:#1a7f37}
.session{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;justify-content:space-between}
.session form{flex-direction:row}
button.quiet{background:#fff;color:#1f2328;border-color:#d0d7de}
.routes td:first-child{white-space:nowrap;width:1%}
.routes{margin:8px 0}
label{font-weight:600}
.hint{font-size:.9rem;color:#59636e;margin-top:12px}
.notice.info{background:#ddf4ff;border-color:#54aeff}
@media (max-width:600px){.routes td:first-child{white-space:normal;width:auto}.box{margin-top:8px;padding:20px 18px}}
`;

function page(title: string, body: string): string {
  return renderShell({ title, body, extraStyle: SERVICE_STYLE });
}

/** A short page about one thing (sign in, a report not shown): a card under the service's name. */
function boxPage(title: string, kind: string, body: string): string {
  return page(
    title,
    `<section class="box ${kind}">
<p class="kicker"><a href="/">${NAME}</a></p>
${body}
</section>`,
  );
}

/** The sign-in page's address, coming back to `next` (a path on this service) afterwards. */
export function signInHref(next: string): string {
  return next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`;
}

/** One of the signed-in user's reports, as the home page lists it. */
export interface HomeReport {
  id: number;
  url: string;
  score: number | null;
  state: string;
  privacy: number;
}

export interface HomePageInput {
  version: string;
  /** The signed-in user's latest reports and how many there are; null when not signed in. */
  signedIn: { reports: HomeReport[]; total: number } | null;
  /** Set just after signing out, to say it worked. */
  signedOut?: boolean;
}

const PRIVACY_WORD = ['public', 'private', 'password'] as const;

function reportRow(report: HomeReport): string {
  const result =
    report.score !== null
      ? `<span class="grade ${gradeForScore(report.score)}">${gradeForScore(report.score)}</span> ${formatScore(report.score)}`
      : `<span class="muted">${escapeHtml(report.state)}</span>`;
  return `<tr><td class="num" data-label="Report"><a href="/reports/${report.id}">#${report.id}</a></td><td class="url" data-label="Page">${escapeHtml(report.url)}</td><td data-label="Result">${result}</td><td data-label="Privacy">${PRIVACY_WORD[report.privacy] ?? ''}</td></tr>`;
}

function signedInPanel(signedIn: NonNullable<HomePageInput['signedIn']>): string {
  const { reports, total } = signedIn;
  const list =
    reports.length === 0
      ? '<p class="muted">This key has no reports yet.</p>'
      : `<table>
<thead><tr><th>Report</th><th>Page</th><th>Result</th><th>Privacy</th></tr></thead>
<tbody>
${reports.map(reportRow).join('\n')}
</tbody>
</table>
${total > reports.length ? `<p class="hint">The latest ${reports.length} of ${formatCount(total)}; the API lists them all (<code>GET /api/v1/reports</code>).</p>` : ''}`;
  return `<section class="panel session" aria-label="Signed in">
<p><b>You are signed in.</b> Report links of this key open, private ones too.</p>
<form method="post" action="/logout"><button type="submit" class="quiet">Sign out</button></form>
</section>
<h2>Your latest reports</h2>
${list}`;
}

export function renderHomePage(input: HomePageInput): string {
  const signIn = input.signedIn
    ? ''
    : `<p><a class="action" href="/login">Sign in with your API key</a></p>`;
  const body = `<p class="kicker">Version ${escapeHtml(input.version)}</p>
<h1>${NAME}</h1>
<p class="lead">This service audits web pages for SEO and keeps the reports. Programs (the
seo-report GitHub Action and CLI) talk to its API; people read the reports here.</p>
${input.signedOut ? '<p class="notice info">You are signed out.</p>' : ''}
${input.signedIn ? signedInPanel(input.signedIn) : ''}
<section class="panel">
<h2>Open a report</h2>
<p>Every report has a page at <code>/reports/{id}</code>: the <b>Report</b> links of a job
summary open it.</p>
<ul>
<li><b>Private reports</b> (the default) open for the API key that created them: sign in with
that key once, and its report links open in this browser for 12 hours.</li>
<li><b>Password reports</b> ask for their password on the page.</li>
<li><b>Public reports</b> open for anyone.</li>
</ul>
${signIn}
</section>
<section class="panel">
<h2>Use the API</h2>
<p>The API is under <code>/api/v1</code>. Every request sends
<code>Authorization: Bearer &lt;API key&gt;</code> and <code>Accept: application/json</code>;
creates and updates send form fields.</p>
<table class="routes">
<tbody>
<tr><td><code>GET /api/v1/reports</code></td><td>List your reports (search, filter, sort, pages)</td></tr>
<tr><td><code>POST /api/v1/reports</code></td><td>Audit a page: <code>url</code>, <code>privacy</code>, <code>password</code>, <code>project</code></td></tr>
<tr><td><code>GET /api/v1/reports/{id}</code></td><td>Read one report</td></tr>
<tr><td><code>PUT /api/v1/reports/{id}</code></td><td>Change privacy or password; <code>results=1</code> audits again</td></tr>
<tr><td><code>DELETE /api/v1/reports/{id}</code></td><td>Delete a report</td></tr>
<tr><td><code>GET /api/v1/projects</code></td><td>List your projects</td></tr>
<tr><td><code>DELETE /api/v1/projects/{project}</code></td><td>Delete a project and its reports</td></tr>
</tbody>
</table>
<p>What each answers: <a href="${DOCS_URL}">docs/api.md</a>.</p>
</section>
<section class="panel">
<h2>API keys</h2>
<p>Each key is one user, who sees only its own reports. <code>seo-report serve</code> prints a
key on its first start; the operator creates more with <code>seo-report keys create --db FILE</code>.
A lost key cannot be shown again: only its hash is kept.</p>
</section>`;
  return page(NAME, body);
}

export type SignInProblem = 'wrong_key' | 'missing_key' | 'expired' | null;

const SIGN_IN_PROBLEMS: Record<Exclude<SignInProblem, null>, string> = {
  wrong_key: '<p class="notice failed" role="alert">This service does not know that key.</p>',
  missing_key: '<p class="notice failed" role="alert">Enter the API key.</p>',
  expired: '<p class="notice" role="alert">Your sign-in has expired. Sign in again.</p>',
};

export function renderSignInPage(next: string, problem: SignInProblem): string {
  // The key typed is never written back into the page, not even after a wrong one.
  const body = `<h1>Sign in</h1>
<p class="lead">Sign in with the API key that created the reports you want to read. Private
report links of that key then open in this browser for 12 hours.</p>
${problem ? SIGN_IN_PROBLEMS[problem] : ''}
<form method="post" action="/login">
<label for="key">API key</label>
<input id="key" name="key" type="password" autocomplete="current-password" spellcheck="false" required autofocus>
<input type="hidden" name="next" value="${escapeHtml(next)}">
<button type="submit">Sign in</button>
</form>
<p class="hint">The key stays on this service: your browser keeps only a sign-in cookie, which
scripts cannot read. Signing out, or 12 hours, ends it.</p>`;
  return boxPage('Sign in', 'sign-in', body);
}

export type PrivateReason = 'signed_out' | 'expired';

const PRIVATE_REASONS: Record<PrivateReason, string> = {
  signed_out: 'Only the API key that created it can open it. Sign in with that key to read it.',
  expired: 'Your sign-in has expired. Sign in again with the API key that created it.',
};

/** What a private report link shows to a visitor with no key and no sign-in (401). */
export function renderPrivateReportPage(path: string, reason: PrivateReason): string {
  const body = `<h1>This report is private</h1>
<p class="lead">${PRIVATE_REASONS[reason]}</p>
<p><a class="action" href="${escapeHtml(signInHref(path))}">Sign in with the API key</a></p>
<p class="hint">Reports are private unless created public. The API key is the one the audit
used (the action's <code>api-key</code> input, the CLI's <code>--api-key</code>).</p>`;
  return boxPage('This report is private', 'private', body);
}

/**
 * No report at this address for this visitor. `signedInPath` is set when the visitor came with a
 * key: a private report of another key looks missing to it (as in the API), so say so and offer
 * to sign in with another.
 */
export function renderReportNotFoundPage(signedInPath: string | null): string {
  const lead =
    signedInPath === null
      ? 'There is no report at this address. It may have been deleted (the action can delete its reports after the job), or the link is wrong.'
      : 'The key you are signed in with has no report at this address. If another key created it, sign in with that key; else it was deleted, or the link is wrong.';
  const action =
    signedInPath === null
      ? '<p><a href="/">About this service</a></p>'
      : `<p><a class="action" href="${escapeHtml(signInHref(signedInPath))}">Sign in with another key</a></p>`;
  const body = `<h1>Report not found</h1>
<p class="lead">${lead}</p>
${action}`;
  return boxPage('Report not found', 'missing', body);
}

export function renderTooManyAttemptsPage(retryAfterSeconds: number): string {
  const body = `<h1>Too many attempts</h1>
<p class="lead">Too many sign-in attempts from your address. Try again in
${formatCount(retryAfterSeconds)} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}.</p>`;
  return boxPage('Too many attempts', 'limited', body);
}

export function renderCrossSitePage(): string {
  const body = `<h1>Refused</h1>
<p class="lead">This form was sent from another site. Use the <a href="/login">sign-in page</a>
of this service.</p>`;
  return boxPage('Refused', 'refused', body);
}
