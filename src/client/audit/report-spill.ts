// Where a run keeps its pages' reports once they have settled. The first ones stay in memory as
// objects; past that, each compact report (compact-report.ts) is written as one line of JSON to
// a temporary file and its outcome's `report` reads it back when asked. A whole site audited at
// once (10,000 pages) otherwise held some 11 KB a page until the results were printed: the
// largest part of the run's memory that grew with the number of pages (docs/benchmarks.md,
// "Memory as the site grows", issue 30).
//
// Nothing above the audit engine needs to know: `report` stays a property of the outcome (an
// accessor that parses the line again), the renderers read it as before, and the outputs are
// the same, byte for byte (test/audit/report-spill.test.ts). Reading back costs a JSON parse
// each time: what the judging and the site findings ask of every page (page-facts.ts) is read
// from the report as it is written and kept beside it in memory (it was parsed back eight times
// a page: a second of the main thread at the end of a 2,000-page run). What the renderers read
// of a page follows its report on lines of their own: its failed checks with their values (a
// quarter of the report's bytes, what a finding's `check` parses back instead of the whole
// report), then those checks worded (describeCheck's evidence), what the table and the summary
// print: worded while the pages are audited, where the other CPU works too, rather than after
// the last one with one CPU alone (together, half of the end of a 2,000-page run). The whole
// report is parsed back where a reader needs more (the report folder, the link check, the
// markdown summary's count of the checks judged, a page with an accepted check).
//
// The file is removed as soon as it is opened: its bytes live as long as the descriptor, which is
// closed when the run's outcomes are garbage collected (or the process ends), so that a crash or
// a kill leaves nothing behind, and no other user reads it (mode 0600 while it has a name).
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeCheck } from '../../shared/findings/catalogue.js';
import type { WordedFailure } from '../../shared/findings/findings.js';
import { setOwn } from '../../shared/own-keys.js';
import type { Report, ReportCheck } from '../api/index.js';
import {
  failedCheckKeys,
  flagsOf,
  type PageFacts,
  PageFactsReader,
  type PageFlags,
  type PageTexts,
  unjudgedCheckKeys,
} from './page-facts.js';
import type { UrlOutcome } from './types.js';

/**
 * Reports a run keeps as objects before it writes the later ones to its file: a run of fewer
 * pages never opens one. Tests lower it to spill every page of a small site.
 */
export const spillSettings = { reportsInMemory: 200 };

/** Closes a spill's file when nothing refers to the spill any more (its outcomes are gone). */
const closeWhenCollected = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd);
  } catch {
    // Already closed: nothing to free.
  }
});

export class ReportSpill {
  readonly #keptInMemory: number;
  #fd: number | null = null;
  /** Bytes written so far: where the next line starts. */
  #end = 0;
  #settled = 0;
  /** The file could not be opened or written (a full or read-only disk): memory it is. */
  #unavailable = false;
  /**
   * The last report read back, for renderers that read one page several times in a row. One:
   * with the last 16 kept, a 10,000-page run's printing grew the heap by 180 MB more (reports
   * kept across the young generation's collections are promoted, and the old one grows until
   * a full collection).
   */
  #last: { offset: number; report: Report } | null = null;
  /** The same for the last failed checks read back (one page's, read by each of its findings). */
  #lastFailed: { offset: number; checks: FailedChecks | null } | null = null;
  /** The same for the last worded failed checks read back. */
  #lastWorded: { offset: number; worded: WordedFailure[] | null } | null = null;
  /** Reused for every read and write: a buffer each would be garbage outside the heap, freed late. */
  #scratch = Buffer.alloc(0);
  /** The facts of the reports written, with the run's one copy of each link target's key. */
  readonly #facts = new PageFactsReader();

  constructor(keptInMemory: number = spillSettings.reportsInMemory) {
    this.#keptInMemory = keptInMemory;
  }

  /**
   * The reader of the facts of the reports written: its page keys, computed once per URL for the
   * whole run (every page and link target), serve the run's end too.
   */
  get factsReader(): PageFactsReader {
    return this.#facts;
  }

