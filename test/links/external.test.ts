// The external link check (check-external-links) on real sockets: a site on 127.0.0.1 whose
// pages link to a host on 127.0.0.2 that answers like the hosts of the web answer bots. Each fault
// is found once, with the key and severity the rules give it; the bot defences are unverifiable,
// never broken; each distinct URL is asked once (HEAD, GET where HEAD fails), a 429 is asked
// again only after its Retry-After, and the link cache spares the next run its requests.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withLinkChecks } from '../../src/client/app/link-check.js';
import { pageSeverity } from '../../src/client/audit/rules.js';
import type { AuditResult } from '../../src/client/audit/types.js';
import {
  checkLinks,
  type LinkCheckInput,
  type LinkProblem,
} from '../../src/client/links/check-links.js';
import { LINK_CACHE_FORMAT } from '../../src/client/links/link-cache.js';
import {
  EXTERNAL_PATHS,
  type ExternalHost,
  HOUR_LIMITED_PATH,
  type LinkingSite,
  PREVIEW_HEADER,
  startExternalHost,
  startLinkingSite,
} from '../support/external-site.js';
import { reportWithChecks } from '../support/reports.js';

const PAGES = 20;
let host: ExternalHost;
/** 127.0.0.3, which answers everything 429 with a Retry-After of an hour. */
let hourHost: ExternalHost;
let site: LinkingSite;
/** A smaller site for the cache's tests: no rate limits or slow paths on 127.0.0.2. */
let quick: LinkingSite;
let ext: string;
let dir: string;

beforeAll(async () => {
  host = await startExternalHost();
  hourHost = await startExternalHost('127.0.0.3', true);
  ext = host.origin;
  const hour = `${hourHost.origin}${HOUR_LIMITED_PATH}`;
  site = await startLinkingSite(
    [...EXTERNAL_PATHS.map((path) => `${ext}${path}`), hour],
    PAGES,
    `${ext}/gone.png`,
  );
  quick = await startLinkingSite(
    ['/ok', '/redirect', '/head-refused', '/needs-login', '/gone', '/forbidden']
      .map((path) => `${ext}${path}`)
      .concat(hour),
    PAGES,
  );
  dir = mkdtempSync(join(tmpdir(), 'seo-link-cache-'));
});

afterAll(async () => {
  await Promise.all([host.close(), hourHost.close(), site.close(), quick.close()]);
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  host.reset();
  hourHost.reset();
});

const pages = (on: LinkingSite = site) =>
  Array.from({ length: PAGES }, (_, index) => ({
    url: `${on.origin}/p${index}`,
    noindex: false,
  }));

/**
 * A run as the job makes it, with short pacing and a 5 s request timeout (/slow never answers),
 * on the big site or the quick one.
 */
function run(
  overrides: Partial<LinkCheckInput['external']> = {},
  accept = true,
  on: LinkingSite = site,
) {
  return checkLinks({
    pages: pages(on),
    origins: new Set([on.origin]),
    accept: accept
      ? { statuses: [{ from: 401, to: 401 }], patterns: [`${ext}/accepted/*`] }
      : { statuses: [], patterns: [] },
    checker: {
      timeoutMs: 5000,
      // The preview's header goes to the audited origin only.
      headers: { [PREVIEW_HEADER]: 'secret-preview-token' },
      headersOrigins: new Set([site.origin]),
    },
    external: {
      runTimeoutMs: 120_000,
      cache: null,
      allowPrivateNetwork: true,
      pacing: { spacingMs: 20 },
      ...overrides,
    },
  });
}

const summary = (problems: readonly LinkProblem[] | undefined) =>
  (problems ?? [])
    .map((p) =>
      `${p.problem} ${p.kind} ${new URL(p.url).pathname} ${p.status ?? '-'} ${p.failure ?? ''}`.trim(),
    )
    .sort();

let firstRun: Awaited<ReturnType<typeof run>> | undefined;

const RATE_LIMITED = /^rate limited \(429\) until \d{4}-\d\d-\d\dT/;

