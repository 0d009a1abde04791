import { describe, expect, it } from 'vitest';
import { Frontier, type FrontierOptions } from '../../src/client/crawl/frontier.js';
import { htmlLinks, reportLinks } from '../../src/client/crawl/links.js';
import { patternMatches } from '../../src/client/crawl/patterns.js';
import { parseRobotsTxt, robotsAllows } from '../../src/shared/robots-txt.js';
import { reportWithChecks } from '../support/reports.js';

const SITE = 'https://shop.test';

function frontier(options: Partial<FrontierOptions> = {}): Frontier {
  return new Frontier({
    maxPages: 100,
    include: [],
    exclude: [],
    samples: [],
    keepQuery: false,
    origins: new Set([SITE]),
    ...options,
  });
}

/** Hands out every waiting URL, as paths. */
function drain(queue: Frontier): string[] {
  const out: string[] = [];
  for (let url = queue.next(); url !== undefined; url = queue.next()) {
    const parsed = new URL(url);
    out.push(`${parsed.pathname}${parsed.search}`);
  }
  return out;
}

/** A breadth-first walk of `site` (path -> links) from `/`, one page at a time. */
function walk(site: Record<string, string[]>, queue: Frontier): string[] {
  queue.seed(`${SITE}/`);
  const order: string[] = [];
  for (let url = queue.next(); url !== undefined; url = queue.next()) {
    const path = new URL(url).pathname;
    order.push(path);
    for (const link of site[path] ?? []) queue.offer(link, url);
  }
  return order;
}

