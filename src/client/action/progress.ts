// What the main step logs while the job runs, and the state it hands to the post step as soon as
// each report id is known (a cancelled or crashed step still leaves its reports listed).

import { plural } from '../../shared/findings/format.js';
import type { JobConfig } from '../app/config.js';
import type { JobHooks } from '../app/job.js';
import { logLine, retryLine } from '../app/render/log.js';
import type { SafeText } from '../app/safe-text.js';
import { deletedLine, deletingLines } from '../app/wording.js';
import { WORDS } from './inputs.js';
import { loadToolkit, runner } from './runner.js';
import { STATE, type UncertainCreates } from './state.js';

export function progressHooks(job: JobConfig, out: SafeText): JobHooks & { close(): void } {
  const created: string[] = [];
  const uncertain: UncertainCreates = { watermark: null, urls: [] };
  let grouped = false;
  return {
    onUrlList: (list) => {
      const { notes, warnings } = WORDS.urlList(list);
      for (const note of notes) runner.info(out.line(note));
      for (const warning of warnings) runner.warning(out.line(warning));
    },
    onStart: ({ baseUrl, embedded, pages, crawl }) => {
      if (embedded) {
        runner.saveState(STATE.embedded, 'true');
        runner.info(
          `No base-url given: auditing with the embedded reference service at ${baseUrl}.`,
        );
      }
      if (job.mode === 'delete') return;
      if (job.mode === 'refresh' && pages === 0 && job.project === undefined)
        runner.info(
          'Nothing to refresh: the URL list is empty (an empty shard, or a sitemap of known pages).',
        );
      runner.startGroup(
        job.mode === 'refresh' && pages === 0
          ? `Refreshing the reports of project ${out.line(job.project ?? '')}`
          : crawl
            ? `Crawling and auditing up to ${plural(pages, 'page')}`
            : `Auditing ${plural(pages, 'page')}`,
      );
      grouped = true;
    },
    onRetry: (event) => runner.info(out.line(retryLine(event))),
    // The first request has left: the toolkit compiles while the service answers.
    onRequestSent: () => void loadToolkit(),
    onReportCreated: (id) => {
      // Only what this step created: refreshed reports were there before and must stay.
      created.push(id);
      runner.saveState(STATE.reportIds, created.join(','));
    },
    onCreateUncertain: (url, watermark) => {
      uncertain.watermark = watermark;
      if (!uncertain.urls.includes(url)) uncertain.urls.push(url);
      runner.saveState(STATE.uncertainCreates, JSON.stringify(uncertain));
    },
    onUrlDone: (outcome) => runner.info(out.line(logLine(outcome, WORDS))),
    onCrawled: (counts) => runner.info(out.line(WORDS.crawl(counts))),
    onNote: (line) => runner.info(out.line(line)),
    onDeleting: (reports, project, more) => {
      for (const line of deletingLines(reports, project, more)) runner.info(out.line(line));
    },
    onDeleted: (id, how) => runner.info(out.line(deletedLine(id, how, 'delete'))),
    close: () => {
      if (grouped) runner.endGroup();
    },
  };
}
