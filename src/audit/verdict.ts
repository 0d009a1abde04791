// Decides whether the audit passes: grades at or below the fail-on grade, scores below the
// minimum score, and pages without a result (which fail unless fail-on is never, where they
// become warnings). Reasons are data; each face words them.
import { gradeRank } from '../grade.js';
import type { AuditResult, FailOn, Verdict, VerdictReason } from './types.js';

export function decideVerdict(
  result: AuditResult,
  failOn: FailOn,
  minScore: number | null,
): Verdict {
  const counts = { good: 0, decent: 0, bad: 0, errors: 0 };
  const reasons: VerdictReason[] = [];
  const warnings: VerdictReason[] = [];
  let worstGrade: Verdict['worstGrade'] = null;

  for (const outcome of result.outcomes) {
    if (outcome.failure !== null || outcome.grade === null) {
      counts.errors += 1;
      // After a fatal failure every URL says "not audited": the one fatal reason says it all.
      if (result.fatal !== null) continue;
      const reason: VerdictReason = {
        kind: 'no_result',
        url: outcome.url,
        failure: outcome.failure,
      };
      (failOn === 'never' ? warnings : reasons).push(reason);
      continue;
    }
    counts[outcome.grade] += 1;
    if (worstGrade === null || gradeRank(outcome.grade) > gradeRank(worstGrade))
      worstGrade = outcome.grade;
    if (failOn !== 'never' && gradeRank(outcome.grade) >= gradeRank(failOn)) {
      reasons.push({
        kind: 'grade',
        url: outcome.url,
        grade: outcome.grade,
        score: outcome.score,
        failOn,
      });
    } else if (minScore !== null && outcome.score !== null && outcome.score < minScore) {
      reasons.push({ kind: 'min_score', url: outcome.url, score: outcome.score, minScore });
    }
  }
  if (result.fatal !== null) reasons.unshift({ kind: 'fatal', error: result.fatal });
  return { passed: reasons.length === 0, worstGrade, counts, reasons, warnings };
}
