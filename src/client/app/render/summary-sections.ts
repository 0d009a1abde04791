// The job summary's sections about findings, each problem said once: the errors grouped by check
// with the pages each hits, the warnings and notices folded and counted, and each check's fix
// once. src/client/app/render/summary.ts puts them together within GitHub's size limits.
import { catalogueOrder, checkEntry, describeCheck } from '../../../shared/findings/catalogue.js';
import { formatScore, plural } from '../../../shared/findings/format.js';
import type { Severity } from '../../../shared/findings/types.js';
import type { CheckFinding, VerdictReason } from '../../audit/types.js';
import type { AuditRun } from '../job.js';
import type { Words } from '../wording.js';
import { checkLabel } from '../wording.js';
import { escapeMarkdown } from './escape.js';
import { siteFindingText } from './site.js';

/** One page a check failed on, with what was seen there. */
interface Hit {
  url: string;
  evidence: string;
  /** The check passed on this page in the baseline. */
  isNew: boolean;
}

/** One failed check at one severity, with every page it failed on, in the run's order. */
export interface CheckGroup {
  key: string;
  hits: Hit[];
  /** The rules that set this severity, as written; empty when the check's default did. */
  rules: string[];
}

/** The run's failed checks at one severity, one group per check. */
export function checkGroups(run: AuditRun, severity: Severity): CheckGroup[] {
  const newly = new Map(
    (run.comparison?.pages ?? []).map((page) => [page.url, new Set(page.newlyFailed)]),
  );
  const groups = new Map<string, CheckGroup>();
  for (const found of run.verdict.findings) {
    if (found.severity !== severity) continue;
    let group = groups.get(found.key);
    if (group === undefined) {
      group = { key: found.key, hits: [], rules: [] };
      groups.set(found.key, group);
    }
    group.hits.push(hitOf(found, newly.get(found.url)?.has(found.key) ?? false));
    if (found.rule !== null && !group.rules.includes(found.rule)) group.rules.push(found.rule);
  }
  const list = [...groups.values()];
  // Errors in the verdict line's order (the order they were found); the rest most pages first.
  if (severity === 'error') return list;
  return list.sort(
    (a, b) => b.hits.length - a.hits.length || catalogueOrder(a.key) - catalogueOrder(b.key),
  );
}

function hitOf(found: CheckFinding, isNew: boolean): Hit {
  return { url: found.url, evidence: describeCheck(found.key, found.check), isNew };
}

/**
 * Which pages a check was judged on, so that "all pages" means what it says: a page that
 * answered 404 has no HTTPS verdict, and an HTTPS warning on every other page is still site-wide.
 */
export interface Scope {
  /** Pages with checks at all. */
  pages: number;
  /** By key: the pages whose report judged it (passed or failed). */
  judged: ReadonlyMap<string, number>;
}

export function scopeOf(run: AuditRun): Scope {
  const judged = new Map<string, number>();
  let pages = 0;
  for (const outcome of run.result.outcomes) {
    const checks = outcome.report?.checks;
    if (!checks) continue;
    pages += 1;
    for (const [key, check] of Object.entries(checks))
      if (typeof check?.passed === 'boolean') judged.set(key, (judged.get(key) ?? 0) + 1);
  }
  return { pages, judged };
}

/** "all 50 pages", "all 49 pages checked": null unless the check failed on each page it judged. */
function everyPage(group: CheckGroup, scope: Scope): string | null {
  const judged = scope.judged.get(group.key) ?? 0;
  if (judged < 2 || group.hits.length < judged) return null;
  return judged === scope.pages ? `all ${judged} pages` : `all ${judged} pages checked`;
}

/** The warnings failed on every page that judged them, named once instead of in every row. */
export function everywhereKeys(groups: readonly CheckGroup[], scope: Scope): Set<string> {
  return new Set(groups.filter((group) => everyPage(group, scope) !== null).map((g) => g.key));
}

/** "http://a.test/x 🆕" */
function pageRef(hit: Hit): string {
  return `${escapeMarkdown(hit.url)}${hit.isNew ? ' 🆕' : ''}`;
}

