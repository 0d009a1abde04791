// What an answer says about the service's rate limit, whatever dialect it speaks:
//   - Laravel and most others: X-RateLimit-Limit, X-RateLimit-Remaining, and X-RateLimit-Reset as
//     seconds to wait (a delta) or as the epoch second of the reset (GitHub, Laravel's 429s);
//   - the IETF drafts: RateLimit-Limit / -Remaining / -Reset (draft 6), `RateLimit: limit=10,
//     remaining=5, reset=30` with `RateLimit-Policy: 10;w=60` (draft 7), and
//     `RateLimit: "default";r=5;t=30` with `RateLimit-Policy: "default";q=10;w=60` (draft 8+);
//   - Retry-After on a 429 or 503, in seconds or as an HTTP date.
// Nothing here assumes a window length: a field the service does not send stays null.

export type HeaderBag = Record<string, string | string[] | undefined>;

export interface RateLimitHeaders {
  /** Requests allowed per window. */
  limit: number | null;
  /** Requests left in the current window. */
  remaining: number | null;
  /**
   * Milliseconds until the current window resets, at the latest. The reset may come up to
   * `resetSlackMs` sooner: a delta is rounded up to the second, an epoch second is read
   * against a Date header that is truncated to the second.
   */
  resetInMs: number | null;
  resetSlackMs: number;
  /** The window's length, when the service states its policy. */
  windowMs: number | null;
  /** Retry-After, in milliseconds from now. */
  retryAfterMs: number | null;
  /** The service's clock (its Date header) minus ours, in milliseconds; null without a Date. */
  clockOffsetMs: number | null;
}

/** An epoch second this large is a date, not a delta (a delta of 30 years is no rate limit). */
const EPOCH_THRESHOLD_S = 1_000_000_000;

export function readRateLimitHeaders(headers: HeaderBag, now: number): RateLimitHeaders {
  const fields = ietfFields(text(headers.ratelimit));
  const policy = policyFields(text(headers['ratelimit-policy']));
  const serviceNow = dateOf(text(headers.date));
  const clockOffsetMs = serviceNow === null ? null : serviceNow - now;
  const epoch =
    (number(text(headers['x-ratelimit-reset'])) ?? number(text(headers['ratelimit-reset'])) ?? 0) >=
    EPOCH_THRESHOLD_S;
  return {
    limit:
      whole(text(headers['x-ratelimit-limit'])) ??
      whole(text(headers['ratelimit-limit'])) ??
      fields.limit ??
      policy.quota,
    remaining:
      whole(text(headers['x-ratelimit-remaining'])) ??
      whole(text(headers['ratelimit-remaining'])) ??
      fields.remaining,
    resetInMs:
      resetOf(text(headers['x-ratelimit-reset']), now, serviceNow) ??
      resetOf(text(headers['ratelimit-reset']), now, serviceNow) ??
      (fields.resetS === null ? null : fields.resetS * 1000),
    resetSlackMs: epoch ? 2000 : 1000,
    windowMs: policy.windowS === null ? null : policy.windowS * 1000,
    retryAfterMs: parseRetryAfterHeader(text(headers['retry-after']), now),
    clockOffsetMs,
  };
}

/** Retry-After as delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfterHeader(value: string | undefined, now: number): number | null {
  if (value === undefined || value.trim() === '') return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * A reset as a delta or an epoch second. An epoch is read against the service's own clock when
 * it sent a Date header, so a client whose clock is off still waits the right time.
 */
function resetOf(value: string | undefined, now: number, serviceNow: number | null): number | null {
  const seconds = number(value);
  if (seconds === null) return null;
  if (seconds < EPOCH_THRESHOLD_S) return Math.round(seconds * 1000);
  // Date has whole seconds, like the epoch: compare like with like.
  const reference = serviceNow ?? now;
  return Math.max(0, Math.round(seconds * 1000 - reference));
}

/** `limit=10, remaining=5, reset=30` (draft 7) or `"default";r=5;t=30` (draft 8+). */
function ietfFields(value: string | undefined): {
  limit: number | null;
  remaining: number | null;
  resetS: number | null;
} {
  const parameters = parametersOf(value);
  return {
    limit: whole(parameters.get('limit')),
    remaining: whole(parameters.get('remaining') ?? parameters.get('r')),
    resetS: number(parameters.get('reset') ?? parameters.get('t')),
  };
}

/** `10;w=60` (draft 7) or `"default";q=10;w=60` (draft 8+); the first policy when several. */
function policyFields(value: string | undefined): { quota: number | null; windowS: number | null } {
  if (value === undefined) return { quota: null, windowS: null };
  const first = value.split(',')[0] ?? '';
  const [head, ...rest] = first.split(';').map((part) => part.trim());
  const parameters = parametersOf(rest.join(';'));
  const windowS = number(parameters.get('w'));
  return {
    quota: whole(parameters.get('q')) ?? whole(head),
    windowS: windowS !== null && windowS > 0 ? windowS : null,
  };
}

/** key=value pairs separated by `,` or `;`, keys lower-cased, quotes dropped. */
function parametersOf(value: string | undefined): Map<string, string> {
  const map = new Map<string, string>();
  if (value === undefined) return map;
  for (const part of value.split(/[,;]/)) {
    const match = /^\s*([A-Za-z][\w-]*)\s*=\s*"?([^"]*)"?\s*$/.exec(part);
    if (match) map.set((match[1] as string).toLowerCase(), match[2] as string);
  }
  return map;
}

function text(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function whole(value: string | undefined): number | null {
  const trimmed = value?.trim();
  return trimmed !== undefined && /^\d{1,12}$/.test(trimmed) ? Number(trimmed) : null;
}

function number(value: string | undefined): number | null {
  const trimmed = value?.trim();
  return trimmed !== undefined && /^\d{1,12}(\.\d+)?$/.test(trimmed) ? Number(trimmed) : null;
}

function dateOf(value: string | undefined): number | null {
  if (value === undefined) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}