describe('Frontier', () => {
  it('hands pages out breadth first: every page of a level before the next level', () => {
    const site = {
      '/': ['/a', '/b'],
      '/a': ['/a/1', '/a/2', '/'],
      '/b': ['/b/1', '/a'],
      '/a/1': ['/a/1/x'],
      '/b/1': [],
    };
    expect(walk(site, frontier())).toEqual(['/', '/a', '/b', '/a/1', '/a/2', '/b/1', '/a/1/x']);
  });

  it('keys URLs the way the audit does: no page twice, whatever its form', () => {
    const queue = frontier({ origins: new Set([SITE, 'http://shop.test']) });
    expect(queue.seed(`${SITE}/`)).toBe('queued');
    for (const variant of [
      SITE,
      `${SITE}/#top`,
      `${SITE}:443/`,
      'http://shop.test/',
      `${SITE}/?utm_source=x`,
    ])
      expect(queue.offer(variant)).toBe('seen');
    expect(queue.offer('/p', `${SITE}/`)).toBe('queued');
    expect(queue.offer('/p#section', `${SITE}/`)).toBe('seen');
    expect(queue.found).toBe(2);
    expect(drain(queue)).toEqual(['/', '/p']);
  });

  it('drops query strings unless asked to keep them', () => {
    const dropped = frontier();
    for (const href of ['/list?page=1', '/list?page=2', '/list']) dropped.offer(href, SITE);
    expect(drain(dropped)).toEqual(['/list']);
    const kept = frontier({ keepQuery: true });
    for (const href of ['/list?page=1', '/list?page=2', '/list', '/list?page=1#x'])
      kept.offer(href, SITE);
    expect(drain(kept)).toEqual(['/list?page=1', '/list?page=2', '/list']);
  });

  it('cuts fragments and dropped queries from the text: a bare one is the page it is on', () => {
    const queue = frontier();
    // "#top" and "?page=2" on a page whose own URL has a query: that page, without its query.
    expect(queue.offer('#top', `${SITE}/list?sort=new`)).toBe('queued');
    expect(queue.offer('?page=2', `${SITE}/list?sort=new`)).toBe('seen');
    // The scheme in any case is absolute: the base is not used, and the cache answers next time.
    expect(queue.offer('HTTPS://shop.test/Case#x', `${SITE}/elsewhere/`)).toBe('queued');
    expect(queue.offer('HTTPS://shop.test/Case?utm=1')).toBe('seen');
    // One slash is not an absolute URL: resolved against the base, as a browser does.
    expect(queue.offer('https:/shop.test/one-slash', `${SITE}/`)).toBe('queued');
    expect(drain(queue)).toEqual(['/list', '/Case', '/shop.test/one-slash']);
    const kept = frontier({ keepQuery: true });
    expect(kept.offer('#top', `${SITE}/list?sort=new`)).toBe('queued');
    expect(kept.offer('/list?sort=new#a')).toBe('seen');
    expect(drain(kept)).toEqual(['/list?sort=new']);
  });

  it('leaves out other origins, files that are not pages and what is not http(s)', () => {
    const queue = frontier();
    expect(queue.offer('https://elsewhere.test/')).toBe('other_origin');
    expect(queue.offer('http://shop.test/a')).toBe('other_origin');
    expect(queue.offer('https://cdn.shop.test/a')).toBe('other_origin');
    expect(queue.offer('/guide.PDF', SITE)).toBe('non_html');
    expect(queue.offer('/img/logo.png?v=2', SITE)).toBe('non_html');
    expect(queue.offer('/archive.tar.gz', SITE)).toBe('non_html');
    expect(queue.offer('mailto:team@shop.test')).toBe('seen');
    expect(queue.offer('javascript:void(0)')).toBe('seen');
    expect(queue.offer('/v1.2/notes', SITE)).toBe('queued');
    expect(queue.leftOut).toMatchObject({ other_origin: 3, non_html: 3 });
    // Each URL is judged once: the same one again is only "seen".
    expect(queue.offer('https://elsewhere.test/')).toBe('seen');
    expect(queue.leftOut.other_origin).toBe(3);
  });

  it('follows the origins listed besides the site', () => {
    const queue = frontier({ origins: new Set([SITE, 'https://docs.shop.test']) });
    expect(queue.offer('https://docs.shop.test/start')).toBe('queued');
  });

  it('applies exclude, then include, to the pages found but not to the URLs given', () => {
    const queue = frontier({ include: ['/docs/*', '/'], exclude: ['/docs/old/*'] });
    expect(queue.seed(`${SITE}/pricing`)).toBe('queued');
    expect(queue.offer('/docs/start', SITE)).toBe('queued');
    expect(queue.offer('/docs/old/start', SITE)).toBe('exclude');
    expect(queue.offer('/blog/post', SITE)).toBe('exclude');
    expect(queue.offer('/', SITE)).toBe('queued');
    expect(queue.leftOut.exclude).toBe(2);
  });

  it('takes at most the sample of each template, first come first taken', () => {
    const queue = frontier({ samples: [{ pattern: '/blog/*', max: 2 }] });
    const answers = ['/blog/a', '/blog/b', '/blog/c', '/about', '/blog/d'].map((path) =>
      queue.offer(path, SITE),
    );
    expect(answers).toEqual(['queued', 'queued', 'sample', 'queued', 'sample']);
    expect(queue.leftOut.sample).toBe(2);
  });

  it('obeys robots.txt for the pages found, never for the URLs given', () => {
    const robots = parseRobotsTxt(
      'User-agent: *\nDisallow: /private\nAllow: /private/open\n',
      `${SITE}/robots.txt`,
    );
    const queue = frontier({
      robotsAllow: (url) => robotsAllows(robots, `${url.pathname}${url.search}`).allowed,
    });
    expect(queue.seed(`${SITE}/private/given`)).toBe('queued');
    expect(queue.offer('/private/secret', SITE)).toBe('robots');
    expect(queue.offer('/private/open/page', SITE)).toBe('queued');
    expect(queue.leftOut.robots).toBe(1);
  });

  it('admits at most max-pages, given URLs first, and counts the rest', () => {
    const queue = frontier({ maxPages: 3 });
    queue.seed(`${SITE}/`);
    queue.seed(`${SITE}/given`);
    const answers = ['/a', '/b', '/c', '/d'].map((path) => queue.offer(path, SITE));
    expect(answers).toEqual(['queued', 'max_pages', 'max_pages', 'max_pages']);
    expect(queue.admittedCount).toBe(3);
    // A page handed out that turns out not to be HTML frees its place.
    drain(queue);
    queue.release('non_html');
    expect(queue.offer('/e', SITE)).toBe('queued');
    expect(queue.leftOut).toMatchObject({ max_pages: 3, non_html: 1 });
  });

  it('refuses URLs the service would refuse', () => {
    const queue = frontier();
    expect(queue.offer(`https://user:pw@shop.test/a`)).toBe('other');
    expect(queue.offer(`/${'a'.repeat(3000)}`, SITE)).toBe('other');
  });
});