/**
 * A check as a list item: its label, how many pages, the evidence once when every page shows
 * the same, else each page with its own; at most `maxPages` pages, then how many more.
 */
export function groupItem(group: CheckGroup, scope: Scope, maxPages: number, mark = ''): string[] {
  const label = `${mark}**${escapeMarkdown(checkLabel(group.key))}**`;
  const rule =
    group.rules.length === 0
      ? ''
      : ` (${group.rules.map((rule) => escapeMarkdown(rule)).join('; ')})`;
  const { hits } = group;
  const first = hits[0] as Hit;
  const shared = hits.every((hit) => hit.evidence === first.evidence)
    ? escapeMarkdown(first.evidence)
    : null;
  if (hits.length === 1) return [`- ${label} on ${pageRef(first)}${rule}: ${shared}`];
  const fresh = hits.filter((hit) => hit.isNew).length;
  const every = everyPage(group, scope);
  const count = `${every ?? plural(hits.length, 'page')}${fresh > 0 ? `, new on ${fresh}` : ''}`;
  // On every page with one sentence for all: nothing a list of pages would add.
  if ((every !== null && shared !== null && fresh === 0) || maxPages === 0) {
    const where = every !== null && shared !== null ? '' : ' (the `findings` output lists them)';
    return [`- ${label} on ${count}${rule}${where}${shared === null ? '' : `: ${shared}`}`];
  }
  const lines = [`- ${label} on ${count}${rule}:${shared === null ? '' : ` ${shared}`}`];
  for (const hit of hits.slice(0, maxPages))
    lines.push(`  - ${pageRef(hit)}${shared === null ? `: ${escapeMarkdown(hit.evidence)}` : ''}`);
  if (hits.length > maxPages)
    lines.push(
      `  - and ${hits.length - maxPages} more pages (the \`findings\` output lists them all)`,
    );
  return lines;
}

/** "url (31.3)", "url: why", for the reasons that are not a failed check. */
type PageReason = Exclude<VerdictReason, { kind: 'fatal' | 'check' }>;

/**
 * Everything that fails the job apart from failed checks and regressions, grouped: pages
 * without a result, pages at or below fail-on, pages below min-score.
 */
function pageReasonItems(run: AuditRun, words: Words, maxPages: number): string[] {
  // A page graded bad for its 404 is said once, by its error above.
  const withError = new Set(
    run.verdict.findings.filter((found) => found.severity === 'error').map((found) => found.url),
  );
  const reasons = [...run.verdict.reasons, ...run.verdict.warnings].filter(
    (reason): reason is PageReason =>
      reason.kind === 'no_result' ||
      ((reason.kind === 'grade' || reason.kind === 'min_score') && !withError.has(reason.url)),
  );
  const of = <K extends PageReason['kind']>(kind: K) =>
    reasons.filter((reason): reason is Extract<PageReason, { kind: K }> => reason.kind === kind);
  const items: string[] = [];
  const list = (head: string, entries: string[]) => {
    if (entries.length === 0) return;
    if (entries.length === 1) {
      items.push(`- ${head} on ${entries[0]}`);
      return;
    }
    items.push(`- ${head} on ${plural(entries.length, 'page')}:`);
    for (const entry of entries.slice(0, maxPages)) items.push(`  - ${entry}`);
    if (entries.length > maxPages)
      items.push(
        `  - and ${entries.length - maxPages} more pages (the \`results\` output lists them all)`,
      );
  };
  list(
    '**No result**',
    of('no_result').map(
      (reason) => `${escapeMarkdown(reason.url)}: ${escapeMarkdown(words.failure(reason.failure))}`,
    ),
  );
  const grades = of('grade');
  for (const grade of ['bad', 'decent'] as const) {
    const at = grades.filter((reason) => reason.grade === grade);
    list(
      `**Graded ${grade}**, at or below fail-on: ${at[0]?.failOn ?? ''},`,
      at.map((reason) => `${escapeMarkdown(reason.url)} (${formatScore(reason.score)})`),
    );
  }
  const low = of('min_score');
  list(
    `**Below min-score: ${low[0]?.minScore ?? ''}**`,
    low.map((reason) => `${escapeMarkdown(reason.url)} (${formatScore(reason.score)})`),
  );
  return items;
}

