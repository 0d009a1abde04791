// Site-level findings over a set of audited pages: duplicates, canonicals and broken internal
// links, from report values shaped as our analyzer and deployed services store them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Report, ReportCheck } from '../../src/client/api/index.js';
import { entryPages, siteFindings, textOf } from '../../src/client/app/site-findings.js';
import type { UrlOutcome } from '../../src/client/audit/types.js';
import { reportWithChecks } from '../support/reports.js';

function check(value: unknown, passed: boolean | null = true): ReportCheck {
  return { passed, importance: 'high', value, errors: null };
}

function page(url: string, checks: Record<string, ReportCheck> | null, error?: string): UrlOutcome {
  const report: Report = {
    ...reportWithChecks('1', checks, url.replace(/^https?:\/\/(www\.)?/, '')),
    score: checks === null ? null : 80,
    grade: checks === null ? null : 'good',
    generationError: error ?? null,
  };
  return {
    url,
    reportId: '1',
    report,
    grade: report.grade,
    score: report.score,
    failure: error ? { kind: 'message', text: error } : null,
    durationMs: 1,
  };
}

const kinds = (outcomes: UrlOutcome[]) => siteFindings(outcomes).map((finding) => finding.kind);

describe('duplicate titles and descriptions', () => {
  it('groups pages whose titles match, ignoring case and whitespace runs', () => {
    const outcomes = [
      page('https://shop.test/a', { title: check('Chairs  and tables') }),
      page('https://shop.test/b', { title: check('chairs and Tables') }),
      page('https://shop.test/c', { title: check('Benches') }),
      page('https://shop.test/d', { title: check('Chairs and tables', false) }),
    ];
    expect(siteFindings(outcomes)).toEqual([
      {
        kind: 'duplicate_title',
        value: 'Chairs and tables',
        pages: ['https://shop.test/a', 'https://shop.test/b', 'https://shop.test/d'],
      },
    ]);
  });

  it('finds forty identical pages as one finding', () => {
    const outcomes = Array.from({ length: 40 }, (_, i) =>
      page(`https://shop.test/p${i}`, {
        title: check('Shop'),
        meta_description: check('The same words everywhere.'),
      }),
    );
    const findings = siteFindings(outcomes);
    expect(findings.map((f) => [f.kind, f.pages.length])).toEqual([
      ['duplicate_title', 40],
      ['duplicate_meta_description', 40],
    ]);
  });

  it('reads phpRank values (strings) and tolerates other shapes, never empty or absent ones', () => {
    expect(textOf(check('Pricing'))).toBe('Pricing');
    expect(textOf(check({ text: ' Pricing ' }))).toBe('Pricing');
    expect(textOf(check(['Pricing', 'Other']))).toBe('Pricing');
    expect(textOf(check(null, false))).toBeNull();
    expect(textOf(check(''))).toBeNull();
    expect(textOf(check(42))).toBeNull();
    expect(textOf(check('not applicable: nothing', null))).toBeNull();
    expect(textOf(undefined)).toBeNull();
    const outcomes = [
      page('https://shop.test/a', { meta_description: check(null, false) }),
      page('https://shop.test/b', { meta_description: check(null, false) }),
      page('https://shop.test/c', null),
      page('https://shop.test/d', null, 'the service failed'),
    ];
    expect(siteFindings(outcomes)).toEqual([]);
  });
});

describe('canonicals', () => {
  it('flags several pages declaring the same canonical', () => {
    const outcomes = [
      page('https://shop.test/chairs?sort=price', { canonical: check('https://shop.test/chairs') }),
      page('https://shop.test/chairs?sort=name', { canonical: check('https://shop.test/chairs') }),
      page('https://shop.test/chairs', { canonical: check('https://shop.test/chairs') }),
    ];
    expect(siteFindings(outcomes)).toEqual([
      {
        kind: 'shared_canonical',
        value: 'https://shop.test/chairs',
        pages: [
          'https://shop.test/chairs?sort=price',
          'https://shop.test/chairs?sort=name',
          'https://shop.test/chairs',
        ],
      },
    ]);
  });

  it('flags pages canonicalised outside the audited list, matching URLs the way services clean them', () => {
    const outcomes = [
      page('https://shop.test/a', { canonical: check('https://other.test/a') }),
      page('https://shop.test/b', { canonical: check({ url: 'https://www.shop.test/b/' }) }),
      page('https://shop.test/c', { canonical: check('https://shop.test/gone') }),
    ];
    expect(siteFindings(outcomes)).toEqual([
      {
        kind: 'canonical_outside_audit',
        value: 'https://other.test/a',
        pages: ['https://shop.test/a'],
      },
      {
        kind: 'canonical_outside_audit',
        value: 'https://shop.test/gone',
        pages: ['https://shop.test/c'],
      },
    ]);
  });

  it('ignores canonicals that are missing, relative or not applicable', () => {
    const outcomes = [
      page('https://shop.test/a', { canonical: check(null, false) }),
      page('https://shop.test/b', { canonical: check('/b') }),
      page('https://shop.test/c', { canonical: check('https://x.test/', null) }),
    ];
    expect(kinds(outcomes)).toEqual([]);
  });
});

