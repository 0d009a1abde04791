// The served folder's HEAD answers for a page's image URLs given as strings (fetch-resource.ts,
// servedHeadAnswers), which skips parsing a URL with a plain path on the folder's origin or the
// production origin aliased to it: the folder must be asked for exactly the target, and answer
// exactly, as servedHeadAnswer does after URL.parse, for every URL and every alias; and
// weighImages must weigh a page's images in process as one at a time over the general path did.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { describe, expect, it } from 'vitest';
import type { FetchOptions, ServedHead } from '../../src/server/analyzer/net/fetch-resource.js';
import {
  servedHeadAnswer,
  servedHeadAnswers,
} from '../../src/server/analyzer/net/fetch-resource.js';
import { weighImages } from '../../src/server/analyzer/net/image-weights.js';

const SERVED = 'http://127.0.0.1:4173';
const PRODUCTION = 'https://www.example.com';

/** A folder that names, in its answer, the target it was asked for; null for some. */
const echo: ServedHead = (target) =>
  target.includes('none')
    ? null
    : {
        status: 200,
        headers: {
          'content-type': typeFor(target),
          'content-length': String(target.length),
          target,
        },
      };

/** A content type as a server may write it: parameters and capitals for an AVIF, none at all. */
function typeFor(target: string): string {
  if (target.includes('avif')) return ' Image/AVIF ; quality=high';
  return target.includes('untyped') ? ' ' : 'image/png';
}

function options(
  originAlias?: { from: string; to: string },
  extra: Partial<FetchOptions> = {},
): FetchOptions {
  return {
    dispatcher: new Agent(),
    timeoutMs: 1000,
    maxRedirects: 10,
    maxBodyBytes: 0,
    overflow: 'truncate',
    accept: 'image/*',
    method: 'HEAD',
    userAgent: 'test',
    servedSite: { origin: SERVED, head: echo },
    ...(originAlias === undefined ? {} : { originAlias }),
    ...extra,
  };
}

/** Every way a URL's text can be other than plain, on each origin that may matter. */
function tricky(origin: string): string[] {
  const paths = [
    '/img/photo.jpg',
    '/a.b/c~d_e-1.webp',
    '/img/photo.jpg?v=3',
    '/img/photo.jpg?v=3&w=200,h:1;x@y!$()*/?%41-',
    '/img/photo.jpg?',
    "/img/photo.jpg?a='b'",
    '/img/photo.jpg?a b',
    '/img/photo.jpg?a"b<c>',
    '/img/photo.jpg#top',
    '/img/photo.jpg?v=1#top',
    '/img/./photo.jpg',
    '/img/../photo.jpg',
    '/img/%2e%2e/photo.jpg',
    '/img/.%2E/photo.jpg',
    '/img/%2E/photo.jpg',
    '/img//photo.jpg',
    '/img\\photo.jpg',
    '/img/a b.png',
    '/img/a%20b.png',
    '/img/é.png',
    '/img/%C3%A9.png',
    '/img/a"b.png',
    '/img/{x}.png',
    '/img/a\tb.png',
    '/.hidden.png',
    '/img/.hidden.png',
    '/',
    '/none.png',
    '/img/photo.jpg/',
    '/img/photo.jpg ',
    '/.',
    '/..',
    '/a..b',
  ];
  return paths.map((path) => `${origin}${path}`);
}

const URLS = [
  ...tricky(SERVED),
  ...tricky(PRODUCTION),
  ...tricky('http://127.0.0.1:4174'),
  ...tricky('HTTP://127.0.0.1:4173'),
  ...tricky('http://user@127.0.0.1:4173'),
  ...tricky('https://WWW.example.com'),
  ...tricky('https://www.example.com:443'),
  ...tricky('http://www.example.com'),
  ...tricky(`${SERVED}#`),
  ...tricky(`${SERVED}?`),
  'http://127.0.0.1:80/img/photo.jpg',
  'http://127.0.0.1/img/photo.jpg',
  'ftp://127.0.0.1:4173/img/photo.jpg',
  '/img/photo.jpg',
  'not a url',
  `${SERVED}`,
  `${SERVED}img/photo.jpg`,
  `${SERVED}:1/img/photo.jpg`,
  ` ${SERVED}/img/photo.jpg`,
  `${SERVED}/img/photo.jpg\n`,
];

const ALIASES: ({ from: string; to: string } | undefined)[] = [
  undefined,
  { from: PRODUCTION, to: SERVED },
  { from: `${PRODUCTION}/`, to: SERVED },
  { from: 'https://WWW.example.com', to: SERVED },
  { from: PRODUCTION, to: `${SERVED}/docs` },
  { from: PRODUCTION, to: 'http://127.0.0.1:4174' },
  { from: SERVED, to: 'http://127.0.0.1:4174' },
  { from: SERVED, to: SERVED },
  // Not origins: what comes after them is no path of the folder.
  { from: `${SERVED}#`, to: SERVED },
  { from: `${SERVED}?`, to: SERVED },
];

