// Annotations: per page, an error for its failed checks at severity error (and a grade that
// fails the job), a warning for its checks at warning; an error per page without a result.
import { describeCheck } from '../../../shared/findings/catalogue.js';
import { formatScore } from '../../../shared/findings/format.js';
import type { VerdictReason } from '../../audit/types.js';
import type { AuditRun } from '../job.js';
import { reasonUrl } from '../verdict.js';
import { checkLabel, type Words } from '../wording.js';
import { changeMark } from './changes.js';
import { findingsOn } from './checks.js';

interface Annotation {
  level: 'error' | 'warning';
  title: string;
  message: string;
}

/** Why a page fails besides its errors, said of the page itself. */
function gradeRuleSentence(reason: VerdictReason): string {
  switch (reason.kind) {
    case 'grade':
      return `It grades ${reason.grade}, at or below fail-on: ${reason.failOn}.`;
    case 'min_score':
      return `Its score is below min-score: ${reason.minScore}.`;
    default:
      return '';
  }
}

export function renderAnnotations(run: AuditRun, words: Words): Annotation[] {
  const annotations: Annotation[] = [];
  for (const outcome of run.result.outcomes) {
    const link = run.reportLink(outcome);
    const see = link ? ` Report: ${link}` : '';
    if (outcome.failure !== null || outcome.grade === null) {
      // After a fatal failure, the one failure line says it all.
      if (run.result.fatal && outcome.failure?.kind === 'stopped') continue;
      annotations.push({
        level: run.failOn === 'never' ? 'warning' : 'error',
        title: 'SEO audit failed for a page',
        message: `${outcome.url}: ${words.failure(outcome.failure)}.${see}`,
      });
      continue;
    }
    const findings = findingsOn(run.verdict.findings, outcome.url);
    const sentences = (severity: 'error' | 'warning') =>
      findings
        .filter((finding) => finding.severity === severity)
        .map(
          (finding) => `${checkLabel(finding.key)}: ${describeCheck(finding.key, finding.check)}`,
        );
    const errors = sentences('error');
    const warnings = sentences('warning');
    const score = `${outcome.grade}, score ${formatScore(outcome.score ?? 0)}`;
    // The grade and score rules that fail this page, besides its errors.
    const ruled = run.verdict.reasons.filter(
      (reason) =>
        reasonUrl(reason) === outcome.url &&
        (reason.kind === 'grade' || reason.kind === 'min_score'),
    );
    if (errors.length > 0 || ruled.length > 0) {
      const title =
        errors.length > 0
          ? `SEO: ${errors.length === 1 ? 'an error' : `${errors.length} errors`} on a page`
          : `SEO: ${outcome.grade} page`;
      const failing = ruled.map(gradeRuleSentence).join(' ');
      annotations.push({
        level: 'error',
        title,
        message:
          [`${outcome.url} (${score}).`, ...errors, ...(failing ? [failing] : [])].join(' ') + see,
      });
    }
    if (warnings.length > 0)
      annotations.push({
        level: 'warning',
        title: `SEO: ${warnings.length === 1 ? 'a warning' : `${warnings.length} warnings`} on a page`,
        message: [`${outcome.url} (${score}).`, ...warnings].join(' ') + see,
      });
  }
  // Regressions: an error when the gate fails on the page, else a warning to look at.
  const failing = new Set(
    run.verdict.reasons.flatMap((reason) =>
      reason.kind === 'score_drop' || reason.kind === 'new_failures' ? [reason.url] : [],
    ),
  );
  for (const page of run.comparison?.pages ?? []) {
    if (page.status !== 'regressed') continue;
    const newly =
      page.newlyFailed.length > 0
        ? ` Newly failed: ${page.newlyFailed.map(checkLabel).join(', ')}.`
        : '';
    annotations.push({
      level: failing.has(page.url) ? 'error' : 'warning',
      title: 'SEO: page regressed',
      message: `${page.url}: ${formatScore(page.before)} to ${formatScore(page.after)} (${changeMark(page)}) since the baseline.${newly}`,
    });
  }
  return annotations;
}
