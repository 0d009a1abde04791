import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/server/service/index.js';
import { SecretScanner } from '../support/secret-scan.js';
import { TestClient } from './helpers.js';

const PASSWORD = 'Op3n-sesame-locked-report';
const NEW_PASSWORD = 'Ch4nged-locked-report-password';

// The service's log is scanned after each case for every key it made and both passwords.
const scan = new SecretScanner([PASSWORD, NEW_PASSWORD]);
const startTestService = scan.startTestService;
afterEach(() => scan.check());

let service: RunningService;
let alice: TestClient;
let bob: TestClient;
let aliceReport: number;

beforeAll(async () => {
  const started = await startTestService({ generation: 'sync' });
  service = started.service;
  alice = started.client;
  bob = new TestClient(service.url, service.createKey());
  aliceReport = (await alice.create({ url: 'https://alice.test/', privacy: 0 })).body.data.id;
  await bob.create({ url: 'https://bob.test/' });
});
afterAll(() => service.close());

describe('keys and users', () => {
  it('answers 401 JSON without a key, with an unknown key, and without Accept JSON', async () => {
    const anonymous = new TestClient(service.url, null);
    scan.alsoSecret('sk_not-a-key');
    const wrong = new TestClient(service.url, 'sk_not-a-key');
    for (const client of [anonymous, wrong]) {
      const answer = await client.get('/api/v1/reports');
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'Unauthenticated.', status: 401 });
    }
    const bare = await fetch(`${service.url}/api/v1/reports`);
    expect(bare.status).toBe(401);
    expect(await bare.json()).toEqual({ message: 'Unauthenticated.', status: 401 });
    const basic = await fetch(`${service.url}/api/v1/reports`, {
      headers: { Authorization: 'Basic abc' },
    });
    expect(basic.status).toBe(401);
  });

  it('hides another user report as a 404 on read, update and delete', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const answer = await bob.request(method, `/api/v1/reports/${aliceReport}`, {
        form: method === 'PUT' ? { privacy: 0 } : undefined,
      });
      expect(answer.status, method).toBe(404);
      expect(answer.body).toEqual({ message: 'Resource not found.', status: 404 });
    }
    expect((await alice.get(`/api/v1/reports/${aliceReport}`)).status).toBe(200);
  });

  it('lists only the caller reports and projects', async () => {
    const aliceList = (await alice.get('/api/v1/reports')).body;
    expect(aliceList.data.map((r: { url: string }) => r.url)).toEqual(['alice.test']);
    const bobProjects = (await bob.get('/api/v1/projects')).body;
    expect(bobProjects.data.map((p: { project: string }) => p.project)).toEqual(['bob.test']);
  });

  it('gives each created key its own user', async () => {
    const carol = new TestClient(service.url, service.createKey());
    expect(carol.key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect((await carol.get('/api/v1/reports')).body.meta.total).toBe(0);
  });
});

describe('the report page', () => {
  const page = (id: number, init: RequestInit = {}) =>
    fetch(`${service.url}/reports/${id}`, { redirect: 'manual', ...init });

  it('shows a public report to anyone as HTML', async () => {
    const response = await page(aliceReport);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('alice.test');
    expect(html).toContain('Meta description');
  });

  it('hides a private report from anonymous visitors, shows it to its owner key', async () => {
    const id = (await alice.create({ url: 'https://private.test/', privacy: 1 })).body.data.id;
    // Anonymous: told it is private and where to sign in, never what it is about.
    const anonymous = await page(id);
    expect(anonymous.status).toBe(401);
    const anonymousHtml = await anonymous.text();
    expect(anonymousHtml).toContain('This report is private');
    expect(anonymousHtml).not.toContain('private.test');
    // Another key: what the API answers it for someone else's report.
    const other = await page(id, { headers: { Authorization: `Bearer ${bob.key}` } });
    expect(other.status).toBe(404);
    expect(await other.text()).not.toContain('private.test');
    const owner = await page(id, { headers: { Authorization: `Bearer ${alice.key}` } });
    expect(owner.status).toBe(200);
    expect(await owner.text()).toContain('private.test');
  });

  it('asks for the password of a password report and remembers it in a cookie', async () => {
    const created = await alice.create({
      url: 'https://locked.test/',
      privacy: 2,
      password: PASSWORD,
    });
    const id = created.body.data.id;
    const prompt = await page(id);
    expect(prompt.status).toBe(200);
    const promptHtml = await prompt.text();
    expect(promptHtml).toContain('type="password"');
    expect(promptHtml).not.toContain('locked.test');

    const wrong = await page(id, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'password=nope',
    });
    expect(wrong.status).toBe(403);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain('not correct');

    const right = await page(id, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password: PASSWORD }).toString(),
    });
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe(`/reports/${id}`);
    const cookie = (right.headers.get('set-cookie') ?? '').split(';')[0] as string;
    expect(cookie).toMatch(new RegExp(`^seo_report_${id}=`));
    const unlocked = await page(id, { headers: { Cookie: cookie } });
    const unlockedHtml = await unlocked.text();
    expect(unlockedHtml).toContain('locked.test');

    const forged = await page(id, { headers: { Cookie: `seo_report_${id}=forged` } });
    expect(await forged.text()).not.toContain('locked.test');

    // A new password locks out visitors who entered the old one.
    const changed = await alice.request('PUT', `/api/v1/reports/${id}`, {
      form: { password: NEW_PASSWORD },
    });
    const relocked = await page(id, { headers: { Cookie: cookie } });
    const relockedHtml = await relocked.text();
    expect(relockedHtml).not.toContain('locked.test');
    // Neither password shows in what the service answered, the cookie that remembers one included.
    scan.add({
      'create answer': JSON.stringify(created.body),
      'password prompt': promptHtml,
      'wrong-password page': wrongHtml,
      'unlock answer headers': JSON.stringify([...right.headers]),
      'unlocked page': unlockedHtml,
      'update answer': JSON.stringify(changed.body),
      'relocked page': relockedHtml,
    });
  });

  it('answers 404 for unknown or malformed ids', async () => {
    expect((await page(999999)).status).toBe(404);
    const malformed = await fetch(`${service.url}/reports/abc`);
    expect(malformed.status).toBe(404);
  });
});
