// The run's cache of image weights (image_weight): an image shown on many pages is asked for
// once, counted on a real server on 127.0.0.1; pages whose fetch rules would get another answer
// for the same URL (the address policy, the folder served for the audit, extra headers) never
// share one; a bounded lifetime on a fake clock, bounded entries; a failing image remembered as
// failing; a stopped page's request not kept; and results the same as without the cache.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { type Analysis, analyzeUrl, ImageWeightCache } from '../../src/server/analyzer/index.js';
import { waitUntil } from '../support/wait-until.js';
import { type Handler, html, localOptions, startServer, type TestServer } from './support.js';

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** An image of `bytes` bytes that answers HEAD with its length, as static hosts do. */
function image(bytes: number, type = 'image/png'): Handler {
  return (request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(200, { 'content-type': type, 'content-length': String(bytes) });
    response.end(request.method === 'HEAD' ? undefined : Buffer.alloc(bytes, 1));
  };
}

/** Page `n`: the site's logo, a photo of its own, and a photo that does not exist. */
function page(n: number, logo = '/logo.png'): string {
  return `<!doctype html><html lang="en"><head><title>Page ${n} of the chair workshop site</title></head>
<body><h1>Page ${n}</h1><img src="${logo}" alt="logo"><img src="/photo/${n}.jpg"><img src="/missing.png"></body></html>`;
}

async function site(logoBytes = 350_000): Promise<TestServer> {
  const server = await startServer({
    '/logo.png': image(logoBytes),
    '/missing.png': (_request, response) => response.writeHead(404).end(),
    '*': (request, response) => {
      const path = request.url ?? '';
      const photo = /^\/photo\/(\d+)\.jpg$/.exec(path);
      if (photo) return image(10_000 + Number(photo[1]), 'image/jpeg')(request, response);
      const match = /^\/page\/(\d+)$/.exec(path);
      if (match) return html(page(Number(match[1])))(request, response);
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    },
  });
  servers.push(server);
  return server;
}

const asked = (server: TestServer, path: string) =>
  server.requests.filter((requested) => requested === path).length;

/** What may differ between two analyses of the same page: the fetch time, the random probe. */
function comparable(analysis: Analysis) {
  const results = structuredClone(analysis.results);
  if (results.load_time) results.load_time.value = null;
  return JSON.parse(JSON.stringify(results).replace(/\/404-[0-9a-f]{16}/g, '/404-random'));
}

