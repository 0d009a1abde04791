import type { CheckResult } from '../../analyzer/types.js';
import { type Grade, gradeForScore } from '../../grade.js';
import type { ProjectRecord } from '../project-store.js';
import type { GenerationState, Privacy, ReportRecord, StoredReport } from '../report-store.js';
import { toApiTimestamp } from '../timestamps.js';

/** A report as the API answers it (docs/api.md, "Report object"). */
export interface ApiReport {
  id: number;
  url: string;
  project: string;
  /** The grade of `score`; null until generated. */
  result: Grade | null;
  score: number | null;
  results: Record<string, CheckResult> | null;
  privacy: Privacy;
  /** Whether a password is set; never the password. */
  password: boolean;
  state: GenerationState;
  error: { code: string; message: string } | null;
  generated_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ApiProject {
  project: string;
  reports: number;
  result: Grade | null;
  score: number | null;
  created_at: string;
}

export function serializeReport(report: ReportRecord): ApiReport {
  return { ...fieldsBeforeResults(report), results: report.results, ...fieldsAfterResults(report) };
}

// A report's fields around `results`, in the order the API answers them: one list for the object
// and for the JSON text that splices the stored results in.
function fieldsBeforeResults(report: ReportRecord | StoredReport) {
  return {
    id: report.id,
    url: report.url,
    project: report.project,
    result: report.score === null ? null : gradeForScore(report.score),
    score: report.score,
  };
}

function fieldsAfterResults(report: ReportRecord | StoredReport) {
  return {
    privacy: report.privacy,
    password: report.passwordHash !== null,
    state: report.state,
    error: report.error,
    generated_at: toApiTimestamp(report.generatedAt),
    created_at: toApiTimestamp(report.createdAt) as string,
    updated_at: toApiTimestamp(report.updatedAt) as string,
  };
}

/**
 * The same object as serializeReport, as JSON text, with the stored results spliced in as they
 * are: parsing and re-serializing them was most of a list's cost (2.7 ms of 100 reports, against
 * 0.17 ms to splice). The service wrote that text with JSON.stringify, so it is valid JSON.
 */
export function reportJsonText(report: StoredReport): string {
  const head = JSON.stringify(fieldsBeforeResults(report));
  const tail = JSON.stringify(fieldsAfterResults(report));
  return `${head.slice(0, -1)},"results":${report.resultsJson ?? 'null'},${tail.slice(1)}`;
}

export function serializeProject(project: ProjectRecord): ApiProject {
  return {
    project: project.project,
    reports: project.reports,
    result: project.meanScore === null ? null : gradeForScore(project.meanScore),
    score: project.meanScore,
    created_at: toApiTimestamp(project.createdAt) as string,
  };
}
