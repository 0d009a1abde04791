// Writes a job's results where GitHub shows them: outputs, annotations, the job summary, the
// pull-request comment and the report folder; then the verdict. The summary, annotations and
// outputs come first, so a report folder that cannot be written costs a warning, not them.
import { plural } from '../../shared/findings/format.js';
import type { AuditRun, DeletionRun } from '../app/job.js';
import { renderAnnotations } from '../app/render/annotations.js';
import { escapeMarkdown } from '../app/render/escape.js';
import { refreshLine } from '../app/render/log.js';
import {
  findingsOf,
  type ResultOutput,
  renderOutputs,
  resultsOf,
  siteFindingsOf,
} from '../app/render/outputs.js';
import { renderSummary } from '../app/render/summary.js';
import type { SafeText } from '../app/safe-text.js';
import { moreToDeleteLine } from '../app/wording.js';
import { type ActionInputs, WORDS } from './inputs.js';
import { runner } from './runner.js';

/** GitHub keeps at most 1 MB per output: stay under it and say what was cut. */
export const OUTPUT_LIMIT_BYTES = 1_000_000;

export async function publishAudit(
  audit: AuditRun,
  inputs: ActionInputs,
  out: SafeText,
): Promise<void> {
  const { job } = inputs;
  // Only the action has cleanup: the summary and the comment say that their links will die.
  const run: AuditRun = {
    ...audit,
    linkNotes: { ...audit.linkNotes, deletedAfterJob: inputs.cleanup },
  };
  const { verdict } = run;
  if (run.refreshed) runner.info(refreshLine(run.refreshed));

  const results = resultsOf(run, WORDS);
  const findings = findingsOf(run);
  const fitted = fitOutput(
    findings,
    (kept) => `The findings output holds ${kept} of ${findings.length} failed checks`,
  );
  const site = siteFindingsOf(run);
  const fittedSite = fitOutput(
    site,
    (kept) => `The site-findings output holds ${kept} of ${site.length} findings across pages`,
  );
  for (const [name, value] of Object.entries(
    renderOutputs(run, fitResults(results), fitted, fittedSite),
  ))
    runner.setOutput(name, out.block(value));
  for (const annotation of renderAnnotations(run, WORDS)) {
    const report = annotation.level === 'error' ? runner.error : runner.warning;
    report(out.line(annotation.message), { title: annotation.title });
  }
  if (inputs.summary) await writeSummary(out.block(renderSummary(run, WORDS)));
  if (inputs.comment.enabled) {
    // Loaded only when asked for, like the embedded service: most runs never comment.
    const { writeComment } = await import('./comment.js');
    await writeComment(inputs.comment, run, out);
  }
  if (job.reportDir !== undefined) await writeReports(job.reportDir, run, results, out);
  for (const warning of verdict.warnings) runner.warning(out.line(WORDS.reason(warning)));
  for (const warning of run.baselineWarnings) runner.warning(out.line(warning));

  const line = WORDS.verdictLine(run);
  if (verdict.passed) return runner.info(line);
  const [first, ...rest] = verdict.reasons;
  const more = rest.length > 0 ? ` (and ${rest.length} more: see the job summary)` : '';
  runner.setFailed(out.line(`${line}. ${first ? WORDS.reason(first) : ''}${more}`));
}

export async function publishDeletion(
  run: DeletionRun,
  inputs: ActionInputs,
  out: SafeText,
): Promise<void> {
  const { deleted, alreadyGone, failed, left } = run.outcome;
  const failures = [
    ...failed.map(({ id, error }) => `report ${id}: ${WORDS.error(error)}`),
    ...left.map((id) => `report ${id}: not tried, the timeout passed first`),
  ];
  const passed = failures.length === 0;
  runner.setOutput('results', '[]');
  runner.setOutput('report-ids', deleted.join(','));
  runner.setOutput('worst-grade', '');
  runner.setOutput('passed', String(passed));
  const what =
    run.project !== null
      ? `project ${run.project} (${plural(deleted.length, 'report')})`
      : plural(deleted.length, 'report');
  const gone = alreadyGone.length > 0 ? `, ${alreadyGone.length} of them already gone` : '';
  const line = `Deleted ${what}${gone}`;
  // Not a failure: this run did all one run may; the warning says to run again.
  const more = run.more && run.project !== null ? moreToDeleteLine(run.project) : null;
  if (inputs.summary) {
    const text = [
      '## SEO reports deleted',
      '',
      `**${passed ? '✅' : '❌'} ${escapeMarkdown(line)}${passed ? '' : `; ${failures.length} failed`}**`,
      '',
      ...failures.map((failure) => `- ${escapeMarkdown(failure)}`),
      ...(more === null ? [] : [`> ${escapeMarkdown(more)}`, '']),
      '',
    ].join('\n');
    await writeSummary(out.block(text));
  }
  if (more !== null) runner.warning(out.line(more));
  if (passed) return runner.info(out.line(`${line}.`));
  for (const failure of failures.slice(1)) runner.error(out.line(failure));
  runner.setFailed(out.line(`${line}; ${failures.length} could not be deleted: ${failures[0]}`));
}

/** The results that fit in one output, with a last entry saying how many were left out. */
export function fitResults(results: ResultOutput[]): ResultOutput[] {
  return fitOutput(
    results,
    (kept) => `The results output holds ${kept} of ${results.length} pages`,
  );
}

/** As many items as fit GitHub's 1 MB per output, in order, with a warning saying what was cut. */
export function fitOutput<T>(items: T[], held: (kept: number) => string): T[] {
  let size = 2;
  const kept: T[] = [];
  for (const [index, item] of items.entries()) {
    size += Buffer.byteLength(JSON.stringify(item), 'utf8') + 1;
    if (size > OUTPUT_LIMIT_BYTES - 1_000) {
      runner.warning(
        `${held(index)}: GitHub keeps at most 1 MB per output. Write them all with report-dir.`,
      );
      return kept;
    }
    kept.push(item);
  }
  return kept;
}

async function writeReports(
  dir: string,
  run: AuditRun,
  results: ResultOutput[],
  out: SafeText,
): Promise<void> {
  const { reportDirProblem, writeReportDir } = await import('../app/report-dir.js');
  try {
    const written = await writeReportDir(dir, {
      outcomes: run.result.outcomes,
      results,
      findings: run.verdict.findings,
      siteFindings: run.siteFindings,
      scrub: (text) => out.block(text),
    });
    runner.info(out.line(`Wrote ${plural(written.length, 'report')} to ${dir} (open index.html).`));
  } catch (error) {
    runner.warning(
      out.line(
        `Input report-dir: the reports could not be written to ${dir}: ${reportDirProblem(error)}. The verdict is unchanged.`,
      ),
    );
  }
}

async function writeSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    runner.info('No GITHUB_STEP_SUMMARY file: skipping the job summary.');
    return;
  }
  await runner.appendSummary(markdown);
}
