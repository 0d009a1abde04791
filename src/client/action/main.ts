// The action's main step: inputs -> the job -> outputs, annotations, summary, comment -> verdict.
// Everything GitHub-specific is in this folder; the job itself is src/client/app/job.ts.
// @actions/core comes later (runner.ts): the audit's first request goes out without it.
import { type BaselineReader, runJob } from '../app/job.js';
import { SafeText } from '../app/safe-text.js';
import { maskSecretInputs, readActionInputs, WORDS } from './inputs.js';
import { progressHooks } from './progress.js';
import { loadToolkit, runner, STARTUP_GRACE_MS } from './runner.js';

export async function run(): Promise<void> {
  try {
    await audit();
  } finally {
    // Whatever waited for @actions/core (runner.ts) is written before run() returns.
    await loadToolkit();
  }
}

async function audit(): Promise<void> {
  maskSecretInputs();
  // Lines logged before any request (a slow sitemap, a baseline from GitHub) wait no longer.
  setTimeout(() => void loadToolkit(), STARTUP_GRACE_MS).unref();
  const inputs = readActionInputs();
  if ('failure' in inputs) return runner.setFailed(inputs.failure);
  const { job } = inputs;
  const out = new SafeText([
    job.target.kind === 'remote' ? job.target.apiKey : null,
    job.password,
    inputs.comment.githubToken,
    ...(job.target.kind === 'embedded' ? Object.values(job.target.headers) : []),
  ]);

  for (const notice of job.notices) runner.notice(out.line(WORDS.message(notice)));
  for (const warning of job.warnings) runner.warning(out.line(WORDS.message(warning)));

  // The runner cancels a job with SIGINT, then SIGTERM: stop new requests, keep the state saved
  // so far (the post step deletes what was created), and finish quickly.
  const cancel = new AbortController();
  const onSignal = () => {
    runner.warning(
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
    if (result.kind === 'failed') return runner.setFailed(out.line(failureOf(result.problem)));
    // Loaded before publishing, as it always was: each output and line is then written as it is
    // called, so one that cannot be (a GITHUB_OUTPUT file that is not there) throws where it was called,
    // and the step ends with one line, rather than in the middle of a queue being written.
    await loadToolkit();
    const { publishAudit, publishDeletion } = await import('./publish.js');
    if (result.kind === 'delete') return await publishDeletion(result.run, inputs, out);
    await publishAudit(result.run, inputs, out);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

function failureOf(problem: Parameters<typeof WORDS.problem>[0]): string {
  const line = WORDS.problem(problem);
  if (problem.kind === 'sitemap')
    return `Input ${problem.siteDir ? 'site-dir' : 'sitemap'}: ${line}`;
  // "baseline: base.json is not JSON", as the other input errors say it.
  return problem.kind === 'baseline' ? `Input ${line}` : line;
}
