// The audit command's modes and URL sources, as the action has them: the sitemap and the shard
// build the URL list, mode delete removes reports instead of auditing.
import type { ActionConfig } from '../action/inputs.js';
import { SeoReportClient } from '../api/index.js';
import { buildUrlList, deleteReports, SitemapError } from '../audit/index.js';
import { type CliIo, EXIT_FAILURE, EXIT_OK } from './io.js';

/** The config with its final URL list, or null after printing why the sitemap failed. */
export async function resolveUrlList(
  config: ActionConfig,
  io: CliIo,
): Promise<ActionConfig | null> {
  if (config.sitemap === undefined && config.shard === undefined) return config;
  try {
    const list = await buildUrlList(config);
    for (const line of [...list.notes, ...list.warnings]) io.stderr(`${line}\n`);
    return { ...config, urls: list.urls };
  } catch (error) {
    if (error instanceof SitemapError) {
      io.stderr(`seo-report audit: --sitemap: ${error.message}\n`);
      return null;
    }
    throw error;
  }
}

/** --mode delete: the reports of --report-ids, or the whole --project. */
export async function deleteCommand(config: ActionConfig, io: CliIo): Promise<number> {
  const client = new SeoReportClient({
    baseUrl: config.baseUrl as string,
    apiKey: config.apiKey as string,
  });
  try {
    const result = await deleteReports(
      client,
      { ids: config.reportIds, project: config.project, concurrency: config.concurrency },
      { onLine: (line) => io.stderr(client.scrub(`${line}\n`)) },
      AbortSignal.timeout(config.timeoutSeconds * 1000),
    );
    for (const failure of result.failures) io.stderr(client.scrub(`could not delete ${failure}\n`));
    io.stdout(`${result.deleted.join('\n')}${result.deleted.length > 0 ? '\n' : ''}`);
    return result.failures.length === 0 ? EXIT_OK : EXIT_FAILURE;
  } finally {
    await client.close();
  }
}
