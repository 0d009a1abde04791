// Waiting for a condition instead of for a time: polls `condition` until it holds. It has no
// limit of its own: the test's timeout is the only one, so a slow machine makes a test slower,
// never wrong.
import { setTimeout as sleep } from 'node:timers/promises';

export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  everyMs = 20,
): Promise<void> {
  while (!(await condition())) await sleep(everyMs);
}

/**
 * A deadline that never passes, for code that takes one: the test's timeout is the limit, not a
 * timer that a loaded machine could run out.
 */
export function noDeadline(): AbortSignal {
  return new AbortController().signal;
}
