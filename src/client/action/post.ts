// The action's post step (post-if: always()): deletes the reports the main step created when
// cleanup is on, whatever the job's outcome. Failures here are warnings, never a failed job.
import { plural } from '../../shared/findings/format.js';
import { SeoReportClient } from '../api/index.js';
import { OptionError } from '../app/messages.js';
import { SafeText } from '../app/safe-text.js';
import { deletedLine } from '../app/wording.js';
import { type CleanUpEvent, cleanUp } from '../audit/clean-up.js';
import { inputErrorLine, maskSecretInputs, parseActionInputs, WORDS } from './inputs.js';
import { actionInput, loadToolkit, runner, savedState } from './runner.js';
import { parseUncertainCreates, STATE } from './state.js';

export async function runPost(): Promise<void> {
  // Loaded at once, not after a first request as in the main step: this step's start is on no
  // request's path, and a long cleanup's lines should appear as they happen, not at its end.
  await loadToolkit();
  const ids = savedState(STATE.reportIds)
    .split(',')
    .filter((id) => id !== '');
  const uncertain = parseUncertainCreates(savedState(STATE.uncertainCreates) || '{}');
  if (savedState(STATE.embedded) === 'true') {
    runner.info(
      'Cleanup: nothing to delete; the embedded service and its reports ended with the main step.',
    );
    return;
  }
  if (ids.length === 0 && uncertain.urls.length === 0) {
    runner.info('Cleanup: this step created no reports.');
    return;
  }
  maskSecretInputs();
  let inputs: ReturnType<typeof parseActionInputs>;
  try {
    inputs = parseActionInputs(actionInput);
  } catch (error) {
    if (error instanceof OptionError)
      return runner.warning(`Cleanup skipped: ${inputErrorLine(error)}`);
    throw error;
  }
  const { job } = inputs;
  // Ids and URLs in the state came from the service or the user: every line goes through `out`.
  const out = new SafeText([job.target.kind === 'remote' ? job.target.apiKey : null, job.password]);
  if (!inputs.cleanup || job.target.kind !== 'remote') {
    if (ids.length > 0)
      runner.info(
        out.line(`Cleanup is off: keeping ${plural(ids.length, 'report')} (${ids.join(', ')}).`),
      );
    if (uncertain.urls.length > 0)
      runner.info(
        out.line(
          `Cleanup is off: a create was cut off for ${uncertain.urls.join(', ')}; the service may hold a report for it.`,
        ),
      );
    return;
  }

  // The client alone, not openTarget: its lazy import of the embedded service would put the
  // service, the analyzer and puppeteer in this step's module graph, and it never starts them.
  const client = new SeoReportClient({ baseUrl: job.target.baseUrl, apiKey: job.target.apiKey });
  // One deadline for the whole cleanup (the timeout input), so that an unreachable service
  // cannot hold the job for an hour of connect timeouts; each delete also has its own minute.
  const deadline = AbortSignal.timeout(job.timeoutSeconds * 1000);
  let result: Awaited<ReturnType<typeof cleanUp>>;
  try {
    result = await cleanUp(
      client,
      { ids, uncertain, concurrency: job.concurrency },
      (event) => say(event, out),
      deadline,
    );
  } finally {
    await client.close();
  }
  const { left, deleted, swept } = result;
  if (left.length > 0) {
    runner.warning(
      out.line(
        `Cleanup stopped after ${job.timeoutSeconds} s (the timeout input): ${left.length} reports not deleted (${left.join(', ')}).`,
      ),
    );
  }
  runner.info(`Cleanup: ${deleted.length} of ${ids.length + swept.length} reports deleted.`);
}

function say(event: CleanUpEvent, out: SafeText): void {
  const [level, line] = eventLine(event);
  (level === 'info' ? runner.info : runner.warning)(out.line(line));
}

function eventLine(event: CleanUpEvent): ['info' | 'warning', string] {
  switch (event.kind) {
    case 'deleted':
      return ['info', deletedLine(event.id, event.how, 'cleanup')];
    case 'delete_failed':
      return [
        'warning',
        `Cleanup: could not delete report ${event.id}: ${WORDS.error(event.error)}`,
      ];
    case 'swept':
      return [
        'info',
        `Cleanup: report ${event.id} of ${event.url} was made by a create that was cut off.`,
      ];
    case 'sweep_impossible':
      return [
        'warning',
        `Cleanup: a create was cut off for ${event.urls.join(', ')}, and the reports could not be listed before the audit, so a report it made cannot be told from older ones: check the service for it.`,
      ];
    case 'sweep_failed':
      return [
        'warning',
        `Cleanup: could not look for a report of ${event.url} made by a cut-off create: ${WORDS.error(event.error)}`,
      ];
  }
}
