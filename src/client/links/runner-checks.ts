// The checks the runner adds to a page's results from the link check (docs/links.md): not the
// service's (no report has them), but judged like them: rules may name them and their error keys
// (`broken_links.redirected: off`), and these are their severities when no rule does.
import type { Severity } from '../../shared/checks/index.js';

export const RUNNER_CHECKS: Readonly<Record<string, Readonly<Record<string, Severity>>>> = {
  /** Links (`<a>`, `<area>`, canonical and alternate `<link>`) to targets on the audited origins. */
  broken_links: { broken: 'error', blocked: 'warning', noindex: 'warning', redirected: 'notice' },
  /** Images (src and srcset), scripts, stylesheets and icons on the audited origins. */
  broken_resources: { broken: 'error' },
};

export function isRunnerCheck(key: string): boolean {
  return Object.hasOwn(RUNNER_CHECKS, key);
}

/** A runner check's error keys; [] for any other key. */
export function runnerErrorKeys(key: string): string[] {
  return isRunnerCheck(key) ? Object.keys(RUNNER_CHECKS[key] as object) : [];
}

/**
 * The default severity of a runner check's error (or of the check: its gravest); null for a key
 * that is not one.
 */
export function runnerSeverity(key: string, errorKey: string | null): Severity | null {
  const errors = isRunnerCheck(key) ? RUNNER_CHECKS[key] : undefined;
  if (errors === undefined) return null;
  if (errorKey !== null && Object.hasOwn(errors, errorKey)) return errors[errorKey] as Severity;
  return errors.broken ?? 'warning';
}
