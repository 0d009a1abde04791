// image_weight over real HTTP on 127.0.0.1: each distinct image asked once by HEAD, a GET capped
// where HEAD is refused, at most 40 images, and never an address the analyzer's policy refuses.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeUrl } from '../../src/server/analyzer/index.js';
import { MAX_IMAGES_WEIGHED } from '../../src/server/analyzer/net/image-weights.js';
import { type Handler, html, localOptions, startServer, type TestServer } from './support.js';

// Made at test time: a 13.5 MB and a 6.7 MB "PNG", as in the issue, never committed.
const HERO = Buffer.alloc(13_500_000, 1);
const TEAM = Buffer.alloc(6_700_000, 2);
const SMALL = Buffer.alloc(20_000, 3);

const methods: string[] = [];

function image(bytes: Buffer, type: string, how: { refuseHead?: boolean } = {}): Handler {
  return (request: IncomingMessage, response: ServerResponse) => {
    methods.push(`${request.method} ${request.url}`);
    if (request.method === 'HEAD' && how.refuseHead) {
      response.writeHead(405, { allow: 'GET' }).end();
      return;
    }
    response.writeHead(200, { 'content-type': type, 'content-length': String(bytes.length) });
    // Node leaves the body out of a HEAD answer; on GET the whole image is offered.
    response.end(request.method === 'HEAD' ? undefined : bytes);
  };
}

let server: TestServer;
let elsewhere: TestServer;
beforeAll(async () => {
  elsewhere = await startServer({ '*': image(SMALL, 'image/png') });
  const many = Array.from({ length: MAX_IMAGES_WEIGHED + 5 }, (_, i) => `<img src="/s${i}.webp">`);
  server = await startServer({
    '/': html(
      [
        '<title>Handmade oak chairs from our workshop</title>',
        '<img src="/hero.png" width="800" height="600">',
        '<img src="/hero.png#again">',
        '<picture><source type="image/webp" srcset="/team.webp 1x"><img src="/team.png"></picture>',
        '<img src="/small.webp">',
        '<noscript><img src="/never.png"></noscript>',
        `<img src="http://127.0.0.1:${elsewhere.port}/secret.png">`,
      ].join(''),
    ),
    '/many': html(many.join('')),
    '/hero.png': image(HERO, 'image/png'),
    '/team.webp': image(TEAM, 'image/webp', { refuseHead: true }),
    '/small.webp': image(SMALL, 'image/webp'),
    '/never.png': image(HERO, 'image/png'),
    '*': (request, response) => {
      if (/^\/s\d+\.webp$/.test(request.url ?? '')) image(SMALL, 'image/webp')(request, response);
      else response.writeHead(404).end();
    },
  });
});
afterAll(async () => {
  await server.close();
  await elsewhere.close();
});

describe('image_weight over HTTP', () => {
  it('finds both heavy images once each, the page over budget, and nothing else', async () => {
    methods.length = 0;
    // Only the test server's own origin may be dialled: the image on another port must not be.
    const origin = new URL(server.url('/', '127.0.0.1')).origin;
    const analysis = await analyzeUrl(`${origin}/`, { servedSite: { origin }, timeoutMs: 3000 });
    const result = analysis.results.image_weight;
    expect(result?.passed).toBe(false);
    expect(result?.errors).toEqual({
      too_large: [
        { url: `${origin}/hero.png`, bytes: 13_500_000, estimatedSavingBytes: 3_510_000 },
        { url: `${origin}/team.webp`, bytes: 6_700_000 },
      ],
      total_too_large: { bytes: 20_220_000, max: 1_000_000 },
    });
    expect(result?.value).toMatchObject({ images: 4, weighed: 3, notWeighed: 1 });
    // One HEAD per distinct image; a GET only where HEAD was refused; no <noscript> copy.
    expect(methods.sort()).toEqual(
      ['GET /team.webp', 'HEAD /hero.png', 'HEAD /small.webp', 'HEAD /team.webp'].sort(),
    );
    expect(elsewhere.requests).toEqual([]);
  });

  it('weighs at most the first 40 distinct images and counts the rest', async () => {
    const analysis = await analyzeUrl(server.url('/many'), localOptions());
    const result = analysis.results.image_weight;
    expect(result?.passed).toBe(true);
    expect(result?.value).toMatchObject({
      images: MAX_IMAGES_WEIGHED + 5,
      weighed: MAX_IMAGES_WEIGHED,
      notWeighed: 5,
    });
  });

  it('asks for no image in the phprank profile, which does not run the check', async () => {
    methods.length = 0;
    const analysis = await analyzeUrl(server.url('/'), localOptions({ checks: 'phprank' }));
    expect(analysis.results.image_weight).toBeUndefined();
    expect(methods).toEqual([]);
  });
});
