// What an answer means for a link: on another site, a bot defence is unverifiable and never
// broken; link-accept's statuses and patterns count as working; on the audited origins only a
// 4xx/5xx or no answer is broken.
import { describe, expect, it } from 'vitest';
import type { TargetAnswer } from '../../src/client/links/checker.js';
import { acceptedUrl, judgeExternal, judgeInternal } from '../../src/client/links/judge.js';
import { NO_ACCEPT } from '../../src/client/links/types.js';

const answer = (status: number | null, extra: Partial<TargetAnswer> = {}): TargetAnswer => ({
  url: 'https://other.test/page',
  status,
  failure: status === null ? 'ENOTFOUND' : null,
  hops: [],
  finalUrl: 'https://other.test/page',
  noindex: false,
  ...extra,
});

describe('judgeExternal', () => {
  it.each([
    [200, 'ok'],
    [204, 'ok'],
    [404, 'broken'],
    [410, 'broken'],
    [500, 'broken'],
    [503, 'broken'],
    [401, 'broken'],
    [null, 'broken'],
    [403, 'unverifiable'],
    [999, 'unverifiable'],
    [429, 'unverifiable'],
  ] as const)('%s is %s', (status, kind) => {
    expect(judgeExternal(answer(status), NO_ACCEPT).kind).toBe(kind);
  });

  it('says why it could not verify', () => {
    expect(judgeExternal(answer(999), NO_ACCEPT)).toEqual({
      kind: 'unverifiable',
      reason: 'the host refuses bots (999)',
    });
    expect(judgeExternal(answer(503, { challenge: true }), NO_ACCEPT)).toEqual({
      kind: 'unverifiable',
      reason: 'a Cloudflare challenge (the host checks for a browser)',
    });
    expect(
      judgeExternal(answer(429, { rateLimited: { retryAt: Date.UTC(2030, 0, 1) } }), NO_ACCEPT),
    ).toEqual({
      kind: 'unverifiable',
      reason: 'rate limited (429) until 2030-01-01T00:00:00.000Z',
    });
    expect(
      judgeExternal(
        answer(null, { unchecked: 'not checked before link-run-timeout ran out' }),
        NO_ACCEPT,
      ),
    ).toEqual({ kind: 'unverifiable', reason: 'not checked before link-run-timeout ran out' });
  });

  it('counts accepted statuses as working', () => {
    const accept = {
      statuses: [
        { from: 401, to: 401 },
        { from: 500, to: 599 },
      ],
      patterns: [],
    };
    expect(judgeExternal(answer(401), accept).kind).toBe('ok');
    expect(judgeExternal(answer(503), accept).kind).toBe('ok');
    expect(judgeExternal(answer(404), accept).kind).toBe('broken');
    expect(judgeInternal(answer(401), accept).kind).toBe('ok');
    expect(judgeInternal(answer(403), NO_ACCEPT).kind).toBe('broken');
    expect(judgeInternal(answer(null), NO_ACCEPT).kind).toBe('broken');
  });
});

describe('acceptedUrl', () => {
  it('matches URL patterns whole, and path patterns on any origin', () => {
    const accept = {
      statuses: [],
      patterns: ['https://www.linkedin.com/*', '/private/*', 'https://x.test/exact'],
    };
    expect(acceptedUrl('https://www.linkedin.com/in/someone', accept)).toBe(true);
    expect(acceptedUrl('https://linkedin.com/in/someone', accept)).toBe(false);
    expect(acceptedUrl('https://any.test/private/a?b=1', accept)).toBe(true);
    expect(acceptedUrl('https://any.test/public/private/a', accept)).toBe(false);
    expect(acceptedUrl('https://x.test/exact', accept)).toBe(true);
    expect(acceptedUrl('https://x.test/exact/more', accept)).toBe(false);
  });
});
