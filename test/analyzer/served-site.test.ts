// A build folder served on 127.0.0.1 (site-dir): the analyzer may fetch exactly its origin, and
// with a production origin reads that origin as the folder, so the checks judge production URLs.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedSiteDir, serveSiteDir } from '../../src/client/site-dir/serve.js';
import { analyzeUrl } from '../../src/server/analyzer/index.js';
import {
  type BuildFolder,
  PRODUCTION,
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
