// The action's main step, built from src/index.ts. Written by scripts/bundle.mjs: the code is in
// ../shared/, one build for every entry point, so that no chunk is committed twice.
import { main } from '../shared/index.js';

await main();
