// Every way rendering a page in Chromium can fail, produced for real (Chromium on this machine,
// pages on 127.0.0.1), with the line a person reads and the stable code. The page's report fails
// with that line (`report <id>: the service could not audit the page: cannot render <url>: ...`).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RenderFailure, renderPage } from '../../src/server/analyzer/render/render-page.js';
import { fakeDns } from './support.js';

let held: Server;
let heldUrl = '';

beforeAll(async () => {
  // A page whose script keeps one request open: the network never goes idle.
  held = createServer((request, response) => {
    if (request.url === '/pending') return; // never answered
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<title>Busy</title><script>fetch("/pending")</script>');
  });
  await new Promise<void>((resolve) => held.listen(0, '127.0.0.1', resolve));
  heldUrl = `http://127.0.0.1:${(held.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  held.closeAllConnections();
  await new Promise((resolve) => held.close(resolve));
});

const request = (extra = {}) => ({
  allowPrivateNetwork: false,
  allowedAddresses: ['127.0.0.1'],
  lookup: fakeDns({ 'internal.test': '127.0.0.2' }),
  userAgent: 'seo-report-test',
  timeoutMs: 5000,
  ...extra,
});

async function renderFailure(url: string, extra = {}): Promise<RenderFailure> {
  const error = await renderPage(url, request(extra)).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RenderFailure);
  return error as RenderFailure;
}

describe('rendering a page fails', () => {
  it('without a browser, saying how to install one', async () => {
    const error = await renderFailure(heldUrl, { browserPath: '/nonexistent/chromium' });
    expect(error.errorCode).toBe('SEO_RENDER_NO_BROWSER');
    expect(error.message).toMatch(
      new RegExp(
        `^cannot render ${heldUrl}: no browser at /nonexistent/chromium; install Chromium \\(Debian/Ubuntu: apt-get install -y chromium\\)`,
      ),
    );
  });

  it('when the page never settles', async () => {
    const error = await renderFailure(heldUrl, { timeoutMs: 1500 });
    expect(error.errorCode).toBe('SEO_RENDER_TIMEOUT');
    expect(error.message).toBe(`cannot render ${heldUrl}: the page did not settle within 1500 ms`);
  });

  it('when the page is at an address the analyzer refuses', async () => {
    // Over https the proxy refuses the tunnel, and the navigation fails (a refused http page is
    // the proxy's 403, which renders; analyzeUrl's own fetch refuses it before).
    const url = 'https://internal.test:8443/';
    const error = await renderFailure(url);
    expect(error.errorCode).toBe('SEO_RENDER_REFUSED_ADDRESS');
    expect(error.message).toBe(
      `cannot render ${url}: refused to connect to internal.test (127.0.0.2): loopback address`,
    );
  });

  it('when the browser cannot load it, with the browser reason', async () => {
    const url = 'ftp://files.test/page.html';
    const error = await renderFailure(url);
    expect(error.errorCode).toBe('SEO_RENDER_FAILED');
    expect(error.message).toMatch(/^cannot render ftp:\/\/files\.test\/page\.html: net::ERR_\w+/);
  });
});
