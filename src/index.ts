// The action's main entry (dist/main/index.js): runs the audit, nothing else.
import { runEntry } from './client/action/entry.js';
import { run } from './client/action/main.js';

await runEntry(run);
