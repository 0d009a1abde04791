// The action's post step (post-if: always()): deletes the reports the main step created when
// cleanup is on, whatever the job's outcome. Failures here are warnings, never a failed job.
import * as core from '@actions/core';
import { SeoReportClient } from '../api/index.js';
import { type CleanUpResult, cleanUp } from '../audit/clean-up.js';
import { InputError, parseInputs } from './inputs.js';
import { parseUncertainCreates, STATE } from './state.js';

export async function runPost(): Promise<void> {
  const ids = core
    .getState(STATE.reportIds)
    .split(',')
    .filter((id) => id !== '');
  const uncertain = parseUncertainCreates(core.getState(STATE.uncertainCreates) || '{}');
  if (core.getState(STATE.embedded) === 'true') {
    core.info(
      'Cleanup: nothing to delete; the embedded service and its reports ended with the main step.',
    );
    return;
  }
  if (ids.length === 0 && uncertain.urls.length === 0) {
    core.info('Cleanup: this step created no reports.');
    return;
  }
  const apiKey = core.getInput('api-key');
  if (apiKey !== '') core.setSecret(apiKey);
  let config: ReturnType<typeof parseInputs>;
  try {
    config = parseInputs((name) => core.getInput(name, { trimWhitespace: false }));
  } catch (error) {
    if (error instanceof InputError) return core.warning(`Cleanup skipped: ${error.message}`);
    throw error;
  }
  if (!config.cleanup) {
    if (ids.length > 0)
      core.info(
        `Cleanup is off: keeping ${ids.length} ${ids.length === 1 ? 'report' : 'reports'} (${ids.join(', ')}).`,
      );
    if (uncertain.urls.length > 0)
      core.info(
        `Cleanup is off: a create was cut off for ${uncertain.urls.join(', ')}; the service may hold a report for it.`,
      );
    return;
  }

  const client = new SeoReportClient({
    baseUrl: config.baseUrl as string,
    apiKey: config.apiKey as string,
  });
  // One deadline for the whole cleanup (the timeout input), so that an unreachable service
  // cannot hold the job for an hour of connect timeouts; each delete also has its own minute.
  const deadline = AbortSignal.timeout(config.timeoutSeconds * 1000);
  let result: CleanUpResult;
  try {
    result = await cleanUp(
      client,
      { ids, uncertain, concurrency: config.concurrency },
      { onInfo: (line) => core.info(line), onWarning: (line) => core.warning(line) },
      deadline,
    );
  } finally {
    await client.close();
  }
  const { left, deleted, swept } = result;
  if (left.length > 0) {
    core.warning(
      `Cleanup stopped after ${config.timeoutSeconds} s (the timeout input): ${left.length} reports not deleted (${left.join(', ')}).`,
    );
  }
  core.info(`Cleanup: ${deleted.length} of ${ids.length + swept.length} reports deleted.`);
}
