// The action's one line to the runner: every mask, log line, annotation, output, state, summary
// and failure the steps write goes through `runner` here, and nothing else imports
// @actions/core. So their order is decided in one place: the order they were called in.
//
// @actions/core is loaded once the audit's first request has left (or after STARTUP_GRACE_MS,
// whichever comes first): it imports @actions/http-client and, with it, undici, 1.3 MB that take
// 50-60 ms to compile here, for OIDC tokens this action never asks for. Until then what the step
// writes waits in a queue, and is written in the same order as soon as it is loaded; the step's
// end waits for it (loadToolkit() in main.ts and entry.ts).
import type * as Core from '@actions/core';

type CoreModule = typeof Core;

/** Log lines written before any request (a slow sitemap, a baseline read) wait at most this. */
export const STARTUP_GRACE_MS = 200;

let loaded: CoreModule | null = null;
let loading: Promise<CoreModule> | null = null;
const waiting: ((core: CoreModule) => void)[] = [];

/** @actions/core, loaded once; what waited for it is written before this resolves. */
function load(): Promise<CoreModule> {
  loading ??= import('@actions/core').then((core) => {
    loaded = core;
    for (const write of waiting.splice(0)) write(core);
    return core;
  });
  return loading;
}

/** Loads @actions/core (once) and writes what waited for it, in order. */
export async function loadToolkit(): Promise<void> {
  await load();
}

function whenLoaded(write: (core: CoreModule) => void): void {
  if (loaded) write(loaded);
  else waiting.push(write);
}

/** An input as the runner passes it (what core.getInput reads), '' when unset. */
export function actionInput(name: string): string {
  return process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '';
}

/** What the main step saved for the post step (what core.getState reads), '' when unset. */
export function savedState(name: string): string {
  return process.env[`STATE_${name}`] || '';
}

/** An annotation's title (@actions/core's AnnotationProperties, the part the action uses). */
export interface Annotation {
  title?: string;
}

/** The commands the steps write, in @actions/core's words; each waits for it if need be. */
export const runner = {
  setSecret: (value: string) => whenLoaded((core) => core.setSecret(value)),
  info: (line: string) => whenLoaded((core) => core.info(line)),
  notice: (line: string, annotation?: Annotation) =>
    whenLoaded((core) => core.notice(line, annotation)),
  warning: (line: string, annotation?: Annotation) =>
    whenLoaded((core) => core.warning(line, annotation)),
  error: (line: string, annotation?: Annotation) =>
    whenLoaded((core) => core.error(line, annotation)),
  debug: (line: string) => whenLoaded((core) => core.debug(line)),
  setFailed: (line: string) => whenLoaded((core) => core.setFailed(line)),
  startGroup: (name: string) => whenLoaded((core) => core.startGroup(name)),
  endGroup: () => whenLoaded((core) => core.endGroup()),
  saveState: (name: string, value: string) => whenLoaded((core) => core.saveState(name, value)),
  setOutput: (name: string, value: string) => whenLoaded((core) => core.setOutput(name, value)),
  /**
   * Appends markdown to the job summary (a file, not the log). Loads @actions/core rather than
   * queue: a caller awaits it, and nothing else might load it in the meantime.
   */
  appendSummary: async (markdown: string): Promise<void> => {
    const core = await load();
    await core.summary.addRaw(markdown).write({ overwrite: false });
  },
};
