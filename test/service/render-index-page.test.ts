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

  it('ranks the checks that fail on most pages, out of the pages audited, with their fix', () => {
    const problems = html.slice(
      html.indexOf('Problems found on most pages'),
      html.indexOf('<h2>Pages</h2>'),
    );
    expect(problems.indexOf('HSTS header')).toBeLessThan(problems.indexOf('Title'));
    expect(problems.indexOf('Title')).toBeLessThan(problems.indexOf('Favicon'));
    expect(problems).toContain('2 of 2 pages');
    expect(problems).toContain('How to fix:</b> Send Strict-Transport-Security');
  });

  it('lists the pages worst first, linking reports, escaping what services and pages send', () => {
    const rows = html.slice(html.indexOf('<tbody>'), html.indexOf('</tbody>'));
    expect(rows.indexOf('a.test/gone')).toBeLessThan(rows.indexOf('a.test/poor'));
    expect(rows.indexOf('a.test/poor')).toBeLessThan(rows.indexOf('shoes'));
    expect(rows).toContain(
      '<a href="report%20one.html">https://a.test/&lt;b&gt;shoes&lt;/b&gt;</a>',
    );
    expect(rows).toContain('<a class="muted" href="1.json">JSON</a>');
    expect(rows).toContain('the service answered 500: &lt;oops&gt;');
    expect(rows).toContain('>94.3<');
    expect(rows).toContain('3 failed, 1 high');
    expect(rows).not.toContain('<b>shoes');
    // The gone page has no report to link.
    expect(rows).not.toMatch(/<a href="[^"]*">https:\/\/a\.test\/gone/);
  });
});
