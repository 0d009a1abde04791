// Checks of how the audited URL itself answers: its final status and the redirects on the way.
import {
  type CheckLogic,
  type Errors,
  failed,
  firstOf,
  type LogicTable,
  notApplicable,
  outcomeOf,
  passed,
} from './check.js';

export const httpStatus: CheckLogic<'http_status'> = {
  run({ input, finalUrl }) {
    const value = { status: input.status, url: finalUrl.href };
    if (input.status >= 200 && input.status < 300) return passed(value);
    return failed(value, { failed: { status: input.status } });
  },
};

/** Redirects that tell crawlers the move is for good, so the new URL is the one indexed. */
const PERMANENT = new Set([301, 308]);
/** Hops listed in the value; the count is kept whole. */
const HOPS_LISTED = 10;

export const redirects: CheckLogic<'redirects'> = {
  run({ input, finalUrl, limits }) {
    const hops = input.redirects;
    if (hops === undefined) return notApplicable('the redirects were not observed');
    const value = { count: hops.length, hops: firstOf(hops, HOPS_LISTED), finalUrl: finalUrl.href };
    const errors: Errors<'redirects'> = {};
    if (hops.length > limits.maxRedirectHops) {
      errors.too_many = { max: limits.maxRedirectHops, count: hops.length };
    }
    // A temporary redirect (302, 303, 307) keeps the old URL in the index; http -> https most of all.
    const temporary = hops.filter((hop) => !PERMANENT.has(hop.status));
    if (temporary.length > 0) errors.temporary = firstOf(temporary, HOPS_LISTED);
    const downgrade = hops.some(
      (hop, i) =>
        hop.url.startsWith('https:') && (hops[i + 1]?.url ?? finalUrl.href).startsWith('http:'),
    );
    if (downgrade) errors.downgrade = null;
    return outcomeOf(value, errors);
  },
};

export const RESPONSE_LOGIC = { http_status: httpStatus, redirects } satisfies Partial<LogicTable>;
