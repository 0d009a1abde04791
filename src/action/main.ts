// The action's main step: inputs -> the job -> outputs, annotations, summary, comment -> verdict.
// Everything GitHub-specific is in this folder; the job itself is src/app/job.ts.
import * as core from '@actions/core';
import { type BaselineReader, runJob } from '../app/job.js';
import { SafeText } from '../app/safe-text.js';
import { maskSecretInputs, readActionInputs, WORDS } from './inputs.js';
import { progressHooks } from './progress.js';
import { publishAudit, publishDeletion } from './publish.js';

export async function run(): Promise<void> {
  maskSecretInputs();
  const inputs = readActionInputs();
  if ('failure' in inputs) return core.setFailed(inputs.failure);
  const { job } = inputs;
  const out = new SafeText([
    job.target.kind === 'remote' ? job.target.apiKey : null,
    job.password,
    inputs.comment.githubToken,
    ...(job.target.kind === 'embedded' ? Object.values(job.target.headers) : []),
  ]);

  // The runner cancels a job with SIGINT, then SIGTERM: stop new requests, keep the state saved
  // so far (the post step deletes what was created), and finish quickly.
  for (const notice of job.notices) core.notice(out.line(WORDS.message(notice)));

  const cancel = new AbortController();
  const onSignal = () => {
    core.warning(
      'Cancelled: stopping the audit; the reports created so far stay listed for cleanup.',
    );
    cancel.abort();
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const hooks = progressHooks(job, out);
    const browserPath = process.env.SEO_REPORT_BROWSER?.trim() || undefined;
    // The comment and branch baselines read GitHub; loaded only when a baseline is asked for.
    const readBaseline: BaselineReader = async (spec, signal) => {
      const { readActionBaseline } = await import('./baseline.js');
      return readActionBaseline(spec, {
        token: inputs.comment.githubToken,
        commentTag: inputs.comment.tag,
        artifact: job.baselineArtifact,
        signal,
      });
    };
    const result = await runJob(job, hooks, cancel.signal, { browserPath, readBaseline }).finally(
      () => hooks.close(),
    );
    if (result.kind === 'failed') return core.setFailed(out.line(failureOf(result.problem)));
    if (result.kind === 'delete') return await publishDeletion(result.run, inputs, out);
    await publishAudit(result.run, inputs, out);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

function failureOf(problem: Parameters<typeof WORDS.problem>[0]): string {
  const line = WORDS.problem(problem);
  if (problem.kind === 'sitemap') return `Input sitemap: ${line}`;
  // "baseline: base.json is not JSON", as the other input errors say it.
  return problem.kind === 'baseline' ? `Input ${line}` : line;
}
