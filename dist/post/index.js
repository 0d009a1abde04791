// The action's post step (cleanup), built from src/post.ts. Written by scripts/bundle.mjs: the code is in
// ../shared/, one build for every entry point, so that no chunk is committed twice.
import { post } from '../shared/index.js';

await post();
