// The client against real HTTPS servers on 127.0.0.1 whose certificates fail: each failure is one
// line that says what failed and what to do (trust the CA with NODE_EXTRA_CA_CERTS, renew the
// certificate, use the name it names), never OpenSSL's dump, never "turn verification off", and
// never retried: a certificate does not mend itself between attempts. The certificates are
// test-only ones in test/fixtures/tls (see its README).
import { readFileSync } from 'node:fs';
import { createServer as createPlainServer } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { SeoReportClient } from '../../src/client/api/client.js';
import type { SeoReportApiError } from '../../src/client/api/errors.js';
import { CLI_WORDS } from '../../src/client/cli/audit-options.js';
import { apiFailure } from '../support/api-failure.js';
import { WORDS } from '../support/reports.js';

const API_KEY = 'sk_tls_test_0123456789abcdef';
const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/tls/${name}`, import.meta.url), 'utf8');
const KEY = fixture('server.key');
const CA = fixture('ca.pem');

const servers: { close(): void; closeAllConnections(): void }[] = [];
const clients: SeoReportClient[] = [];
const agents: Agent[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all(agents.splice(0).map((a) => a.close()));
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** An HTTPS server with the given certificate (PEM, leaf first); counts the handshakes begun. */
async function httpsServer(cert: string) {
  const stats = { connections: 0, requests: 0 };
  const server: Server = createServer({ key: KEY, cert }, (_req, res) => {
    stats.requests += 1;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: { id: 1, url: 'x.test', result: 90 }, status: 200 }));
  });
  server.on('connection', () => {
    stats.connections += 1;
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, stats };
}

function client(baseUrl: string, agent?: Agent) {
  const c = new SeoReportClient({
    baseUrl,
    apiKey: API_KEY,
    retry: { retries: 3, baseDelayMs: 1, maxDelayMs: 2 },
    ...(agent ? { dispatcher: agent } : {}),
  });
  clients.push(c);
  return c;
}

const failure = (promise: Promise<unknown>) => apiFailure(promise, [API_KEY]);

/** What every TLS failure shares: its code, one line, no retry, and no advice to stop checking. */
function expectTlsFailure(error: SeoReportApiError, stats: { requests: number }) {
  expect(error.code).toBe('tls');
  expect(error.errorCode).toBe('SEO_API_TLS');
  expect(error.attempts).toBe(1);
  expect(error.mayHaveReachedService).toBe(false);
  expect(stats.requests).toBe(0);
  for (const text of [error.message, WORDS.apiError(error), CLI_WORDS.apiError(error)]) {
    expect(text).not.toContain('\n');
    expect(text).not.toMatch(/SSL routines|deps\/openssl|REJECT_UNAUTHORIZED|rejectUnauthorized/);
  }
}

describe('a service whose certificate is refused', () => {
  it('says a self-signed certificate is one, and how to trust a private CA', async () => {
    const { port, stats } = await httpsServer(fixture('self-signed.pem'));
    const error = await failure(client(`https://127.0.0.1:${port}`).getReport(1));
    expectTlsFailure(error, stats);
    expect(WORDS.apiError(error)).toBe(
      "GET /api/v1/reports/1: TLS failed: the certificate is self-signed (DEPTH_ZERO_SELF_SIGNED_CERT) (if the service uses a private CA, trust it: set NODE_EXTRA_CA_CERTS: /path/to/ca.pem in the step's env, which Node reads as it starts)",
    );
    expect(CLI_WORDS.apiError(error)).toBe(
      'GET /api/v1/reports/1: TLS failed: the certificate is self-signed (DEPTH_ZERO_SELF_SIGNED_CERT) (if the service uses a private CA, trust it: start seo-report with NODE_EXTRA_CA_CERTS=/path/to/ca.pem set, which Node reads as it starts)',
    );
    // One handshake: not retried, even for a GET.
    expect(stats.connections).toBe(1);
  });

  it('says the certificate comes from an unknown CA, whether or not the chain is sent', async () => {
    const leafOnly = await httpsServer(fixture('server.pem'));
    const alone = await failure(
      client(`https://127.0.0.1:${leafOnly.port}`).createReport({ url: 'https://example.com' }),
    );
    expectTlsFailure(alone, leafOnly.stats);
    expect(WORDS.apiError(alone)).toBe(
      "POST /api/v1/reports: TLS failed: the certificate was issued by an unknown CA (a private one, or the server does not send its intermediate certificate) (UNABLE_TO_VERIFY_LEAF_SIGNATURE) (if the service uses a private CA, trust it: set NODE_EXTRA_CA_CERTS: /path/to/ca.pem in the step's env, which Node reads as it starts)",
    );

    const withChain = await httpsServer(`${fixture('server.pem')}${CA}`);
    const chained = await failure(client(`https://127.0.0.1:${withChain.port}`).getReport(1));
    expectTlsFailure(chained, withChain.stats);
    expect(chained.reason).toBe(
      'TLS failed: the certificate comes from a CA that is not trusted here (SELF_SIGNED_CERT_IN_CHAIN)',
    );
    expect(chained.hint).toBe('trust_ca');
  });

  it('says an expired certificate has expired, and that it must be renewed', async () => {
    const { port, stats } = await httpsServer(fixture('expired.pem'));
    const error = await failure(client(`https://127.0.0.1:${port}`).getReport(1));
    expectTlsFailure(error, stats);
    expect(WORDS.apiError(error)).toBe(
      "GET /api/v1/reports/1: TLS failed: the certificate has expired (CERT_HAS_EXPIRED) (the service's certificate must be renewed (or this machine's clock is wrong))",
    );
  });

  it('names the host and the names the certificate is for when they differ', async () => {
    // Trusted through a dispatcher given the test CA, so that the name is what fails: the
    // default exchange reads trust from NODE_EXTRA_CA_CERTS at start-up (test/e2e/tls.test.ts).
    const { port, stats } = await httpsServer(fixture('other-name.pem'));
    const agent = new Agent({ connect: { ca: CA } });
    agents.push(agent);
    const error = await failure(client(`https://127.0.0.1:${port}`, agent).getReport(1));
    expectTlsFailure(error, stats);
    expect(WORDS.apiError(error)).toBe(
      'GET /api/v1/reports/1: TLS failed: the certificate is not valid for 127.0.0.1 (it names other.test) (ERR_TLS_CERT_ALTNAME_INVALID) (use in base-url a host name the certificate names, or have the certificate issued for this one)',
    );
  });

  it('the same dispatcher reads a service whose certificate its CA signed: the failure was the name', async () => {
    const { port, stats } = await httpsServer(fixture('server.pem'));
    const agent = new Agent({ connect: { ca: CA } });
    agents.push(agent);
    const report = await client(`https://127.0.0.1:${port}`, agent).getReport(1);
    expect(report.id).toBe('1');
    expect(stats.requests).toBe(1);
  });

  it('says https:// to a plain http port does not speak TLS, without the OpenSSL dump', async () => {
    const plain = createPlainServer((_req, res) => res.end('{}'));
    servers.push(plain);
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    const { port } = plain.address() as AddressInfo;
    const error = await failure(client(`https://127.0.0.1:${port}`).getReport(1));
    expectTlsFailure(error, { requests: 0 });
    expect(WORDS.apiError(error)).toBe(
      'GET /api/v1/reports/1: TLS failed: the server did not answer in TLS (plain http on this port?) (EPROTO) (check base-url: https:// to a port that speaks plain http, or the wrong port)',
    );
  });
});
