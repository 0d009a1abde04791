// What the audit shows while reports are generated, on standard error (standard output carries
// the results, which may be JSON piped elsewhere). On a terminal: a single line with a bar,
// redrawn in place, with each finished page printed above it. Elsewhere (CI logs, files): one
// plain line per finished page, since carriage returns make a mess of a log.
import { logLine } from '../app/render/log.js';
import type { UrlOutcome } from '../audit/types.js';
import { CLI_WORDS } from './audit-options.js';

export interface Progress {
  reportCreated(): void;
  urlDone(outcome: UrlOutcome): void;
  /** Clears the bar; call once, before the results are printed. */
  finish(): void;
}

const BAR_WIDTH = 24;
const CLEAR_LINE = '\r\u001b[2K';

export function createProgress(
  total: number,
  write: (text: string) => void,
  terminal: boolean,
  scrub: (text: string) => string = (text) => text,
): Progress {
  let created = 0;
  let done = 0;
  const bar = () => {
    const waiting = created - done;
    const tail = waiting > 0 ? `, ${waiting} generating` : '';
    // No list up front (a whole project refreshed): the total is unknown, so count only.
    if (total === 0) return `${done} done${tail}`;
    const filled = Math.round((done / total) * BAR_WIDTH);
    return `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${done}/${total} done${tail}`;
  };
  if (terminal) write(bar());
  return {
    reportCreated() {
      created += 1;
      if (terminal) write(`${CLEAR_LINE}${bar()}`);
    },
    urlDone(outcome) {
      done += 1;
      if (outcome.reportId === null) created += 1;
      const line = scrub(logLine(outcome, CLI_WORDS));
      write(terminal ? `${CLEAR_LINE}${line}\n${bar()}` : `${line}\n`);
    },
    finish() {
      if (terminal) write(CLEAR_LINE);
    },
  };
}
