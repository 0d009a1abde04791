// The action's post entry (dist/post/index.js): cleanup after the main step.
import { runEntry } from './action/entry.js';
import { runPost } from './action/post.js';

await runEntry(runPost, 'warn');