describe('internal links to audited pages that answered errors', () => {
  const links = (...internalUrls: string[]) =>
    check({ total: internalUrls.length, internal: internalUrls.length, external: 0, internalUrls });

  it('names the linking pages and the status, from http_status or the failure message', () => {
    const outcomes = [
      page('https://shop.test/', {
        in_page_links: links(
          'https://shop.test/old',
          'https://shop.test/broken',
          'https://shop.test/about',
        ),
      }),
      page('https://shop.test/about', { in_page_links: links('https://www.shop.test/old/') }),
      page('https://shop.test/old', null, 'https://shop.test/old answered HTTP 404'),
      page('https://shop.test/broken', {
        http_status: check({ status: 503, url: 'https://shop.test/broken' }, false),
      }),
    ];
    expect(siteFindings(outcomes)).toEqual([
      {
        kind: 'broken_internal_link',
        value: 'https://shop.test/old',
        pages: ['https://shop.test/', 'https://shop.test/about'],
        status: 404,
      },
      {
        kind: 'broken_internal_link',
        value: 'https://shop.test/broken',
        pages: ['https://shop.test/'],
        status: 503,
      },
    ]);
  });

  it('says nothing when reports carry no links or no page failed with a status', () => {
    const outcomes = [
      page('https://shop.test/', { in_page_links: check({ total: 3, internal: 3, external: 0 }) }),
      page('https://shop.test/old', null, 'https://shop.test/old answered HTTP 404'),
      page('https://shop.test/slow', { in_page_links: links('https://shop.test/timeout') }),
      page('https://shop.test/timeout', null, 'no complete answer within 5000 ms'),
    ];
    expect(kinds(outcomes)).toEqual([]);
  });
});

