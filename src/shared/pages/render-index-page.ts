import { pageFindings } from '../findings/findings.js';
import { formatCount, formatDate, formatScore, noun, plural } from '../findings/format.js';
import type { Finding, Importance } from '../findings/types.js';
import { GRADE_BANDS_TEXT, GRADES, type Grade, gradeForScore } from '../grade.js';
import type { ReportCheck } from '../interface.js';
import { own } from '../own-keys.js';
import { escapeHtml, renderShell } from './page-style.js';
import {
  type CheckLevel,
  LEVEL_RANK,
  levelCount,
  levelOf,
  type PageSeverities,
} from './severity.js';

// The index of a report folder, in the order a reader acts on it: the errors (pages without a
// result, then the checks at error), the warnings on most pages first, the notices folded, the
// findings across the pages, then the pages (per grade, a score chart, and a table linking each
// report). Every failed check is listed with the pages it failed on: none is summed up as
// "others". Same
// look as the report page; the chart is inline SVG. A small inline script sorts the table; the
// table is complete and ordered (worst first) without it.

export interface IndexPageEntry {
  /** The URL as audited. */
  url: string;
  grade: Grade | null;
  /** 0-100, or null when there is no result. */
  score: number | null;
  /** Why the page has no result, when it has none. */
  error: string | null;
  /** Link to the page's HTML report, relative to the index; null when none was written. */
  reportHref: string | null;
  /** Link to the report as JSON, when written. */
  jsonHref?: string | null;
  /** The report's checks (the client's `Report.checks`); null when there are none. */
  checks: Readonly<Record<string, ReportCheck>> | null;
  /**
   * Each failed check's level by the run's rules (as the report page takes them); a failed
   * check it does not name was accepted. Without it, the table's default severities.
   */
  severities?: PageSeverities | null;
}

export interface IndexPageInput {
  pages: readonly IndexPageEntry[];
  /** When the run happened; shown in UTC. */
  generatedAt?: Date | string | null;
  /** Heading, "SEO audit" by default. */
  title?: string;
  /** Findings across the pages, in the order to show them. */
  siteFindings?: readonly SiteFindingEntry[];
}

/** Findings across the pages (duplicate titles, canonicals outside the list), worded by the client. */
export interface SiteFindingEntry {
  /** One sentence: what the pages share and what to do. */
  text: string;
  /** The pages involved, as audited (matched to the entries' `url` for links). */
  pages: readonly string[];
}

/** More pages than this under a check are folded into a list the reader opens. */
const PAGES_INLINE = 5;
/** Failed checks named in a row of the pages table. */
const NAMES_IN_ROW = 4;
const GRADE_WORDS: Record<Grade | 'error', string> = {
  good: 'Good',
  decent: 'Decent',
  bad: 'Bad',
  error: 'No result',
};

interface PageRow {
  entry: IndexPageEntry;
  /** The page's failed checks with their level, errors first. */
  failed: { finding: Finding; level: CheckLevel }[];
  count: (level: CheckLevel) => number;
}

function rowsOf(pages: readonly IndexPageEntry[]): PageRow[] {
  return pages.map((entry) => {
    const checks = entry.checks ?? {};
    const failed = pageFindings(entry.checks)
      .filter((f) => f.status === 'failed')
      .map((finding) => ({
        finding,
        level: levelOf(finding.key, own(checks, finding.key) ?? { errors: null }, entry.severities),
      }))
      .sort((a, b) => LEVEL_RANK[a.level] - LEVEL_RANK[b.level]);
    return {
      entry,
      failed,
      count: (level) => failed.filter((item) => item.level === level).length,
    };
  });
}

/** One failed check at one level across the run, and the pages it failed on at that level. */
interface CheckAcrossPages {
  key: string;
  name: string;
  category: string;
  fix: string;
  level: CheckLevel;
  pages: IndexPageEntry[];
}

/**
 * Every failed check of the run, once per level it failed at (rules, or a graver error of the
 * check on some pages, make a title an error on one page and a warning on two): gravest level
 * first, then on most pages, then the more important, then report order.
 */
function checksAcrossPages(rows: readonly PageRow[]): CheckAcrossPages[] {
  const groups = new Map<string, CheckAcrossPages & { order: number; importance: number }>();
  for (const row of rows) {
    for (const { finding, level } of row.failed) {
      const id = `${level} ${finding.key}`;
      const known = groups.get(id);
      if (known !== undefined) {
        known.pages.push(row.entry);
        continue;
      }
      groups.set(id, {
        key: finding.key,
        name: finding.name,
        category: finding.categoryName,
        fix: finding.fix,
        level,
        pages: [row.entry],
        order: groups.size,
        importance: IMPORTANCE_RANK[finding.importance],
      });
    }
  }
  return [...groups.values()].sort(
    (a, b) =>
      LEVEL_RANK[a.level] - LEVEL_RANK[b.level] ||
      b.pages.length - a.pages.length ||
      a.importance - b.importance ||
      a.order - b.order,
  );
}

