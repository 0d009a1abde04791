// A served folder's pages as the URLs an audit asks for: files and sitemap entries, on the
// production origin or the served one, sorted; then capped with the sitemap's under max-pages,
// and worded for the log.
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { INPUT_WORDING } from '../../src/client/app/messages.js';
import { wordsFor } from '../../src/client/app/wording.js';
import { buildUrlList } from '../../src/client/audit/url-list.js';
import { type ServedSiteDir, serveSiteDir } from '../../src/client/site-dir/serve.js';
import { folderSitemap, sitePages } from '../../src/client/site-dir/site-pages.js';
import {
  type BuildFolder,
  PRODUCTION,
  STAGING,
  siteFiles,
  writeBuildFolder,
} from '../support/build-folder.js';

const open: { folder: BuildFolder; served: ServedSiteDir }[] = [];
afterEach(async () => {
  for (const { folder, served } of open.splice(0)) {
    await served.close();
    folder.remove();
  }
});

async function serve(files: Record<string, string | Buffer>) {
  const folder = writeBuildFolder(files);
  const served = await serveSiteDir({
    dir: folder.dir,
    basePath: '',
    trailingSlash: 'auto',
    spaFallback: null,
  });
  open.push({ folder, served });
  return served;
}

/** An app whose routes only its sitemap names, and one entry of another host. */
const SPA_SITEMAP = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>${PRODUCTION}/pricing</loc></url><url><loc>${PRODUCTION}/</loc></url>
<url><loc>${PRODUCTION}/blog/first#top</loc></url><url><loc>${STAGING}/draft</loc></url></urlset>`;

describe('sitePages', () => {
  it('joins the files and the sitemap on the production origin, sorted, without other hosts', async () => {
    const served = await serve({ 'index.html': '<title>app</title>', 'sitemap.xml': SPA_SITEMAP });
    const pages = await sitePages(served, { dir: 'dist', detected: false, siteUrl: PRODUCTION });
    expect(pages.urls).toEqual([
      `${PRODUCTION}/`,
      `${PRODUCTION}/blog/first`,
      `${PRODUCTION}/pricing`,
    ]);
    expect(pages).toMatchObject({ files: 1, fromSitemap: 2, servedAt: served.origin });
  });

  it('takes the entries on the first entry origin without site-url, by path, on the served origin', async () => {
    const served = await serve({ 'index.html': '<title>app</title>', 'sitemap.xml': SPA_SITEMAP });
    const pages = await sitePages(served, { dir: 'dist', detected: false, siteUrl: undefined });
    expect(pages.urls).toEqual(
      ['/', '/blog/first', '/pricing'].map((path) => `${served.origin}${path}`),
    );
  });

  it("keeps the sitemap's own entries for its hygiene, in sitemap order, named as the folder's file", async () => {
    const served = await serve({ 'index.html': '<title>app</title>', 'sitemap.xml': SPA_SITEMAP });
    const production = await sitePages(served, {
      dir: 'dist/',
      detected: false,
      siteUrl: PRODUCTION,
    });
    expect(production.sitemap).toEqual({
      files: ['dist/sitemap.xml'],
      entries: [`${PRODUCTION}/pricing`, `${PRODUCTION}/`, `${PRODUCTION}/blog/first`],
    });
    // Without site-url, at the served folder's URLs, a canonical to production read as its own.
    const local = await sitePages(served, { dir: 'dist', detected: false, siteUrl: undefined });
    expect(local.sitemap).toEqual({
      files: ['dist/sitemap.xml'],
      entries: ['/pricing', '/', '/blog/first'].map((path) => `${served.origin}${path}`),
      alias: { written: PRODUCTION, served: served.origin },
    });
    const none = await serve({ 'index.html': '<title>app</title>' });
    expect(
      (await sitePages(none, { dir: 'dist', detected: false, siteUrl: undefined })).sitemap,
    ).toBeNull();
  });

  it('reads a sitemap index whose sitemaps are named at production URLs from the folder', async () => {
    const served = await serve(siteFiles());
    const pages = await sitePages(served, { dir: 'dist', detected: false, siteUrl: PRODUCTION });
    expect(pages).toMatchObject({ files: 4, fromSitemap: 0 });
  });

  it('fails on a broken sitemap in the folder, naming it', async () => {
    const served = await serve({ 'index.html': 'x', 'sitemap.xml': '<urlset><url>' });
    await expect(
      sitePages(served, { dir: 'dist', detected: false, siteUrl: undefined }),
    ).rejects.toThrowError(`sitemap ${served.origin}/sitemap.xml: is not well-formed XML`);
  });
});

