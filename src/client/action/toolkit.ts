// The action's line to the runner. @actions/core is loaded once the audit's first request has
// left (or after STARTUP_GRACE_MS, whichever comes first): it imports @actions/http-client and,
// with it, undici, 1.3 MB that take 50-60 ms to compile here, for OIDC tokens this action never
// asks for. Until then, what the step writes (masks, log lines, the state for the post step)
// waits in a queue and is written in the same order; the step's end waits for it. Code that
// calls @actions/core itself (publish.ts, comment.ts, post.ts) runs after loadToolkit() resolved,
// so that nothing it writes overtakes a queued mask.
import type * as Core from '@actions/core';

type CoreModule = typeof Core;

/** Log lines written before any request (a slow sitemap, a baseline read) wait at most this. */
export const STARTUP_GRACE_MS = 200;

let loaded: CoreModule | null = null;
let loading: Promise<CoreModule> | null = null;
const waiting: ((core: CoreModule) => void)[] = [];

/** Loads @actions/core (once) and writes what waited for it. */
export function loadToolkit(): Promise<CoreModule> {
  loading ??= import('@actions/core').then((core) => {
    loaded = core;
    for (const write of waiting.splice(0)) write(core);
    return core;
  });
  return loading;
}

function whenLoaded(write: (core: CoreModule) => void): void {
  if (loaded) write(loaded);
  else waiting.push(write);
}

/** An input as the runner passes it (what core.getInput reads), '' when unset. */
export function actionInput(name: string): string {
  return process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '';
}

/** The few commands the step needs before @actions/core is there, in @actions/core's words. */
export const runner = {
  setSecret: (value: string) => whenLoaded((core) => core.setSecret(value)),
  info: (line: string) => whenLoaded((core) => core.info(line)),
  notice: (line: string) => whenLoaded((core) => core.notice(line)),
  warning: (line: string) => whenLoaded((core) => core.warning(line)),
  debug: (line: string) => whenLoaded((core) => core.debug(line)),
  setFailed: (line: string) => whenLoaded((core) => core.setFailed(line)),
  startGroup: (name: string) => whenLoaded((core) => core.startGroup(name)),
  endGroup: () => whenLoaded((core) => core.endGroup()),
  saveState: (name: string, value: string) => whenLoaded((core) => core.saveState(name, value)),
};