describe('external links against a host that refuses bots', () => {
  it('finds each fault once, with its key, and never calls a bot defence broken', async () => {
    const result = await run();
    firstRun = result;
    const byPage = new Map(result.pages.map((entry) => [entry.page, entry.problems]));
    const expected = [
      'external link /error 500',
      'external link /gone 404',
      'external link /gone-410 410',
      'external link /slow - no answer within 5 s',
      'unverifiable link /challenge-header 403 a Cloudflare challenge (the host checks for a browser)',
      'unverifiable link /challenge-page 503 a Cloudflare challenge (the host checks for a browser)',
      'unverifiable link /forbidden 403 the host refuses bots (403)',
      'unverifiable link /linkedin 999 the host refuses bots (999)',
    ];
    for (const [index, page] of pages().entries()) {
      const problems = byPage.get(page.url) ?? [];
      // The two rate-limited ones carry the time the host said to come back.
      const limited = problems.filter((p) => p.failure !== null && RATE_LIMITED.test(p.failure));
      expect(limited.map((p) => `${new URL(p.url).pathname} ${p.status}`).sort()).toEqual([
        '/limited-always 429',
        '/limited-long 429',
      ]);
      const rest = summary(problems.filter((p) => !limited.includes(p)));
      expect(rest).toEqual(
        index === 0 ? [...expected, 'external image /gone.png 404'].sort() : expected,
      );
    }

    // Site level: every broken external target once, with the pages linking to it.
    const brokenExternal = result.brokenTargets.filter((target) => target.external);
    expect(brokenExternal.map((t) => new URL(t.url).pathname).sort()).toEqual([
      '/error',
      '/gone',
      '/gone-410',
      '/gone.png',
      '/slow',
    ]);
    expect(result.brokenTargets.filter((target) => !target.external)).toEqual([]);
    expect(brokenExternal.find((t) => t.url.endsWith('/gone'))?.pages).toHaveLength(PAGES);

    // One request per distinct URL (linked from 20 pages), GET only where HEAD failed; a 429
    // asked again after its Retry-After (and no sooner: /limited-once then answered 200), at
    // most twice, and not at all when the wait is longer than the run.
    const counts = Object.fromEntries(host.hits);
    expect(counts).toEqual({
      'HEAD /ok': 1,
      'HEAD /redirect': 1,
      'HEAD /moved-here': 1,
      'HEAD /head-refused': 1,
      'GET /head-refused': 1,
      'HEAD /limited-once': 2,
      'HEAD /limited-always': 3,
      'HEAD /forbidden': 1,
      'GET /forbidden': 1,
      'HEAD /linkedin': 1,
      'GET /linkedin': 1,
      'HEAD /challenge-header': 1,
      'GET /challenge-header': 1,
      'HEAD /challenge-page': 1,
      'GET /challenge-page': 1,
      'HEAD /gone': 1,
      'GET /gone': 1,
      'HEAD /gone-410': 1,
      'GET /gone-410': 1,
      'HEAD /error': 1,
      'GET /error': 1,
      'HEAD /slow': 1,
      'HEAD /needs-login': 1,
      'GET /needs-login': 1,
      'HEAD /gone.png': 1,
      'GET /gone.png': 1,
    });
    expect(Object.fromEntries(hourHost.hits)).toEqual({ 'HEAD /limited-long': 1 });
    expect(host.tooEarly).toBe(0);
    expect(host.leakedHeaders).toEqual([]);

    expect(result.external).toEqual({
      targets: 17,
      fromCache: 0,
      requests: [...host.hits.values(), 1].reduce((sum, n) => sum + n, 0),
      broken: 5,
      unverifiable: 6,
    });
    // The internal link (/p0) and the pages themselves are fine.
    expect(result.targets).toBe(1);
  });

  it('reports them as warnings by default, and a rule can make them errors', async () => {
    // The run of the test above (about ten seconds: the host's 429s slow it, as they should).
    const result = firstRun ?? (await run());
    const audit: AuditResult = {
      outcomes: pages().map((page) => ({
        url: page.url,
        reportId: page.url,
        report: reportWithChecks(page.url, {}, page.url),
        grade: 'good',
        score: 95,
        failure: null,
        durationMs: 1,
      })),
      fatal: null,
      cancelled: false,
      durationMs: 1,
    };
    const judged = withLinkChecks(audit, result);
    const checks = judged.outcomes[0]?.report?.checks ?? {};
    const links = checks.broken_links;
    const resources = checks.broken_resources;
    expect(Object.keys(links?.errors ?? {}).sort()).toEqual(['external', 'unverifiable']);
    expect(Object.keys(resources?.errors ?? {})).toEqual(['external']);
    const byDefault = pageSeverity(audit.outcomes[0]?.url ?? '', []);
    expect(byDefault('broken_links', links ?? null).severity).toBe('warning');
    expect(byDefault('broken_resources', resources ?? null).severity).toBe('warning');
    const { parseRules } = await import('../../src/client/audit/rules.js');
    const strict = pageSeverity(
      audit.outcomes[0]?.url ?? '',
      parseRules('broken_links.external: error\nbroken_links.unverifiable: off', 'rules'),
    );
    expect(strict('broken_links', links ?? null).severity).toBe('error');
    expect(
      strict('broken_links', { errors: { unverifiable: links?.errors?.unverifiable ?? [] } })
        .severity,
    ).toBe('off');
  });
});