const IMPORTANCE_RANK: Record<Importance, number> = { high: 0, medium: 1, low: 2 };

/** A page named in a list: a link to its report when one was written. */
function pageLink(url: string, entries: ReadonlyMap<string, IndexPageEntry>): string {
  const href = entries.get(url)?.reportHref;
  return href ? `<a href="${escapeHtml(encodeURI(href))}">${escapeHtml(url)}</a>` : escapeHtml(url);
}

/** The pages under a check or a finding: inline when few, else folded (never left out). */
function pageList(urls: readonly string[], entries: ReadonlyMap<string, IndexPageEntry>): string {
  if (urls.length === 0) return '';
  const items = urls.map((url) => `<li>${pageLink(url, entries)}</li>`).join('');
  if (urls.length <= PAGES_INLINE) return `<ul class="on">${items}</ul>`;
  return `<details class="on"><summary>The ${plural(urls.length, 'page')}</summary><ul class="on">${items}</ul></details>`;
}

function levelBadge(level: CheckLevel): string {
  return `<span class="badge ${level}">${level === 'off' ? 'accepted' : level}</span>`;
}

function problemItem(
  check: CheckAcrossPages,
  audited: number,
  entries: ReadonlyMap<string, IndexPageEntry>,
): string {
  const share = ((check.pages.length / Math.max(1, audited)) * 100).toFixed(1);
  return `<li class="problem ${check.level}" data-check="${escapeHtml(check.key)}"><span class="count">${check.pages.length} of ${plural(audited, 'page')}</span><h3>${escapeHtml(check.name)} ${levelBadge(check.level)} <span class="badge cat">${escapeHtml(check.category)}</span></h3>
<div class="meter ${check.level}"><i style="width:${share}%"></i></div>
<p class="fix"><b>How to fix:</b> ${escapeHtml(check.fix)}</p>
${pageList(
  check.pages.map((page) => page.url),
  entries,
)}</li>`;
}

/** Pages the run could not audit: errors too, first of them. */
function unauditedItems(rows: readonly PageRow[]): string[] {
  return rows
    .filter((row) => row.entry.grade === null && row.entry.checks === null)
    .map(
      (row) =>
        `<li class="problem error unaudited"><h3>${row.entry.reportHref ? `<a href="${escapeHtml(encodeURI(row.entry.reportHref))}">${escapeHtml(row.entry.url)}</a>` : escapeHtml(row.entry.url)} <span class="badge error">no result</span></h3>
<p class="evidence">${escapeHtml(row.entry.error ?? 'The page has no result.')}</p></li>`,
    );
}

function problemSections(
  rows: readonly PageRow[],
  entries: ReadonlyMap<string, IndexPageEntry>,
): string {
  const audited = rows.filter((row) => row.entry.checks !== null).length;
  const checks = checksAcrossPages(rows);
  const at = (level: CheckLevel) => checks.filter((check) => check.level === level);
  const unaudited = unauditedItems(rows);
  const errors = [...unaudited, ...at('error').map((c) => problemItem(c, audited, entries))];
  const warnings = at('warning').map((c) => problemItem(c, audited, entries));
  const folded = (level: 'notice' | 'off', title: string, note: string) => {
    const group = at(level);
    if (group.length === 0) return '';
    return `<details class="${level}"><summary>${title} (${plural(group.length, 'check')})</summary>
<p class="muted note">${note}</p>
<ul class="problems">${group.map((c) => problemItem(c, audited, entries)).join('\n')}</ul>
</details>`;
  };
  return `<h2>Errors</h2>
<section class="panel">
${
  errors.length > 0
    ? `<p class="muted note">Fix these first: each one costs pages search traffic, and fails the CI job. Pages without a result, then the checks at error, on most pages first.</p>
<ul class="problems">${errors.join('\n')}</ul>`
    : '<p class="allgood">No errors: every page has a result and no check at error failed.</p>'
}
</section>
<h2>Warnings, on most pages first</h2>
<section class="panel">
${
  warnings.length > 0
    ? `<ul class="problems">${warnings.join('\n')}</ul>`
    : '<p class="allgood">No warnings.</p>'
}
</section>
${folded('notice', 'Notices', 'Minor findings, with little effect on search; they never fail the job.')}
${folded('off', 'Accepted by your rules', "Failed, and accepted by the team's rules on these pages.")}`;
}