/**
 * The errors, first in view: each failed check at severity error once, with the pages it hits,
 * then the pages without a result or at a failing grade or score. Empty when there are none.
 */
export function errorItems(
  run: AuditRun,
  words: Words,
  groups: readonly CheckGroup[],
  maxPages: number,
): string[] {
  const scope = scopeOf(run);
  const items = [
    ...groups.flatMap((group) => groupItem(group, scope, maxPages, '❌ ')),
    ...pageReasonItems(run, words, maxPages),
  ];
  if (items.length === 0) return [];
  // With fail-on: never an error is shown, and the verdict line says the job passed.
  const lead =
    run.failOn === 'never' && groups.length > 0
      ? ['_With fail-on: never, these errors alone do not fail the job._', '']
      : [];
  return [...lead, ...items, ''];
}

/** The warnings folded, one item per check with its pages. */
export function warningsBlock(
  groups: readonly CheckGroup[],
  scope: Scope,
  maxPages: number,
): string | null {
  if (groups.length === 0) return null;
  const findings = groups.reduce((n, group) => n + group.hits.length, 0);
  return folded(
    `⚠️ Warnings: ${plural(groups.length, 'check')}, ${plural(findings, 'finding')}`,
    groups.flatMap((group) => groupItem(group, scope, maxPages)),
  );
}

/** The notices folded and counted: each check with how many pages, the pages when a few. */
export function noticesBlock(groups: readonly CheckGroup[], scope: Scope): string | null {
  if (groups.length === 0) return null;
  const FEW = 3;
  const findings = groups.reduce((n, group) => n + group.hits.length, 0);
  const items = groups.map((group) => {
    const { hits } = group;
    const every = everyPage(group, scope);
    const count = every ?? plural(hits.length, 'page');
    const listed =
      every === null && hits.length <= FEW
        ? `: ${hits.map((hit) => escapeMarkdown(hit.url)).join(', ')}`
        : '';
    return `- ${escapeMarkdown(checkLabel(group.key))}, ${count}${listed}`;
  });
  return folded(
    `ℹ️ Notices: ${plural(groups.length, 'check')}, ${plural(findings, 'finding')}`,
    items,
  );
}

/** How to fix each failed check, once per check, errors first. */
export function fixesBlock(groups: readonly CheckGroup[]): string | null {
  // A check can fail at two severities (a missing title is an error, a long one a warning).
  const keys = [...new Set(groups.map((group) => group.key))];
  if (keys.length === 0) return null;
  const items = keys.map((key) => {
    const entry = checkEntry(key);
    return `- **${escapeMarkdown(entry.name)}**: ${escapeMarkdown(entry.fix)} _${escapeMarkdown(entry.why)}_`;
  });
  return folded(`🔧 How to fix: ${plural(keys.length, 'check')}`, items);
}

/** Findings across the pages (duplicate titles, shared canonicals...), at most `max` of them. */
export function siteBlock(run: AuditRun, max: number): string | null {
  // A canonical on another host is an error above already: said once, there.
  const canonicalErrors = new Set(
    run.verdict.findings
      .filter((found) => found.key === 'canonical' && found.severity === 'error')
      .map((found) => found.url),
  );
  const findings = run.siteFindings.filter(
    (finding) =>
      finding.kind !== 'canonical_outside_audit' ||
      !finding.pages.every((url) => canonicalErrors.has(url)),
  );
  if (findings.length === 0) return null;
  const items = findings.slice(0, max).map((finding) => {
    const { text, pages } = siteFindingText(finding);
    const shown = pages.slice(0, 5).map(escapeMarkdown).join(', ');
    const more = pages.length > 5 ? ` and ${pages.length - 5} more` : '';
    return `- ${escapeMarkdown(text)} (${shown}${more})`;
  });
  if (findings.length > max)
    items.push(`- and ${findings.length - max} more findings across pages`);
  return ['**Across the audited pages**', '', ...items].join('\n');
}

/** A <details> block: the summary line is plain text (GitHub renders no markdown in it). */
function folded(summary: string, items: string[]): string {
  return [`<details><summary>${summary}</summary>`, '', ...items, '', '</details>'].join('\n');
}
