// Writes each report to a folder, as JSON and as the same self-contained HTML page the service
// renders, so that the reports outlive an embedded service (upload the folder with
// actions/upload-artifact). Shared by the action and the CLI; a face treats a failure here as a
// warning, after the summary and the outputs are written.
//
// Layout:
//   <dir>/index.html     the run: errors, warnings by pages hit, findings across pages, every
//                        page linking its report
//   <dir>/results.json   the action's `results` output (url, id, grade, score, report-url, error)
//   <dir>/<id>.json      the report as the API answered it
//   <dir>/<id>.html      the report page, linking the audited page and back to index.html
// A report id is an opaque string: ids that are not plain file names get a safe name instead.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isGrade } from '../../shared/grade.js';
import { renderIndexPage } from '../../shared/pages/render-index-page.js';
// Straight from the page module: the service's index would pull SQLite into the import.
import { type ReportPageInput, renderReportPage } from '../../shared/pages/render-report-page.js';
import type { PageSeverities } from '../../shared/pages/severity.js';
import type { CheckFinding, UrlOutcome } from '../audit/types.js';
import { findingsOn } from './render/checks.js';
import type { ResultOutput } from './render/outputs.js';
import { siteFindingText } from './render/site.js';
import type { SiteFinding } from './site-findings.js';

interface ReportDirInput {
  outcomes: UrlOutcome[];
  /** The same array as the action's `results` output. */
  results: ResultOutput[];
  /** The verdict's findings: each failed check's severity on its page, by the run's rules. */
  findings: readonly CheckFinding[];
  /** Findings across the pages, shown on the index. */
  siteFindings: readonly SiteFinding[];
  /** Removes secrets (API key, report password) from text before it is written. */
  scrub: (text: string) => string;
}

interface WrittenReport {
  url: string;
  id: string;
  /** File names inside the folder. */
  json: string;
  html: string;
}

// Names the folder itself uses, and names some systems refuse, never come from an id as is.
const TAKEN_NAMES = new Set(['index', 'results']);
const RESERVED_ON_WINDOWS = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
const PLAIN_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** A file name (without extension) for a report id: the id itself when it is plain. */
export function reportFileName(id: string): string {
  if (PLAIN_NAME.test(id) && !TAKEN_NAMES.has(id.toLowerCase()) && !RESERVED_ON_WINDOWS.test(id)) {
    return id;
  }
  // Readable part plus a hash of the whole id, so that two ids never share a name.
  const readable = id.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 40);
  const hash = createHash('sha256').update(id).digest('hex').slice(0, 12);
  return `report-${readable}-${hash}`.replace(/-+/g, '-');
}

/**
 * Why a report folder could not be written, in words a user can act on: the system's code names
 * the cause, and the path it failed on says where (it may be a file inside the folder).
 */
export function reportDirProblem(error: unknown): string {
  const { code, path } = (error ?? {}) as { code?: unknown; path?: unknown };
  const where = typeof path === 'string' ? ` (${path})` : '';
  const cause: Record<string, string> = {
    EEXIST: 'a file is in the way: the path must be a folder or not exist yet',
    ENOTDIR: 'a file is in the way: the path must be a folder or not exist yet',
    EISDIR: 'a folder is where a report file goes',
    ENOSPC: 'the disk is full',
    EDQUOT: 'the disk quota is used up',
    EACCES: 'no permission to write there',
    EPERM: 'no permission to write there',
    EROFS: 'the file system is read-only',
  };
  if (typeof code === 'string' && Object.hasOwn(cause, code)) return `${cause[code]}${where}`;
  return error instanceof Error ? error.message : String(error);
}

export async function writeReportDir(dir: string, input: ReportDirInput): Promise<WrittenReport[]> {
  await mkdir(dir, { recursive: true });
  const written: WrittenReport[] = [];
  const used = new Set<string>();
  for (const outcome of input.outcomes) {
    const report = outcome.report;
    if (report === null || used.has(report.id)) continue;
    used.add(report.id);
    const name = reportFileName(report.id);
    const raw = withoutPassword(report.raw);
    await writeFile(
      join(dir, `${name}.json`),
      input.scrub(`${JSON.stringify(raw, null, 2)}\n`),
      'utf8',
    );
    const page = renderReportPage(raw, {
      auditedUrl: outcome.url,
      indexHref: 'index.html',
      severities: severitiesOf(input.findings, outcome.url),
    });
    await writeFile(join(dir, `${name}.html`), input.scrub(page), 'utf8');
    written.push({ url: outcome.url, id: report.id, json: `${name}.json`, html: `${name}.html` });
  }
  await writeFile(
    join(dir, 'results.json'),
    input.scrub(`${JSON.stringify(input.results, null, 2)}\n`),
    'utf8',
  );
  await writeFile(join(dir, 'index.html'), input.scrub(renderIndex(input, written)), 'utf8');
  return written;
}

/** Services never send a report's password; drop the field anyway should one ever do. */
function withoutPassword(raw: Record<string, unknown>): ReportPageInput {
  const { password: _password, ...rest } = raw;
  // The page reads it with the client's own reader (src/shared/report): the same checks, score
  // and grade as the summary and the index.
  return { ...rest, url: typeof rest.url === 'string' ? rest.url : '' } as ReportPageInput;
}

/**
 * A page's failed checks at their severity by the run's rules, as the pages take them: the
 * verdict leaves out the checks the rules accepted, which the pages then show as accepted.
 */
function severitiesOf(findings: readonly CheckFinding[], url: string): PageSeverities {
  const severities: Record<string, CheckFinding['severity']> = Object.create(null);
  for (const finding of findingsOn(findings, url)) severities[finding.key] = finding.severity;
  return severities;
}

function renderIndex(input: ReportDirInput, written: WrittenReport[]): string {
  const files = new Map(written.map((report) => [report.id, report]));
  return renderIndexPage({
    generatedAt: new Date(),
    pages: input.results.map((result, index) => {
      const report = result.id === null ? undefined : files.get(result.id);
      return {
        url: result.url,
        grade: isGrade(result.grade) ? result.grade : null,
        score: result.score,
        error: result.error,
        reportHref: report ? encodeURI(report.html) : null,
        jsonHref: report ? encodeURI(report.json) : null,
        checks: input.outcomes[index]?.report?.checks ?? null,
        severities: severitiesOf(input.findings, result.url),
      };
    }),
    siteFindings: input.siteFindings.map(siteFindingText),
  });
}