describe('patternMatches', () => {
  it('matches paths and queries, or whole URLs, with * for any run', () => {
    const url = new URL('https://shop.test/blog/2026/post?x=1');
    expect(patternMatches('/blog/*', url)).toBe(true);
    expect(patternMatches('/blog', url)).toBe(false);
    expect(patternMatches('/blog/*/post', url)).toBe(false);
    expect(patternMatches('/blog/*/post?*', url)).toBe(true);
    expect(patternMatches('https://shop.test/blog/*', url)).toBe(true);
    expect(patternMatches('https://other.test/*', url)).toBe(false);
  });
});

describe('links', () => {
  it('reads the lists of deployed services, ours, and PHP lists sent as objects', () => {
    const deployed = reportWithChecks('1', {
      in_page_links: {
        passed: true,
        importance: 'medium',
        errors: null,
        value: {
          Internals: { 0: { url: 'https://shop.test/a', text: 'A' }, 3: { url: '/b', text: 'B' } },
          Externals: [{ url: 'https://elsewhere.test/', text: 'E' }],
        },
      },
    });
    expect(reportLinks(deployed)).toEqual(['https://shop.test/a', '/b', 'https://elsewhere.test/']);
    const older = reportWithChecks('1', {
      in_page_links: {
        passed: true,
        importance: 'medium',
        errors: null,
        value: { total: 1, internal: 1, external: 0, internalUrls: ['https://shop.test/c'] },
      },
    });
    expect(reportLinks(older)).toEqual(['https://shop.test/c']);
    // An object whose keys are not all indexes is one link, not a list: its text is no target.
    const single = reportWithChecks('1', {
      in_page_links: {
        passed: true,
        importance: 'medium',
        errors: null,
        value: { Internals: { url: 'https://shop.test/d', text: 'D' }, Externals: [' /e '] },
      },
    });
    expect(reportLinks(single)).toEqual(['/e']);
  });

  it('says when a report lists no links, so the crawler reads the page itself', () => {
    const counts = reportWithChecks('1', {
      in_page_links: { passed: true, importance: 'medium', errors: null, value: { total: 3 } },
    });
    expect(reportLinks(counts)).toBeNull();
    expect(reportLinks(reportWithChecks('1', {}))).toBeNull();
    expect(reportLinks(null)).toBeNull();
  });

  it('reads a page: a and area links, resolved against base, http(s) only', () => {
    const html =
      '<html><head><base href="https://shop.test/docs/"></head><body>' +
      '<a href="intro">x</a><AREA HREF="/map"><a href="mailto:x@y.test">m</a>' +
      '<a href="https://elsewhere.test/#x">e</a><a>none</a><a href="?q=1&amp;r=2">q</a></body></html>';
    expect(htmlLinks(html, 'https://shop.test/')).toEqual([
      'https://shop.test/docs/intro',
      'https://shop.test/map',
      'https://elsewhere.test/#x',
      'https://shop.test/docs/?q=1&r=2',
    ]);
  });
});
