// The folder's list of pages (serve.ts, listPages): every HTML file, sorted, hidden entries and
// links out of the folder skipped, whichever way a folder is read: small folders (a page's) are
// listed at once, large ones (a site's images) one entry at a time. A large folder is made of
// real files here, so that both ways are taken on the file system the tests run on.
import { mkdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteConventions } from '../../src/client/site-dir/conventions.js';
import { listPages } from '../../src/client/site-dir/serve.js';
import { type BuildFolder, writeBuildFolder } from '../support/build-folder.js';

const folders: BuildFolder[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) folder.remove();
});

const AUTO: SiteConventions = { basePath: '', trailingSlash: 'auto', spaFallback: null };

/** A folder whose entries take more room on disk than a small folder's (32 KiB). */
const IMAGES = 3_000;

/** A build folder: pages, hidden ones, links in and out, and a folder of images with pages in it. */
function buildFolder(): BuildFolder {
  const folder = writeBuildFolder({
    'index.html': 'home',
    'about.html': 'about',
    '404.html': 'missing',
    'guide/index.html': 'guide',
    'guide/install.html': 'install',
    '.hidden.html': 'hidden file',
    '.git/index.html': 'hidden folder',
    'css/site.css': 'body{}',
  });
  folders.push(folder);
  const images = join(folder.dir, 'img');
  mkdirSync(images);
  for (let index = 0; index < IMAGES; index++)
    writeFileSync(join(images, `photo-of-the-workshop-${index}.jpg`), '');
  // Pages among the images, a hidden one, a folder and links: the large folder's way too.
  writeFileSync(join(images, 'gallery.html'), 'gallery');
  writeFileSync(join(images, '.draft.html'), 'hidden');
  mkdirSync(join(images, 'album'));
  writeFileSync(join(images, 'album', 'index.html'), 'album');
  symlinkSync(join(folder.dir, 'guide'), join(images, 'guide-link'));
  symlinkSync(join(folder.dir, 'about.html'), join(images, 'about-link.html'));
  symlinkSync(folder.parent, join(images, 'up'));
  writeFileSync(join(folder.parent, 'outside.html'), 'outside');
  symlinkSync(join(folder.parent, 'outside.html'), join(images, 'outside-link.html'));
  // The same kinds of entry in a small folder.
  symlinkSync(join(folder.dir, 'guide'), join(folder.dir, 'docs'));
  symlinkSync(folder.parent, join(folder.dir, 'parent'));
  symlinkSync(join(folder.parent, 'outside.html'), join(folder.dir, 'outside.html'));
  return folder;
}

describe('listPages', () => {
  it('finds every HTML file in small and large folders, sorted, and skips hidden entries and links out', () => {
    const folder = buildFolder();
    // Both ways of reading a folder are taken (on file systems whose folders grow on disk).
    expect(statSync(join(folder.dir, 'img')).size).toBeGreaterThan(32 * 1024);
    expect(statSync(join(folder.dir, 'guide')).size).toBeLessThanOrEqual(32 * 1024);
    expect(listPages(folder.dir, AUTO)).toEqual([
      '/',
      '/about',
      '/docs/',
      '/docs/install',
      '/guide/',
      '/guide/install',
      '/img/about-link',
      '/img/album/',
      '/img/gallery',
      '/img/guide-link/',
      '/img/guide-link/install',
    ]);
  });

  it('lists the same pages on every run, whatever order the folder gives', () => {
    const folder = buildFolder();
    const first = listPages(folder.dir, AUTO);
    expect(listPages(folder.dir, { ...AUTO, trailingSlash: 'always' })).toEqual(
      first.map((page) => (page.endsWith('/') ? page : `${page}/`)),
    );
    expect(listPages(folder.dir, AUTO)).toEqual(first);
  });
});
