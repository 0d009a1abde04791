import { describe, expect, it } from 'vitest';
import { parseRobotsTxt, robotsAllows } from '../../src/shared/robots-txt.js';
import { wildcardMatches } from '../../src/shared/wildcard.js';

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

  it('obeys the groups naming a crawler, merged, and the * groups only without them', () => {
    const text = [
      'User-agent: *',
      'Disallow: /',
      'User-agent: ChairBot/2.1 (+https://chairs.test/bot)',
      'Disallow: /drafts',
      'User-agent: otherbot',
      'Disallow: /other',
      'User-agent: chairbot',
      'Allow: /drafts/public',
    ].join('\n');
    const robots = parseRobotsTxt(text, BASE);
    expect(robotsAllows(robots, '/shop', 'ChairBot').allowed).toBe(true);
    expect(robotsAllows(robots, '/drafts/x', 'chairbot').allowed).toBe(false);
    expect(robotsAllows(robots, '/drafts/public/1', 'CHAIRBOT')).toEqual({
      allowed: true,
      rule: 'Allow: /drafts/public',
    });
    expect(robotsAllows(robots, '/shop', 'unknownbot').allowed).toBe(false);
    expect(robotsAllows(robots, '/shop').allowed).toBe(false);
  });

  it('compares rule lengths in octets of the encoded pattern', () => {
    // "/é" is 3 characters encoded ("/%C3%A9" is 7): it outweighs the 4-octet "/caf".
    const text = 'User-agent: *\nAllow: /caf\nDisallow: /caf\u00e9\n';
    expect(allows(text, '/caf%C3%A9').allowed).toBe(false);
  });

  it('matches wildcards and the end anchor the way RFC 9309 reads them', () => {
    const cases: [string, string, boolean][] = [
      ['/', '/anything', true],
      ['/*.php$', '/index.php', true],
      ['/*.php$', '/index.php?x=1', false],
      ['/*.php', '/a/b.php5', true],
      ['/fish*', '/fish.html', true],
      ['/fish*', '/Fish', false],
      ['/a*b*c$', '/aXbYc', true],
      ['/a*b*c$', '/aXcYb', false],
      ['/a*bc$', '/abcbc', true],
      ['/*$', '/x', true],
      ['/x$', '/x/', false],
      ['/**a', '/ba', true],
      ['*', '', true],
      ['/ab*ab*ab$', '/abab', false],
      ['/ab*ab*ab$', '/ababab', true],
    ];
    for (const [pattern, path, expected] of cases) {
      expect({ pattern, path, matches: wildcardMatches(pattern, path) }).toEqual({
        pattern,
        path,
        matches: expected,
      });
    }
  });

  it('agrees with a backtracking reference on random patterns', () => {
    // The old regular-expression form is right (only slow): compare on small random inputs.
    const reference = (pattern: string, path: string) => {
      const anchored = pattern.endsWith('$');
      const body = (anchored ? pattern.slice(0, -1) : pattern)
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*');
      return new RegExp(`^${body}${anchored ? '$' : ''}`).test(path);
    };
    let seed = 7;
    const pick = (alphabet: string, length: number) =>
      Array.from({ length }, () => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return alphabet[seed % alphabet.length];
      }).join('');
    for (let i = 0; i < 2000; i++) {
      const pattern = `/${pick('ab*', 1 + (i % 6))}${i % 3 === 0 ? '$' : ''}`;
      const path = `/${pick('ab', i % 9)}`;
      expect({ pattern, path, matches: wildcardMatches(pattern, path) }).toEqual({
        pattern,
        path,
        matches: reference(pattern, path),
      });
    }
  });

  it('matches a pattern of many wildcards against a long path in linear time', () => {
    // Twelve wildcards and a near miss: the regular expression this replaced backtracked for
    // longer than two minutes on it.
    const pattern = `/${'*a'.repeat(12)}*b$`;
    const path = `/${'a'.repeat(4000)}`;
    expect(wildcardMatches(pattern, path)).toBe(false);
    expect(wildcardMatches(pattern, `${path}b`)).toBe(true);
  });
});
