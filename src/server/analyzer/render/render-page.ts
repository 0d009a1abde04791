// The page as a browser builds it: headless Chromium loads it, runs its scripts, and we take the
// DOM once the network is idle. The driver (puppeteer-core, which never downloads a browser) is
// imported only here and only when rendering is asked for, so nobody else pays for loading it.
// Every request of the browser goes through the guarded proxy (the SSRF rules), and the caller's
// extra headers are added only to requests for the origin they belong to.
import { type ErrorCodeOf, SeoReportError } from '../../../shared/errors.js';
import type { LookupFunction, RenderOptions } from '../options.js';
import { findBrowser, missingBrowser } from './find-browser.js';
import { startGuardedProxy } from './guarded-proxy.js';

type RenderFailureCode = 'no_browser' | 'render_error' | 'refused_address' | 'timeout';

/** The stable code of each kind; `code` stays the kind, as a report's failure carries it. */
const RENDER_ERROR_CODES: Record<RenderFailureCode, ErrorCodeOf<'RenderFailure'>> = {
  no_browser: 'SEO_RENDER_NO_BROWSER',
  render_error: 'SEO_RENDER_FAILED',
  refused_address: 'SEO_RENDER_REFUSED_ADDRESS',
  timeout: 'SEO_RENDER_TIMEOUT',
};

export class RenderFailure extends SeoReportError {
  override readonly name = 'RenderFailure';
  constructor(
    readonly code: RenderFailureCode,
    message: string,
  ) {
    super(message);
  }

  get errorCode(): ErrorCodeOf<'RenderFailure'> {
    return RENDER_ERROR_CODES[this.code];
  }
}

interface RenderRequest extends RenderOptions {
  allowPrivateNetwork: boolean;
  allowedAddresses?: readonly string[] | undefined;
  lookup?: LookupFunction | undefined;
  userAgent: string;
  extraHeaders?: { origin: string; headers: Readonly<Record<string, string>> } | undefined;
  signal?: AbortSignal | undefined;
}

export interface RenderedPage {
  /** The serialized DOM, doctype included. */
  html: string;
  /** Milliseconds from launching the browser to the DOM in hand. */
  renderMs: number;
}

const DEFAULT_RENDER_TIMEOUT_MS = 15_000;

/** Schemes a page may use without a network request of its own. */
const LOCAL_SCHEMES = new Set(['data:', 'blob:', 'about:']);

export async function renderPage(url: string, request: RenderRequest): Promise<RenderedPage> {
  const started = performance.now();
  const missing = missingBrowser(request.browserPath);
  const executablePath = request.browserPath ?? findBrowser();
  if (missing !== null || executablePath === null) {
    throw new RenderFailure('no_browser', `cannot render ${url}: ${missing}`);
  }
  const timeoutMs = request.timeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS;
  const { default: puppeteer } = await import('puppeteer-core');
  const proxy = await startGuardedProxy({
    allowPrivateNetwork: request.allowPrivateNetwork,
    allowedAddresses: request.allowedAddresses,
    lookup: request.lookup,
    connectTimeoutMs: timeoutMs,
  });
  let browser: Awaited<ReturnType<typeof puppeteer.launch>> | undefined;
  const abort = () => void browser?.close().catch(() => undefined);
  request.signal?.addEventListener('abort', abort, { once: true });
  try {
    browser = await puppeteer.launch({
      executablePath,
      headless: true,
      timeout: timeoutMs,
      args: [
        `--proxy-server=http://${proxy.address}`,
        // Loopback too goes through the proxy: Chromium bypasses proxies for it by default.
        '--proxy-bypass-list=<-loopback>',
        // WebRTC could otherwise reach addresses around the proxy.
        '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-dev-shm-usage',
        '--no-first-run',
        // Chromium's sandbox needs user namespaces that root in a container does not get.
        ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      ],
    });
    const page = await browser.newPage();
    await page.setUserAgent({ userAgent: request.userAgent });
    // Service workers would fetch outside the page's interception.
    await page.setBypassServiceWorker(true);
    await page.setRequestInterception(true);
    const extra = request.extraHeaders;
    page.on('request', (intercepted) => {
      if (intercepted.isInterceptResolutionHandled()) return;
      const target = URL.parse(intercepted.url());
      if (target === null) return void intercepted.abort('blockedbyclient');
      if (LOCAL_SCHEMES.has(target.protocol)) return void intercepted.continue();
      if (target.protocol !== 'http:' && target.protocol !== 'https:') {
        return void intercepted.abort('blockedbyclient');
      }
      // Chromium applies these overrides to this request only, not to the hops of a redirect it
      // answers with (CDP Fetch.continueRequest): each hop comes back here and is judged anew.
      if (extra !== undefined && target.origin === extra.origin) {
        return void intercepted.continue({
          headers: { ...intercepted.headers(), ...extra.headers },
        });
      }
      void intercepted.continue();
    });
    const response = await page
      .goto(url, { waitUntil: 'networkidle0', timeout: timeoutMs })
      .catch((error: unknown) => {
        throw renderError(url, error, proxy.refusals, timeoutMs);
      });
    if (response === null) {
      throw new RenderFailure('render_error', `cannot render ${url}: the browser got no answer`);
    }
    const html = await page.content();
    return { html, renderMs: performance.now() - started };
  } finally {
    request.signal?.removeEventListener('abort', abort);
    await browser?.close().catch(() => undefined);
    await proxy.close();
  }
}

function renderError(
  url: string,
  error: unknown,
  refusals: readonly string[],
  timeoutMs: number,
): RenderFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (/timeout/i.test(message)) {
    return new RenderFailure(
      'timeout',
      `cannot render ${url}: the page did not settle within ${timeoutMs} ms`,
    );
  }
  const refusal = refusals[0];
  if (refusal !== undefined) {
    // "host: refused to connect to host (address): loopback address" says the host once.
    const said = refusal.indexOf('refused to connect to ');
    return new RenderFailure(
      'refused_address',
      `cannot render ${url}: ${said >= 0 ? refusal.slice(said) : `refused ${refusal}`}`,
    );
  }
  return new RenderFailure('render_error', `cannot render ${url}: ${message.split('\n')[0]}`);
}
