// In-process cost of weighing a served build folder's images (image_weight's HEAD of each image,
// answered without a connection: weighImages -> ServedSiteDir.head), as `seo-report audit --dir`
// does for every page: no analysis, no HTTP. Prints this thread's CPU an image, per round.
//   node --experimental-transform-types --no-warnings --import ./scripts/ts-hooks.mjs \
//     bench/site/image-head-micro.ts [--dir /tmp/seo-report-bench-site-v2-2000] [--rounds 5]
//     [--production https://www.example.com]
// --production: the pages' images are named on the site's production origin, as with --site-url
// (each is then aliased to the served origin).
// The pages' images are the <img src> of each page file, resolved against its URL.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Agent } from 'undici';
import { serveSiteDir } from '../../src/client/site-dir/serve.js';
import type { FetchOptions } from '../../src/server/analyzer/net/fetch-resource.js';
import { weighImages } from '../../src/server/analyzer/net/image-weights.js';
import { cpuNow } from '../service/micro-support.js';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: '/tmp/seo-report-bench-site-v2-2000' },
    rounds: { type: 'string', default: '5' },
    production: { type: 'string', default: '' },
  },
});
const dir = values.dir;
const conventions = { basePath: '', trailingSlash: 'auto', spaFallback: null } as const;

/** Each page's distinct image URLs on `origin`, as the analyzer's worker hands them over. */
function pagesImages(pages: string[], origin: string): string[][] {
  return pages.map((page) => {
    const file = page.endsWith('/') ? `${page}index.html` : `${page}.html`;
    const html = readFileSync(join(dir, file), 'utf8');
    const base = new URL(page, origin);
    const urls = new Set<string>();
    for (const match of html.matchAll(/<img[^>]*?\ssrc="([^"]+)"/g))
      urls.add(new URL(match[1] as string, base).href);
    return [...urls].slice(0, 40);
  });
}

const rounds = Number(values.rounds);
const dispatcher = new Agent();
for (let round = 0; round < rounds; round++) {
  // A new server a round: its folder lookup starts empty, as a run's does.
  const served = await serveSiteDir({ dir, ...conventions });
  const named = values.production || served.origin;
  const pages = pagesImages(served.pages, named);
  const options: FetchOptions = {
    dispatcher,
    timeoutMs: 5000,
    maxRedirects: 10,
    maxBodyBytes: 5_000_000,
    overflow: 'fail',
    accept: 'text/html',
    userAgent: 'bench',
    servedSite: { origin: served.origin, head: served.head },
    ...(values.production ? { originAlias: { from: named, to: served.origin } } : {}),
  };
  let images = 0;
  let weighed = 0;
  const started = cpuNow();
  for (const urls of pages) {
    const result = await weighImages({ urls, notAsked: 0 }, options, 1_000_001);
    images += urls.length;
    weighed += result.images.filter((image) => image.bytes !== null).length;
  }
  const cpuMs = cpuNow() - started;
  await served.close();
  console.log(
    JSON.stringify({
      round,
      pages: pages.length,
      images,
      weighed,
      microsecondsAnImage: Number(((cpuMs * 1000) / images).toFixed(2)),
    }),
  );
}
await dispatcher.close();
