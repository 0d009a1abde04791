// The action's post entry (dist/post/index.js): cleanup after the main step.
import { runEntry } from './client/action/entry.js';
import { runPost } from './client/action/post.js';

await runEntry(runPost, 'warn');
