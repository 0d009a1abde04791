// The analysis worker thread the embedded service starts, built from src/server/service/analysis-worker.ts. Written by scripts/bundle.mjs: the code is in
// ../shared/, one build for every entry point, so that no chunk is committed twice.
import { analysisWorker } from '../shared/index.js';

await analysisWorker();
