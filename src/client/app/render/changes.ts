// How a page changed since its baseline, as every renderer writes it: "▼ 7.1", "▲ 3.2", "=",
// "new"; the checks that newly failed first, then the fixed ones, then the accepted ones.

import { formatScore } from '../../../shared/findings/format.js';
import type { Finding } from '../../../shared/findings/types.js';
import type { UrlOutcome } from '../../audit/types.js';
import type { PageChange } from '../../baseline/compare.js';
import type { AuditRun } from '../job.js';
import { failedChecks } from './checks.js';

/** The change of each page of the run, by URL (a run's URLs are distinct). */
export function changesOf(run: AuditRun): (outcome: UrlOutcome) => PageChange | null {
  const byUrl = new Map((run.comparison?.pages ?? []).map((page) => [page.url, page]));
  return (outcome) => byUrl.get(outcome.url) ?? null;
}

/** "▼ 7.1" (worse), "▲ 3.2" (better), "=" (the same score), "new" (not in the baseline). */
export function changeMark(change: PageChange): string {
  if (change.status === 'no_result') return '';
  if (change.delta === null) return 'new';
  if (Math.abs(change.delta) < 0.05) return '=';
  return `${change.delta < 0 ? '▼' : '▲'} ${formatScore(Math.abs(change.delta))}`;
}

/** Regressed pages first, each group in the run's order: what the reader came for. */
export function regressedFirst(run: AuditRun): UrlOutcome[] {
  const change = changesOf(run);
  const outcomes = run.result.outcomes;
  if (run.comparison === null) return outcomes;
  return [
    ...outcomes.filter((outcome) => change(outcome)?.status === 'regressed'),
    ...outcomes.filter((outcome) => change(outcome)?.status !== 'regressed'),
  ];
}

/** "71.4" or, when accepted checks raised it, "85.7 (service: 71.4)". */
export function scoreText(outcome: UrlOutcome): string {
  if (outcome.score === null) return '';
  const own = formatScore(outcome.score);
  return outcome.serviceScore === undefined
    ? own
    : `${own} (service: ${formatScore(outcome.serviceScore)})`;
}

/** A failed check and what the baseline makes of it: new since, accepted, or neither. */
export interface MarkedFinding {
  finding: Finding;
  mark: 'new' | 'accepted' | null;
}

/**
 * A page's failed checks, most important first as ever, but the new ones before the rest (they
 * are what this change did) and the accepted ones after (asides).
 */
export function markedFailedChecks(
  outcome: UrlOutcome,
  change: PageChange | null,
  severities: ReadonlyMap<string, string> = new Map(),
): MarkedFinding[] {
  const newly = new Set(change?.newlyFailed ?? []);
  const accepted = new Set(change?.accepted ?? []);
  const RANK = { new: 0, null: 1, accepted: 2 } as const;
  // Within each mark, errors first, then warnings, notices; the report's order among equals.
  const SEVERITY_RANK: Record<string, number> = { error: 0, warning: 1, notice: 2 };
  const severityRank = (key: string) => SEVERITY_RANK[severities.get(key) ?? ''] ?? 3;
  return failedChecks(outcome)
    .map(
      (finding): MarkedFinding => ({
        finding,
        mark: newly.has(finding.key) ? 'new' : accepted.has(finding.key) ? 'accepted' : null,
      }),
    )
    .sort(
      (a, b) =>
        RANK[a.mark ?? 'null'] - RANK[b.mark ?? 'null'] ||
        severityRank(a.finding.key) - severityRank(b.finding.key),
    );
}
