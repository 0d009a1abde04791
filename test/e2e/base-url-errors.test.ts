// The bundled action, run as the runner runs it, against base-urls that are wrong in the ways
// people get them wrong: a plain web server, and HTTPS whose certificate is refused. Each run
// must end with one line that says what is wrong and what to do, and no stack trace. The
// documented fix for a private CA (NODE_EXTRA_CA_CERTS in the step's env) is run for real too,
// for the service behind base-url and for the pages the embedded analyzer fetches. Certificates:
// test-only ones in test/fixtures/tls (see its README).
import { readFileSync } from 'node:fs';
import {
  createServer as createHttpServer,
  type IncomingMessage,
  request,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type SampleSite, startSampleSite } from '../../src/client/demo/sample-site.js';
import { type RunningService, startService } from '../../src/server/service/index.js';
import { SecretScanner } from '../support/secret-scan.js';
import type { StepRun } from './support/run-action.js';

const API_KEY = 'sk_e2e_base_url_errors_7c1d9e0a4b';
const scan = new SecretScanner([API_KEY]);
const runStep = scan.runStep;
afterEach(() => scan.check());

const tlsPath = (name: string) =>
  fileURLToPath(new URL(`../fixtures/tls/${name}`, import.meta.url));
const tls = (name: string) => readFileSync(tlsPath(name), 'utf8');
const TRUST_TEST_CA = { NODE_EXTRA_CA_CERTS: tlsPath('ca.pem') };

const servers: { close(): void; closeAllConnections(): void }[] = [];
let site: SampleSite;
let service: RunningService;

beforeAll(async () => {
  site = await startSampleSite();
  service = await startService({
    apiKeys: [API_KEY],
    allowPrivateNetwork: true,
    logger: scan.logger,
  });
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  await service.close();
  await site.close();
});

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

async function listen(server: ReturnType<typeof createHttpServer>): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function httpsServer(cert: string, handler: Handler): Promise<string> {
  const port = await listen(createHttpsServer({ key: tls('server.key'), cert }, handler));
  return `https://127.0.0.1:${port}`;
}

/** HTTPS in front of a plain http server, as a TLS-terminating proxy puts it. */
const forwardTo =
  (target: string): Handler =>
  (req, res) => {
    const upstream = request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  };

/** The lines the step failed with, and what shows it ended without a stack trace. */
function failures(run: StepRun): string[] {
  expect(run.code).toBe(1);
  expect(run.stderr).toBe('');
  expect(run.stdout).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  return run.stdout.split('\n').filter((line) => line.startsWith('::error::'));
}

const inputs = (baseUrl: string, extra: Record<string, string> = {}) => ({
  'base-url': baseUrl,
  'api-key': API_KEY,
  urls: 'https://example.com/ https://example.com/pricing',
  timeout: '60',
  ...extra,
});

describe('a base-url that is not an SEO Report API', () => {
  it('ends with one line saying so, when a plain web server answers POST with its HTML 501', async () => {
    // Python's http.server answers every POST so.
    const port = await listen(
      createHttpServer((req, res) => {
        res.writeHead(req.method === 'GET' ? 404 : 501, { 'content-type': 'text/html' });
        res.end(
          '<!DOCTYPE HTML><html><head><title>Error response</title></head><body><p>Error code: 501</p></body></html>',
        );
      }),
    );
    const base = `http://127.0.0.1:${port}`;
    const run = await runStep('main', inputs(base));
    expect(failures(run)).toEqual([
      `::error::Failed: 2 pages, 0 good, 0 decent, 0 bad, 2 errors (fail-on: bad). POST /api/v1/reports: ${base} answered 501: an HTML page ("Error response") instead of JSON: that is not an SEO Report API (check base-url: it must be the root of an SEO Report API service, such as https://seo.example.com, to which /api/v1 is added)`,
    ]);
  });

  it('says to drop a trailing /api, when the web server answers 404', async () => {
    const port = await listen(
      createHttpServer((_req, res) => {
        res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
      }),
    );
    const run = await runStep('main', inputs(`http://127.0.0.1:${port}/api`));
    expect(failures(run)).toEqual([
      `::error::Failed: 2 pages, 0 good, 0 decent, 0 bad, 2 errors (fail-on: bad). POST /api/api/v1/reports: http://127.0.0.1:${port}/api answered 404: an HTML page instead of JSON: that is not an SEO Report API (base-url ends in /api, and /api/v1 is added to it: remove the /api at its end)`,
    ]);
  });
});

