// Annotations: an error per bad page and per page without a result, a warning per decent page.
import { formatScore } from '../../../shared/findings/format.js';
import type { AuditRun } from '../job.js';
import { checkLabel, type Words } from '../wording.js';
import { changeMark } from './changes.js';
import { failedChecks } from './checks.js';

interface Annotation {
  level: 'error' | 'warning';
  title: string;
  message: string;
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
    } else if (outcome.grade === 'bad' || outcome.grade === 'decent') {
      const high = failedChecks(outcome).filter((finding) => finding.importance === 'high');
      const failed =
        high.length > 0
          ? ` Failed: ${high.map((finding) => `${finding.name}: ${finding.evidence}`).join(' ')}`
          : '';
      annotations.push({
        level: outcome.grade === 'bad' ? 'error' : 'warning',
        title: `SEO: ${outcome.grade} page`,
        message: `${outcome.url} is ${outcome.grade} (score ${formatScore(outcome.score ?? 0)}).${failed}${see}`,
      });
    }
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
