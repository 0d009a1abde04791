// Bounded work against a hostile service (issue 16): refresh and delete act on at most what the
// user could have meant. The stand-in (test/support/hostile-service.ts) declares a million
// reports and serves new ids on every page; the count of requests it got is the measure. The
// engine runs in-process for the counts, and the bundled action as the runner runs it for what a
// user sees: it ends inside its timeout with a summary, no stack trace, outputs under 1 MB.
import { afterEach, describe, expect, it } from 'vitest';
import { parseJobConfig } from '../../src/client/app/config.js';
import { runJob } from '../../src/client/app/job.js';
import { MAX_REPORTS_PER_RUN } from '../../src/client/audit/list-cap.js';
import { runStep } from '../e2e/support/run-action.js';
import {
  type HostileScript,
  type HostileService,
  startHostileService,
} from '../support/hostile-service.js';
import { openLedger } from './support/ledger.js';

const ledger = openLedger(
  'bounded-work',
  'Bounded work: refresh and delete against an endless list',
  46.5,
);

const API_KEY = 'sk_bounded_work_5e1c';
const STACK_FRAME = /^\s+at .+[(:]\d+/m;

let service: HostileService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

/** A generated report of page `url` (or of a page of its own per number). */
const reportOf =
  (url?: string): HostileScript['report'] =>
  (n, { id }) => ({
    id: id ?? n,
    url: url ?? `https://shop.test/item-${n}`,
    project: 'shop',
    privacy: 1,
    result: 72,
    generated_at: '2026-11-23T10:00:00Z',
    created_at: `2026-11-${String(1 + (n % 28)).padStart(2, '0')}T10:00:00Z`,
  });

async function job(inputs: Record<string, string>) {
  if (!service) throw new Error('no stand-in service');
  const values: Record<string, string> = {
    'base-url': service.url,
    'api-key': API_KEY,
    concurrency: '10',
    timeout: '120',
    ...inputs,
  };
  const config = parseJobConfig((name) => values[name] ?? '');
  const notes: string[] = [];
  const deleting: string[] = [];
  const result = await runJob(
    config,
    {
      onNote: (line) => notes.push(line),
      onDeleting: (reports, _project, more) =>
        deleting.push(`${reports.length} reports${more ? ', more listed' : ''}`),
    },
    new AbortController().signal,
  );
  return { result, notes, deleting };
}

describe('refresh and delete, in-process, against an endless list', () => {
  it('refresh of a project regenerates at most MAX_REPORTS_PER_RUN reports and says so', async () => {
    service = await startHostileService({ report: reportOf(), list: 'endless' });
    const { result, notes } = await job({ mode: 'refresh', project: 'shop' });
    const { counts } = service;
    const note = notes.find((line) => line.includes('lists more than'));
    const passed =
      result.kind === 'audit' &&
      counts.puts === MAX_REPORTS_PER_RUN &&
      counts.posts === 0 &&
      counts.lists <= MAX_REPORTS_PER_RUN / 100 + 1 &&
      note !== undefined;
    ledger.record({
      case: 'mode refresh, project, a list declaring 1,000,000 reports with new ids on every page',
      expected: `at most ${MAX_REPORTS_PER_RUN} PUTs, no POST, at most 11 list pages, a note naming the cap`,
      observed: `${counts.puts} PUTs, ${counts.posts} POSTs, ${counts.lists} list pages; note: ${note ?? '(none)'}`,
      passed,
    });
    expect(counts.puts).toBe(MAX_REPORTS_PER_RUN);
    expect(counts.posts).toBe(0);
    expect(counts.lists).toBeLessThanOrEqual(MAX_REPORTS_PER_RUN / 100 + 1);
    expect(note).toContain(`refreshing the pages of the first ${MAX_REPORTS_PER_RUN} listed`);
  });

  it('refresh of three URLs touches three reports, whatever the search lists', async () => {
    // Every listed report is the same page: each search matches an endless list of reports.
    service = await startHostileService({
      report: reportOf('https://shop.test/a'),
      list: 'endless',
    });
    const { result, notes } = await job({
      mode: 'refresh',
      urls: 'https://shop.test/a\nhttps://shop.test/b\nhttps://shop.test/c',
      concurrency: '3',
    });
    const { counts } = service;
    const several = notes.find((line) => line.includes('reports match')) ?? '';
    const passed =
      result.kind === 'audit' &&
      counts.puts + counts.posts === 3 &&
      counts.lists <= 3 * (MAX_REPORTS_PER_RUN / 100 + 1) &&
      several.length < 500;
    ledger.record({
      case: 'mode refresh, 3 URLs, every search answering an endless list of matching reports',
      expected: '3 reports touched (PUT or POST), at most 11 list pages a URL, notes of a few ids',
      observed: `${counts.puts} PUTs, ${counts.posts} POSTs, ${counts.lists} list pages; longest note ${several.length} characters`,
      passed,
    });
    expect(counts.puts + counts.posts).toBe(3);
    expect(counts.lists).toBeLessThanOrEqual(3 * (MAX_REPORTS_PER_RUN / 100 + 1));
    // The note names ten ids and counts the rest, instead of a thousand ids.
    expect(several).toMatch(/reports match \((\d+, ){9}\d+, and \d+ more\)/);
  });

  it('delete of a project deletes at most MAX_REPORTS_PER_RUN reports and says more are listed', async () => {
    service = await startHostileService({ report: reportOf(), list: 'endless' });
    const { result, deleting } = await job({ mode: 'delete', project: 'shop' });
    const { counts } = service;
    const run = result.kind === 'delete' ? result.run : null;
    const passed =
      run?.more === true &&
      counts.deletes === MAX_REPORTS_PER_RUN &&
      run?.outcome.deleted.length === MAX_REPORTS_PER_RUN &&
      deleting[0] === `${MAX_REPORTS_PER_RUN} reports, more listed`;
    ledger.record({
      case: 'mode delete, project, a list declaring 1,000,000 reports with new ids on every page',
      expected: `${MAX_REPORTS_PER_RUN} DELETEs, the run marked "more listed"`,
      observed: `${counts.deletes} DELETEs, ${counts.lists} list pages, more: ${run?.more}`,
      passed,
    });
    expect(run?.more).toBe(true);
    expect(counts.deletes).toBe(MAX_REPORTS_PER_RUN);
    expect(deleting).toEqual([`${MAX_REPORTS_PER_RUN} reports, more listed`]);
  });

  it('delete and refresh of a project whose list repeats its first page act on that page once', async () => {
    service = await startHostileService({ report: reportOf(), list: 'repeating' });
    const deletion = await job({ mode: 'delete', project: 'shop' });
    const deletes = service.counts.deletes;
    const refresh = await job({ mode: 'refresh', project: 'shop' });
    const { puts, lists } = service.counts;
    expect(refresh.result.kind).toBe('audit');
    const ids = deletion.result.kind === 'delete' ? new Set(deletion.result.run.requested).size : 0;
    const passed = deletes === 100 && ids === 100 && puts === 100 && lists <= 6;
    ledger.record({
      case: 'mode delete, then mode refresh, of a project whose list declares 1,000,000 reports and serves the same 100 on every page',
      expected: '100 DELETEs of 100 distinct ids, then 100 PUTs; a few list pages each',
      observed: `${deletes} DELETEs (${ids} distinct ids), ${puts} PUTs, ${lists} list pages in all`,
      passed,
    });
    expect(deletes).toBe(100);
    expect(ids).toBe(100);
    expect(puts).toBe(100);
    expect(lists).toBeLessThanOrEqual(6);
  });

  it('delete of a project that lists exactly the cap deletes them all, with nothing more', async () => {
    service = await startHostileService({ report: reportOf(), list: MAX_REPORTS_PER_RUN });
    const { result } = await job({ mode: 'delete', project: 'shop' });
    const run = result.kind === 'delete' ? result.run : null;
    const passed = run?.more === false && service.counts.deletes === MAX_REPORTS_PER_RUN;
    ledger.record({
      case: `mode delete, project listing exactly ${MAX_REPORTS_PER_RUN} reports`,
      expected: `${MAX_REPORTS_PER_RUN} DELETEs, not marked "more listed"`,
      observed: `${service.counts.deletes} DELETEs, more: ${run?.more}`,
      passed,
    });
    expect(run?.more).toBe(false);
    expect(service.counts.deletes).toBe(MAX_REPORTS_PER_RUN);
  });
});

describe('the bundled action against an endless list', () => {
  const cases: {
    name: string;
    inputs: Record<string, string>;
    /** Reports that never get a result: every page waits until the timeout. */
    pending?: boolean;
    expected: string;
    check: (run: Awaited<ReturnType<typeof runStep>>, counts: HostileService['counts']) => string;
  }[] = [
    // The cap, not the timeout, must end these two: the timeout is far above what they take
    // (5 s at load 17), so that a loaded machine cannot cut them short.
    {
      name: 'mode refresh, project, timeout 100 s',
      inputs: { mode: 'refresh', project: 'shop', timeout: '100' },
      expected: `at most ${MAX_REPORTS_PER_RUN} PUTs, a summary, outputs under 1 MB, no stack trace`,
      check: (run, counts) =>
        counts.puts <= MAX_REPORTS_PER_RUN && /lists more than 1000 reports/.test(run.stdout)
          ? ''
          : `PUTs ${counts.puts}, no note of the cap`,
    },
    {
      name: 'mode delete, project, timeout 100 s',
      inputs: { mode: 'delete', project: 'shop', timeout: '100' },
      expected: `at most ${MAX_REPORTS_PER_RUN} DELETEs, a warning naming the cap, a summary`,
      check: (run, counts) =>
        counts.deletes <= MAX_REPORTS_PER_RUN &&
        /^::warning::Project shop lists more than 1000 reports: one run deletes at most 1000/m.test(
          run.stdout,
        ) &&
        run.outputs.passed === 'true'
          ? ''
          : `DELETEs ${counts.deletes}, passed ${run.outputs.passed}, no warning naming the cap`,
    },
    {
      name: 'mode refresh, project, reports that never get a result, timeout 5 s',
      inputs: { mode: 'refresh', project: 'shop', timeout: '5', 'fail-on': 'bad' },
      pending: true,
      expected: `exit 1, at most ${MAX_REPORTS_PER_RUN} PUTs, every page "no result within the audit timeout", a summary, outputs under 1 MB`,
      check: (run, counts) => {
        const results = JSON.parse(run.outputs.results ?? '[]') as { error: string | null }[];
        const waited = results.filter((r) =>
          /no result within the audit timeout/.test(r.error ?? ''),
        );
        return run.code === 1 &&
          counts.puts <= MAX_REPORTS_PER_RUN &&
          results.length > 0 &&
          waited.length === results.length
          ? ''
          : `exit ${run.code}, PUTs ${counts.puts}, ${waited.length} of ${results.length} pages timed out`;
      },
    },
  ];
  for (const { name, inputs, expected, check, pending } of cases) {
    it(name, async () => {
      const generated = reportOf();
      service = await startHostileService({
        report: pending
          ? (n, request) => ({ ...generated(n, request), result: null, generated_at: null })
          : generated,
        list: 'endless',
      });
      const started = performance.now();
      const run = await runStep('main', {
        'base-url': service.url,
        'api-key': API_KEY,
        concurrency: '10',
        'fail-on': 'never',
        ...inputs,
      });
      // A figure for the page, not an assertion: timing belongs in benchmarks.
      ledger.figure(
        `${name}: seconds from start to exit`,
        ((performance.now() - started) / 1000).toFixed(1),
      );
      const largest = Math.max(...Object.values(run.outputs).map((v) => Buffer.byteLength(v)));
      const problems = [
        run.code === 0 || run.code === 1 ? '' : `exit ${run.code}`,
        STACK_FRAME.test(`${run.stdout}\n${run.stderr}`) ? 'a stack trace' : '',
        run.summary.trim() === '' ? 'no summary' : '',
        largest < 1_000_000 ? '' : `an output of ${largest} bytes`,
        check(run, service.counts),
      ].filter(Boolean);
      const { counts } = service;
      ledger.record({
        case: `bundled action: ${name}, a list declaring 1,000,000 reports`,
        expected,
        observed: `exit ${run.code}; ${counts.puts} PUTs, ${counts.deletes} DELETEs, ${counts.lists} list pages; summary ${run.summary.length} characters; largest output ${largest} bytes${problems.length ? `; ${problems.join(', ')}` : ''}`,
        passed: problems.length === 0,
      });
      expect(problems).toEqual([]);
    });
  }
});
