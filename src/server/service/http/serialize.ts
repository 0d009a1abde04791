import { type Grade, gradeForScore } from '../../../shared/grade.js';
import type { CheckResult } from '../../analyzer/types.js';
import type { ProjectRecord } from '../project-store.js';
import { fieldsAfterResults, fieldsBeforeResults } from '../report-json.js';
import type { GenerationState, Privacy, ReportRecord } from '../report-store.js';
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

export function serializeProject(project: ProjectRecord): ApiProject {
  return {
    project: project.project,
    reports: project.reports,
    result: project.meanScore === null ? null : gradeForScore(project.meanScore),
    score: project.meanScore,
    created_at: toApiTimestamp(project.createdAt) as string,
  };
}
