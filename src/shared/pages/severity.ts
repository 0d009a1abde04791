// What a failed check means for this run, as the pages show it: error, warning or notice (or off,
// accepted by the team's rules). The client decides it by its rules (src/client/audit/rules.ts)
// and passes it in as data, since the pages are shared with the service and cannot import the
// client; given nothing, a page takes the table's default (src/shared/checks), which is what the
// rules answer when none is written.
import { defaultCheckSeverity, type Severity } from '../checks/index.js';
import { formatCount } from '../findings/format.js';
import type { ReportCheck } from '../interface.js';
import { own } from '../own-keys.js';

/** A failed check's level on one page: a severity, or `off` (accepted by a rule, not reported). */
export type CheckLevel = Severity | 'off';

/**
 * Failed check key to its level on one page, as the run's rules decided. A failed check the
 * record does not name was accepted (off), as the verdict leaves accepted checks out.
 */
export type PageSeverities = Readonly<Record<string, CheckLevel>>;

export const LEVEL_ORDER: readonly CheckLevel[] = ['error', 'warning', 'notice', 'off'];

export const LEVEL_RANK: Readonly<Record<CheckLevel, number>> = {
  error: 0,
  warning: 1,
  notice: 2,
  off: 3,
};

/** The level of one failed check: from `severities` when given, else the table's default. */
export function levelOf(
  key: string,
  check: Pick<ReportCheck, 'errors'>,
  severities: PageSeverities | null | undefined,
): CheckLevel {
  if (severities == null) return defaultCheckSeverity(key, check.errors);
  return own(severities as Record<string, CheckLevel>, key) ?? 'off';
}

/** "1 error", "2 warnings", "1 notice", "3 accepted". */
export function levelCount(count: number, level: CheckLevel): string {
  if (level === 'off') return `${formatCount(count)} accepted`;
  return `${formatCount(count)} ${count === 1 ? level : `${level}s`}`;
}