describe('a base-url whose certificate is refused', () => {
  const trustHint =
    "if the service uses a private CA, trust it: set NODE_EXTRA_CA_CERTS: /path/to/ca.pem in the step's env, which Node reads as it starts";

  it('ends with one line naming a self-signed certificate and how to trust a private CA', async () => {
    const base = await httpsServer(tls('self-signed.pem'), forwardTo(service.url));
    const run = await runStep('main', inputs(base));
    expect(failures(run)).toEqual([
      `::error::Failed: 2 pages, 0 good, 0 decent, 0 bad, 2 errors (fail-on: bad). POST /api/v1/reports: TLS failed: the certificate is self-signed (DEPTH_ZERO_SELF_SIGNED_CERT) (${trustHint})`,
    ]);
  });

  it('ends with one line naming an expired certificate', async () => {
    const base = await httpsServer(tls('expired.pem'), forwardTo(service.url));
    const run = await runStep('main', inputs(base), { env: TRUST_TEST_CA });
    expect(failures(run)).toEqual([
      "::error::Failed: 2 pages, 0 good, 0 decent, 0 bad, 2 errors (fail-on: bad). POST /api/v1/reports: TLS failed: the certificate has expired (CERT_HAS_EXPIRED) (the service's certificate must be renewed (or this machine's clock is wrong))",
    ]);
  });

  it('ends with one line naming the host a trusted certificate is not for', async () => {
    const base = await httpsServer(tls('other-name.pem'), forwardTo(service.url));
    const run = await runStep('main', inputs(base), { env: TRUST_TEST_CA });
    expect(failures(run)).toEqual([
      '::error::Failed: 2 pages, 0 good, 0 decent, 0 bad, 2 errors (fail-on: bad). POST /api/v1/reports: TLS failed: the certificate is not valid for 127.0.0.1 (it names other.test) (ERR_TLS_CERT_ALTNAME_INVALID) (use in base-url a host name the certificate names, or have the certificate issued for this one)',
    ]);
  });

  it("audits through a private CA's certificate once NODE_EXTRA_CA_CERTS names the CA, as the message says", async () => {
    const base = await httpsServer(tls('server.pem'), forwardTo(service.url));
    const untrusted = await runStep('main', inputs(base, { urls: site.pages.good }));
    expect(failures(untrusted)).toEqual([
      `::error::Failed: 1 page, 0 good, 0 decent, 0 bad, 1 error (fail-on: bad). POST /api/v1/reports: TLS failed: the certificate was issued by an unknown CA (a private one, or the server does not send its intermediate certificate) (UNABLE_TO_VERIFY_LEAF_SIGNATURE) (${trustHint})`,
    ]);

    const trusted = await runStep('main', inputs(base, { urls: site.pages.good }), {
      env: TRUST_TEST_CA,
    });
    expect(trusted.code, trusted.stdout).toBe(0);
    expect(JSON.parse(trusted.outputs.results ?? '[]')).toMatchObject([
      { url: site.pages.good, grade: 'good', error: null },
    ]);
  });
});

describe('a page whose certificate the embedded analyzer refuses', () => {
  it('names the failure and how to trust a private CA; with NODE_EXTRA_CA_CERTS the page is audited', async () => {
    const good = new URL(site.pages.good);
    const origin = await httpsServer(tls('server.pem'), forwardTo(good.origin));
    const page = `${origin}${good.pathname}`;
    const embedded = { urls: page, 'allow-private-network': 'true' };
    const refused = await runStep('main', embedded);
    expect(refused.code).toBe(1);
    const [result] = JSON.parse(refused.outputs.results ?? '[]');
    expect(result.error).toMatch(
      /^report \S+: the service could not audit the page: https:\/\/127\.0\.0\.1:\d+\/\S*: TLS error: the certificate was issued by an unknown CA \(a private one, or the server does not send its intermediate certificate\) \(UNABLE_TO_VERIFY_LEAF_SIGNATURE\); if the site's certificate is from a private CA, the embedded service trusts it when you set NODE_EXTRA_CA_CERTS: \/path\/to\/ca\.pem in the step's env, which Node reads as it starts$/,
    );
    expect(refused.stdout).not.toMatch(/SSL routines|deps\/openssl/);

    const trusted = await runStep('main', embedded, { env: TRUST_TEST_CA });
    expect(trusted.code, trusted.stdout).toBe(0);
    expect(JSON.parse(trusted.outputs.results ?? '[]')).toMatchObject([
      { url: page, error: null, grade: expect.stringMatching(/good|decent|bad/) },
    ]);
  });
});