describe('the image weight cache', () => {
  it('weighs an image shown on many pages once, and judges every page as without it', async () => {
    const server = await site();
    // Thirty pages at once on a busy machine: a request that timed out, or a page slower than
    // load_time allows, in one run and not in the other would make the two differ for a reason
    // that is not the cache.
    const patient = { timeoutMs: 30_000, limits: { maxLoadTimeMs: 600_000 } };
    const cached = localOptions({ ...patient, imageWeights: new ImageWeightCache() });
    const paths = Array.from({ length: 20 }, (_, n) => `/page/${n}`);
    // Ten at once (the first request is shared while in flight), then ten one after another.
    const withCache = await Promise.all(
      paths.slice(0, 10).map((p) => analyzeUrl(server.url(p), cached)),
    );
    for (const path of paths.slice(10)) withCache.push(await analyzeUrl(server.url(path), cached));
    expect(asked(server, '/logo.png')).toBe(1);
    expect(asked(server, '/missing.png')).toBe(1);
    // Each page's own photo is weighed for it.
    for (let n = 0; n < 20; n++) expect(asked(server, `/photo/${n}.jpg`)).toBe(1);

    const without = await Promise.all(
      paths.map((path) => analyzeUrl(server.url(path), localOptions(patient))),
    );
    expect(asked(server, '/logo.png')).toBe(21);
    for (const [i, analysis] of withCache.entries()) {
      expect(analysis.failure).toBeNull();
      expect(analysis.score).toBe(without[i]?.score);
      expect(comparable(analysis)).toEqual(comparable(without[i] as Analysis));
    }
    // Not vacuous: the shared logo is over budget on every page, the photos differ.
    expect(withCache[3]?.results.image_weight?.errors).toEqual({
      too_large: [{ url: server.url('/logo.png'), bytes: 350_000, estimatedSavingBytes: 91_000 }],
    });
    expect(withCache[3]?.results.image_weight?.value).toMatchObject({ bytes: 350_000 + 10_003 });
  });

  it('never lends a weight to a page whose address policy refuses the image', async () => {
    const server = await site();
    // The logo lives on another local server: reachable with the private network allowed, and
    // refused to a page whose only allowed origin is the folder served for its audit.
    const elsewhere = await startServer({ '/logo.png': image(120_000) });
    servers.push(elsewhere);
    const logo = `http://127.0.0.1:${elsewhere.port}/logo.png`;
    server.routes['/page/1'] = html(page(1, logo));
    server.routes['/page/2'] = html(page(2, logo));
    const imageWeights = new ImageWeightCache();
    const open = await analyzeUrl(server.url('/page/1', '127.0.0.1'), {
      allowPrivateNetwork: true,
      imageWeights,
    });
    const origin = new URL(server.url('/', '127.0.0.1')).origin;
    const guarded = await analyzeUrl(server.url('/page/2', '127.0.0.1'), {
      servedSite: { origin },
      imageWeights,
    });
    expect(open.results.image_weight?.value).toMatchObject({ weighed: 2, bytes: 120_000 + 10_001 });
    // The logo stays unweighed for the guarded page: refused, not taken from the cache.
    expect(guarded.results.image_weight?.value).toMatchObject({ weighed: 1, notWeighed: 2 });
    expect(elsewhere.requests).toEqual(['/logo.png']);
  });

  it('keeps apart the folders served for two audits of the same production site', async () => {
    // Two build folders of www.example.com (a branch and main, say): the same production URL of
    // the logo is a different file in each.
    const small = await site(40_000);
    const large = await site(700_000);
    const imageWeights = new ImageWeightCache();
    const production = 'https://www.example.com';
    const audit = (server: TestServer) =>
      analyzeUrl(`${production}/page/1`, {
        servedSite: {
          origin: new URL(server.url('/', '127.0.0.1')).origin,
          productionOrigin: production,
        },
        imageWeights,
      });
    const fromSmall = await audit(small);
    const fromLarge = await audit(large);
    expect(fromSmall.results.image_weight?.passed).toBe(true);
    expect(fromLarge.results.image_weight?.errors).toMatchObject({
      too_large: [{ url: `${production}/logo.png`, bytes: 700_000 }],
    });
    expect([asked(small, '/logo.png'), asked(large, '/logo.png')]).toEqual([1, 1]);
  });

  it('keeps apart pages sent with other extra headers', async () => {
    const server = await site();
    // A protected preview: the logo answers only to the right token.
    server.routes['/logo.png'] = (request, response) => {
      if (request.headers['x-preview-token'] !== 'right') return response.writeHead(401).end();
      image(350_000)(request, response);
    };
    const imageWeights = new ImageWeightCache();
    const judged = async (token: string | null, n: number) =>
      (
        await analyzeUrl(
          server.url(`/page/${n}`),
          localOptions({
            imageWeights,
            ...(token === null ? {} : { headers: { 'x-preview-token': token } }),
          }),
        )
      ).results.image_weight?.value;
    expect(await judged('right', 1)).toMatchObject({ weighed: 2 });
    expect(await judged('wrong', 2)).toMatchObject({ weighed: 1 });
    expect(await judged(null, 3)).toMatchObject({ weighed: 1 });
    expect(await judged('right', 4)).toMatchObject({ weighed: 2 });
    expect(asked(server, '/logo.png')).toBe(3);
  });

  it('weighs again once a weight is older than its lifetime', async () => {
    const server = await site();
    let clock = 1_000_000;
    const options = localOptions({
      imageWeights: new ImageWeightCache({ ttlMs: 60_000, now: () => clock }),
    });
    await analyzeUrl(server.url('/page/1'), options);
    clock += 59_999;
    await analyzeUrl(server.url('/page/2'), options);
    expect(asked(server, '/logo.png')).toBe(1);
    // The logo is replaced by a lighter one; the next page past the lifetime sees it.
    server.routes['/logo.png'] = image(50_000);
    clock += 1;
    const after = await analyzeUrl(server.url('/page/3'), options);
    expect(asked(server, '/logo.png')).toBe(2);
    expect(after.results.image_weight?.passed).toBe(true);
  });

  it('remembers an image that got no answer as unweighed, like the pages before', async () => {
    const server = await site();
    server.routes['/logo.png'] = (request) => request.socket.destroy();
    const options = localOptions({ imageWeights: new ImageWeightCache() });
    const first = await analyzeUrl(server.url('/page/1'), options);
    const second = await analyzeUrl(server.url('/page/2'), options);
    expect(asked(server, '/logo.png')).toBe(1);
    for (const analysis of [first, second]) {
      expect(analysis.results.image_weight?.value).toMatchObject({ weighed: 1, notWeighed: 2 });
    }
  });

  it('holds at most maxImages weights, dropping the least recently used', async () => {
    const server = await site();
    const imageWeights = new ImageWeightCache({ maxImages: 3 });
    const options = localOptions({ imageWeights });
    // Each page: the logo, its photo, the missing image; the logo is used by every page.
    for (let n = 0; n < 4; n++) await analyzeUrl(server.url(`/page/${n}`), options);
    expect(imageWeights.size).toBe(3);
    // Photos 0 to 2 went out; the logo and the missing image stayed in use, but only three fit.
    await analyzeUrl(server.url('/page/0'), options);
    expect(asked(server, '/photo/0.jpg')).toBe(2);
    expect(imageWeights.size).toBe(3);
  });

  it('keys a context by a short name: the same for the same context, never for another', () => {
    const cache = new ImageWeightCache();
    const context = (n: number) => JSON.stringify(['public', [], null, null, 'agent', 10, n]);
    const first = cache.contextKey(context(1));
    expect(cache.contextKey(context(1))).toBe(first);
    expect(first.length).toBeLessThan(context(1).length);
    const names = new Set([first]);
    // Many more contexts than it names at once: each gets a name no other context had, the
    // first one too once its name was forgotten.
    for (let n = 2; n <= 600; n++) names.add(cache.contextKey(context(n)));
    expect(names.size).toBe(600);
    expect(names.has(cache.contextKey(context(1)))).toBe(false);
    expect(cache.contextKey(context(600))).toBe(cache.contextKey(context(600)));
  });

  it('holds at most maxBytes of weights', async () => {
    const server = await site();
    const imageWeights = new ImageWeightCache({ maxBytes: 1500 });
    const options = localOptions({ imageWeights });
    for (let n = 0; n < 6; n++) await analyzeUrl(server.url(`/page/${n}`), options);
    // A few hundred bytes an entry: the 1,500 bytes hold a handful of the 8 images seen.
    expect(imageWeights.size).toBeGreaterThan(0);
    expect(imageWeights.size).toBeLessThan(6);
  });

  it("a stopped page's request is not kept: a page still waiting weighs under its own signal", async () => {
    const server = await site();
    let logoAsked = 0;
    let release: () => void = () => undefined;
    server.routes['/logo.png'] = (request, response) => {
      logoAsked += 1;
      // The first request answers only once the first page is stopped.
      if (logoAsked === 1) release = () => response.destroy();
      else image(350_000)(request, response);
    };
    const imageWeights = new ImageWeightCache();
    const stop = new AbortController();
    const stopped = analyzeUrl(
      server.url('/page/1'),
      localOptions({ imageWeights, signal: stop.signal }),
    );
    await waitUntil(() => logoAsked === 1);
    const waiting = analyzeUrl(server.url('/page/2'), localOptions({ imageWeights }));
    await waitUntil(() => server.requests.includes('/photo/2.jpg'));
    stop.abort(new Error('stopped'));
    release();
    await expect(stopped).rejects.toThrow('stopped');
    const analysis = await waiting;
    expect(analysis.results.image_weight?.errors).toMatchObject({
      too_large: [{ url: server.url('/logo.png'), bytes: 350_000 }],
    });
    expect(logoAsked).toBe(2);
  });
});
