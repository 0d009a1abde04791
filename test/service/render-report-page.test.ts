import { describe, expect, it } from 'vitest';
import { renderReportPage } from '../../src/service/index.js';

const report = {
  id: 7,
  url: 'example.com/<script>alert(1)</script>',
  project: 'a & b',
  result: 'decent',
  score: 61.5,
  generated_at: '2026-03-01T10:00:00.000000Z',
  results: {
    title: { passed: true, importance: 'high', category: 'seo', value: '<b>Title</b>' },
    meta_description: {
      passed: false,
      importance: 'high',
      category: 'seo',
      value: null,
      errors: { missing: null },
    },
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
    expect(html).not.toContain('"x"');
  });

  it('is self-contained: inline CSS, no scripts, no external assets', () => {
    const html = renderReportPage(report);
    expect(html).toMatch(/<style>/);
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\//i);
  });

  it('shows score and grade, groups checks by category with failures first', () => {
    const html = renderReportPage(report);
    expect(html).toContain('>62<');
    expect(html).toContain('decent');
    const seo = html.slice(html.indexOf('<h2>SEO'), html.indexOf('<h2>Performance'));
    expect(seo).toContain('2 failed of 3');
    expect(seo.indexOf('Meta description')).toBeLessThan(seo.indexOf('Title'));
    expect(seo.indexOf('Headings')).toBeLessThan(seo.indexOf('Title'));
    expect(html.indexOf('<h2>SEO')).toBeLessThan(html.indexOf('<h2>Performance'));
    expect(html.indexOf('<h2>Performance')).toBeLessThan(html.indexOf('<h2>Security'));
    expect(html).toContain('HSTS');
    expect(html).toContain('Not applicable');
  });

  it('accepts the deployed shape: numeric result, no categories', () => {
    const html = renderReportPage({
      url: 'example.com',
      result: '83',
      results: { title: { passed: true, importance: 'high', value: 'x' } },
    });
    expect(html).toContain('>83<');
    expect(html).toContain('good');
    expect(html).toContain('Other checks');
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
});
