import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/service/database.js';
import { GenerationQueue } from '../../src/server/service/generation-queue.js';
import { SILENT_LOGGER } from '../../src/server/service/options.js';
import { ReportStore } from '../../src/server/service/report-store.js';
import { scannedTestServices } from '../support/fixture.js';
import { controlledAnalyzer, fakeAnalysis } from './helpers.js';

// The service's log (failed and cut-off generations included) is scanned after each case for
// every key it made.
const { startTestService } = scannedTestServices();

describe('the generation queue', () => {
  it('runs at most `concurrency` analyses at once, in creation order', async () => {
    const analyzer = controlledAnalyzer();
    const started = await startTestService({ analyze: analyzer.analyze, concurrency: 2 });
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await started.client.create({ url: `https://q.test/${i}` })).body.data.id);
    }
    const first = await analyzer.nextCall();
    const second = await analyzer.nextCall();
    expect([first.url, second.url]).toEqual(['https://q.test/0', 'https://q.test/1']);
    expect(analyzer.active).toBe(2);
    const states = await Promise.all(
      ids.map(async (id) => (await started.client.get(`/api/v1/reports/${id}`)).body.data.state),
    );
    expect(states).toEqual(['running', 'running', 'pending', 'pending', 'pending']);
    first.resolve(fakeAnalysis(first.url, 90));
    second.resolve(fakeAnalysis(second.url, 90));
    for (let i = 2; i < 5; i++) {
      const call = await analyzer.nextCall();
      expect(call.url).toBe(`https://q.test/${i}`);
      call.resolve(fakeAnalysis(call.url, 50));
    }
    for (const id of ids) expect((await started.client.settled(id)).state).toBe('generated');
    expect(analyzer.maxActive).toBe(2);
  });

  it('aborts the analysis of a deleted report', async () => {
    const analyzer = controlledAnalyzer();
    const started = await startTestService({ analyze: analyzer.analyze });
    const id = (await started.client.create({ url: 'https://gone.test/' })).body.data.id;
    const call = await analyzer.nextCall();
    await started.client.request('DELETE', `/api/v1/reports/${id}`);
    expect(call.signal.aborted).toBe(true);
  });

  it('drops a superseded analysis when the report is regenerated meanwhile', async () => {
    const analyzer = controlledAnalyzer();
    const started = await startTestService({ analyze: analyzer.analyze, concurrency: 1 });
    const { client } = started;
    const id = (await client.create({ url: 'https://again.test/' })).body.data.id;
    const stale = await analyzer.nextCall();
    await client.request('PUT', `/api/v1/reports/${id}`, { form: { results: 1 } });
    expect(stale.signal.aborted).toBe(true);
    const fresh = await analyzer.nextCall();
    fresh.resolve(fakeAnalysis(fresh.url, 30));
    const done = await client.settled(id);
    expect(done).toMatchObject({ state: 'generated', score: 30, result: 'bad' });
  });

  it('fails a generation that outlives its time limit', async () => {
    const analyzer = controlledAnalyzer();
    const started = await startTestService({
      analyze: analyzer.analyze,
      generationTimeoutMs: 1,
    });
    const id = (await started.client.create({ url: 'https://slow.test/' })).body.data.id;
    const call = await analyzer.nextCall();
    const done = await started.client.settled(id);
    expect(done).toMatchObject({ state: 'failed', error: { code: 'timeout' } });
    // The analysis itself was told, as a timeout (its fetches and worker thread end with it).
    expect(call.signal.aborted).toBe(true);
    expect((call.signal.reason as Error).name).toBe('TimeoutError');
  });
});

describe('an analyzer that ignores its signal', () => {
  it('still frees its worker at the time limit', async () => {
    let calls = 0;
    const started = await startTestService({
      concurrency: 1,
      generationTimeoutMs: 20,
      analyze: () => {
        calls++;
        return new Promise(() => {});
      },
    });
    const first = (await started.client.create({ url: 'https://a.test/' })).body.data.id;
    const second = (await started.client.create({ url: 'https://b.test/' })).body.data.id;
    expect((await started.client.settled(first)).error.code).toBe('timeout');
    expect((await started.client.settled(second)).error.code).toBe('timeout');
    expect(calls).toBe(2);
  });
});

describe('a report created through the queue', () => {
  /** A queue on a real store, counting the reports it starts with a claim of their own. */
  function queueOn(concurrency: number) {
    const db = openDatabase(':memory:');
    db.exec(`INSERT INTO api_keys (id, key_hash, created_at) VALUES (1, 'h', 0)`);
    const claimed: number[] = [];
    class CountingStore extends ReportStore {
      override claim(id: number) {
        claimed.push(id);
        return super.claim(id);
      }
    }
    const store = new CountingStore(db);
    const analyzer = controlledAnalyzer();
    const queue = new GenerationQueue({
      store,
      analyze: analyzer.analyze,
      concurrency,
      maxQueued: 10,
      allowPrivateNetwork: false,
      timeoutMs: 60_000,
      logger: SILENT_LOGGER,
    });
    const create = (url: string) =>
      queue.create((state) =>
        store.insert(
          { userId: 1, targetUrl: url, project: 'q.test', privacy: 0, passwordHash: null },
          state,
        ),
      );
    const stateOf = (id: number) => store.get(id)?.state;
    return { db, queue, analyzer, claimed, create, stateOf };
  }

  it('is stored running by its insert when a generator is free, else pending until one is', async () => {
    const { db, queue, analyzer, claimed, create, stateOf } = queueOn(1);
    const first = create('https://q.test/first');
    const second = create('https://q.test/second');
    expect([first.report.state, second.report.state]).toEqual(['running', 'pending']);
    expect([stateOf(first.report.id), stateOf(second.report.id)]).toEqual(['running', 'pending']);
    const call = await analyzer.nextCall();
    expect(call.url).toBe('https://q.test/first');
    call.resolve(fakeAnalysis(call.url, 80));
    await first.settled;
    expect(stateOf(first.report.id)).toBe('generated');
    const next = await analyzer.nextCall();
    expect(next.url).toBe('https://q.test/second');
    expect(stateOf(second.report.id)).toBe('running');
    next.resolve(fakeAnalysis(next.url, 40));
    await second.settled;
    expect(stateOf(second.report.id)).toBe('generated');
    // Only the report that waited was claimed: the first started in its own insert.
    expect(claimed).toEqual([second.report.id]);
    expect(analyzer.maxActive).toBe(1);
    await queue.close();
    db.close();
  });

  it('schedules nothing when its insert fails, and is left pending once the queue is closing', async () => {
    const { db, queue, analyzer, create, stateOf } = queueOn(2);
    expect(() =>
      queue.create(() => {
        throw new Error('the database is full');
      }),
    ).toThrow('the database is full');
    expect(queue.queuedCount).toBe(0);
    await queue.close();
    const late = create('https://q.test/late');
    expect(late.report.state).toBe('pending');
    await late.settled; // at once: the service is stopping, the next start runs it
    expect(stateOf(late.report.id)).toBe('pending');
    expect(analyzer.maxActive).toBe(0);
    db.close();
  });
});
