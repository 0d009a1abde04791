import { CATEGORY_NAMES, checkEntry } from '../findings/catalogue.js';
import { type CheckFailures, mostFailedChecks, pageFindings } from '../findings/findings.js';
import { formatDate, formatScore, noun, plural } from '../findings/format.js';
import { GRADE_BANDS_TEXT, GRADES, type Grade, gradeForScore } from '../grade.js';
import type { ReportCheck } from '../interface.js';
import { escapeHtml, renderShell } from './page-style.js';

// The index of a report folder: how the run went (pages per grade, average score, a score
// chart, the problems found on most pages) and a table of the pages linking each report. Same
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
}

export interface IndexPageInput {
  pages: readonly IndexPageEntry[];
  /** When the run happened; shown in UTC. */
  generatedAt?: Date | string | null;
  /** Heading, "SEO audit" by default. */
  title?: string;
}

const MOST_COMMON = 8;
const GRADE_WORDS: Record<Grade | 'error', string> = {
  good: 'Good',
  decent: 'Decent',
  bad: 'Bad',
  error: 'No result',
};

interface PageRow {
  entry: IndexPageEntry;
  failed: number;
  failedHigh: number;
  topIssues: string[];
}

function rowsOf(pages: readonly IndexPageEntry[]): PageRow[] {
  return pages.map((entry) => {
    const failed = pageFindings(entry.checks).filter((f) => f.status === 'failed');
    return {
      entry,
      failed: failed.length,
      failedHigh: failed.filter((f) => f.importance === 'high').length,
      topIssues: failed.slice(0, 3).map((f) => f.name),
    };
  });
}

/** Worst first: no result, then the lowest score; ties in the order given. */
function worstFirst(a: PageRow, b: PageRow): number {
  const score = (row: PageRow) => row.entry.score ?? -1;
  return score(a) - score(b);
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

function problemList(problems: CheckFailures[], pageCount: number): string {
  if (problems.length === 0) return '<p class="allgood">No check failed on any page.</p>';
  const items = problems.slice(0, MOST_COMMON).map((problem) => {
    const entry = checkEntry(problem.key);
    const share = ((problem.pages / Math.max(1, pageCount)) * 100).toFixed(1);
    return `<li><span class="count">${problem.pages} of ${plural(pageCount, 'page')}</span><h3>${escapeHtml(entry.name)} <span class="badge ${problem.importance}">${problem.importance}</span> <span class="badge cat">${escapeHtml(CATEGORY_NAMES[entry.category])}</span></h3>
<div class="meter"><i style="width:${share}%"></i></div>
<p class="fix"><b>How to fix:</b> ${escapeHtml(entry.fix)}</p></li>`;
  });
  const more =
    problems.length > MOST_COMMON
      ? `<p class="muted">${plural(problems.length - MOST_COMMON, 'other check')} failed on fewer pages; see each report.</p>`
      : '';
  return `<ul class="problems">${items.join('\n')}</ul>${more}`;
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
  const issues = entry.error
    ? `<span class="error">${escapeHtml(entry.error)}</span>`
    : row.topIssues.length > 0
      ? `${row.failed} failed${row.failedHigh > 0 ? `, ${row.failedHigh} high` : ''}<div class="issues">${escapeHtml(row.topIssues.join(', '))}${row.failed > row.topIssues.length ? ', …' : ''}</div>`
      : entry.checks
        ? 'none'
        : '';
  return `<tr data-order="${index}">
<td class="url" data-label="Page" data-sort="${url}">${page}${json}</td>
<td data-label="Grade" data-sort="${entry.grade === null ? 3 : GRADES.indexOf(entry.grade)}"><span class="grade ${grade}">${gradeText}</span></td>
<td class="num" data-label="Score" data-sort="${entry.score ?? -1}">${formatScore(entry.score)}</td>
<td data-label="${entry.error ? 'Error' : 'Failed checks'}" data-sort="${entry.error ? 1000 : row.failedHigh * 100 + row.failed}">${issues}</td>
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
  const scores = pages.map((page) => page.score).filter((s): s is number => s !== null);
  const average = scores.length > 0 ? scores.reduce((a, b) => a + b, 0) / scores.length : null;
  const failedPages = rows.filter((row) => row.failed > 0).length;
  const when = formatDate(input.generatedAt ?? null);
  const problems = mostFailedChecks(pages.map((page) => page.checks));
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
<div class="card"><b>${formatScore(average)}</b><span>average score</span></div>
<div class="card"><b>${pages.filter((p) => p.grade === 'good').length} of ${pages.length}</b><span>${noun(pages.length, 'page')} graded good</span></div>
<div class="card failed"><b>${failedPages}</b><span>${noun(failedPages, 'page has', 'pages have')} failed checks</span></div>
</div>
<section class="panel">
<h2 class="first">Pages by grade</h2>
${gradeBar(pages)}
${chart ? `<h3 class="sub">Pages by score</h3>\n${chart}` : ''}
</section>
<h2>Problems found on most pages</h2>
<section class="panel">
${problemList(problems, pages.filter((page) => page.checks !== null).length)}
</section>
<h2>Pages</h2>
<p class="muted">Worst first. Open a page for its findings, with the evidence, why each matters and how to fix it.</p>
<table class="sortable">
<thead><tr><th data-col="0" scope="col">Page</th><th data-col="1" scope="col">Grade</th><th data-col="2" scope="col">Score</th><th data-col="3" scope="col">Failed checks</th></tr></thead>
<tbody>
${ordered.map(({ row, index }) => tableRow(row, index)).join('\n')}
</tbody>
</table>
<footer>Score: the share of weighted checks passed, from 0 to 100, shown with one decimal. ${GRADE_BANDS_TEXT}</footer>`;
  return renderShell({
    title: `${title}: ${plural(pages.length, 'page')}`,
    body,
    script: SORT_SCRIPT,
  });
}
