// The action's post step (post-if: always()): deletes the reports the main step created when
// cleanup is on, whatever the job's outcome. Failures here are warnings, never a failed job.
import * as core from '@actions/core';
import pLimit from 'p-limit';
import { isApiError, SeoReportClient } from '../api/index.js';
import { reportsCreatedSince } from '../audit/create-once.js';
import { InputError, parseInputs } from './inputs.js';
import { parseUncertainCreates, STATE, type UncertainCreates } from './state.js';

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
  const limit = pLimit(config.concurrency);
  // One deadline for the whole cleanup (the timeout input), so that an unreachable service
  // cannot hold the job for an hour of connect timeouts; each delete also has its own minute.
  const deadline = AbortSignal.timeout(config.timeoutSeconds * 1000);
  ids.push(...(await sweepCutOffCreates(client, uncertain, ids, deadline)));
  let deleted = 0;
  const left: string[] = [];
  try {
    await Promise.all(
      ids.map((id) =>
        limit(async () => {
          if (deadline.aborted) {
            left.push(id);
            return;
          }
          try {
            const signal = AbortSignal.any([deadline, AbortSignal.timeout(60_000)]);
            const deletion = await client.deleteReport(id, { signal });
            deleted += 1;
            core.info(
              `Deleted report ${id}${deletion.alreadyGone ? ' (it was already gone)' : ''}.`,
            );
          } catch (error) {
            if (isApiError(error) && error.code === 'not_found') {
              deleted += 1;
              core.info(`Report ${id} was already gone.`);
              return;
            }
            if (deadline.aborted) {
              left.push(id);
              return;
            }
            const message = error instanceof Error ? error.message : String(error);
            core.warning(client.scrub(`Cleanup: could not delete report ${id}: ${message}`));
          }
        }),
      ),
    );
  } finally {
    await client.close();
  }
  if (left.length > 0) {
    core.warning(
      `Cleanup stopped after ${config.timeoutSeconds} s (the timeout input): ${left.length} reports not deleted (${left.join(', ')}).`,
    );
  }
  core.info(`Cleanup: ${deleted} of ${ids.length} reports deleted.`);
}

/**
 * The reports made by creates that were cut off (the main step stopped while a POST was in
 * flight): the URL's reports above the watermark that the main step did not know of.
 */
async function sweepCutOffCreates(
  client: SeoReportClient,
  uncertain: UncertainCreates,
  known: string[],
  signal: AbortSignal,
): Promise<string[]> {
  if (uncertain.urls.length === 0) return [];
  if (uncertain.watermark === null) {
    core.warning(
      client.scrub(
        `Cleanup: a create was cut off for ${uncertain.urls.join(', ')}, and the reports could not be listed before the audit, so a report it made cannot be told from older ones: check the service for it.`,
      ),
    );
    return [];
  }
  const found: string[] = [];
  for (const url of uncertain.urls) {
    try {
      const reports = await reportsCreatedSince(client, url, BigInt(uncertain.watermark), signal);
      for (const report of reports) {
        if (known.includes(report.id) || found.includes(report.id)) continue;
        found.push(report.id);
        core.info(
          client.scrub(
            `Cleanup: report ${report.id} of ${url} was made by a create that was cut off.`,
          ),
        );
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      core.warning(
        client.scrub(
          `Cleanup: could not look for a report of ${url} made by a cut-off create: ${message}`,
        ),
      );
    }
  }
  return found;
}