/** What the general path answers: the URL parsed, then servedHeadAnswer. */
function generalAnswer(url: string, fetchOptions: FetchOptions) {
  const parsed = URL.parse(url);
  return parsed === null ? null : servedHeadAnswer(parsed, fetchOptions);
}

describe('servedHeadAnswers', () => {
  it('asks the folder for the target and answers as servedHeadAnswer, for every URL and alias', () => {
    let inProcess = 0;
    // One folder's origin, then another's: what is worked out once for a run is not another's.
    for (const originAlias of ALIASES)
      for (const origin of [SERVED, 'http://127.0.0.1:4174', SERVED]) {
        const fetchOptions = options(originAlias, { servedSite: { origin, head: echo } });
        const answers = servedHeadAnswers(fetchOptions);
        if (answers === null) throw new Error('a folder answering in process has answers');
        for (const url of URLS) {
          const answer = answers(url);
          expect({ origin, originAlias, url, answer }).toEqual({
            origin,
            originAlias,
            url,
            answer: generalAnswer(url, fetchOptions),
          });
          if (answer !== null) inProcess++;
        }
      }
    // The folder answered many of them (the rest are other origins, or its `none` answers).
    expect(inProcess).toBeGreaterThan(ALIASES.length * 3 * 20);
  });

  it('has no answers without a folder answering in process', () => {
    expect(servedHeadAnswers(options(undefined, { servedSite: { origin: SERVED } }))).toBeNull();
    expect(servedHeadAnswers(options(undefined, { servedSite: undefined }))).toBeNull();
  });

  it('throws the reason once the signal aborts, plain URL or not', () => {
    const controller = new AbortController();
    const answers = servedHeadAnswers(options(undefined, { signal: controller.signal }));
    expect(answers?.(`${SERVED}/img/photo.jpg`)?.status).toBe(200);
    controller.abort(new Error('page cancelled'));
    expect(() => answers?.(`${SERVED}/img/photo.jpg`)).toThrow('page cancelled');
    expect(() => answers?.(`${SERVED}/img/a b.png`)).toThrow('page cancelled');
  });
});

describe('weighImages with a folder answering in process', () => {
  it('weighs each image as its answer says, in page order, the rest over HTTP', async () => {
    // The folder's server, for what it does not answer in process.
    const asked: string[] = [];
    const server = createServer((request, response) => {
      asked.push(`${request.method} ${request.url}`);
      response.writeHead(200, { 'content-type': 'image/webp', 'content-length': '7' }).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const served = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const urls = [
        `${PRODUCTION}/img/a.png`,
        `${served}/img/none.png`,
        `${served}/img/a%20b.png?v=2`,
        `${PRODUCTION}/img/none.webp`,
        `${PRODUCTION}/img/./c.png`,
        `${served}/img/d.avif`,
        `${served}/img/untyped`,
      ];
      const fetchOptions = options(
        { from: PRODUCTION, to: served },
        { servedSite: { origin: served, head: echo } },
      );
      const weights = await weighImages({ urls, notAsked: 2 }, fetchOptions, 1000);
      const inProcess = (url: string | undefined, target: string) => ({
        url,
        bytes: target.length,
        status: 200,
        contentType: 'image/png',
      });
      const overHttp = (url: string | undefined) => ({
        url,
        bytes: 7,
        status: 200,
        contentType: 'image/webp',
      });
      expect(weights).toEqual({
        images: [
          inProcess(urls[0], '/img/a.png'),
          overHttp(urls[1]),
          inProcess(urls[2], '/img/a%20b.png?v=2'),
          overHttp(urls[3]),
          inProcess(urls[4], '/img/c.png'),
          { url: urls[5], bytes: '/img/d.avif'.length, status: 200, contentType: 'image/avif' },
          { url: urls[6], bytes: '/img/untyped'.length, status: 200 },
        ],
        notAsked: 2,
      });
      expect(asked.sort()).toEqual(['HEAD /img/none.png', 'HEAD /img/none.webp']);
    } finally {
      server.close();
    }
  });

  it('rejects with the reason when the page is aborted, even with every image in process', async () => {
    const controller = new AbortController();
    controller.abort(new Error('page cancelled'));
    const fetchOptions = options(undefined, { signal: controller.signal });
    await expect(
      weighImages({ urls: [`${SERVED}/img/a.png`], notAsked: 0 }, fetchOptions, 1000),
    ).rejects.toThrow('page cancelled');
  });
});
