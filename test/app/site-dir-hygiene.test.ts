// The build folder's own sitemap judged like the sitemap input's (issue 31), in process with the
// embedded analyzer: a generated folder whose sitemap lists a file the folder lacks, a noindex
// page and a page nothing links to, and a page the sitemap leaves out. Every fault is found once,
// with the sitemap named as the folder's file, at production URLs with site-url and at the
// served folder's without it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseJobConfig } from '../../src/client/app/config.js';
import { runJob } from '../../src/client/app/job.js';
import { type BuildFolder, PRODUCTION, page, writeBuildFolder } from '../support/build-folder.js';

const HOME = '<a href="/">Home</a>';

/** Each page names its production URL as canonical, as a generator writes it. */
const FILES: Record<string, string> = {
  'index.html': page(
    'Home',
    `${PRODUCTION}/`,
    '<a href="/about">About</a> <a href="/quiet">Quiet</a> <a href="/extra">Extra</a>',
  ),
  'about.html': page('About', `${PRODUCTION}/about`, HOME),
  // Listed in the sitemap, and kept out of the index: a sitemap_entry_noindex.
  'quiet.html': page('Quiet', null, HOME).replace(
    '</head>',
    '<meta name="robots" content="noindex"></head>',
  ),
  // Listed, linked from no page: an orphan.
  'lonely.html': page('Lonely', `${PRODUCTION}/lonely`, HOME),
  // Linked, indexable, and not in the sitemap: missing_from_sitemap.
  'extra.html': page('Extra', `${PRODUCTION}/extra`, HOME),
  // /gone is listed, and the build wrote no file for it: a 404 entry.
  'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${['/', '/about', '/gone', '/quiet', '/lonely'].map((path) => `  <url><loc>${PRODUCTION}${path}</loc></url>`).join('\n')}
</urlset>
`,
};

let folder: BuildFolder;
beforeAll(() => {
  folder = writeBuildFolder(FILES);
});
afterAll(() => folder.remove());

async function audit(extra: Record<string, string>) {
  const values: Record<string, string> = {
    'site-dir': folder.dir,
    timeout: '120',
    'fail-on': 'never',
    ...extra,
  };
  const config = parseJobConfig((name) => values[name] ?? '');
  const result = await runJob(config, {}, new AbortController().signal);
  if (result.kind !== 'audit') throw new Error(`the job did not audit: ${result.kind}`);
  return result.run;
}

/** The sitemap kinds and orphans found, each with its pages as paths. */
function hygiene(findings: { kind: string; value: string; pages: string[]; status?: number }[]) {
  return findings
    .filter((finding) => /^(sitemap_|missing_from_sitemap|orphan_page)/.test(finding.kind))
    .map((finding) => ({
      kind: finding.kind,
      value: finding.value,
      pages: finding.pages.map((url) => new URL(url).pathname),
      ...(finding.status === undefined ? {} : { status: finding.status }),
    }));
}

describe("site-dir: the folder's own sitemap and its orphans", () => {
  const sitemap = () => `${folder.dir}/sitemap.xml`;
  const expected = () => [
    { kind: 'sitemap_entry_error', value: sitemap(), pages: ['/gone'], status: 404 },
    { kind: 'sitemap_entry_noindex', value: sitemap(), pages: ['/quiet'] },
    { kind: 'missing_from_sitemap', value: sitemap(), pages: ['/extra'] },
    { kind: 'orphan_page', value: sitemap(), pages: ['/lonely'] },
  ];

  it('judges the entries at their production URLs with site-url', async () => {
    const run = await audit({ 'site-url': PRODUCTION });
    expect(hygiene(run.siteFindings)).toEqual(expected());
    const origins = run.siteFindings.flatMap((finding) =>
      finding.pages.map((url) => new URL(url).origin),
    );
    expect(new Set(origins)).toEqual(new Set([PRODUCTION]));
  });

  it('judges them on the served folder without site-url', async () => {
    const run = await audit({});
    expect(hygiene(run.siteFindings)).toEqual(expected());
    const served = new URL(run.result.outcomes[0]?.url ?? '').origin;
    expect(served).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const gone = run.siteFindings.find((finding) => finding.kind === 'sitemap_entry_error');
    expect(gone?.pages).toEqual([`${served}/gone`]);
  });

  it('judges no orphan when a page was left out by max-pages', async () => {
    const run = await audit({ 'site-url': PRODUCTION, 'max-pages': '4' });
    const kinds = run.siteFindings.map((finding) => finding.kind);
    expect(kinds).not.toContain('orphan_page');
    expect(kinds).toContain('sitemap_entry_not_checked');
  });
});
