// What an answer says about a link (docs/links.md): it works, it is broken, or, for a target on
// another site, it cannot be told, because the host answered for its bot defences rather than for
// the page: 403, LinkedIn's 999, a Cloudflare challenge, a 429 after the retries, or no request
// at all (the run's time, a private address). Those are "unverifiable", a warning with the
// reason, never "broken": a link checker that cries wolf at every LinkedIn link gets switched off.
import { wildcardMatches } from '../../shared/wildcard.js';
import type { TargetAnswer } from './checker.js';
import type { LinkAccept } from './types.js';

export type Judgement =
  | { kind: 'ok' }
  | { kind: 'broken' }
  /** `reason`: what the host did instead of answering for the page. */
  | { kind: 'unverifiable'; reason: string };

/** Statuses with which hosts refuse bots rather than say anything of the page. */
const BOT_REFUSALS: Readonly<Record<number, string>> = {
  403: 'the host refuses bots (403)',
  // LinkedIn's answer to any client it takes for a bot.
  999: 'the host refuses bots (999)',
};

/** Whether link-accept names the URL (a pattern): such a target is not requested at all. */
export function acceptedUrl(url: string, accept: LinkAccept): boolean {
  if (accept.patterns.length === 0) return false;
  const parsed = new URL(url);
  return accept.patterns.some((pattern) => {
    // As the rules file and crawl-include read patterns: a path from `/`, else the whole URL.
    const target = pattern.startsWith('/') ? `${parsed.pathname}${parsed.search}` : parsed.href;
    return wildcardMatches(pattern.endsWith('$') ? pattern : `${pattern}$`, target);
  });
}

export function acceptedStatus(status: number | null, accept: LinkAccept): boolean {
  return status !== null && accept.statuses.some(({ from, to }) => status >= from && status <= to);
}

/** A target on the audited origins: broken on 4xx, 5xx or no answer, unless accepted. */
export function judgeInternal(answer: TargetAnswer, accept: LinkAccept): Judgement {
  if (acceptedStatus(answer.status, accept)) return { kind: 'ok' };
  return answer.status === null || answer.status >= 400 ? { kind: 'broken' } : { kind: 'ok' };
}

/** A target on another site. */
export function judgeExternal(answer: TargetAnswer, accept: LinkAccept): Judgement {
  if (answer.unchecked !== undefined) return { kind: 'unverifiable', reason: answer.unchecked };
  if (acceptedStatus(answer.status, accept)) return { kind: 'ok' };
  if (answer.challenge === true)
    return {
      kind: 'unverifiable',
      reason: 'a Cloudflare challenge (the host checks for a browser)',
    };
  if (answer.status === 429) {
    const until = answer.rateLimited?.retryAt ?? null;
    return {
      kind: 'unverifiable',
      reason:
        until === null
          ? 'rate limited (429)'
          : `rate limited (429) until ${new Date(until).toISOString()}`,
    };
  }
  const refusal = answer.status === null ? undefined : BOT_REFUSALS[answer.status];
  if (refusal !== undefined) return { kind: 'unverifiable', reason: refusal };
  return answer.status === null || answer.status >= 400 ? { kind: 'broken' } : { kind: 'ok' };
}