describe('sitemap hygiene and orphan pages', () => {
  const links = (...paths: string[]) => {
    const internalUrls = paths.map((path) => `https://shop.test${path}`);
    return check({ total: paths.length, internal: paths.length, external: 0, internalUrls });
  };
  const ok = (path: string) => ({
    http_status: check({ status: 200, url: `https://shop.test${path}` }),
    canonical: check(`https://shop.test${path}`),
  });
  const at = (path: string) => `https://shop.test${path}`;
  const sitemap = (...paths: string[]) => ({
    files: ['https://shop.test/sitemap.xml'],
    entries: paths.map(at),
  });
  // One page of each fault, an orphan, and a page the sitemap leaves out.
  const site = [
    page(at('/'), {
      ...ok('/'),
      in_page_links: links('/a', '/noindex', '/blocked', '/moved', '/copy', '/extra'),
    }),
    page(at('/a'), { ...ok('/a'), in_page_links: links('/') }),
    page(at('/gone'), { http_status: check({ status: 404, url: at('/gone') }, false) }),
    page(at('/noindex'), {
      ...ok('/noindex'),
      noindex: check(['noindex'], false),
      in_page_links: links('/'),
    }),
    page(at('/blocked'), {
      ...ok('/blocked'),
      robots: {
        ...check({ rule: 'Disallow: /blocked' }, false),
        errors: { failed: { rule: 'Disallow: /blocked' } },
      },
    }),
    page(at('/moved'), {
      ...ok('/a2'),
      redirects: check({
        count: 1,
        hops: [{ url: at('/moved'), status: 301 }],
        finalUrl: at('/a2'),
      }),
    }),
    page(at('/copy'), { ...ok('/copy'), canonical: check(at('/a')) }),
    page(at('/orphan'), { ...ok('/orphan'), in_page_links: links('/') }),
    page(at('/extra'), { ...ok('/extra'), in_page_links: links('/') }),
  ];
  const entries = ['/', '/a', '/gone', '/noindex', '/blocked', '/moved', '/copy', '/orphan'];

  it('finds each fault of the sitemap once, the page it leaves out, and the orphan', () => {
    const found = siteFindings(site, { sitemap: sitemap(...entries) });
    const value = 'https://shop.test/sitemap.xml';
    expect(found).toEqual([
      // Not a sitemap kind: /copy's canonical is /a's own, as it is meant to be.
      { kind: 'shared_canonical', value: at('/a'), pages: [at('/a'), at('/copy')] },
      { kind: 'sitemap_entry_error', value, pages: [at('/gone')], status: 404 },
      { kind: 'sitemap_entry_redirect', value, pages: [at('/moved')] },
      { kind: 'sitemap_entry_noindex', value, pages: [at('/noindex')] },
      { kind: 'sitemap_entry_blocked', value, pages: [at('/blocked')] },
      { kind: 'sitemap_entry_canonicalised', value, pages: [at('/copy')] },
      { kind: 'missing_from_sitemap', value, pages: [at('/extra')] },
      { kind: 'orphan_page', value, pages: [at('/orphan')] },
    ]);
  });

  it('calls entries left out of the audit not checked, never broken, and then judges no orphan', () => {
    const audited = site.filter((outcome) => outcome.url !== at('/orphan'));
    const found = siteFindings(audited, { sitemap: sitemap(...entries, '/later') });
    expect(found.find((f) => f.kind === 'sitemap_entry_not_checked')?.pages).toEqual([
      at('/orphan'),
      at('/later'),
    ]);
    expect(found.map((f) => f.kind)).not.toContain('orphan_page');
  });

  it('says nothing of a sitemap whose entries are all fine and all linked', () => {
    const outcomes = [
      page(at('/'), { ...ok('/'), in_page_links: links('/a') }),
      page(at('/a'), { ...ok('/a'), in_page_links: links('/') }),
    ];
    expect(siteFindings(outcomes, { sitemap: sitemap('/', '/a') })).toEqual([]);
  });

  it('never calls a home page an orphan: the origin’s root, or a base path’s root', () => {
    // Nothing links back to either home page; the pages below them are still judged.
    const outcomes = [
      page(at('/'), { ...ok('/'), in_page_links: links('/a') }),
      page(at('/a'), { ...ok('/a'), in_page_links: links('/a') }),
      page(at('/b'), { ...ok('/b'), in_page_links: links('/a') }),
    ];
    expect(siteFindings(outcomes, { folderPages: ['/', '/a', '/b'].map(at) })).toEqual([
      { kind: 'orphan_page', value: '', pages: [at('/b')] },
    ]);
    const project = [
      page(at('/docs/'), { ...ok('/docs/'), in_page_links: links('/docs/guide/') }),
      page(at('/docs/guide/'), { ...ok('/docs/guide/'), in_page_links: links('/docs/guide/') }),
      page(at('/docs/api/'), { ...ok('/docs/api/'), in_page_links: links('/docs/guide/') }),
    ];
    const folderPages = ['/docs/', '/docs/guide/', '/docs/api/'].map(at);
    expect(siteFindings(project, { folderPages })).toEqual([
      { kind: 'orphan_page', value: '', pages: [at('/docs/api/')] },
    ]);
  });

  it('finds an orphan among the build folder’s pages, without a sitemap; none without links', () => {
    const outcomes = [
      page(at('/'), { ...ok('/'), in_page_links: links('/a') }),
      page(at('/a'), { ...ok('/a'), in_page_links: links('/') }),
      page(at('/lost'), { ...ok('/lost'), in_page_links: links('/') }),
    ];
    const folderPages = ['/', '/a', '/lost'].map(at);
    expect(siteFindings(outcomes, { folderPages })).toEqual([
      { kind: 'orphan_page', value: '', pages: [at('/lost')] },
    ]);
    // Without a sitemap or a folder, the audited pages alone are no claim of what exists.
    expect(kinds(outcomes)).toEqual([]);
    const noLinks = outcomes.map((outcome) => page(outcome.url, ok(new URL(outcome.url).pathname)));
    expect(siteFindings(noLinks, { folderPages })).toEqual([]);
    // A list of links that may be cut (the first 50 only) is no proof that a page is unlinked.
    const full = Array.from({ length: 50 }, (_, i) => `/p${i}`);
    const cut = [...outcomes];
    cut[0] = page(at('/'), { ...ok('/'), in_page_links: links(...full) });
    expect(siteFindings(cut, { folderPages })).toEqual([]);
  });

  it('reads every internal link from Internals, past the first 50', () => {
    const many = Array.from({ length: 60 }, (_, i) => ({ url: at(`/p${i}`) }));
    const home = page(at('/'), {
      ...ok('/'),
      in_page_links: check({
        internal: 61,
        internalUrls: [],
        Internals: [...many, { url: at('/late') }],
      }),
    });
    const late = page(at('/late'), { ...ok('/late'), in_page_links: links('/') });
    expect(siteFindings([home, late], { folderPages: [at('/'), at('/late')] })).toEqual([]);
  });
});

