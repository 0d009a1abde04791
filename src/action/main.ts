// The action's main step: inputs -> audit -> outputs, annotations, summary -> verdict.
// Everything GitHub-specific is here; the audit itself is src/audit/.
import * as core from '@actions/core';
import { SeoReportClient } from '../api/index.js';
// Module by module, not through audit/index.js: the sitemap reader (and its XML parser) is
// loaded only when a sitemap or a shard is asked for, so it stays out of every other start-up.
import { RefreshLookupError } from '../audit/refresh.js';
import type { UrlOutcome } from '../audit/types.js';
import { runConfiguredAudit } from './configured-audit.js';
import { runDeleteStep } from './delete-step.js';
import { startEmbeddedService } from './embedded.js';
import {
  type ActionConfig,
  type CommentConfig,
  InputError,
  parseCommentInputs,
  parseInputs,
} from './inputs.js';
import {
  logLine,
  refreshLine,
  renderAnnotations,
  renderOutputs,
  renderSummary,
  verdictLine,
} from './render.js';
import { writeReportDir } from './report-dir.js';
import { STATE, type UncertainCreates } from './state.js';

export async function run(): Promise<void> {
  maskSecretInputs();
  let config: ActionConfig;
  let comment: CommentConfig;
  try {
    config = parseInputs((name) => core.getInput(name, { trimWhitespace: false }));
    comment = parseCommentInputs((name) => core.getInput(name, { trimWhitespace: false }));
  } catch (error) {
    if (error instanceof InputError) return core.setFailed(error.message);
    throw error;
  }
  // The sitemap is read before anything else starts: a broken one fails the step at once.
  if (config.sitemap !== undefined || config.shard !== undefined) {
    const { buildUrlList, SitemapError } = await import('../audit/url-list.js');
    try {
      const list = await buildUrlList(config);
      for (const note of list.notes) core.info(note);
      for (const warning of list.warnings) core.warning(warning);
      config = { ...config, urls: list.urls };
    } catch (error) {
      if (error instanceof SitemapError) return core.setFailed(`Input sitemap: ${error.message}`);
      throw error;
    }
  }

  // The runner cancels a job with SIGINT, then SIGTERM: stop new requests, keep the state
  // saved so far (the post step deletes what was created), and finish quickly.
  const cancel = new AbortController();
  const onSignal = () => {
    core.warning(
      'Cancelled: stopping the audit; the reports created so far stay listed for cleanup.',
    );
    cancel.abort();
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  if (config.mode === 'refresh' && config.urls.length === 0 && config.project === undefined) {
    core.info(
      'Nothing to refresh: the URL list is empty (an empty shard, or a sitemap of known pages).',
    );
  }
  if (config.mode === 'delete') {
    try {
      return await runDeleteStep(config, cancel.signal);
    } finally {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
  }

  const embedded = config.baseUrl === null ? await startEmbeddedService(config) : null;
  if (embedded) {
    core.saveState(STATE.embedded, 'true');
    core.info(
      `No base-url given: auditing with the embedded reference service at ${embedded.url}.`,
    );
  }
  const baseUrl = embedded?.url ?? (config.baseUrl as string);
  const client = new SeoReportClient({
    baseUrl,
    apiKey: embedded?.apiKey ?? (config.apiKey as string),
    onRetry: (event) =>
      core.info(
        `  retrying ${event.endpoint} in ${(event.delayMs / 1000).toFixed(1)} s: ${event.reason}`,
      ),
  });

  try {
    const created: string[] = [];
    const uncertain: UncertainCreates = { watermark: null, urls: [] };
    core.startGroup(
      config.mode === 'refresh' && config.urls.length === 0
        ? `Refreshing the reports of project ${config.project}`
        : `Auditing ${config.urls.length} ${config.urls.length === 1 ? 'page' : 'pages'}`,
    );
    const hooks = {
      onReportCreated: (id: string) => {
        // Only what this step created: refreshed reports were there before and must stay.
        created.push(id);
        core.saveState(STATE.reportIds, created.join(','));
      },
      onCreateUncertain: (url: string, watermark: string | null) => {
        uncertain.watermark = watermark;
        if (!uncertain.urls.includes(url)) uncertain.urls.push(url);
        core.saveState(STATE.uncertainCreates, JSON.stringify(uncertain));
      },
      onUrlDone: (outcome: UrlOutcome) => core.info(client.scrub(logLine(outcome))),
      onNote: (line: string) => core.info(client.scrub(line)),
    };
    const audit = await runConfiguredAudit(
      client,
      config,
      { baseUrl, embedded: embedded !== null },
      hooks,
      cancel.signal,
    ).catch((error) => {
      if (error instanceof RefreshLookupError) return error;
      throw error;
    });
    core.endGroup();
    if (audit instanceof RefreshLookupError) return core.setFailed(client.scrub(audit.message));
    const { result, refresh, context } = audit;
    const { verdict } = context;
    if (refresh) core.info(refreshLine(refresh));

    const outputs = renderOutputs(context);
    for (const [name, value] of Object.entries(outputs)) core.setOutput(name, client.scrub(value));
    if (config.reportDir !== undefined) {
      const written = await writeReportDir(config.reportDir, {
        outcomes: result.outcomes,
        results: JSON.parse(outputs.results ?? '[]'),
        scrub: (text) => client.scrub(text),
      });
      core.info(`Wrote ${written.length} reports to ${config.reportDir} (open index.html).`);
    }
    for (const annotation of renderAnnotations(context)) {
      const report = annotation.level === 'error' ? core.error : core.warning;
      report(client.scrub(annotation.message), { title: annotation.title });
    }
    if (config.summary) await writeSummary(client.scrub(renderSummary(context)));
    if (comment.enabled) {
      // Loaded only when asked for, like the embedded service: most runs never comment.
      const { writeComment } = await import('./comment.js');
      await writeComment(comment, context, (text) => client.scrub(text));
    }
    for (const warning of verdict.warnings) core.warning(client.scrub(warning));

    const line = verdictLine(verdict, result.outcomes.length, config.failOn, config.minScore);
    if (verdict.passed) {
      core.info(line);
    } else {
      const [first, ...rest] = verdict.reasons;
      const more = rest.length > 0 ? ` (and ${rest.length} more: see the job summary)` : '';
      core.setFailed(client.scrub(`${line}. ${first ?? ''}${more}`));
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await client.close();
    await embedded?.close();
  }
}

function maskSecretInputs(): void {
  for (const name of ['api-key', 'password', 'github-token']) {
    const value = core.getInput(name, { trimWhitespace: false });
    if (value !== '') {
      core.setSecret(value);
      if (value.trim() !== value && value.trim() !== '') core.setSecret(value.trim());
    }
  }
}

async function writeSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    core.info('No GITHUB_STEP_SUMMARY file: skipping the job summary.');
    return;
  }
  await core.summary.addRaw(markdown).write({ overwrite: false });
}
