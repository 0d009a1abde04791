// What the seo-report command says on a Node.js older than 24, before it loads anything that
// would fail there (the bundled undici breaks while loading, with a stack trace). It says what to
// do, not only what is wrong: each way below was tried on Node 20.
import { isAbsolute, relative } from 'node:path';

export const NEEDED_NODE_MAJOR = 24;

export interface NodeVersionContext {
  /** process.version, e.g. v20.20.2 */
  version: string;
  /** The script that runs, process.argv[1]. */
  script: string;
  /** The user's arguments: only a leading command word is repeated, never an option's value. */
  args: readonly string[];
  cwd: string;
}

/** The message for a Node older than 24, or null when this Node will do. */
export function nodeVersionProblem(context: NodeVersionContext): string | null {
  const major = Number(/^v?(\d+)/.exec(context.version)?.[1] ?? 0);
  if (major >= NEEDED_NODE_MAJOR) return null;
  // A command word (demo, audit, serve...) is safe to repeat; the rest may hold an API key, so
  // it is shown as "...".
  const [first] = context.args;
  const commandWord = first !== undefined && /^[a-z][a-z-]*$/.test(first) ? first : undefined;
  const hidden = context.args.length > (commandWord === undefined ? 0 : 1);
  const sameCommand = [
    shellWord(shownPath(context.script, context.cwd)),
    ...(commandWord === undefined ? [] : [commandWord]),
    ...(hidden ? ['...'] : []),
  ].join(' ');
  const rerun = `npx -y node@${NEEDED_NODE_MAJOR} ${sameCommand}`;
  return [
    `seo-report: needs Node.js ${NEEDED_NODE_MAJOR} or later, and this is Node.js ${context.version}. Either:`,
    `  - run it on Node ${NEEDED_NODE_MAJOR} fetched from npm: ${rerun}`,
    `  - or, in a clone after npm ci (which installs Node ${NEEDED_NODE_MAJOR} into node_modules): npm exec -- node ${sameCommand}; npm start and npm test use that Node too`,
    `  - or install Node.js ${NEEDED_NODE_MAJOR} or later and run the command again.`,
    '',
  ].join('\n');
}

/** The script as the user can type it: relative to where they are when that is shorter. */
function shownPath(script: string, cwd: string): string {
  const fromHere = relative(cwd, script);
  return fromHere !== '' && !fromHere.startsWith('..') && !isAbsolute(fromHere) ? fromHere : script;
}

function shellWord(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", "'\\''")}'`;
}