describe('the limits of the external check', () => {
  it('refuses a private address unless allow-private-network, without a request', async () => {
    const result = await run({ allowPrivateNetwork: false }, false);
    expect(host.hits.size + hourHost.hits.size).toBe(0);
    const problems = result.pages[1]?.problems ?? [];
    expect(problems.length).toBe(16);
    expect(new Set(problems.map((p) => `${p.problem} ${p.failure}`))).toEqual(
      new Set(['unverifiable a loopback address, not requested (allow-private-network)']),
    );
  });

  it('refuses a name that resolves to a private address, at connection time', async () => {
    const linking = await startLinkingSite([`http://localhost:${new URL(ext).port}/ok`], 1);
    try {
      const result = await checkLinks({
        pages: [{ url: `${linking.origin}/p0`, noindex: false }],
        origins: new Set([linking.origin]),
        external: { runTimeoutMs: 60_000, cache: null, allowPrivateNetwork: false },
      });
      expect(summary(result.pages[0]?.problems)).toEqual([
        'unverifiable link /ok - a loopback address, not requested (allow-private-network)',
      ]);
      expect(host.hits.size).toBe(0);
    } finally {
      await linking.close();
    }
  });

  it('reports what the run had no time for as unverifiable (link-run-timeout)', async () => {
    // /slow never answers: the run's one second ends it.
    const linking = await startLinkingSite([`${ext}/slow`], 1);
    try {
      const result = await checkLinks({
        pages: [{ url: `${linking.origin}/p0`, noindex: false }],
        origins: new Set([linking.origin]),
        external: { runTimeoutMs: 1000, cache: null, allowPrivateNetwork: true },
      });
      expect(summary(result.pages[0]?.problems)).toEqual([
        'unverifiable link /slow - not checked before link-run-timeout ran out',
      ]);
      expect(host.hits.get('HEAD /slow')).toBe(1);
    } finally {
      await linking.close();
    }
  });
});