describe("the folder's sitemap read in process", () => {
  /** folderSitemap as it reads the folder, and as it did over HTTP (no answer in process). */
  async function bothWays(files: Record<string, string | Buffer>, siteUrl?: string) {
    const served = await serve(files);
    const asked: string[] = [];
    const inProcess = {
      ...served,
      get: (target: string, acceptEncoding: string) => {
        asked.push(target);
        return served.get(target, acceptEncoding);
      },
    };
    const overHttp = { ...served, get: async () => null };
    const outcome = (reading: Promise<unknown>) =>
      reading.then(
        (sitemap) => ({ sitemap }),
        (error: Error) => ({ error: `${error.name}: ${error.message}` }),
      );
    const request = { dir: 'dist', siteUrl };
    return {
      local: await outcome(folderSitemap(inProcess, request)),
      http: await outcome(folderSitemap(overHttp, request)),
      asked,
      origin: served.origin,
    };
  }

  it('gives the entries the sitemap gives over HTTP, nested sitemaps included', async () => {
    for (const siteUrl of [PRODUCTION, undefined]) {
      const { local, http, asked } = await bothWays(siteFiles(), siteUrl);
      expect(local).toEqual(http);
      expect(local).toMatchObject({ sitemap: { files: ['dist/sitemap.xml'] } });
      expect(asked[0]).toBe('/sitemap.xml');
      expect(asked.length).toBeGreaterThan(1);
    }
  });

  it('fails with the words it fails with over HTTP', async () => {
    const index = (locs: string[]) =>
      `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((loc) => `<sitemap><loc>${loc}</loc></sitemap>`).join('')}</sitemapindex>`;
    const cases: Record<string, string | Buffer>[] = [
      { 'index.html': 'x', 'sitemap.xml': '<urlset><url>' },
      { 'index.html': 'x', 'sitemap.xml': '<rss><channel></channel></rss>' },
      { 'index.html': 'x', 'sitemap.xml': gzipSync('not a sitemap').subarray(0, 12) },
      // A nested sitemap the folder lacks answers 404 (its 404.html): fetched over HTTP.
      {
        'index.html': 'x',
        '404.html': 'missing',
        'sitemap.xml': index([`${PRODUCTION}/sitemap-missing.xml`]),
      },
    ];
    for (const files of cases) {
      const { local, http, origin } = await bothWays(files, PRODUCTION);
      expect(local).toEqual(http);
      expect(local).toMatchObject({
        error: expect.stringContaining(`SitemapError: sitemap ${origin}/`),
      });
    }
  });
});

describe('the folder in the URL list', () => {
  it('comes after urls, shares max-pages with the sitemap input, and says what was left out', async () => {
    const served = await serve({
      'index.html': 'home',
      'a.html': 'a',
      'b/index.html': 'b',
      'c.html': 'c',
    });
    const folder = await sitePages(served, { dir: 'dist', detected: true, siteUrl: PRODUCTION });
    const list = await buildUrlList({
      urls: [`${PRODUCTION}/c`],
      maxPages: 2,
      folder,
    });
    expect(list.urls).toEqual([`${PRODUCTION}/c`, `${PRODUCTION}/`, `${PRODUCTION}/a`]);
    const { notes, warnings } = wordsFor(INPUT_WORDING).urlList(list);
    expect(notes).toEqual([
      `Folder dist (found by site-dir: auto): served at ${served.origin} as ${PRODUCTION}; 4 HTML pages; 2 added to the list.`,
    ]);
    expect(warnings).toEqual(['Folder dist: 1 of its 3 new pages were left out (max-pages: 2).']);
  });
});
