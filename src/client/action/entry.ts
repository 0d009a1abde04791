// Runs a step so that an unexpected failure ends it with one line, not a stack trace (the
// stack goes to the debug log, shown when the workflow runs with debug logging).
import { loadToolkit, runner } from './runner.js';

export async function runEntry(
  step: () => Promise<void>,
  onError: 'fail' | 'warn' = 'fail',
): Promise<void> {
  try {
    await step();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // The post step only cleans up: its failures must not turn a passing audit red.
    if (onError === 'warn') runner.warning(`Unexpected error: ${message}`);
    else runner.setFailed(`Unexpected error: ${message}`);
    if (error instanceof Error && error.stack) runner.debug(error.stack);
  } finally {
    // Whatever waited for @actions/core is written before the step ends.
    await loadToolkit();
  }
}