function siteSection(
  findings: readonly SiteFindingEntry[],
  entries: ReadonlyMap<string, IndexPageEntry>,
): string {
  if (findings.length === 0) return '';
  const items = findings.map(
    (finding) => `<li class="problem site"><p class="evidence">${escapeHtml(finding.text)}</p>
${pageList(finding.pages, entries)}</li>`,
  );
  return `<h2>Across the pages (${findings.length})</h2>
<section class="panel">
<p class="muted note">What no single report shows: what the audited pages share, or where they point.</p>
<ul class="problems">${items.join('\n')}</ul>
</section>`;
}

/** Worst first: no result, then pages with errors, then by score (lowest first); ties as given. */
function worstFirst(a: PageRow, b: PageRow): number {
  const rank = (row: PageRow) => (row.entry.score === null ? 0 : row.count('error') > 0 ? 1 : 2);
  return rank(a) - rank(b) || (a.entry.score ?? -1) - (b.entry.score ?? -1);
}

function gradeBar(pages: readonly IndexPageEntry[]): string {
  const counts: [string, number][] = [
    ...GRADES.map((grade): [string, number] => [
      grade,
      pages.filter((page) => page.grade === grade).length,
    ]),
    ['error', pages.filter((page) => page.grade === null).length],
  ];
  const total = pages.length || 1;
  const segments = counts
    .filter(([, n]) => n > 0)
    .map(
      ([grade, n]) => `<i class="${grade}" style="width:${((n / total) * 100).toFixed(2)}%"></i>`,
    );
  const legend = counts
    .filter(([grade, n]) => n > 0 || grade !== 'error')
    .map(
      ([grade, n]) =>
        `<li class="${grade}">${n} ${grade === 'error' ? 'without result' : grade}</li>`,
    );
  return `<div class="bar" role="img" aria-label="${counts.map(([g, n]) => `${n} ${g}`).join(', ')}">${segments.join('')}</div>
<ul class="legend">${legend.join('')}</ul>`;
}

/** Pages per score band of ten points (90-100 in the last), columns coloured by grade band. */
function scoreChart(pages: readonly IndexPageEntry[]): string {
  const scores = pages.map((page) => page.score).filter((s): s is number => s !== null);
  if (scores.length === 0) return '';
  const bins = Array.from({ length: 10 }, () => 0);
  for (const score of scores) {
    const bin = Math.min(9, Math.max(0, Math.floor(score / 10)));
    bins[bin] = (bins[bin] ?? 0) + 1;
  }
  const max = Math.max(...bins);
  const columns = bins.map((n, i) => {
    const from = i * 10;
    const to = i === 9 ? 100 : from + 9;
    // A column takes the grade of its lowest score (40-49 is bad, although 49 is decent).
    const band = gradeForScore(from);
    const height = n === 0 ? 0 : Math.max(6, Math.round((n / max) * 100));
    const title = `${plural(n, 'page')} scored ${from} to ${to}`;
    return `<div class="col" title="${title}"><span class="n">${n > 0 ? n : ''}</span><i class="${band}" style="height:${height}%"></i><span class="x">${from}</span></div>`;
  });
  return `<div class="histogram" role="img" aria-label="Pages by score, in bands of ten points: ${bins
    .map((n, i) => `${n} from ${i * 10}`)
    .join(', ')}">${columns.join('')}</div>`;
}

function tableRow(row: PageRow, index: number): string {
  const { entry } = row;
  const url = escapeHtml(entry.url);
  const page = entry.reportHref
    ? `<a href="${escapeHtml(encodeURI(entry.reportHref))}">${url}</a>`
    : url;
  const grade = entry.grade ?? 'error';
  const gradeText = GRADE_WORDS[entry.grade ?? 'error'];
  const json = entry.jsonHref
    ? ` <a class="muted" href="${escapeHtml(encodeURI(entry.jsonHref))}">JSON</a>`
    : '';
  const errors = row.count('error');
  const warnings = row.count('warning');
  const named = row.failed.filter((item) => item.level === 'error' || item.level === 'warning');
  const counts = [
    errors > 0 ? `<span class="error">${levelCount(errors, 'error')}</span>` : '',
    warnings > 0 ? levelCount(warnings, 'warning') : '',
  ].filter(Boolean);
  const issues = entry.error
    ? `<span class="error">${escapeHtml(entry.error)}</span>`
    : named.length > 0
      ? `${counts.join(', ')}<div class="issues">${escapeHtml(
          named
            .slice(0, NAMES_IN_ROW)
            .map((item) => item.finding.name)
            .join(', '),
        )}${named.length > NAMES_IN_ROW ? ', …' : ''}</div>`
      : entry.checks
        ? 'none'
        : '';
  return `<tr data-order="${index}">
<td class="url" data-label="Page" data-sort="${url}">${page}${json}</td>
<td data-label="Grade" data-sort="${entry.grade === null ? 3 : GRADES.indexOf(entry.grade)}"><span class="grade ${grade}">${gradeText}</span></td>
<td class="num" data-label="Score" data-sort="${entry.score ?? -1}">${formatScore(entry.score)}</td>
<td data-label="${entry.error ? 'Error' : 'Errors and warnings'}" data-sort="${entry.error ? 1_000_000 : errors * 1000 + warnings}">${issues}</td>
</tr>`;
}

