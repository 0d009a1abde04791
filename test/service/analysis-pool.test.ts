import { afterEach, describe, expect, it } from 'vitest';
import { analyzeDocument } from '../../src/server/analyzer/analyze-document.js';
import type { DocumentPhase } from '../../src/server/analyzer/types.js';
import { AnalysisPool } from '../../src/server/service/analysis-pool.js';
import { HUGE, SMALL } from '../support/pool-pages.js';

let pool: AnalysisPool | undefined;
afterEach(() => pool?.close());

describe('AnalysisPool', () => {
  it('judges pages in worker threads as analyzeDocument does on this thread', async () => {
    pool = new AnalysisPool(2);
    expect(pool.threaded).toBe(true);
    const signal = new AbortController().signal;
    const phases = await Promise.all([1, 2, 3].map(() => pool?.judge(SMALL, {}, signal)));
    const here = analyzeDocument(SMALL);
    for (const phase of phases) {
      expect(phase?.analysis.score).toBe(here.score);
      expect(phase?.analysis.results).toEqual(here.results);
    }
  });

  it('keeps the event loop free while a large page is judged', async () => {
    pool = new AnalysisPool(1);
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 1);
    const { analysis } = await pool.judge(HUGE, {}, new AbortController().signal);
    clearInterval(ticker);
    expect(analysis.score).not.toBeNull();
    // Judged on this thread, the page would have held the loop: no tick until it was done.
    expect(ticks).toBeGreaterThan(5);
  });

  it('ends the thread at the deadline, answers with its reason, and goes on with a new one', async () => {
    pool = new AnalysisPool(1);
    const controller = new AbortController();
    const judged = pool.judge(HUGE, {}, controller.signal);
    const queued = pool.judge(SMALL, {}, new AbortController().signal);
    // The page is already posted to the worker; let the loop turn once so the thread has it.
    await new Promise((resolve) => setImmediate(resolve));
    controller.abort(new Error('the generation took longer than 1 s'));
    await expect(judged).rejects.toThrow('the generation took longer than 1 s');
    // The job that waited behind it runs on a fresh thread.
    expect((await queued).analysis.score).toBe(analyzeDocument(SMALL).score);
  });

  it('gives a page posted behind a slow one to the thread that frees up first', async () => {
    pool = new AnalysisPool(2);
    const signal = new AbortController().signal;
    const settled: string[] = [];
    const note = (name: string) => (phase: DocumentPhase) => {
      settled.push(name);
      return phase;
    };
    // Two threads: the large page on one, a small one on the other, and the next small one
    // posted ahead to the first, behind the large page.
    const huge = pool.judge(HUGE, {}, signal).then(note('huge'));
    const first = pool.judge(SMALL, {}, signal).then(note('first'));
    const second = pool.judge(SMALL, {}, signal).then(note('second'));
    const phases = await Promise.all([huge, first, second]);
    // The thread that judged the first small page took the second back from behind the large
    // one: both small pages are judged before it, and as on this thread.
    expect(settled).toEqual(['first', 'second', 'huge']);
    expect(phases[2].analysis.results).toEqual(analyzeDocument(SMALL).results);
  });

  it('takes a page back from behind a slow one while other pages keep the other thread busy', async () => {
    pool = new AnalysisPool(2);
    const signal = new AbortController().signal;
    let hugeJudged = false;
    const huge = pool.judge(HUGE, {}, signal).then(() => {
      hugeJudged = true;
    });
    const first = pool.judge(SMALL, {}, signal);
    // Posted ahead to the large page's thread, the other one being busy too.
    const behind = pool.judge(SMALL, {}, signal).then(() => !hugeJudged);
    // Small pages keep coming, a few waiting at all times, until the large page is judged: the
    // other thread never runs out of pages of its own.
    const stream = async () => {
      while (!hugeJudged) await pool?.judge(SMALL, {}, signal);
    };
    const [judgedFirst] = await Promise.all([behind, huge, first, stream(), stream(), stream()]);
    expect(judgedFirst).toBe(true);
  });

  it('drops a page posted ahead when its signal aborts, without ending the busy thread', async () => {
    pool = new AnalysisPool(1);
    const judged = pool.judge(HUGE, {}, new AbortController().signal);
    const controller = new AbortController();
    const ahead = pool.judge(SMALL, {}, controller.signal);
    controller.abort(new Error('deleted'));
    await expect(ahead).rejects.toThrow('deleted');
    // The large page's thread went on: it was not ended for a page it had not started.
    expect((await judged).analysis.score).toBe(analyzeDocument(HUGE).score);
    expect((await pool.judge(SMALL, {}, new AbortController().signal)).analysis.score).toBe(
      analyzeDocument(SMALL).score,
    );
  });

  it('refuses work at once when the signal has already aborted', async () => {
    pool = new AnalysisPool(1);
    const controller = new AbortController();
    controller.abort(new Error('deleted'));
    await expect(pool.judge(SMALL, {}, controller.signal)).rejects.toThrow('deleted');
  });
});
