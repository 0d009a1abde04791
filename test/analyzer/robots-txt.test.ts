import { describe, expect, it } from 'vitest';
import { parseRobotsTxt, robotsAllows } from '../../src/analyzer/robots-txt.js';

const BASE = 'https://chairs.test/robots.txt';

function allows(text: string, path: string) {
  return robotsAllows(parseRobotsTxt(text, BASE), path);
}

describe('robots.txt', () => {
  it('applies only the groups for every crawler', () => {
    const text = 'User-agent: Googlebot\nDisallow: /\n\nUser-agent: *\nDisallow: /private/\n';
    expect(allows(text, '/chairs').allowed).toBe(true);
    expect(allows(text, '/private/x')).toEqual({ allowed: false, rule: 'Disallow: /private/' });
  });

  it('merges a group that names several agents, and starts a new group after rules', () => {
    const text = 'User-agent: a\nUser-agent: *\nDisallow: /x\nUser-agent: b\nDisallow: /y\n';
    expect(allows(text, '/x').allowed).toBe(false);
    expect(allows(text, '/y').allowed).toBe(true);
  });

  it('lets the longest matching rule win, and allow win a tie', () => {
    const text =
      'User-agent: *\nDisallow: /shop\nAllow: /shop/chairs\nAllow: /same\nDisallow: /same\n';
    expect(allows(text, '/shop/tables').allowed).toBe(false);
    expect(allows(text, '/shop/chairs/oak')).toEqual({
      allowed: true,
      rule: 'Allow: /shop/chairs',
    });
    expect(allows(text, '/same').allowed).toBe(true);
  });

  it('understands * and $', () => {
    const text = 'User-agent: *\nDisallow: /*.pdf$\nDisallow: /*?session=\n';
    expect(allows(text, '/docs/a.pdf').allowed).toBe(false);
    expect(allows(text, '/docs/a.pdf.html').allowed).toBe(true);
    expect(allows(text, '/page?session=3').allowed).toBe(false);
  });

  it('treats an empty Disallow as no rule, and ignores comments and unknown lines', () => {
    const text = '# hello\nUser-agent: * # all\nDisallow:\nCrawl-delay: 10\nnonsense\n';
    expect(allows(text, '/anything')).toEqual({ allowed: true, rule: null });
  });

  it('matches raw UTF-8 patterns against percent-encoded paths', () => {
    const text = 'User-agent: *\nDisallow: /café\n';
    expect(allows(text, '/caf%C3%A9/menu').allowed).toBe(false);
  });

  it('collects Sitemap lines from anywhere, resolved against the file', () => {
    const robots = parseRobotsTxt(
      'Sitemap: /a.xml\nUser-agent: *\nSitemap: https://cdn.test/b.xml\r\n',
      BASE,
    );
    expect(robots.sitemaps).toEqual(['https://chairs.test/a.xml', 'https://cdn.test/b.xml']);
  });
});
