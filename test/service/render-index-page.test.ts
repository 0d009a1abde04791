import { describe, expect, it } from 'vitest';
import { readChecks } from '../../src/shared/findings/index.js';
import { type IndexPageEntry, renderIndexPage } from '../../src/shared/pages/render-index-page.js';

const missing = (importance: string) => ({
  passed: false,
  importance,
  value: null,
  errors: { missing: null },
});
const ok = { passed: true, importance: 'high', value: 'x' };

const pages: IndexPageEntry[] = [
  {
    url: 'https://a.test/<b>shoes</b>',
    grade: 'good',
    score: 94.29,
    error: null,
    reportHref: 'report one.html',
    jsonHref: '1.json',
    checks: readChecks({ title: ok, htst: missing('low') }),
  },
  {
    url: 'https://a.test/poor',
    grade: 'bad',
    score: 25.71,
    error: null,
    reportHref: '2.html',
    checks: readChecks({
      title: missing('high'),
      htst: missing('low'),
      favicon: missing('medium'),
    }),
  },
  {
    url: 'https://a.test/gone',
    grade: null,
    score: null,
    error: 'the service answered 500: <oops>',
    reportHref: null,
    checks: null,
  },
];

describe('renderIndexPage', () => {
  const html = renderIndexPage({ pages, generatedAt: '2026-11-23T18:04:05Z' });

  it('gives an overview: average score with one decimal, pages per grade, when', () => {
    expect(html).toContain('SEO audit: 3 pages');
    expect(html).toContain('<b>60</b><span>average score</span>');
    expect(html).toContain(
      '<li class="good">1 good</li><li class="decent">0 decent</li><li class="bad">1 bad</li><li class="error">1 without result</li>',
    );
    expect(html).toContain('Audited 23 November 2026 at 18:04 UTC');
    expect(renderIndexPage({ pages: pages.slice(0, 1) })).toContain('SEO audit: 1 page<');
  });

  it('draws the score distribution in ten bands, without remote scripts or images', () => {
    expect(html.match(/<div class="col"/g)).toHaveLength(10);
    expect(html).toContain('title="1 page scored 20 to 29"');
    expect(html).toContain('title="1 page scored 90 to 100"');
    expect(html).not.toMatch(/<script[^>]+src|<img|<link|https?:\/\/(?!a\.test)/);
  });

  it('lists the errors first (pages without a result, checks at error), then warnings and notices', () => {
    const errors = html.slice(html.indexOf('<h2>Errors</h2>'), html.indexOf('<h2>Warnings'));
    // The page without a result, then Title (an error by default when missing).
    expect(errors.indexOf('a.test/gone')).toBeLessThan(errors.indexOf('Title'));
    expect(errors).toContain('the service answered 500: &lt;oops&gt;');
    expect(errors).toContain('1 of 2 pages');
    expect(errors).toContain('<span class="badge error">error</span>');
    expect(errors).not.toContain('HSTS header');
    const notices = html.slice(html.indexOf('<details class="notice">'));
    expect(notices).toContain('Notices (2 checks)');
    // HSTS failed on both audited pages: before the favicon, on one.
    expect(notices.indexOf('HSTS header')).toBeLessThan(notices.indexOf('Favicon'));
    expect(notices).toContain('2 of 2 pages');
    expect(notices).toContain('How to fix:</b> Send Strict-Transport-Security');
    // Each check names the pages it failed on, linking their reports.
    const hsts = notices.slice(
      notices.indexOf('HSTS header'),
      notices.indexOf('data-check', notices.indexOf('HSTS header')),
    );
    expect(hsts).toContain(
      '<a href="report%20one.html">https://a.test/&lt;b&gt;shoes&lt;/b&gt;</a>',
    );
    expect(hsts).toContain('<a href="2.html">https://a.test/poor</a>');
  });

  it('lists the pages without a result and with errors first, linking reports, escaping what services and pages send', () => {
    const rows = html.slice(html.indexOf('<tbody>'), html.indexOf('</tbody>'));
    expect(rows.indexOf('a.test/gone')).toBeLessThan(rows.indexOf('a.test/poor'));
    expect(rows.indexOf('a.test/poor')).toBeLessThan(rows.indexOf('shoes'));
    expect(rows).toContain(
      '<a href="report%20one.html">https://a.test/&lt;b&gt;shoes&lt;/b&gt;</a>',
    );
    expect(rows).toContain('<a class="muted" href="1.json">JSON</a>');
    expect(rows).toContain('the service answered 500: &lt;oops&gt;');
    expect(rows).toContain('>94.3<');
    expect(rows).toContain('<span class="error">1 error</span><div class="issues">Title</div>');
    expect(rows).not.toContain('<b>shoes');
    // The gone page has no report to link.
    expect(rows).not.toMatch(/<a href="[^"]*">https:\/\/a\.test\/gone/);
  });

  it('puts a page with an error before a page with a lower score and none', () => {
    const noindex = { passed: false, importance: 'high', value: true, errors: { noindex: null } };
    const page = (url: string, score: number, checks: Record<string, unknown>): IndexPageEntry => ({
      url,
      grade: score >= 80 ? 'good' : 'bad',
      score,
      error: null,
      reportHref: null,
      checks: readChecks(checks),
    });
    const rows = renderIndexPage({
      pages: [
        page('https://a.test/low', 30, { favicon: missing('medium') }),
        page('https://a.test/hidden', 95, { noindex }),
      ],
    });
    const body = rows.slice(rows.indexOf('<tbody>'));
    expect(body.indexOf('a.test/hidden')).toBeLessThan(body.indexOf('a.test/low'));
    expect(rows.slice(0, rows.indexOf('<h2>Warnings'))).toContain('Indexing allowed (noindex)');
  });

  it('shows every failed check, however many pages it is on: none summed up as others', () => {
    const keys = [
      'title',
      'meta_description',
      'headings',
      'favicon',
      'language',
      'htst',
      'sitemap',
      'social',
      'doctype',
      'charset',
      'inline_css',
      'http2',
      'dom_size',
      'noindex',
    ];
    const many: IndexPageEntry[] = keys.map((_key, i) => ({
      url: `https://a.test/${i}`,
      grade: 'decent',
      score: 60,
      error: null,
      reportHref: `${i}.html`,
      // Page i fails the checks up to its own: the first on every page, the last on one.
      checks: readChecks(
        Object.fromEntries(keys.slice(0, i + 1).map((k) => [k, missing('medium')])),
      ),
    }));
    const page = renderIndexPage({ pages: many });
    const listed = [...page.matchAll(/data-check="([^"]+)"/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual([...keys].sort());
    expect(page).not.toMatch(/other checks?/);
    // More than five pages under a check are folded into a list, all of them there.
    const start = page.indexOf('data-check="title"');
    const title = page.slice(start, page.indexOf('data-check=', start + 1));
    expect(title).toContain('<summary>The 14 pages</summary>');
    expect(title.match(/<li><a href=/g)).toHaveLength(14);
  });

  it('takes the severities of the run when given: a rule can make a check an error, or accept it', () => {
    const withRules = renderIndexPage({
      pages: [
        { ...(pages[0] as IndexPageEntry), severities: { htst: 'error' } },
        // title and favicon accepted (absent); htst a warning here.
        { ...(pages[1] as IndexPageEntry), severities: { htst: 'warning' } },
      ],
    });
    const errors = withRules.slice(
      withRules.indexOf('<h2>Errors</h2>'),
      withRules.indexOf('<h2>Warnings'),
    );
    const warnings = withRules.slice(
      withRules.indexOf('<h2>Warnings'),
      withRules.indexOf('<details'),
    );
    // Listed at each level it failed at, counting the pages at that level.
    expect(errors).toContain('HSTS header');
    expect(errors).toContain('1 of 2 pages');
    expect(errors).toContain('<a href="report%20one.html">');
    expect(errors).not.toContain('Title');
    expect(warnings).toContain('HSTS header');
    expect(warnings).toContain('<a href="2.html">');
    expect(warnings).not.toContain('report%20one');
    const accepted = withRules.slice(withRules.indexOf('<details class="off">'));
    expect(accepted).toContain('Accepted by your rules (2 checks)');
    expect(accepted).toContain('Title');
    expect(accepted).toContain('Favicon');
  });

  it('shows the findings across the pages, linking the pages, escaped', () => {
    const withSite = renderIndexPage({
      pages,
      siteFindings: [
        {
          text: '2 pages share the title "<Shoes>": give each page its own title.',
          pages: ['https://a.test/poor', 'https://other.test/"><x>'],
        },
      ],
    });
    const site = withSite.slice(
      withSite.indexOf('Across the pages (1)'),
      withSite.indexOf('<h2>Pages</h2>'),
    );
    expect(site).toContain('share the title &quot;&lt;Shoes&gt;&quot;');
    expect(site).toContain('<a href="2.html">https://a.test/poor</a>');
    expect(site).toContain('<li>https://other.test/&quot;&gt;&lt;x&gt;</li>');
    // Before the page table; nothing when there are none.
    expect(withSite.indexOf('Across the pages')).toBeLessThan(withSite.indexOf('<table'));
    expect(html).not.toContain('Across the pages');
  });
});
