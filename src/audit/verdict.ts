// Decides whether the audit passes: grades at or below fail-on, scores below min-score, and
// errors (which fail unless fail-on is never, where they become warnings).
import { gradeRank } from '../grade.js';
import type { AuditResult, FailOn, Verdict } from './types.js';

export function decideVerdict(
  result: AuditResult,
  failOn: FailOn,
  minScore: number | null,
): Verdict {
  const counts = { good: 0, decent: 0, bad: 0, errors: 0 };
  const reasons: string[] = [];
  const warnings: string[] = [];
  let worstGrade: Verdict['worstGrade'] = null;

  for (const outcome of result.outcomes) {
    if (outcome.error !== null || outcome.grade === null) {
      counts.errors += 1;
      // After a fatal failure every URL says "not audited": the one fatal line says it all.
      if (result.fatal !== null) continue;
      const line = `${outcome.url}: ${outcome.error ?? 'no result'}`;
      (failOn === 'never' ? warnings : reasons).push(line);
      continue;
    }
    counts[outcome.grade] += 1;
    if (worstGrade === null || gradeRank(outcome.grade) > gradeRank(worstGrade))
      worstGrade = outcome.grade;
    const score = outcome.score === null ? '' : ` (score ${formatScore(outcome.score)})`;
    if (failOn !== 'never' && gradeRank(outcome.grade) >= gradeRank(failOn)) {
      reasons.push(`${outcome.url} is ${outcome.grade}${score}, at or below fail-on: ${failOn}`);
    } else if (minScore !== null && outcome.score !== null && outcome.score < minScore) {
      reasons.push(
        `${outcome.url} scores ${formatScore(outcome.score)}, below min-score: ${minScore}`,
      );
    }
  }
  if (result.fatal !== null) reasons.unshift(result.fatal);
  return { passed: reasons.length === 0, worstGrade, counts, reasons, warnings };
}

export function formatScore(score: number): string {
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}
