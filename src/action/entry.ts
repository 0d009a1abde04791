// Runs a step so that an unexpected failure ends it with one line, not a stack trace (the
// stack goes to the debug log, shown when the workflow runs with debug logging).
import * as core from '@actions/core';

export async function runEntry(
  step: () => Promise<void>,
  onError: 'fail' | 'warn' = 'fail',
): Promise<void> {
  try {
    await step();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // The post step only cleans up: its failures must not turn a passing audit red.
    if (onError === 'warn') core.warning(`Unexpected error: ${message}`);
    else core.setFailed(`Unexpected error: ${message}`);
    if (error instanceof Error && error.stack) core.debug(error.stack);
  }
}
