// The table of checks as its readers use it: the keys and their types, each key's spec with its
// default weight and error keys, the keys of each profile in report order.
import { DEFAULT_WEIGHTS } from '../score.js';
import type { Category, CheckProfile, Detail, Importance, Severity } from './spec.js';
import { TABLE } from './table.js';

export {
  type Category,
  CHECK_PROFILES,
  type CheckProfile,
  type Importance,
  SEVERITIES,
  type Severity,
} from './spec.js';

type Row = (typeof TABLE)[number];
type RowOf<K extends CheckKey> = Extract<Row, { key: K }>;

/** A key of the table: the 36 of deployed services and the analyzer's own 10. */
export type CheckKey = Row['key'];

/**
 * For each check, what our analyzer may put in a failure's `errors`: error key to its detail.
 * `title: { missing: null; length: { min; max; length }; too_many: { count } }`. Other services
 * send other shapes for the same keys (docs/compatibility.md), which the findings read tolerantly.
 */
export type CheckErrors = {
  [K in CheckKey]: {
    -readonly [E in keyof RowOf<K>['errors']]: RowOf<K>['errors'][E] extends Detail<infer T>
      ? T
      : never;
  };
};

/** One check as the table describes it. */
export interface CheckSpec<K extends CheckKey = CheckKey> {
  key: K;
  name: string;
  category: Category;
  importance: Importance;
  /** The score's default weight for the importance (shared/score.ts). */
  weight: number;
  profiles: readonly CheckProfile[];
  severity: Severity;
  severityWhy: string;
  /** Error keys whose failure is graver or milder than the check's own severity. */
  errorSeverity: Readonly<Record<string, Severity>>;
  why: string;
  fix: string;
  /** The error keys of `CheckErrors[K]`, listed from the same table row. */
  errorKeys: readonly ErrorKey<K>[];
}

/** An error key of check K (of any of them, for a union of keys). */
export type ErrorKey<K extends CheckKey = CheckKey> = K extends CheckKey
  ? keyof CheckErrors[K] & string
  : never;

/** Every check, in report order. */
export const CHECKS: readonly CheckSpec[] = TABLE.map(
  (row): CheckSpec => ({
    key: row.key,
    name: row.name,
    category: row.category,
    importance: row.importance,
    weight: DEFAULT_WEIGHTS[row.importance],
    profiles: row.profiles,
    severity: row.severity,
    severityWhy: row.severityWhy,
    errorSeverity: 'errorSeverity' in row ? row.errorSeverity : {},
    why: row.why,
    fix: row.fix,
    errorKeys: Object.keys(row.errors) as CheckSpec['errorKeys'],
  }),
);

const BY_KEY: ReadonlyMap<string, CheckSpec> = new Map(CHECKS.map((spec) => [spec.key, spec]));
const PHPRANK_CHECKS = CHECKS.filter((spec) => spec.profiles.includes('phprank'));

export function isCheckKey(key: string): key is CheckKey {
  return BY_KEY.has(key);
}

/** The spec of a key of the table. */
export function checkSpec(key: CheckKey): CheckSpec {
  return BY_KEY.get(key) as CheckSpec;
}

/** What a failure of a key no table knows means by default: shown, never failing a job. */
export const UNKNOWN_CHECK_SEVERITY: Severity = 'warning';

/**
 * The default severity of one error of a check, or of the check when no error is named. A key
 * of another service's, or an error key the table does not list, takes the check's own.
 */
export function defaultSeverity(key: string, errorKey: string | null): Severity {
  const spec = BY_KEY.get(key);
  if (spec === undefined) return UNKNOWN_CHECK_SEVERITY;
  if (errorKey !== null && Object.hasOwn(spec.errorSeverity, errorKey))
    return spec.errorSeverity[errorKey] as Severity;
  return spec.severity;
}

const SEVERITY_RANK: Readonly<Record<Severity, number>> = { error: 3, warning: 2, notice: 1 };

/**
 * A failed check's severity when no rule names it: the gravest default of its errors, or the
 * check's own when it names none. What the client's rules (src/client/audit/rules.ts) answer
 * for a page without rules; the pages use it when they are given no severities.
 */
export function defaultCheckSeverity(
  key: string,
  errors: Readonly<Record<string, unknown>> | null | undefined,
): Severity {
  const errorKeys = errors == null ? [] : Object.keys(errors);
  if (errorKeys.length === 0) return defaultSeverity(key, null);
  let gravest: Severity = 'notice';
  for (const errorKey of errorKeys) {
    const severity = defaultSeverity(key, errorKey);
    if (SEVERITY_RANK[severity] > SEVERITY_RANK[gravest]) gravest = severity;
  }
  return gravest;
}

/** The checks a profile runs, in report order. */
export function checksIn(profile: CheckProfile): readonly CheckSpec[] {
  return profile === 'phprank' ? PHPRANK_CHECKS : CHECKS;
}

/** The keys of the default (`all`) profile, in report order. */
export const CHECK_KEYS: readonly CheckKey[] = CHECKS.map((spec) => spec.key);
/** The 36 keys of the `phprank` profile, in report order. */
export const PHPRANK_CHECK_KEYS: readonly CheckKey[] = PHPRANK_CHECKS.map((spec) => spec.key);
