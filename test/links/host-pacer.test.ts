// The host pacer on a fake clock: the pause between two requests to one host, a 429's
// Retry-After (seconds or a date) and a spent RateLimit allowance waited for before the next
// request, at most two retries, no wait past the run's end, and one host's wait not held
// against another. What is asserted is when each request went, as the clock says.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HostPacer, type PacedAnswer, type RunClock } from '../../src/client/links/host-pacer.js';

const T0 = 1_800_000_000_000;

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A host that answers from a script, one answer per request, and notes when each came. */
function scripted(answers: PacedAnswer[]) {
  const sentAt: number[] = [];
  const attempt = async () => {
    sentAt.push(Date.now() - T0);
    const answer = answers.shift() ?? { status: 200, headers: {} };
    return answer;
  };
  return { sentAt, attempt };
}

const discard = async () => {};
const runOf = (ms: number): RunClock => ({
  signal: new AbortController().signal,
  endsAt: Date.now() + ms,
});

async function settle<T>(promise: Promise<T>): Promise<T> {
  await vi.runAllTimersAsync();
  return promise;
}

describe('HostPacer', () => {
  it('spaces the requests to one host, and not those to another', async () => {
    const pacer = new HostPacer({ perHost: 2, spacingMs: 100 });
    const one = scripted([]);
    const other = scripted([]);
    const run = runOf(60_000);
    const all = Promise.all([
      ...[1, 2, 3].map(() => pacer.send('https://a.test/x', run, one.attempt, discard)),
      pacer.send('https://b.test/x', run, other.attempt, discard),
    ]);
    await settle(all);
    expect(one.sentAt).toEqual([0, 100, 200]);
    expect(other.sentAt).toEqual([0]);
  });

  it('asks again after the Retry-After of a 429, and the answer then is the one given', async () => {
    const pacer = new HostPacer({ spacingMs: 0 });
    const host = scripted([
      { status: 429, headers: { 'retry-after': '2' } },
      { status: 200, headers: {} },
    ]);
    const paced = await settle(
      pacer.send('https://a.test/x', runOf(60_000), host.attempt, discard),
    );
    expect(host.sentAt.length).toBe(2);
    expect(host.sentAt[1]).toBeGreaterThanOrEqual(2000);
    expect(paced).toEqual({
      kind: 'answer',
      answer: { status: 200, headers: {} },
      rateLimited: null,
    });
  });

  it('reads the wait from a Retry-After date or a reset field too', async () => {
    const pacer = new HostPacer({ spacingMs: 0 });
    const dated = scripted([
      { status: 429, headers: { 'retry-after': new Date(T0 + 5000).toUTCString() } },
    ]);
    await settle(pacer.send('https://a.test/x', runOf(60_000), dated.attempt, discard));
    expect(dated.sentAt[1]).toBeGreaterThanOrEqual(5000);

    const reset = scripted([{ status: 429, headers: { 'x-ratelimit-reset': '3' } }]);
    const start = Date.now() - T0;
    await settle(pacer.send('https://b.test/x', runOf(60_000), reset.attempt, discard));
    expect((reset.sentAt[1] ?? 0) - start).toBeGreaterThanOrEqual(3000);
  });

  it('holds the host while an announced allowance is spent, until its reset', async () => {
    const pacer = new HostPacer({ perHost: 1, spacingMs: 0 });
    const host = scripted([
      {
        status: 200,
        headers: {
          'x-ratelimit-limit': '1',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': '4',
        },
      },
      { status: 200, headers: {} },
    ]);
    const run = runOf(60_000);
    await settle(
      Promise.all([
        pacer.send('https://a.test/1', run, host.attempt, discard),
        pacer.send('https://a.test/2', run, host.attempt, discard),
      ]),
    );
    expect(host.sentAt[0]).toBe(0);
    expect(host.sentAt[1]).toBeGreaterThanOrEqual(4000);
  });

  it('retries a 429 twice at most, and gives the last one with the time to come back', async () => {
    const pacer = new HostPacer({ spacingMs: 0 });
    const limited = { status: 429, headers: { 'retry-after': '1' } };
    const host = scripted([limited, limited, limited, limited]);
    const paced = await settle(
      pacer.send('https://a.test/x', runOf(60_000), host.attempt, discard),
    );
    expect(host.sentAt.length).toBe(3);
    expect(paced.kind).toBe('answer');
    if (paced.kind !== 'answer') return;
    expect(paced.answer.status).toBe(429);
    expect(paced.rateLimited?.retryAt).toBe(T0 + (host.sentAt[2] ?? 0) + 1000);
  });

  it('does not wait past the run: a longer Retry-After ends the asking at once', async () => {
    const pacer = new HostPacer({ spacingMs: 0 });
    const host = scripted([{ status: 429, headers: { 'retry-after': '3600' } }]);
    const run = runOf(60_000);
    const paced = await settle(pacer.send('https://a.test/x', run, host.attempt, discard));
    expect(host.sentAt).toEqual([0]);
    expect(paced).toEqual({
      kind: 'answer',
      answer: { status: 429, headers: { 'retry-after': '3600' } },
      rateLimited: { retryAt: T0 + 3_600_000 },
    });
    // The next request to that host is not sent at all: the wait ends after the run.
    const next = await settle(pacer.send('https://a.test/y', run, host.attempt, discard));
    expect(next.kind).toBe('out_of_time');
    expect(host.sentAt).toEqual([0]);
    // Another host is not held by it.
    const other = scripted([]);
    await settle(pacer.send('https://b.test/y', run, other.attempt, discard));
    expect(other.sentAt).toEqual([0]);
  });

  it('stops waiting for the host when the run ends (its time, or a cancel)', async () => {
    const pacer = new HostPacer({ spacingMs: 0 });
    const host = scripted([{ status: 429, headers: { 'retry-after': '30' } }]);
    const stop = new AbortController();
    const paced = pacer.send(
      'https://a.test/x',
      { signal: stop.signal, endsAt: Date.now() + 60_000 },
      host.attempt,
      discard,
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(host.sentAt).toEqual([0]);
    stop.abort();
    expect(await paced).toMatchObject({ kind: 'out_of_time' });
    // Nothing more was sent, however long the clock runs.
    await vi.runAllTimersAsync();
    expect(host.sentAt).toEqual([0]);
  });
});
