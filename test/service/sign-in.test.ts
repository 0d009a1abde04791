// The service's face for people: the home page at `/`, signing in with an API key so that
// private report links open in a browser, and what a report link shows when it cannot show the
// report. Real HTTP on 127.0.0.1, real SQLite (in memory); every answer is scanned for the keys.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/server/service/index.js';
import { VERSION } from '../../src/shared/cli/version.js';
import { SecretScanner } from '../support/secret-scan.js';
import { TestClient } from './helpers.js';

const PASSWORD = 'Sign-in-test-report-password';
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const TWELVE_HOURS_MS = 12 * 60 * 60 * 1000;

const scan = new SecretScanner([PASSWORD]);
afterEach(() => scan.check());

// The sessions' and the limits' clock, moved by the expiry case.
let clock = Date.parse('2026-03-01T10:00:00Z');

let service: RunningService;
let alice: TestClient;
let bob: TestClient;
let privateId: number;
let passwordId: number;
let publicId: number;

interface Page {
  status: number;
  headers: Headers;
  text: string;
}

/** A browser-like request without following redirects; its whole answer joins the scan. */
async function browse(
  path: string,
  init: { method?: string; headers?: Record<string, string>; form?: Record<string, string> } = {},
  base = service.url,
): Promise<Page> {
  const headers: Record<string, string> = { Accept: BROWSER_ACCEPT, ...init.headers };
  let body: string | undefined;
  if (init.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  scan.append(
    'answers',
    `${init.method ?? 'GET'} ${path} ${response.status} ${JSON.stringify([...response.headers])}\n${text}`,
  );
  return { status: response.status, headers: response.headers, text };
}

/** The cookie pair ("name=value") a sign-in answer set. */
function cookieOf(page: Page): string {
  return (page.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

async function signIn(key: string, next = '/'): Promise<Page> {
  return browse('/login', { method: 'POST', form: { key, next } });
}

beforeAll(async () => {
  const started = await scan.startTestService({ generation: 'sync', now: () => clock });
  service = started.service;
  alice = started.client;
  bob = new TestClient(service.url, service.createKey());
  privateId = (await alice.create({ url: 'https://secret-plans.test/', privacy: 1 })).body.data.id;
  passwordId = (await alice.create({ url: 'https://locked.test/', privacy: 2, password: PASSWORD }))
    .body.data.id;
  publicId = (await alice.create({ url: 'https://open.test/', privacy: 0 })).body.data.id;
});
afterAll(() => service.close());

describe('the home page at /', () => {
  it('tells a browser what the service is, where the API is and how to open reports', async () => {
    const page = await browse('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('vary')).toContain('Accept');
    expect(page.text).toContain('SEO Report API reference service');
    expect(page.text).toContain(`Version ${VERSION}`);
    expect(page.text).toContain('/api/v1');
    expect(page.text).toContain('/reports/{id}');
    expect(page.text).toContain('href="/login"');
    // Nothing of anyone's reports before signing in.
    expect(page.text).not.toContain('secret-plans.test');
  });

  it('answers API clients, curl and requests without Accept in JSON', async () => {
    for (const accept of ['application/json', '*/*', null]) {
      const response = await fetch(`${service.url}/`, {
        headers: accept === null ? {} : { Accept: accept },
      });
      expect(response.status, String(accept)).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({
        name: 'SEO Report API reference service',
        version: VERSION,
        api: `${service.url}/api/v1`,
        report_page: `${service.url}/reports/{id}`,
        sign_in: `${service.url}/login`,
        status: 200,
      });
    }
  });

  it('lists the signed-in key its own reports and offers to sign out', async () => {
    const cookie = cookieOf(await signIn(alice.key as string));
    const page = await browse('/', { headers: { Cookie: cookie } });
    expect(page.text).toContain('You are signed in');
    expect(page.text).toContain(`href="/reports/${privateId}"`);
    expect(page.text).toContain('secret-plans.test');
    expect(page.text).toContain('action="/logout"');
    const bobCookie = cookieOf(await signIn(bob.key as string));
    const bobPage = await browse('/', { headers: { Cookie: bobCookie } });
    expect(bobPage.text).toContain('This key has no reports yet');
    expect(bobPage.text).not.toContain('secret-plans.test');
  });
});

describe('signing in with the API key', () => {
  it('shows a form with a password-type key field that comes back to next', async () => {
    const page = await browse(`/login?next=${encodeURIComponent(`/reports/${privateId}`)}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('name="key" type="password"');
    expect(page.text).toContain(`name="next" value="/reports/${privateId}"`);
    expect(page.text).toContain('method="post" action="/login"');
  });

  it('sets an HttpOnly, SameSite=Lax session cookie that is not the key and goes to next', async () => {
    const key = alice.key as string;
    const answer = await signIn(key, `/reports/${privateId}`);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/reports/${privateId}`);
    const setCookie = answer.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^seo_report_session=[A-Za-z0-9_-]{43}; /);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain(`Max-Age=${TWELVE_HOURS_MS / 1000}`);
    // Plain http on 127.0.0.1: a Secure cookie would never come back.
    expect(setCookie).not.toContain('Secure');
    // The key in none of its forms (the scan of every answer checks the rest).
    expect(setCookie).not.toContain(key);
    expect(setCookie).not.toContain(key.slice(3, 20));
  });

  it('marks the cookie Secure when a proxy says the visitor came over https', async () => {
    const answer = await browse('/login', {
      method: 'POST',
      headers: { 'X-Forwarded-Proto': 'https' },
      form: { key: alice.key as string, next: '/' },
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('set-cookie')).toMatch(/; Secure$/);
  });

  it('refuses a wrong key with a 401 page and no cookie, without writing the key back', async () => {
    const wrongKey = 'sk_wrongwrongwrongwrongwrongwrongwrongwrong00';
    scan.alsoSecret(wrongKey);
    const answer = await signIn(wrongKey, `/reports/${privateId}`);
    expect(answer.status).toBe(401);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(answer.text).toContain('This service does not know that key.');
    // The form again, still going back to the report afterwards.
    expect(answer.text).toContain(`name="next" value="/reports/${privateId}"`);
    const empty = await signIn('   ');
    expect(empty.status).toBe(401);
    expect(empty.text).toContain('Enter the API key.');
  });

  it('gives each sign-in a new token and ignores a token planted before', async () => {
    const planted = 'seo_report_session=planted-by-someone-else';
    const answer = await browse('/login', {
      method: 'POST',
      headers: { Cookie: planted },
      form: { key: alice.key as string, next: `/reports/${privateId}` },
    });
    const cookie = cookieOf(answer);
    expect(cookie).not.toBe(planted);
    expect((await browse(`/reports/${privateId}`, { headers: { Cookie: planted } })).status).toBe(
      401,
    );
    const second = cookieOf(await signIn(alice.key as string));
    expect(second).not.toBe(cookie);
  });

  it.each([
    ['//evil.com', 'a scheme-relative URL'],
    ['https://evil.com/', 'an absolute URL'],
    ['/\\evil.com', 'a backslash, which browsers read as a slash'],
    ['/\t/evil.com', 'a tab, which browsers drop'],
    ['/%0d%0aSet-Cookie:%20x=1', 'encoded line breaks stay encoded'],
    ['javascript:alert(1)', 'a script URL'],
    ['evil.com', 'a relative path that is not absolute'],
    ['', 'nothing'],
  ])('never sends a sign-in elsewhere: next=%j (%s)', async (next) => {
    const answer = await signIn(alice.key as string, next);
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location') as string;
    expect(new URL(location, service.url).origin).toBe(service.url);
    if (next.startsWith('/%0d')) expect(location).toBe(next);
    else expect(location).toBe('/');
    // The form carries only a path of this service.
    const form = await browse(`/login?next=${encodeURIComponent(next)}`);
    const value = /name="next" value="([^"]*)"/.exec(form.text)?.[1];
    expect(value === '/' || value === next).toBe(true);
    expect(value?.startsWith('//')).toBe(false);
  });

  it('keeps the query of a next that is a path of this service', async () => {
    const answer = await signIn(alice.key as string, '/?signed-out=1');
    expect(answer.headers.get('location')).toBe('/?signed-out=1');
  });

  it('refuses a sign-in or sign-out form sent from another site', async () => {
    for (const path of ['/login', '/logout']) {
      const answer = await browse(path, {
        method: 'POST',
        headers: { 'Sec-Fetch-Site': 'cross-site' },
        form: { key: alice.key as string, next: '/' },
      });
      expect(answer.status, path).toBe(403);
      expect(answer.headers.get('set-cookie'), path).toBeNull();
    }
  });
});

describe('a private report link', () => {
  it('answers 401 with a sign-in link that comes back to it, and nothing of the report', async () => {
    const page = await browse(`/reports/${privateId}`);
    expect(page.status).toBe(401);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('This report is private');
    expect(page.text).toContain(
      `href="/login?next=${encodeURIComponent(`/reports/${privateId}`)}"`,
    );
    expect(page.text).not.toContain('secret-plans');
  });

  it('opens once the owner signed in, password reports too, and not for another key', async () => {
    const cookie = cookieOf(await signIn(alice.key as string));
    const report = await browse(`/reports/${privateId}`, { headers: { Cookie: cookie } });
    expect(report.status).toBe(200);
    expect(report.text).toContain('secret-plans.test');
    // The owner needs no password for its own password report.
    const locked = await browse(`/reports/${passwordId}`, { headers: { Cookie: cookie } });
    expect(locked.text).toContain('locked.test');
    expect(locked.text).not.toContain('type="password"');
    // Another key signed in gets what the API gives it for someone else's report: 404.
    const bobCookie = cookieOf(await signIn(bob.key as string));
    const foreign = await browse(`/reports/${privateId}`, { headers: { Cookie: bobCookie } });
    expect(foreign.status).toBe(404);
    expect(foreign.text).toContain('Sign in with another key');
    expect(foreign.text).not.toContain('secret-plans');
  });

  it('still asks visitors without a sign-in for the password of a password report', async () => {
    const prompt = await browse(`/reports/${passwordId}`);
    expect(prompt.status).toBe(200);
    expect(prompt.text).toContain('type="password"');
    const unlocked = await browse(`/reports/${passwordId}`, {
      method: 'POST',
      form: { password: PASSWORD },
    });
    expect(unlocked.status).toBe(303);
    const shown = await browse(`/reports/${passwordId}`, {
      headers: { Cookie: cookieOf(unlocked) },
    });
    expect(shown.text).toContain('locked.test');
  });

  it('answers a missing report with a 404 page, not a sign-in request', async () => {
    const page = await browse('/reports/999999');
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('Report not found');
    expect(page.text).not.toContain('/login');
    expect((await browse(`/reports/${publicId}`)).status).toBe(200);
  });

  it('closes again after signing out, and the old cookie opens nothing', async () => {
    const cookie = cookieOf(await signIn(alice.key as string));
    expect((await browse(`/reports/${privateId}`, { headers: { Cookie: cookie } })).status).toBe(
      200,
    );
    const out = await browse('/logout', { method: 'POST', headers: { Cookie: cookie } });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/?signed-out=1');
    expect(out.headers.get('set-cookie')).toMatch(/^seo_report_session=; .*Max-Age=0/);
    // A browser that kept the cookie anyway is not let in.
    expect((await browse(`/reports/${privateId}`, { headers: { Cookie: cookie } })).status).toBe(
      401,
    );
    const home = await browse('/?signed-out=1', { headers: { Cookie: cookie } });
    expect(home.text).toContain('You are signed out.');
  });

  it('refuses a sign-in older than 12 hours and says it expired', async () => {
    const cookie = cookieOf(await signIn(alice.key as string));
    const before = clock;
    try {
      clock = before + TWELVE_HOURS_MS - 1;
      expect((await browse(`/reports/${privateId}`, { headers: { Cookie: cookie } })).status).toBe(
        200,
      );
      clock = before + TWELVE_HOURS_MS;
      const expired = await browse(`/reports/${privateId}`, { headers: { Cookie: cookie } });
      expect(expired.status).toBe(401);
      expect(expired.text).toContain('Your sign-in has expired');
      expect(expired.text).not.toContain('secret-plans');
    } finally {
      clock = before;
    }
  });
});

describe('the API is not opened by a sign-in', () => {
  it('answers the API in JSON as before: a sign-in cookie is no key', async () => {
    const cookie = cookieOf(await signIn(alice.key as string));
    const withCookie = await fetch(`${service.url}/api/v1/reports/${privateId}`, {
      headers: { Accept: 'application/json', Cookie: cookie },
    });
    expect(withCookie.status).toBe(401);
    expect(await withCookie.json()).toEqual({ message: 'Unauthenticated.', status: 401 });
    const read = await alice.get(`/api/v1/reports/${privateId}`);
    expect(read.status).toBe(200);
    expect(read.body.data.url).toBe('secret-plans.test');
    const unknown = await fetch(`${service.url}/no/such/route`, {
      headers: { Accept: BROWSER_ACCEPT },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Resource not found.', status: 404 });
    const wrongMethod = await fetch(`${service.url}/logout`);
    expect(wrongMethod.status).toBe(405);
  });
});

describe('wrong keys at the sign-in form', () => {
  it('are limited per address, 10 a minute; an empty form is not counted', async () => {
    let limitedClock = Date.parse('2026-03-01T10:00:00Z');
    const limited = await scan.startTestService({ now: () => limitedClock });
    try {
      const wrong = 'sk_not-this-one-either-not-this-one-either-00';
      scan.alsoSecret(wrong);
      const attempt = (key: string) =>
        browse('/login', { method: 'POST', form: { key, next: '/' } }, limited.service.url);
      expect((await attempt('')).status).toBe(401);
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await attempt(wrong)).status);
      expect(statuses).toEqual(Array(10).fill(401));
      const refused = await attempt(limited.key);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(refused.headers.get('set-cookie')).toBeNull();
      expect(refused.text).toContain('Too many sign-in attempts');
      // The next minute, the right key signs in.
      limitedClock += 60_000;
      expect((await attempt(limited.key)).status).toBe(303);
    } finally {
      await limited.service.close();
    }
  });
});
