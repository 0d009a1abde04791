// The interface's words good/decent/bad are bands of the 0-100 score (docs/compatibility.md,
// "Report object"): good above 79, decent from 49 to 79, bad below 49. Every layer (analyzer,
// service, client, action) grades through this one function so that the bands can never disagree.

export const GRADES = ['good', 'decent', 'bad'] as const;
export type Grade = (typeof GRADES)[number];

export function gradeForScore(score: number): Grade {
  if (score > 79) return 'good';
  if (score >= 49) return 'decent';
  return 'bad';
}

export function isGrade(value: unknown): value is Grade {
  return typeof value === 'string' && (GRADES as readonly string[]).includes(value);
}

/** Worse grades rank higher: bad 2, decent 1, good 0. */
export function gradeRank(grade: Grade): number {
  return GRADES.indexOf(grade);
}