describe('the sitemap kinds, worded', () => {
  it('names the sitemap, the count of entries and what to do', async () => {
    const { siteFindingText } = await import('../../src/client/app/render/site.js');
    const value = 'https://shop.test/sitemap.xml';
    expect(
      siteFindingText({ kind: 'sitemap_entry_error', value, pages: ['a', 'b'], status: 404 }).text,
    ).toBe(
      '2 entries of the sitemap https://shop.test/sitemap.xml answer HTTP 404: fix them or take them out of the sitemap.',
    );
    expect(siteFindingText({ kind: 'sitemap_entry_not_checked', value, pages: ['a'] }).text).toBe(
      '1 entry of the sitemap https://shop.test/sitemap.xml was not audited (max-pages, or the audit stopped): not checked.',
    );
    expect(siteFindingText({ kind: 'orphan_page', value: '', pages: ['a'] }).text).toBe(
      '1 page is linked from no audited page: link it from a page that belongs with it, or remove it.',
    );
  });
});

describe('entryPages: the pages a site is entered by, never orphans', () => {
  /** The rule read plainly: each origin's root from all its pages first, then each page against it. */
  function entriesByTwoPasses(urls: readonly string[]): Set<string> {
    const pathOf = (url: string) => {
      const parsed = URL.parse(url);
      return parsed === null
        ? null
        : { origin: parsed.origin, path: parsed.pathname.replace(/\/index\.html?$/, '/') };
    };
    const roots = new Map<string, string>();
    for (const url of urls) {
      const page = pathOf(url);
      if (page === null) continue;
      let root = roots.get(page.origin) ?? page.path.replace(/[^/]*$/, '');
      while (!page.path.startsWith(root)) root = root.replace(/[^/]*\/$/, '');
      roots.set(page.origin, root);
    }
    return new Set(
      urls.filter((url) => {
        const page = pathOf(url);
        return page !== null && (page.path === '/' || page.path === roots.get(page.origin));
      }),
    );
  }

  it('finds the home page and the root of a site kept under a base path', () => {
    const docs = ['https://x.test/docs/', 'https://x.test/docs/a/', 'https://x.test/docs/b.html'];
    expect([...entryPages(docs)]).toEqual(['https://x.test/docs/']);
    expect([...entryPages([...docs, 'https://x.test/index.html'])].sort()).toEqual([
      'https://x.test/index.html',
    ]);
    // The root read after its pages, given twice, and on two origins.
    const late = ['https://x.test/docs/a/', 'https://y.test/', 'https://x.test/docs/index.htm'];
    expect([...entryPages([...late, late[2] as string])].sort()).toEqual([
      'https://x.test/docs/index.htm',
      'https://y.test/',
    ]);
  });

  it('gives what reading every page against the final roots gives, in any order', () => {
    const segment = fc.constantFrom('docs', 'a', 'b', 'index.html', 'index.htm', '');
    const url = fc
      .tuple(
        fc.constantFrom('https://x.test', 'https://y.test', 'http://x.test:8080', 'not a url'),
        fc.array(segment, { maxLength: 4 }),
        fc.boolean(),
      )
      .map(([origin, parts, folder]) => `${origin}/${parts.join('/')}${folder ? '/' : ''}`);
    fc.assert(
      fc.property(fc.array(url, { maxLength: 12 }), (urls) => {
        expect([...entryPages(urls)].sort()).toEqual([...entriesByTwoPasses(urls)].sort());
      }),
      { numRuns: 3000 },
    );
  });
});
