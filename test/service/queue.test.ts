import { describe, expect, it } from 'vitest';
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
    const done = await started.client.settled(id);
    expect(done).toMatchObject({ state: 'failed', error: { code: 'timeout' } });
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
