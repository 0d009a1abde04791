// Guesses at a report's password are limited per report, whatever the addresses they come from
// (issue 26): the per-address limit alone let 20 addresses check far more guesses than one. The
// guesses come from loopback addresses 127.0.0.2, .3, ... (Linux routes all of 127/8 to lo; the
// service knows a client by its socket's address and trusts no forwarding header). The
// service's clock is the test's, so that windows end without waiting.
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/server/service/index.js';
import { startTestService } from './helpers.js';

/** The per-report limit docs/api.md states: failed guesses per report in one window. */
const REPORT_LIMIT = 20;
const REPORT_WINDOW_MS = 15 * 60_000;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

let service: RunningService | null = null;
afterEach(async () => {
  await service?.close();
  service = null;
});

/** A service whose throttles read `clock.now`; returns it and its owner's key. */
async function started(clock: { now: number }) {
  const started = await startTestService({ now: () => clock.now });
  service = started.service;
  return started;
}

function send(
  url: string,
  method: string,
  path: string,
  options: { body?: string; key?: string; from?: string; cookie?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.key) headers.Authorization = `Bearer ${options.key}`;
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    headers['Content-Length'] = String(Buffer.byteLength(options.body));
  }
  return new Promise((resolve, reject) => {
    const outgoing = request(
      new URL(path, url),
      { method, headers, localAddress: options.from ?? '127.0.0.1', agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

async function createProtected(url: string, key: string, password: string): Promise<number> {
  const answer = await send(url, 'POST', '/api/v1/reports', {
    key,
    body: new URLSearchParams({ url: 'https://chairs.test/', privacy: '2', password }).toString(),
  });
  expect(answer.status).toBe(201);
  return JSON.parse(answer.text).data.id as number;
}

function guess(url: string, id: number, from: string, password = 'wrong-guess') {
  return send(url, 'POST', `/reports/${id}`, {
    body: new URLSearchParams({ password }).toString(),
    from,
  });
}

const address = (n: number) => `127.0.0.${n}`;
const count = (answers: Answer[], status: number) =>
  answers.filter((answer) => answer.status === status).length;

// Each checked guess is a scrypt hash (tens of milliseconds, far more on a loaded machine): a
// generous timeout, and no more checks than each case needs.
describe('password guesses at one report from many addresses', { timeout: 120_000 }, () => {
  it(`check at most ${REPORT_LIMIT} wrong ones in ${REPORT_WINDOW_MS / 60_000} minutes, each address under its own limit`, async () => {
    const clock = { now: Date.UTC(2026, 0, 1) };
    const { service, key } = await started(clock);
    const id = await createProtected(service.url, key, 'correct horse');
    const start = clock.now;
    const wave = async (minute: number, rounds: number) => {
      clock.now = start + minute * 60_000;
      const answers: Answer[] = [];
      for (let round = 0; round < rounds; round++) {
        for (let host = 2; host < 22; host++) {
          answers.push(await guess(service.url, id, address(host)));
        }
      }
      return answers;
    };
    // 20 addresses, 2 guesses each in the first minute, each address far under its 10 a minute:
    // a per-report limit of 30 a minute checked 30 of them.
    const first = await wave(0, 2);
    expect(count(first, 403)).toBe(REPORT_LIMIT);
    expect(count(first, 429)).toBe(40 - REPORT_LIMIT);
    const refused = first.find((answer) => answer.status === 429) as Answer;
    // Answered as the per-address limit answers: JSON, with the seconds until the window ends.
    expect(JSON.parse(refused.text)).toEqual({ message: 'Too Many Attempts.', status: 429 });
    expect(refused.headers['retry-after']).toBe(String(REPORT_WINDOW_MS / 1000));
    // Ten minutes on, each address has a fresh minute of its own; the report has not.
    const later = await wave(10, 1);
    expect(count(later, 429)).toBe(20);
    expect((later.at(-1) as Answer).headers['retry-after']).toBe('300');
    // Once the window has passed, guesses are checked again.
    clock.now = start + REPORT_WINDOW_MS;
    expect((await guess(service.url, id, address(30))).status).toBe(403);
  });

  it('spend only wrong guesses: a right password is not counted', async () => {
    const clock = { now: Date.UTC(2026, 0, 1) };
    const { service, key } = await started(clock);
    const id = await createProtected(service.url, key, 'correct horse');
    for (let host = 2; host < 2 + REPORT_LIMIT - 1; host++) {
      expect((await guess(service.url, id, address(host))).status).toBe(403);
    }
    for (let host = 40; host < 42; host++) {
      expect((await guess(service.url, id, address(host), 'correct horse')).status).toBe(303);
    }
    // The last wrong guess the window allows, then none.
    expect((await guess(service.url, id, address(50))).status).toBe(403);
    expect((await guess(service.url, id, address(51))).status).toBe(429);
    // Once the limit is reached, the right password waits for the window too: telling it from a
    // wrong one would take the check the limit is there to refuse.
    expect((await guess(service.url, id, address(52), 'correct horse')).status).toBe(429);
  });

  it("never lock out the owner's key, a visitor already let in, or another report", async () => {
    const clock = { now: Date.UTC(2026, 0, 1) };
    const { service, key } = await started(clock);
    const id = await createProtected(service.url, key, 'correct horse');
    const other = await createProtected(service.url, key, 'other secret');
    const entered = await guess(service.url, id, address(99), 'correct horse');
    expect(entered.status).toBe(303);
    const cookie = String(entered.headers['set-cookie']).split(';')[0] as string;
    for (let host = 2; host < 2 + REPORT_LIMIT + 5; host++)
      await guess(service.url, id, address(host));
    expect((await guess(service.url, id, address(60))).status).toBe(429);

    const ownerPage = await send(service.url, 'GET', `/reports/${id}`, { key });
    expect(ownerPage.status).toBe(200);
    expect(ownerPage.text).not.toContain('type="password"');
    const ownerApi = await send(service.url, 'GET', `/api/v1/reports/${id}`, { key });
    expect(ownerApi.status).toBe(200);
    // The owner posting the form (a bookmark, a script) is sent to the page, not counted.
    const ownerPost = await send(service.url, 'POST', `/reports/${id}`, {
      key,
      body: 'password=anything',
    });
    expect(ownerPost.status).toBe(303);

    const visitor = await send(service.url, 'GET', `/reports/${id}`, {
      cookie,
      from: address(99),
    });
    expect(visitor.status).toBe(200);
    expect(visitor.text).not.toContain('type="password"');

    expect((await guess(service.url, other, address(61), 'other secret')).status).toBe(303);
  });
});
