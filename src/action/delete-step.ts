// The main step in mode delete: removes the reports named in report-ids, or the whole project,
// and says what went. Outputs: results is [] (nothing was audited), report-ids lists what was
// deleted (already-gone ones included), passed is false only when a deletion failed.
import * as core from '@actions/core';
import { SeoReportClient } from '../api/index.js';
import { deleteReports } from '../audit/delete-reports.js';
import type { ActionConfig } from './inputs.js';

export async function runDeleteStep(config: ActionConfig, cancel: AbortSignal): Promise<void> {
  const client = new SeoReportClient({
    baseUrl: config.baseUrl as string,
    apiKey: config.apiKey as string,
    onRetry: (event) =>
      core.info(
        `  retrying ${event.endpoint} in ${(event.delayMs / 1000).toFixed(1)} s: ${event.reason}`,
      ),
  });
  try {
    const signal = AbortSignal.any([cancel, AbortSignal.timeout(config.timeoutSeconds * 1000)]);
    const result = await deleteReports(
      client,
      { ids: config.reportIds, project: config.project, concurrency: config.concurrency },
      { onLine: (line) => core.info(client.scrub(line)) },
      signal,
    );
    const passed = result.failures.length === 0;
    core.setOutput('results', '[]');
    core.setOutput('report-ids', result.deleted.join(','));
    core.setOutput('worst-grade', '');
    core.setOutput('passed', String(passed));
    const what =
      result.project !== null
        ? `project ${result.project} (${result.deleted.length} reports)`
        : `${result.deleted.length} ${result.deleted.length === 1 ? 'report' : 'reports'}`;
    const gone =
      result.alreadyGone.length > 0 ? `, ${result.alreadyGone.length} of them already gone` : '';
    const line = `Deleted ${what}${gone}`;
    if (config.summary && process.env.GITHUB_STEP_SUMMARY) {
      const failures = result.failures.map((failure) => `- ${escapeText(failure)}`);
      const text = [
        '## SEO reports deleted',
        '',
        `**${passed ? '✅' : '❌'} ${escapeText(line)}${passed ? '' : `; ${result.failures.length} failed`}**`,
        '',
        ...failures,
        '',
      ].join('\n');
      await core.summary.addRaw(client.scrub(text)).write({ overwrite: false });
    }
    if (passed) {
      core.info(`${line}.`);
    } else {
      for (const failure of result.failures.slice(1)) core.error(client.scrub(failure));
      core.setFailed(
        client.scrub(
          `${line}; ${result.failures.length} could not be deleted: ${result.failures[0]}`,
        ),
      );
    }
  } finally {
    await client.close();
  }
}

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
