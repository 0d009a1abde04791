// The body of an analysis worker thread: judges fetched pages (analyzeDocumentPhase) one message
// at a time. Fetching stays on the main thread, where it waits without blocking; the parse and
// the checks, which can spin on a hostile page, run here, where a deadline can end them by
// terminating the thread. The answer names the images the page shows: the main thread weighs
// them and judges image_weight without parsing the page again. Started as dist/analysis-worker
// (a stub of scripts/bundle.mjs).
import { parentPort } from 'node:worker_threads';
import { analyzeDocumentPhase } from '../analyzer/analyze-document.js';
import type { PageInput } from '../analyzer/checks/context.js';
import type { AnalyzerOptions } from '../analyzer/options.js';
import { takeClaim } from './analysis-claim.js';
import { WARM_UP_PAGE, WARM_UP_ROUNDS } from './warm-up-page.js';

export interface AnalysisJob {
  id: number;
  input: PageInput;
  options: Pick<AnalyzerOptions, 'limits' | 'weights' | 'checks'>;
  /** Taken when the page is started; the pool may have taken it back first (analysis-claim.ts). */
  claim: Int32Array;
}

if (parentPort) {
  const port = parentPort;
  port.on('message', (job: AnalysisJob) => {
    // Posted ahead and given to another thread, or dropped, meanwhile: no answer is expected.
    if (!takeClaim(job.claim)) return;
    try {
      port.postMessage({ id: job.id, phase: analyzeDocumentPhase(job.input, job.options) });
    } catch (error) {
      port.postMessage({ id: job.id, error: (error as Error)?.message ?? String(error) });
    }
  });
  // The analyzer's modules are loaded by now: the pool counts the thread as ready from here.
  port.postMessage({ ready: true });
  // Then a sample page, while the job lists its pages (warm-up-page.ts). A job posted
  // meanwhile waits for it, about what its own first run would have cost.
  for (let round = 0; round < WARM_UP_ROUNDS; round++) analyzeDocumentPhase(WARM_UP_PAGE);
}
