/** What a command may touch of the outside world; tests pass their own. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  env: Record<string, string | undefined>;
  /** Width of the terminal standard output shows in; undefined when it is not a terminal. */
  columns?: number | undefined;
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

/**
 * How wide the results table may be: the terminal's width; else COLUMNS when set (a pager or a
 * script that wants a width); else no limit, so that a file, a pipe or a CI log keeps every URL
 * whole (CI logs do not fold lines).
 */
export function tableWidth(io: CliIo): number | null {
  if (io.columns !== undefined && io.columns > 0) return io.columns;
  const columns = Number(io.env.COLUMNS);
  return Number.isInteger(columns) && columns > 0 ? columns : null;
}
