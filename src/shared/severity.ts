// What a failed check means for a CI job, apart from its importance and weight in the score:
// an `error` fails the job, a `warning` is shown and never fails it by default, a `notice` is
// listed apart, and `off` is not reported at all (an accepted check). docs/analyzer.md gives the
// reason for each check's default.

export const SEVERITIES = ['error', 'warning', 'notice', 'off'] as const;
export type Severity = (typeof SEVERITIES)[number];

export function isSeverity(value: unknown): value is Severity {
  return typeof value === 'string' && (SEVERITIES as readonly string[]).includes(value);
}

const RANK: Record<Severity, number> = { error: 3, warning: 2, notice: 1, off: 0 };

/** The graver of two severities. */
export function graver(a: Severity, b: Severity): Severity {
  return RANK[a] >= RANK[b] ? a : b;
}

/** Is `a` at least as grave as `b`? */
export function atLeast(a: Severity, b: Severity): boolean {
  return RANK[a] >= RANK[b];
}
