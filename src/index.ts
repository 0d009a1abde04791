// The action's main entry (dist/main/index.js): runs the audit, nothing else.
import { runEntry } from './action/entry.js';
import { run } from './action/main.js';

await runEntry(run);
