// The reliability suite's record of what it tried and what happened. Each test file opens its
// own ledger (one JSON-lines file under .tmp/reliability/), records one row per fault or bad
// input and any figures it measured; scripts/reliability-report.mjs turns the files into
// docs/reliability.md. Rows are written as the cases run, so a failing case shows up too.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const LEDGER_DIR = resolve(import.meta.dirname, '../../../.tmp/reliability');

export interface LedgerRow {
  /** What was tried, e.g. "POST /reports with privacy=3". */
  case: string;
  /** What a user should see, e.g. "422 naming privacy". */
  expected: string;
  /** What the suite saw, quoted or summarised from the real answer. */
  observed: string;
  passed: boolean;
}

export interface Ledger {
  record(row: LedgerRow): void;
  /** A measured number, e.g. figure('duplicate reports', 0). */
  figure(name: string, value: number | string): void;
}

/**
 * Opens (and empties) the ledger of one suite. `title` heads its section in docs/reliability.md;
 * `order` places the section (lower first).
 */
export function openLedger(suite: string, title: string, order: number): Ledger {
  mkdirSync(LEDGER_DIR, { recursive: true });
  const file = join(LEDGER_DIR, `${suite}.jsonl`);
  writeFileSync(file, `${JSON.stringify({ kind: 'suite', suite, title, order })}\n`);
  const append = (entry: object) => appendFileSync(file, `${JSON.stringify(entry)}\n`);
  return {
    record: (row) => append({ kind: 'row', ...row }),
    figure: (name, value) => append({ kind: 'figure', name, value }),
  };
}
