// Severity rules: what a failed check means for this job, set by the team. One syntax for the
// action's `rules` input, the CLI's --rule and the rules file both read (.seo-report-rules):
//
//   noindex: error                       # on every page
//   title.length, meta_description: off  # one error of a check, or a whole check
//   /blog/*: open_graph: warning         # on pages whose path matches
//   https://docs.example.com/*: canonical: notice
//
// A line is `[pattern:] targets: level`. A target is a check key (docs/findings.md) or a key and
// one of its error keys (`title.length`); the level is error, warning, notice or off. Patterns are
// those of ignore-checks: starting with "/" they match the path and query, with http(s):// the
// whole URL, `*` any run of characters, and the whole target must match. A later line wins over an
// earlier one for the same target; a rule for an error key wins over one for its check. Each
// `ignore-checks` line is the rule `keys: off`.
import {
  checkSpec,
  defaultSeverity,
  isCheckKey,
  SEVERITIES,
  type Severity,
} from '../../shared/checks/index.js';
import { type ErrorCodeOf, SeoReportError } from '../../shared/errors.js';
import { CATALOGUE, isKnownCheck } from '../../shared/findings/catalogue.js';
import {
  isRunnerCheck,
  RUNNER_CHECKS,
  runnerErrorKeys,
  runnerSeverity,
} from '../../shared/findings/runner-checks.js';
import { type ReportCheck, SERVICE_ERROR_KEYS } from '../../shared/interface.js';
import { wildcardMatches } from '../../shared/wildcard.js';

/** A rule's level: a severity of the table's, or `off`, an accepted check not reported at all. */
export const LEVELS = [...SEVERITIES, 'off'] as const;
export type Level = Severity | 'off';

function isLevel(value: unknown): value is Level {
  return typeof value === 'string' && (LEVELS as readonly string[]).includes(value);
}

const RANK: Record<Level, number> = { error: 3, warning: 2, notice: 1, off: 0 };

export interface SeverityRule {
  /** null: every page. */
  pattern: string | null;
  /** Check keys, or `key.errorKey`. */
  targets: string[];
  level: Level;
  /** Where the rule was written, for the verdict line: "rules line 3", "ignore-checks line 1". */
  source: string;
  /** The line as written, comments dropped. */
  text: string;
}

/** Why a rule line was refused; the caller names the option or file. */
export class RuleError extends SeoReportError {
  override readonly name = 'RuleError';
  get errorCode(): ErrorCodeOf<'RuleError'> {
    return 'SEO_RULE_INVALID';
  }
}

/** More lines than a team writes by hand; each page is matched against every line. */
const MAX_RULES = 200;

/**
 * Parses rule lines. `origin` names them in each rule's source ("rules", ".seo-report-rules");
 * with `fixedLevel`, lines carry no level (ignore-checks: every key off).
 */