  /** Reports past the ones held: written to the file, or held when it could not take them. */
  get spilled(): number {
    return Math.max(0, this.#settled - this.#keptInMemory);
  }

  /** Gives a settled page its report: kept as it is, or written out and read back on demand. */
  keep(outcome: UrlOutcome, report: Report): void {
    this.#settled += 1;
    const line = this.#settled > this.#keptInMemory ? this.#write(report) : null;
    if (line === null) {
      outcome.report = report;
      return;
    }
    defineSpilledReport(outcome, line);
  }

  /** Gives the outcome its report in the file, whatever the count (a copy of a spilled page). */
  keepOut(outcome: UrlOutcome, report: Report): void {
    const line = this.#write(report);
    if (line === null) outcome.report = report;
    else defineSpilledReport(outcome, line);
  }

  /** The report written at `offset`, parsed again (or still parsed from the last read). */
  read(offset: number, length: number): Report {
    if (this.#last?.offset === offset) return this.#last.report;
    const report = JSON.parse(this.#text(offset, length)) as Report;
    this.#last = { offset, report };
    return report;
  }

  /**
   * The failed checks of the report written at `offset` (its line follows the report's),
   * parsed again or still parsed from the last read. Not to be changed: the next read of the
   * same page may return the same object.
   */
  readFailed(offset: number, length: number): FailedChecks | null {
    if (this.#lastFailed?.offset === offset) return this.#lastFailed.checks;
    const checks = JSON.parse(this.#text(offset, length)) as FailedChecks | null;
    this.#lastFailed = { offset, checks };
    return checks;
  }

  /** The worded failed checks written at `offset` (their line follows the failed checks'). */
  readWorded(offset: number, length: number): WordedFailure[] | null {
    if (this.#lastWorded?.offset === offset) return this.#lastWorded.worded;
    const flat = JSON.parse(this.#text(offset, length)) as WordedLine;
    const worded = flat === null ? null : wordedOf(flat);
    this.#lastWorded = { offset, worded };
    return worded;
  }

  /** The texts of the facts written at `offset` (their line follows the worded checks'). */
  readTexts(offset: number, length: number): PageTexts {
    return this.#facts.textsOfLine(this.#text(offset, length));
  }

  /** The `length` bytes at `offset` of the file, as text. */
  #text(offset: number, length: number): string {
    if (this.#scratch.length < length)
      this.#scratch = Buffer.allocUnsafe(Math.max(length, 64 * 1024));
    const bytes = this.#scratch;
    let done = 0;
    while (done < length) {
      const read = readSync(this.#fd as number, bytes, done, length - done, offset + done);
      if (read === 0) throw new Error('the reports file of this run ended early');
      done += read;
    }
    return bytes.toString('utf8', 0, length);
  }

  /**
   * Appends one report and, on the next lines, its failed checks, their words and the texts of
   * its facts; null when the file cannot take them (the report then stays in memory).
   */
  #write(report: Report): SpilledLine | null {
    if (this.#unavailable) return null;
    try {
      const fd = this.#fd ?? this.#open();
      const facts = this.#facts.factsOf(report);
      const failed = failedChecksIn(report);
      const lines = [
        JSON.stringify(report),
        JSON.stringify(failed),
        JSON.stringify(wordedLineOf(failed)),
        this.#facts.textsLine(facts),
      ];
      // Encoded into the reused buffer (UTF-8 takes at most 3 bytes a UTF-16 unit) with their
      // newlines, and written at once: a buffer and two writes a report cost a tenth of the
      // spill's time.
      let most = 0;
      for (const line of lines) most += line.length * 3 + 1;
      if (this.#scratch.length < most)
        this.#scratch = Buffer.allocUnsafe(Math.max(most, 64 * 1024));
      const bytes = this.#scratch;
      const lengths: number[] = [];
      let total = 0;
      for (const line of lines) {
        const length = bytes.write(line, total, 'utf8');
        lengths.push(length);
        // A newline after each: the file reads as JSON lines when debugging a copy of it.
        bytes[total + length] = 0x0a;
        total += length + 1;
      }
      let done = 0;
      while (done < total) {
        done += writeSync(fd, bytes, done, total - done, this.#end + done);
      }
      const [length, failedLength, wordedLength, textsLength] = lengths as [
        number,
        number,
        number,
        number,
      ];
      const line = new SpilledLine(
        this,
        this.#end,
        length,
        failedLength,
        wordedLength,
        textsLength,
        flagsOf(facts),
      );
      this.#end += total;
      return line;
    } catch {
      this.#unavailable = true;
      return null;
    }
  }

  #open(): number {
    const path = join(tmpdir(), `seo-report-pages-${randomBytes(8).toString('hex')}.jsonl`);
    // wx: never an existing file (a link planted under the name); 0600: this user's alone.
    const fd = openSync(path, 'wx+', 0o600);
    try {
      unlinkSync(path);
    } catch {
      // Left with a name (a system that cannot remove an open file): still private, and the
      // temporary folder's own cleaning takes it.
    }
    this.#fd = fd;
    closeWhenCollected.register(this, fd);
    return fd;
  }
}

/** A report's failed checks by key, in the report's order; null when it has no checks. */
export type FailedChecks = Readonly<Record<string, ReportCheck>>;

/** The report's checks that failed (passed false), in its order; null when it has none. */
function failedChecksIn(report: Report | null): FailedChecks | null {
  const checks = report?.checks;
  if (checks == null) return null;
  const failed: Record<string, ReportCheck> = {};
  for (const key of Object.keys(checks)) {
    const check = checks[key] as ReportCheck;
    if (check.passed === false) setOwn(failed, key, check);
  }
  return failed;
}

/**
 * A page's failed checks worded, flat: key, the report's importance (a string, else null) and
 * evidence, for each in the report's order; null when the report has no checks.
 */
type WordedLine = (string | null)[] | null;

function wordedLineOf(failed: FailedChecks | null): WordedLine {
  if (failed === null) return null;
  const line: (string | null)[] = [];
  for (const key of Object.keys(failed)) {
    const check = failed[key] as ReportCheck;
    const importance: unknown = check.importance;
    line.push(key, typeof importance === 'string' ? importance : null, describeCheck(key, check));
  }
  return line;
}

function wordedOf(line: (string | null)[]): WordedFailure[] {
  const worded: WordedFailure[] = [];
  for (let i = 0; i + 2 < line.length; i += 3)
    worded.push({
      key: line[i] as string,
      importance: line[i + 1],
      evidence: line[i + 2] as string,
    });
  return worded;
}

/**
 * Where a spilled report's line starts and how long it is, the lengths of the lines of its
 * failed checks, of their words and of the texts of its facts, which follow it in that order
 * (each after a newline), and the flags read of the report when it was written.
 */
class SpilledLine {
  constructor(
    readonly spill: ReportSpill,
    readonly offset: number,
    readonly length: number,
    readonly failedLength: number,
    readonly wordedLength: number,
    readonly textsLength: number,
    readonly flags: PageFlags,
  ) {}

  /** Where the line of its failed checks starts. */
  get failedAt(): number {
    return this.offset + this.length + 1;
  }

  /** Where the line of those checks worded starts. */
  get wordedAt(): number {
    return this.failedAt + this.failedLength + 1;
  }

  /** Where the line of the texts of its facts starts. */
  get textsAt(): number {
    return this.wordedAt + this.wordedLength + 1;
  }
}

/**
 * Where an outcome's `report` accessor keeps its value: the report (or null), or the line it
 * waits at in the run's file. Not enumerable: neither a spread nor JSON carries it.
 */
const REPORT_SLOT = Symbol('report');

type SlottedOutcome = UrlOutcome & { [REPORT_SLOT]?: Report | null | SpilledLine };

/**
 * The one getter and setter of every outcome's `report`. One pair for all: an accessor of its
 * own per outcome (a closure each) put every outcome object into V8's dictionary mode, about
 * 700 bytes a page with its closures, held for the whole run (docs/benchmarks.md, "Memory as
 * the site grows"); with the same pair, outcomes share their hidden class.
 */
function readReport(this: SlottedOutcome): Report | null {
  const held = this[REPORT_SLOT] ?? null;
  return held instanceof SpilledLine ? held.spill.read(held.offset, held.length) : held;
}
function writeReport(this: SlottedOutcome, report: Report | null): void {
  this[REPORT_SLOT] = report;
}

/** Makes `report` the shared accessor over the outcome's slot, holding `held`. */
function slotReport(outcome: UrlOutcome, held: Report | null | SpilledLine): void {
  Object.defineProperty(outcome, 'report', {
    get: readReport,
    set: writeReport,
    enumerable: true,
    configurable: true,
  });
  Object.defineProperty(outcome, REPORT_SLOT, {
    value: held,
    writable: true,
    enumerable: false,
    configurable: true,
  });
}

/**
 * A URL's outcome before it has any result, its `report` already the accessor a spilled report
 * needs: made so from the start, outcomes keep V8's fast properties (turning a data property
 * into an accessor later makes the object a dictionary). The same fields, in the same order, as
 * `{ url, reportId: null, report: null, grade: null, score: null, failure: null, durationMs: 0 }`.
 */
export function pendingOutcome(url: string): UrlOutcome {
  const outcome = { url, reportId: null } as unknown as UrlOutcome;
  slotReport(outcome, null);
  outcome.grade = null;
  outcome.score = null;
  outcome.failure = null;
  outcome.durationMs = 0;
  return outcome;
}

/**
 * `outcome.report` reading the spilled line. Assigning a report replaces the line; copying the
 * outcome with `{ ...outcome }` would read it and keep the copy in memory, so copies go through
 * `outcomeWith` and `outcomeWithReport` below.
 */
function defineSpilledReport(outcome: UrlOutcome, line: SpilledLine): void {
  const slotted = outcome as SlottedOutcome;
  // An outcome of pendingOutcome has the accessor already; any other gets it now.
  if (Object.getOwnPropertyDescriptor(outcome, 'report')?.get === readReport)
    slotted[REPORT_SLOT] = line;
  else slotReport(outcome, line);
}

function spilledLineOf(outcome: UrlOutcome): SpilledLine | null {
  const held = (outcome as SlottedOutcome)[REPORT_SLOT];
  return held instanceof SpilledLine ? held : null;
}

/** Whether the outcome's report is read back from a run's file rather than held. */
export function isSpilled(outcome: UrlOutcome): boolean {
  return spilledLineOf(outcome) !== null;
}

/**
 * What the judging reads of a spilled report, kept in memory since it was written
 * (page-facts.ts); null for a report held in memory, which is read as it is.
 */
export function spilledFacts(outcome: UrlOutcome): PageFlags | null {
  return spilledLineOf(outcome)?.flags ?? null;
}

/**
 * All the site findings read of a spilled report: its flags, and its texts read back from their
 * line (a parse each time: the findings read them once a page); null for a report held in
 * memory, which is read as it is.
 */
export function spilledPageFacts(outcome: UrlOutcome): PageFacts | null {
  const line = spilledLineOf(outcome);
  if (line === null) return null;
  return { ...line.flags, ...line.spill.readTexts(line.textsAt, line.textsLength) };
}

/**
 * The outcome's failed checks (passed false) with their values, in the report's order; null
 * when its report has no checks. A spilled report's are read from their own line, a quarter of
 * the report's: what every renderer quotes of a page. Not to be changed (they may be shared).
 */
export function failedChecksOf(outcome: UrlOutcome): FailedChecks | null {
  const line = spilledLineOf(outcome);
  if (line === null) return failedChecksIn(outcome.report);
  return line.spill.readFailed(line.failedAt, line.failedLength);
}

/**
 * The outcome's failed checks worded (describeCheck), in the report's order; null when its
 * report has no checks. A spilled report's were worded when it was written, and are read from
 * their own line; a held one's are worded now.
 */
export function wordedFailuresOf(outcome: UrlOutcome): WordedFailure[] | null {
  const line = spilledLineOf(outcome);
  if (line === null) {
    const worded = wordedLineOf(failedChecksIn(outcome.report));
    return worded === null ? null : wordedOf(worded);
  }
  return line.spill.readWorded(line.wordedAt, line.wordedLength);
}

/**
 * Keys of the report's failed checks, in the report's order; null without checks. As
 * failedCheckKeys of the report (page-facts.ts), without reading a spilled one back.
 */
export function failedCheckKeysOf(outcome: UrlOutcome): string[] | null {
  const facts = spilledFacts(outcome);
  if (facts === null) return failedCheckKeys(outcome.report);
  return facts.hasChecks ? facts.failedChecks.map(({ key }) => key) : null;
}

/**
 * Keys of the report's checks that could not be judged (passed null), in the report's order;
 * null without checks. As unjudgedCheckKeys of the report, without reading a spilled one back.
 */
export function unjudgedCheckKeysOf(outcome: UrlOutcome): string[] | null {
  const facts = spilledFacts(outcome);
  if (facts === null) return unjudgedCheckKeys(outcome.report);
  return facts.hasChecks ? [...facts.unjudgedKeys] : null;
}

/**
 * The facts reader of the run the outcomes' spilled reports were written by (the first one
 * found); null when none is spilled.
 */
export function runFactsReader(outcomes: readonly UrlOutcome[]): PageFactsReader | null {
  for (const outcome of outcomes) {
    const line = spilledLineOf(outcome);
    if (line !== null) return line.spill.factsReader;
  }
  return null;
}

/**
 * A copy of the outcome with some fields changed, its report staying where it is (in memory or
 * in the run's file): `{ ...outcome, score }` would read a spilled report and hold it.
 */
export function outcomeWith(
  outcome: UrlOutcome,
  changes: Partial<Omit<UrlOutcome, 'report'>>,
): UrlOutcome {
  const copy = Object.defineProperties({}, Object.getOwnPropertyDescriptors(outcome)) as UrlOutcome;
  return Object.assign(copy, changes);
}

/** A copy of the outcome with another report, written to the same file when the first one was. */
export function outcomeWithReport(outcome: UrlOutcome, report: Report): UrlOutcome {
  const spill = spilledLineOf(outcome)?.spill ?? null;
  const copy = outcomeWith(outcome, {});
  if (spill === null) copy.report = report;
  else spill.keepOut(copy, report);
  return copy;
}
