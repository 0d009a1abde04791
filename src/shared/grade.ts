// The interface's words good/decent/bad are bands of the 0-100 score (docs/compatibility.md,
// "Report object"): good above 79, decent from 49 to 79, bad below 49. Every layer (analyzer,
// service, client, action) grades through this one function, and the service's SQL filter and the
// pages' words through its two bounds, so that the bands can never disagree.

export const GRADES = ['good', 'decent', 'bad'] as const;
export type Grade = (typeof GRADES)[number];

/** good: score > GOOD_ABOVE; decent: BAD_BELOW <= score <= GOOD_ABOVE; bad: score < BAD_BELOW. */
export const GOOD_ABOVE = 79;
export const BAD_BELOW = 49;

export function gradeForScore(score: number): Grade {
  if (score > GOOD_ABOVE) return 'good';
  if (score >= BAD_BELOW) return 'decent';
  return 'bad';
}

/** The bands in words, for the pages that explain a grade. */
export const GRADE_BANDS_TEXT = `Good above ${GOOD_ABOVE}, decent from ${BAD_BELOW} to ${GOOD_ABOVE}, bad below ${BAD_BELOW}.`;

export function isGrade(value: unknown): value is Grade {
  return typeof value === 'string' && (GRADES as readonly string[]).includes(value);
}

/** Worse grades rank higher: bad 2, decent 1, good 0. */
export function gradeRank(grade: Grade): number {
  return GRADES.indexOf(grade);
}
