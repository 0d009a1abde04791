// GET /reports/{id}?wait=N, our extension: the read holds its answer until the generation has
// settled or N seconds have passed, so a waiting client needs one read instead of many.
import { describe, expect, it } from 'vitest';
import { scannedTestServices } from '../support/fixture.js';
import { controlledAnalyzer, fakeAnalysis } from './helpers.js';

// The service's log is scanned after each case (its last line included) for every key it made.
const { startTestService } = scannedTestServices();

describe('long poll on GET /api/v1/reports/{id}', () => {
  it('answers as soon as the generation settles, with the result', async () => {
    const analyzer = controlledAnalyzer();
    const started = await startTestService({ analyze: analyzer.analyze });
    const created = await started.client.create({ url: 'https://example.com/a' });
    const id = created.body.data.id;
    let answered = false;
    const read = started.client.get(`/api/v1/reports/${id}?wait=30`).then((answer) => {
      answered = true;
      return answer;
    });
    const call = await analyzer.nextCall();
    // The read is still held while the analysis runs (a plain read would have answered).
    const plain = await started.client.get(`/api/v1/reports/${id}`);
    expect(plain.body.data.state).toMatch(/pending|running/);
    expect(answered).toBe(false);
    call.resolve(fakeAnalysis(call.url, 91));
    const answer = await read;
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id, state: 'generated', result: 'good', score: 91 });
  });

  it('answers with the report still pending when the wait is over', async () => {
    const analyzer = controlledAnalyzer();
    const started = await startTestService({ analyze: analyzer.analyze });
    const created = await started.client.create({ url: 'https://example.com/b' });
    const answer = await started.client.get(`/api/v1/reports/${created.body.data.id}?wait=1`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.result).toBeNull();
    (await analyzer.nextCall()).resolve(fakeAnalysis('https://example.com/b', 50));
  });

  it('answers at once for a report that is already generated', async () => {
    const started = await startTestService();
    const created = await started.client.create({ url: 'https://example.com/c?score=30' });
    await started.client.settled(created.body.data.id);
    const answer = await started.client.get(`/api/v1/reports/${created.body.data.id}?wait=30`);
    expect(answer.body.data).toMatchObject({ result: 'bad', score: 30 });
  });

  it('answers 404 when the report is deleted while the read waits', async () => {
    const analyzer = controlledAnalyzer();
    const started = await startTestService({ analyze: analyzer.analyze });
    const created = await started.client.create({ url: 'https://example.com/d' });
    const id = created.body.data.id;
    const read = started.client.get(`/api/v1/reports/${id}?wait=30`);
    await analyzer.nextCall();
    expect((await started.client.request('DELETE', `/api/v1/reports/${id}`)).status).toBe(200);
    const answer = await read;
    expect(answer.status).toBe(404);
  });

  it.each(['-1', '31', 'soon', '1.5'])(
    'refuses wait=%s with a 422 naming the field',
    async (wait) => {
      const started = await startTestService();
      const created = await started.client.create({ url: 'https://example.com/e' });
      const answer = await started.client.get(
        `/api/v1/reports/${created.body.data.id}?wait=${wait}`,
      );
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        message: { wait: ['The wait must be a whole number of seconds from 0 to 30.'] },
        status: 422,
      });
    },
  );
});