describe('the link cache', () => {
  it('spares the next run the links that worked, and asks again for the rest', async () => {
    const path = join(dir, 'reuse', 'links.json');
    const cache = { path, maxAgeMs: 86_400_000 };
    const first = await run({ cache }, true, quick);
    expect(first.warnings).toEqual([]);
    const file = JSON.parse(readFileSync(path, 'utf8')) as {
      format: string;
      version: number;
      entries: Record<string, { kind: string; status: number; checked: number; expires: number }>;
    };
    expect(file.format).toBe(LINK_CACHE_FORMAT);
    expect(file.version).toBe(1);
    expect(
      Object.keys(file.entries)
        .map((url) => new URL(url).pathname)
        .sort(),
    ).toEqual(['/head-refused', '/limited-long', '/needs-login', '/ok', '/redirect']);
    expect(file.entries[`${hourHost.origin}/limited-long`]?.kind).toBe('rate_limited');
    expect(readFileSync(path, 'utf8')).not.toContain('secret-preview-token');

    host.reset();
    hourHost.reset();
    const second = await run({ cache }, true, quick);
    // Nothing asked of what worked, nor of the host that said to come back in an hour.
    for (const path of ['/ok', '/redirect', '/head-refused', '/needs-login'])
      expect([path, host.hits.get(`HEAD ${path}`)]).toEqual([path, undefined]);
    expect(hourHost.hits.size).toBe(0);
    // Broken and unverifiable ones are asked again: a fix shows at once.
    expect(host.hits.get('HEAD /gone')).toBe(1);
    expect(host.hits.get('HEAD /forbidden')).toBe(1);
    expect(second.external?.fromCache).toBe(5);
    // The same findings as the first run, from the cache or not.
    expect(second.pages.map((page) => summary(page.problems))).toEqual(
      first.pages.map((page) => summary(page.problems)),
    );

    // An entry checked longer ago than the max age is asked again.
    const aged = JSON.parse(readFileSync(path, 'utf8')) as typeof file;
    const ok = aged.entries[`${ext}/ok`];
    if (ok === undefined) throw new Error('no /ok entry');
    ok.checked -= 2 * 86_400_000;
    writeFileSync(path, JSON.stringify(aged));
    host.reset();
    await run({ cache }, true, quick);
    expect(host.hits.get('HEAD /ok')).toBe(1);
    expect(host.hits.get('HEAD /redirect')).toBeUndefined();
  });

  it('warns about a file that is not its own and leaves it alone', async () => {
    for (const [name, text, warning] of [
      ['garbled.json', '{"format": "seo-report-link-cache", "entr', /is not JSON/],
      ['foreign.json', '{"name": "my-package"}', /is not a link cache of seo-report/],
    ] as const) {
      const path = join(dir, name);
      writeFileSync(path, text);
      const result = await run({ cache: { path, maxAgeMs: 86_400_000 } }, true, quick);
      expect(result.warnings).toEqual([expect.stringMatching(warning)]);
      expect(result.warnings[0]).toContain(`link-cache ${path}:`);
      expect(readFileSync(path, 'utf8')).toBe(text);
      // The run itself went on: the same findings as without a cache.
      expect(result.external?.broken).toBe(1);
    }
  });

  it('starts afresh from another version of its own file, and drops bad entries', async () => {
    const older = join(dir, 'older.json');
    writeFileSync(older, JSON.stringify({ format: LINK_CACHE_FORMAT, version: 0, entries: {} }));
    const result = await run({ cache: { path: older, maxAgeMs: 86_400_000 } }, true, quick);
    expect(result.warnings).toEqual([expect.stringContaining('was written in another format')]);
    expect(JSON.parse(readFileSync(older, 'utf8')).version).toBe(1);

    const bad = join(dir, 'bad-entries.json');
    const future = Date.now() + 86_400_000;
    writeFileSync(
      bad,
      JSON.stringify({
        format: LINK_CACHE_FORMAT,
        version: 1,
        entries: {
          [`${ext}/gone`]: { kind: 'ok', status: 200, checked: future, expires: future },
          'javascript:alert(1)': { kind: 'ok', status: 200, checked: 1, expires: future },
          [`${ext}/ok`]: { kind: 'maybe', status: 200, checked: 1, expires: future },
        },
      }),
    );
    host.reset();
    const checked = await run({ cache: { path: bad, maxAgeMs: 86_400_000 } }, true, quick);
    expect(checked.warnings).toEqual([`link-cache ${bad}: 3 unreadable entries dropped`]);
    // An entry dated in the future was not believed: /gone asked and found broken.
    expect(host.hits.get('HEAD /gone')).toBe(1);
    expect(checked.external?.broken).toBe(1);
  });
});
