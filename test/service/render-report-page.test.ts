import { describe, expect, it } from 'vitest';
import { renderReportPage } from '../../src/server/service/index.js';
import {
  renderMessagePage,
  renderPasswordPage,
} from '../../src/shared/pages/render-report-page.js';
import { SAMPLE_RESULTS } from './helpers.js';

const report = {
  id: 7,
  url: 'example.com/<script>alert(1)</script>',
  project: 'a & b',
  result: 'decent',
  score: 61.5,
  generated_at: '2026-03-01T10:00:00.000000Z',
  results: {
    title: { passed: true, importance: 'high', category: 'seo', value: '<b>Title</b>' },
    meta_description: SAMPLE_RESULTS.meta_description,
    headings: { passed: false, importance: 'high', category: 'seo', value: { h1: ['"x"'] } },
    load_time: { passed: true, importance: 'medium', category: 'performance', value: 0.4 },
    htst: { passed: null, importance: 'low', category: 'security', value: null },
  },
};

describe('renderReportPage', () => {
  it('escapes every text that comes from the API or the page', () => {
    const html = renderReportPage(report);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Title</b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('a &amp; b');
    expect(html).toContain('&quot;');
    expect(html).not.toContain('"x"');
  });

  it('is self-contained: inline CSS, no scripts, no external assets', () => {
    const html = renderReportPage(report);
    expect(html).toMatch(/<style>/);
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\//i);
    // The one URL with a scheme is the link to the audited page, an <a>, never loaded.
    const linked = renderReportPage(report, { auditedUrl: 'https://example.com/' });
    expect(linked).not.toMatch(/<script|<link|src=/i);
    expect(linked.match(/="https?:\/\//g)).toHaveLength(1);
  });

  it('shows the score with one decimal, the grade and a human date', () => {
    const html = renderReportPage(report);
    expect(html).toContain('<b>61.5</b>');
    expect(html).toContain('decent');
    expect(html).toContain('Audited 1 March 2026 at 10:00 UTC');
    expect(html).not.toContain('2026-03-01T10:00');
  });

  it('lists failed checks by importance with evidence, why and fix; folds the rest', () => {
    const html = renderReportPage(report);
    const toFix = html.slice(html.indexOf('What to fix (2)'), html.indexOf('<details>'));
    expect(toFix).toContain('<h3>Meta description</h3>');
    expect(toFix).toContain('The page has no meta description.');
    expect(toFix).toContain('Why it matters:');
    expect(toFix).toContain('How to fix:</b> Add one &lt;meta name=&quot;description&quot;&gt;');
    // A failed check without errors still gets a sentence from its value.
    expect(toFix).toContain('<h3>Headings</h3>');
    expect(toFix.indexOf('Meta description')).toBeLessThan(toFix.indexOf('Headings'));
    expect(toFix).not.toContain('Title');
    const folded = html.slice(html.indexOf('<details>'));
    expect(folded).toContain('Passed checks (2)');
    expect(folded).toContain('Load time</span> <span class="muted">· The page loaded in 400 ms.');
    expect(folded).toContain('Not checked (1)');
    expect(folded).toContain('HSTS header');
  });

  it('says so when every check passed', () => {
    const html = renderReportPage({
      url: 'example.com',
      score: 100,
      results: { title: { passed: true, importance: 'high', value: 'Shoes' } },
    });
    expect(html).toContain('Every check passed');
    expect(html).not.toContain('What to fix');
  });

  it('accepts the deployed shape: numeric result, no categories, phpRank error key', () => {
    const html = renderReportPage({
      url: 'example.com',
      result: '83.33',
      results: {
        title: { passed: true, importance: 'high', value: 'x' },
        page_size: {
          passed: false,
          importance: 'medium',
          value: 412000,
          error: { too_large: { max: 330000 } },
        },
      },
    });
    expect(html).toContain('<b>83.3</b>');
    expect(html).toContain('good');
    expect(html).toContain('The page weighs 412 KB; the limit is 330 KB.');
  });

  it('says when a report is still being generated or failed', () => {
    expect(renderReportPage({ url: 'a.test', result: null, state: 'pending' })).toContain(
      'being generated',
    );
    const failed = renderReportPage({
      url: 'a.test',
      state: 'failed',
      error: { code: 'timeout', message: 'took <too> long' },
    });
    expect(failed).toContain('could not be generated: took &lt;too&gt; long');
  });

  // Where the report page and the client once read a report differently (issue 27): the page
  // now reads it with the client's reader (src/shared/report).
  it('reads a report as the client does: 1/0 and "true"/"false" pass and fail, result before score', () => {
    const html = renderReportPage({
      url: 'example.com',
      result: 90,
      score: 10,
      results: {
        title: { passed: 1, importance: 'high', value: 'x' },
        meta_description: {
          passed: 'false',
          importance: 'high',
          value: null,
          errors: { missing: null },
        },
      },
    });
    expect(html).toContain('<b>90</b><small>good</small>');
    expect(html).toContain('What to fix (1)');
    expect(html).toContain('<h3>Meta description</h3>');
    expect(html).toContain('Passed checks (1)');
  });

  it('words a failure without a reason once, and a generated report without a score', () => {
    const bare = renderReportPage({ url: 'a.test', state: 'failed' });
    expect(bare).toContain('<p class="notice failed">The report could not be generated.</p>');
    expect(renderReportPage({ url: 'a.test', state: 'failed', error: 'no answer' })).toContain(
      'could not be generated: no answer',
    );
    const old = renderReportPage({ url: 'a.test', result: null, generated_at: '2026-03-01' });
    expect(old).toContain('The service sent no score for this report.');
    expect(old).not.toContain('being generated');
  });

  describe('order, links and what heads the page', () => {
    const longTitle = 'A title of sixty-one characters, far too long for a result..';
    const results = {
      // Notice by default (low importance): folded, never among what to fix.
      htst: { passed: false, importance: 'low', value: null, errors: { missing: null } },
      // Warning: the title's length.
      title: {
        passed: false,
        importance: 'high',
        value: longTitle,
        errors: { length: { min: 1, max: 60, length: 61 } },
      },
      favicon: { passed: false, importance: 'medium', value: null, errors: { missing: null } },
      // Error: the page asks not to be indexed. Last in the report, first on the page.
      noindex: { passed: false, importance: 'high', value: true, errors: { noindex: null } },
      charset: { passed: true, importance: 'medium', value: 'utf-8' },
    };
    const page = (options = {}, input: Record<string, unknown> = {}) =>
      renderReportPage({ id: 4, url: 'shop.test/shoes', results, ...input }, options);
    const headings = (html: string) =>
      [...html.matchAll(/<h3>([^<]+)<\/h3>/g)].map((match) => match[1]);

    it('lists errors, then warnings, to fix; notices folded apart', () => {
      const html = page();
      expect(html).toContain('What to fix (2)');
      expect(headings(html)).toEqual([
        'Indexing allowed (noindex)',
        'Title',
        // In the folded notices, after what to fix.
        'Favicon',
        'HSTS header',
      ]);
      const toFix = html.slice(html.indexOf('What to fix'), html.indexOf('<details'));
      expect(toFix).toContain('Errors (1)');
      expect(toFix).toContain('Warnings (1)');
      expect(toFix).not.toContain('Favicon');
      expect(toFix).not.toContain('HSTS');
      expect(html).toMatch(/<details class="notice">\n<summary>Notices \(2\)<\/summary>/);
      expect(html).toContain('<div class="card failed"><b>1</b><span>error</span></div>');
    });

    it('takes the severities the run gave: a rule can raise a notice or accept a check', () => {
      // favicon raised to error; title and htst absent: accepted by the rules.
      const html = page({ severities: { noindex: 'error', favicon: 'error' } });
      expect(headings(html)).toEqual([
        'Indexing allowed (noindex)',
        'Favicon',
        'Title',
        'HSTS header',
      ]);
      expect(html).toContain('Errors (2)');
      expect(html).not.toContain('Warnings (');
      expect(html).toMatch(/<details class="off">\n<summary>Accepted by your rules \(2\)/);
    });

    it('heads the page with its full URL, links it and the index, and names the report only in small', () => {
      const html = page({ auditedUrl: 'https://shop.test/shoes', indexHref: 'index.html' });
      expect(html).toContain('<h1>https://shop.test/shoes</h1>');
      expect(html).toContain('<title>SEO report: https://shop.test/shoes</title>');
      expect(html).toContain(
        '<a class="visit" href="https://shop.test/shoes" rel="nofollow noopener">Open the page ↗</a>',
      );
      expect(html).toContain(
        '<nav class="crumbs"><a href="index.html">← All pages of this audit</a></nav>',
      );
      expect(html.indexOf('<nav class="crumbs">')).toBeLessThan(html.indexOf('<h1>'));
      expect(html).not.toMatch(/<h1>[^<]*Report #/);
      expect(html).toContain('<footer>Report #4. ');
    });

    it('without an index (the service), no link back; the URL from the report when it has one', () => {
      const html = page(
        {},
        {
          results: {
            ...results,
            seo_friendly_url: {
              passed: true,
              importance: 'high',
              value: 'https://shop.test/shoes',
            },
          },
        },
      );
      expect(html).not.toContain('<nav');
      expect(html).toContain('<h1>https://shop.test/shoes</h1>');
      expect(html).toContain('href="https://shop.test/shoes" rel="nofollow noopener"');
      // No full URL anywhere: the URL as stored, and no link guessed from it.
      const bare = page();
      expect(bare).toContain('<h1>shop.test/shoes</h1>');
      expect(bare).not.toContain('Open the page');
    });

    it('never makes a link of a hostile URL, and escapes quotes', () => {
      for (const hostile of [
        'javascript:alert(1)',
        'JavaScript://a.test/%0aalert(1)',
        'data:text/html,<x>',
      ]) {
        const html = page({ auditedUrl: hostile }, { url: hostile });
        expect(html, hostile).not.toMatch(/href="(?!index)[^"]*"/i);
        expect(html, hostile).not.toContain('Open the page');
        expect(html, hostile).not.toContain('<x>');
      }
      const quoted = page({
        auditedUrl: 'https://shop.test/"onmouseover="alert(1)"<b>',
        indexHref: 'a"b.html',
      });
      expect(quoted).not.toContain('"onmouseover');
      expect(quoted).toContain(
        'href="https://shop.test/&quot;onmouseover=&quot;alert(1)&quot;&lt;b&gt;" rel="nofollow noopener"',
      );
      expect(quoted).toContain(
        '<h1>https://shop.test/&quot;onmouseover=&quot;alert(1)&quot;&lt;b&gt;</h1>',
      );
      expect(quoted).toContain('href="a&quot;b.html"');
    });
  });

  it('gives the message and password pages the same shell and escaping as the report', () => {
    const message = renderMessagePage('Not <here>', 'a & "b"');
    expect(message).toContain('<title>Not &lt;here&gt;</title>');
    expect(message).toContain('<meta name="robots" content="noindex">');
    expect(message).toContain('<p>a &amp; &quot;b&quot;</p>');
    const prompt = renderPasswordPage('/r/1?x="y"', true);
    expect(prompt).toContain('action="/r/1?x=&quot;y&quot;"');
    expect(prompt).toContain('The password is not correct.');
    expect(prompt).not.toMatch(/<script/);
  });
});