// Sorts by the clicked column's data-sort (numbers as numbers); a second click reverses.
const SORT_SCRIPT = `
document.querySelectorAll('table.sortable th[data-col]').forEach(function (th) {
  var button = document.createElement('button');
  button.type = 'button';
  button.textContent = th.textContent;
  th.textContent = '';
  th.appendChild(button);
  button.addEventListener('click', function () {
    var table = th.closest('table');
    var col = Number(th.getAttribute('data-col'));
    var ascending = th.getAttribute('aria-sort') !== 'ascending';
    table.querySelectorAll('th').forEach(function (other) { other.removeAttribute('aria-sort'); });
    th.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    rows.sort(function (a, b) {
      var x = a.cells[col].getAttribute('data-sort');
      var y = b.cells[col].getAttribute('data-sort');
      var nx = Number(x), ny = Number(y);
      var order = !isNaN(nx) && !isNaN(ny) ? nx - ny : x.localeCompare(y);
      if (order === 0) order = Number(a.getAttribute('data-order')) - Number(b.getAttribute('data-order'));
      return ascending ? order : -order;
    });
    rows.forEach(function (row) { body.appendChild(row); });
  });
});`;

export function renderIndexPage(input: IndexPageInput): string {
  const pages = input.pages;
  const title = input.title ?? 'SEO audit';
  const rows = rowsOf(pages);
  const entries = new Map(pages.map((page) => [page.url, page]));
  const scores = pages.map((page) => page.score).filter((s): s is number => s !== null);
  const average = scores.length > 0 ? scores.reduce((a, b) => a + b, 0) / scores.length : null;
  const unaudited = rows.filter((row) => row.entry.grade === null && row.entry.checks === null);
  const errorCount = unaudited.length + rows.reduce((sum, row) => sum + row.count('error'), 0);
  const errorPages = rows.filter((row) => row.count('error') > 0 || unaudited.includes(row)).length;
  const warningCount = rows.reduce((sum, row) => sum + row.count('warning'), 0);
  const warningPages = rows.filter((row) => row.count('warning') > 0).length;
  const when = formatDate(input.generatedAt ?? null);
  const ordered = rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => worstFirst(a.row, b.row));
  const chart = scoreChart(pages);
  const body = `<header>
<p class="meta">SEO audit report</p>
<h1>${escapeHtml(title)}: ${plural(pages.length, 'page')}</h1>
${when ? `<p class="meta">Audited ${escapeHtml(when)}</p>` : ''}
</header>
<div class="cards">
<div class="card${errorCount > 0 ? ' failed' : ''}"><b>${formatCount(errorCount)}</b><span>${noun(errorCount, 'error')} on ${plural(errorPages, 'page')}</span></div>
<div class="card${warningCount > 0 ? ' warned' : ''}"><b>${formatCount(warningCount)}</b><span>${noun(warningCount, 'warning')} on ${plural(warningPages, 'page')}</span></div>
<div class="card"><b>${formatScore(average)}</b><span>average score</span></div>
<div class="card"><b>${pages.filter((p) => p.grade === 'good').length} of ${pages.length}</b><span>${noun(pages.length, 'page')} graded good</span></div>
</div>
${problemSections(rows, entries)}
${siteSection(input.siteFindings ?? [], entries)}
<h2>Pages</h2>
<section class="panel">
<h3 class="sub first">Pages by grade</h3>
${gradeBar(pages)}
${chart ? `<h3 class="sub">Pages by score</h3>\n${chart}` : ''}
</section>
<p class="muted">Pages without a result and pages with errors first, then the lowest scores. Open a page for its findings, with the evidence, why each matters and how to fix it.</p>
<table class="sortable">
<thead><tr><th data-col="0" scope="col">Page</th><th data-col="1" scope="col">Grade</th><th data-col="2" scope="col">Score</th><th data-col="3" scope="col">Errors and warnings</th></tr></thead>
<tbody>
${ordered.map(({ row, index }) => tableRow(row, index)).join('\n')}
</tbody>
</table>
<footer>Errors fail the CI job; warnings and notices are shown and never fail it. Score: the share of weighted checks passed, from 0 to 100, shown with one decimal. ${GRADE_BANDS_TEXT}</footer>`;
  return renderShell({
    title: `${title}: ${plural(pages.length, 'page')}`,
    body,
    script: SORT_SCRIPT,
  });
}
