import { afterEach, describe, expect, it } from 'vitest';
import { type CleanUpEvent, cleanUp } from '../../src/client/audit/clean-up.js';
import { runAudit } from '../../src/client/audit/run-audit.js';
import { WORDS } from '../support/reports.js';
import { noDeadline } from '../support/wait-until.js';
import { fakeApi } from './fake-api.js';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(async () => {
  await api?.client.close();
  await api?.agent.close();
  api = undefined;
});

const noUncertain = { watermark: null, urls: [] };
const serverError = { status: 500, body: { message: 'Server Error' } };

/** Makes `n` reports on the fake service and returns their ids. */
async function made(fake: ReturnType<typeof fakeApi>, n: number): Promise<string[]> {
  const urls = Array.from({ length: n }, (_, i) => `https://site.test/page-${i + 1}`);
  const result = await runAudit(fake.client, {
    urls,
    privacy: 1,
    concurrency: 4,
    timeoutMs: 10_000,
    pollIntervalMs: { first: 1, max: 4 },
  });
  return result.outcomes.map((o) => o.reportId as string);
}

describe('cleanUp', () => {
  it('deletes every report, counting one already gone as deleted', async () => {
    api = fakeApi();
    const ids = await made(api, 3);
    api.reports.delete(2);
    const events: CleanUpEvent[] = [];
    const result = await cleanUp(
      api.client,
      { ids, uncertain: noUncertain, concurrency: 2 },
      (event) => events.push(event),
      noDeadline(),
    );
    expect(result.deleted.sort()).toEqual(['1', '2', '3']);
    expect(result.alreadyGone).toEqual(['2']);
    expect(result.failed).toEqual([]);
    expect(api.reports.size).toBe(0);
    expect(events.sort((a, b) => ('id' in a && 'id' in b ? a.id.localeCompare(b.id) : 0))).toEqual([
      { kind: 'deleted', id: '1', how: 'deleted' },
      { kind: 'deleted', id: '2', how: 'not_found' },
      { kind: 'deleted', id: '3', how: 'deleted' },
    ]);
  });

  it('tries a delete once more after a 500, which the client itself never retries', async () => {
    api = fakeApi({ delete: (id) => (id === 1 && failures-- > 0 ? serverError : undefined) });
    let failures = 1;
    const ids = await made(api, 2);
    const result = await cleanUp(
      api.client,
      { ids, uncertain: noUncertain, concurrency: 2, pauseMs: 0 },
      () => {},
      noDeadline(),
    );
    expect(result.deleted.sort()).toEqual(['1', '2']);
    expect(api.stats.deletes).toBe(3);
    expect(api.reports.size).toBe(0);
  });

  it('names the report and the reason when the second try fails too, and goes on', async () => {
    api = fakeApi({ delete: (id) => (id === 1 ? serverError : undefined) });
    const ids = await made(api, 2);
    const events: CleanUpEvent[] = [];
    const result = await cleanUp(
      api.client,
      { ids, uncertain: noUncertain, concurrency: 1, pauseMs: 0 },
      (event) => events.push(event),
      noDeadline(),
    );
    expect(result.deleted).toEqual(['2']);
    expect(result.failed.map(({ id, error }) => [id, WORDS.error(error)])).toEqual([
      [
        '1',
        'DELETE /api/v1/reports/1: the service answered 500: Server Error (the service failed; try again later)',
      ],
    ]);
    expect(events.filter((event) => event.kind === 'delete_failed')).toHaveLength(1);
    expect(api.stats.deletes).toBe(3);
  });

  it('leaves the rest, listed, once the deadline has passed', async () => {
    api = fakeApi();
    const ids = await made(api, 3);
    const result = await cleanUp(
      api.client,
      { ids, uncertain: noUncertain, concurrency: 1 },
      () => {},
      AbortSignal.abort(),
    );
    expect(result.left.sort()).toEqual(['1', '2', '3']);
    expect(result.deleted).toEqual([]);
    expect(api.stats.deletes).toBe(0);
  });

  it('says it cannot sweep cut-off creates without a watermark', async () => {
    api = fakeApi();
    const events: CleanUpEvent[] = [];
    const result = await cleanUp(
      api.client,
      { ids: [], uncertain: { watermark: null, urls: ['https://site.test/a'] }, concurrency: 1 },
      (event) => events.push(event),
      noDeadline(),
    );
    expect(result.swept).toEqual([]);
    expect(events).toEqual([{ kind: 'sweep_impossible', urls: ['https://site.test/a'] }]);
  });
});
