// A generated build folder, as a static site generator leaves it, for the site-dir tests: nested
// index.html files, clean URLs, a 404.html, a sitemap index naming its sitemap at production
// URLs, and pages whose canonical points at production (correct) or at staging (wrong).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const PRODUCTION = 'https://www.example.com';
export const STAGING = 'https://staging.example.com';

export interface BuildFolder {
  /** The folder itself (what site-dir names). */
  dir: string;
  /** A folder holding `dir` and things outside it (a secret the server must not give). */
  parent: string;
  remove(): void;
}

/** A page with a title, a description and a canonical at `canonical`. */
export function page(title: string, canonical: string | null, body = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<title>${title} | Example documentation site</title>
<meta name="description" content="${title}: a page of the example documentation site, generated for the site-dir tests.">
<meta name="viewport" content="width=device-width, initial-scale=1">
${canonical === null ? '' : `<link rel="canonical" href="${canonical}">`}
</head><body><h1>${title}</h1><p>${'Static pages built before they deploy. '.repeat(20)}</p>${body}</body></html>
`;
}

/**
 * Files relative to the folder; `basePath` is where the site will be served (/docs), so that its
 * canonicals and sitemap name the production URLs under it.
 */
export function siteFiles(basePath = ''): Record<string, string> {
  const at = (path: string) => `${PRODUCTION}${basePath}${path}`;
  return {
    'index.html': page(
      'Home',
      at('/'),
      `<a href="${at('/about')}">About</a> <a href="guide/">Guide</a>`,
    ),
    'about.html': page('About', at('/about')),
    'guide/index.html': page('Guide', at('/guide/'), '<a href="install">Install</a>'),
    // Staging leaked into the build: the one canonical the audit must flag.
    'guide/install.html': page('Install', `${STAGING}${basePath}/guide/install`),
    '404.html': page('Not found', null),
    'style.css': 'body { font-family: sans-serif; }\n',
    'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <sitemap><loc>${at('/sitemap-pages.xml')}</loc></sitemap>
</sitemapindex>
`,
    'sitemap-pages.xml': `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>${at('/')}</loc></url>
  <url><loc>${at('/about')}</loc></url>
  <url><loc>${at('/guide/')}</loc></url>
  <url><loc>${at('/guide/install')}</loc></url>
  <url><loc>${STAGING}${basePath}/elsewhere</loc></url>
</urlset>
`,
  };
}

export function writeBuildFolder(
  files: Record<string, string | Buffer>,
  name = 'dist',
): BuildFolder {
  const parent = mkdtempSync(join(tmpdir(), 'seo-site-dir-'));
  const dir = join(parent, name);
  mkdirSync(dir);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  writeFileSync(join(parent, 'secret.txt'), 'outside the folder\n');
  return { dir, parent, remove: () => rmSync(parent, { recursive: true, force: true }) };
}