export function parseRules(raw: string, origin: string, fixedLevel?: Level): SeverityRule[] {
  const rules: SeverityRule[] = [];
  for (const [index, fullLine] of raw.split(/\r?\n/).entries()) {
    const line = fullLine.replace(/(^|\s)#.*$/, '').trim();
    if (line === '') continue;
    const where = `line ${index + 1}`;
    let rest = line;
    let level: Level;
    if (fixedLevel !== undefined) {
      level = fixedLevel;
    } else {
      const colon = rest.lastIndexOf(':');
      const word = colon === -1 ? '' : rest.slice(colon + 1).trim();
      if (colon === -1 || !isLevel(word))
        throw new RuleError(
          `${where}: end the line with a colon and a level, one of ${LEVELS.join(', ')} (got ${JSON.stringify(line)})`,
        );
      level = word;
      rest = rest.slice(0, colon).trim();
    }
    // Keys never contain a colon; a URL pattern does (https://), so the last one separates.
    const colon = rest.lastIndexOf(':');
    const pattern = colon === -1 ? null : rest.slice(0, colon).trim();
    const targets = (colon === -1 ? rest : rest.slice(colon + 1))
      .split(/[\s,]+/)
      .filter((target) => target !== '');
    if (pattern !== null && /[\s,]/.test(pattern))
      throw new RuleError(
        `${where}: one pattern per line, as pattern: keys${fixedLevel ? '' : ': level'} (got ${JSON.stringify(line)})`,
      );
    if (pattern !== null && !/^(\/|https?:\/\/)/i.test(pattern))
      throw new RuleError(
        `${where}: the pattern ${JSON.stringify(pattern)} must start with / (a path) or http(s):// (a URL)`,
      );
    if (targets.length === 0)
      throw new RuleError(
        `${where}: give at least one check key${pattern === null ? '' : ' after the pattern'}`,
      );
    for (const target of targets) {
      const problem = targetProblem(target);
      if (problem !== null) throw new RuleError(`${where}: ${problem}`);
    }
    rules.push({ pattern, targets, level, source: `${origin} ${where}`, text: line });
  }
  if (rules.length > MAX_RULES)
    throw new RuleError(`has ${rules.length} lines; at most ${MAX_RULES} are allowed`);
  return rules;
}

function targetProblem(target: string): string | null {
  const dot = target.indexOf('.');
  const key = dot === -1 ? target : target.slice(0, dot);
  const errorKey = dot === -1 ? null : target.slice(dot + 1);
  if (!isKnownCheck(key)) return `unknown check key ${JSON.stringify(key)}`;
  if (errorKey === null) return null;
  // A typo here would silently change nothing: only the error keys the check can carry.
  const allowed = errorKeysOf(key);
  if (!allowed.includes(errorKey))
    return `${JSON.stringify(target)}: ${JSON.stringify(errorKey)} is not an error of ${key}; it has ${allowed.join(', ')}`;
  return null;
}

/**
 * The error keys a rule may name for a check: ours (the table's) and those deployed services
 * attach to any check (docs/compatibility.md, "errors").
 */
function errorKeysOf(key: string): string[] {
  if (isRunnerCheck(key)) return runnerErrorKeys(key);
  const ours = isCheckKey(key)
    ? [...checkSpec(key).errorKeys, ...Object.keys(checkSpec(key).errorSeverity)]
    : [];
  return [...new Set([...ours, ...SERVICE_ERROR_KEYS])];
}

/** Every known check key, for messages that list what is allowed. */
export function knownCheckKeys(): string {
  return [...CATALOGUE.map((entry) => entry.key), ...Object.keys(RUNNER_CHECKS)].join(', ');
}

/** The rules that apply on one page, in order (later ones win). */
export function rulesFor(url: string, rules: readonly SeverityRule[]): SeverityRule[] {
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    // Not a URL: only the rules for every page apply.
  }
  return rules.filter((rule) => {
    if (rule.pattern === null) return true;
    if (parsed === null) return false;
    const target = rule.pattern.startsWith('/')
      ? `${parsed.pathname}${parsed.search}`
      : parsed.href;
    // `$` anchors robots.txt's matcher at the end: the whole target must match.
    return wildcardMatches(`${rule.pattern}$`, target);
  });
}

/** A failed check's severity on one page, and the rule that set it (null: the default). */
export interface CheckSeverityVerdict {
  severity: Level;
  rule: SeverityRule | null;
}

/**
 * The severity of a failed check on a page: the gravest of its errors' severities, each from the
 * last rule naming `key.error`, else the last naming `key`, else the default.
 */
export function severityOf(
  key: string,
  check: Pick<ReportCheck, 'errors'>,
  pageRules: readonly SeverityRule[],
): CheckSeverityVerdict {
  const errorKeys = check.errors == null ? [] : Object.keys(check.errors);
  const lastFor = (target: string): SeverityRule | null => {
    for (let i = pageRules.length - 1; i >= 0; i--) {
      const rule = pageRules[i] as SeverityRule;
      if (rule.targets.includes(target)) return rule;
    }
    return null;
  };
  const forCheck = lastFor(key);
  const one = (errorKey: string | null): CheckSeverityVerdict => {
    const rule = (errorKey === null ? null : lastFor(`${key}.${errorKey}`)) ?? forCheck;
    return rule === null
      ? { severity: runnerSeverity(key, errorKey) ?? defaultSeverity(key, errorKey), rule: null }
      : { severity: rule.level, rule };
  };
  if (errorKeys.length === 0) return one(null);
  let worst: CheckSeverityVerdict | null = null;
  for (const errorKey of errorKeys) {
    const verdict = one(errorKey);
    if (worst === null || RANK[verdict.severity] > RANK[worst.severity]) worst = verdict;
  }
  return worst as CheckSeverityVerdict;
}

/** A failed check's severity on one page (check null: only its key is known, as in a baseline). */
export type PageSeverity = (
  key: string,
  check: Pick<ReportCheck, 'errors'> | null,
) => CheckSeverityVerdict;

/** The severity of each failed check on `url`, by `rules` and the defaults. */
export function pageSeverity(url: string, rules: readonly SeverityRule[]): PageSeverity {
  const pageRules = rulesFor(url, rules);
  return (key, check) => severityOf(key, check ?? { errors: null }, pageRules);
}
