// A build folder served on 127.0.0.1 (site-dir): the analyzer may fetch exactly its origin, and
// with a production origin reads that origin as the folder, so the checks judge production URLs.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedSiteDir, serveSiteDir } from '../../src/client/site-dir/serve.js';
import { analyzeUrl, ImageWeightCache } from '../../src/server/analyzer/index.js';
import {
  type BuildFolder,
  PRODUCTION,
  page,
  siteFiles,
  writeBuildFolder,
} from '../support/build-folder.js';

let folder: BuildFolder;
let served: ServedSiteDir;
beforeAll(async () => {
  folder = writeBuildFolder(siteFiles('/docs'));
  served = await serveSiteDir({
    dir: folder.dir,
    basePath: '/docs',
    trailingSlash: 'auto',
    spaFallback: null,
  });
});
afterAll(async () => {
  await served.close();
  folder.remove();
});

describe('servedSite', () => {
  it('reads the production origin from the folder: a canonical to it is the page own host', async () => {
    const servedSite = { origin: served.origin, productionOrigin: PRODUCTION };
    const about = await analyzeUrl(`${PRODUCTION}/docs/about`, { servedSite });
    expect(about.failure).toBeNull();
    expect(about.finalUrl).toBe(`${PRODUCTION}/docs/about`);
    expect(about.results.canonical).toMatchObject({
      passed: true,
      value: `${PRODUCTION}/docs/about`,
    });

    const install = await analyzeUrl(`${PRODUCTION}/docs/guide/install`, { servedSite });
    expect(install.results.canonical?.errors).toMatchObject({
      other_host: { host: 'staging.example.com' },
    });
  });

  it('follows the folder redirects as production URLs', async () => {
    const servedSite = { origin: served.origin, productionOrigin: PRODUCTION };
    const guide = await analyzeUrl(`${PRODUCTION}/docs/guide`, { servedSite });
    expect(guide.finalUrl).toBe(`${PRODUCTION}/docs/guide/`);
    expect(guide.results.canonical?.passed).toBe(true);
  });

  it('weighs the folder images in process exactly as over HTTP, and asks HTTP for the rest', async () => {
    const images = writeBuildFolder({
      'index.html': page(
        'Gallery',
        null,
        ['big.jpg', 'small.png', 'logo.svg', 'missing.webp']
          .map((name) => `<img src="/img/${name}" alt="${name}" width="10" height="10">`)
          .join(''),
      ),
      'img/big.jpg': 'j'.repeat(310_000),
      'img/small.png': 'p'.repeat(2_000),
      'img/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(500)}</svg>`,
      '404.html': page('Not found', null),
    });
    const site = await serveSiteDir({
      dir: images.dir,
      basePath: '',
      trailingSlash: 'auto',
      spaFallback: null,
    });
    try {
      const inProcess: string[] = [];
      const head = (target: string) => {
        const answer = site.head(target);
        if (answer !== null) inProcess.push(target);
        return answer;
      };
      const url = `${site.origin}/`;
      const [withHead, overHttp] = await Promise.all([
        analyzeUrl(url, { servedSite: { origin: site.origin, head } }),
        analyzeUrl(url, { servedSite: { origin: site.origin } }),
      ]);
      // Only the files sent as they are: the SVG is compressed text, the missing one a 404.
      expect(inProcess.sort()).toEqual(['/img/big.jpg', '/img/small.png']);
      expect(withHead.results.image_weight).toEqual(overHttp.results.image_weight);
      // With the run's cache: the same weights; the folder's answers in process are asked
      // anew for each page rather than kept (cheaper than the cache's bookkeeping), the rest kept.
      const imageWeights = new ImageWeightCache();
      const cached = { servedSite: { origin: site.origin, head }, imageWeights };
      for (const round of [1, 2]) {
        const page = await analyzeUrl(url, cached);
        expect({ round, weights: page.results.image_weight }).toEqual({
          round,
          weights: overHttp.results.image_weight,
        });
      }
      expect(inProcess.length).toBe(6);
      expect(imageWeights.size).toBe(2);
      expect(withHead.results.image_weight).toMatchObject({
        value: { images: 4, weighed: 3, notWeighed: 1 },
        errors: {
          too_large: [
            { url: `${site.origin}/img/big.jpg`, bytes: 310_000, estimatedSavingBytes: 77_500 },
          ],
        },
      });
    } finally {
      await site.close();
      images.remove();
    }
  });

  it('reads the folder pages in process exactly as over HTTP, the production origin too', async () => {
    const asked: string[] = [];
    const get: NonNullable<ServedSiteDir['get']> = async (target, acceptEncoding) => {
      const answer = await served.get(target, acceptEncoding);
      if (answer !== null) asked.push(target);
      return answer;
    };
    // What differs between two fetches of the same page: the time taken, the random 404 probe.
    const comparable = (analysis: Awaited<ReturnType<typeof analyzeUrl>>) =>
      JSON.parse(
        JSON.stringify({ ...analysis, results: { ...analysis.results, load_time: null } })
          .replace(/\/404-[0-9a-f]{16}/g, '/404-random')
          .replace(/"(loadTimeMs|fetchMs|elapsedMs|analyzeMs)":[0-9.]+/g, '"$1":0'),
      );
    for (const productionOrigin of [undefined, PRODUCTION]) {
      const origin = productionOrigin ?? served.origin;
      for (const path of [
        '/docs/',
        '/docs/about',
        '/docs/guide',
        '/docs/guide/install',
        '/docs/nowhere',
      ]) {
        const site = { origin: served.origin, ...(productionOrigin ? { productionOrigin } : {}) };
        const [inProcess, overHttp] = await Promise.all([
          analyzeUrl(`${origin}${path}`, { servedSite: { ...site, get } }),
          analyzeUrl(`${origin}${path}`, { servedSite: site }),
        ]);
        expect({ path, productionOrigin, analysis: comparable(inProcess) }).toEqual({
          path,
          productionOrigin,
          analysis: comparable(overHttp),
        });
      }
    }
    // Pages, robots.txt, sitemap.xml and the 404 page were read in process; /docs/guide is a
    // redirect, asked over HTTP, and its target read in process.
    expect(asked).toContain('/docs/about');
    expect(asked).toContain('/docs/guide/');
    expect(asked).not.toContain('/docs/guide');
    expect(asked.some((target) => /^\/404-[0-9a-f]{16}$/.test(target))).toBe(true);
  });

  it('allows the served origin alone: no other port of the machine', async () => {
    const other = createServer((_, response) => response.end('<title>other</title>'));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const port = (other.address() as AddressInfo).port;
    try {
      const servedSite = { origin: served.origin };
      const page = await analyzeUrl(`${served.origin}/docs/about`, { servedSite });
      expect(page.failure).toBeNull();
      const refused = await analyzeUrl(`http://127.0.0.1:${port}/`, { servedSite });
      expect(refused.failure?.code).toBe('refused_address');
      const withoutIt = await analyzeUrl(`${served.origin}/docs/about`);
      expect(withoutIt.failure?.code).toBe('refused_address');
    } finally {
      other.close();
    }
  });
});
