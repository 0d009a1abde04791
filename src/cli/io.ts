/** What a command may touch of the outside world; tests pass their own. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  env: Record<string, string | undefined>;
  /**
   * Resolves when a long-running command (serve) should stop. The real entry point wires it to
   * SIGINT/SIGTERM; tests resolve it themselves.
   */
  stopRequested: () => Promise<string>;
}

/** Exit codes: 0 done, 1 the command failed, 2 the command line was wrong. */
export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;
