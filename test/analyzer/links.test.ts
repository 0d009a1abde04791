// The link checks of the full profile, counterparts of Lighthouse's "Links have descriptive text"
// and "Links are crawlable" (issue 28), on documents built here.
import { describe, expect, it } from 'vitest';
import type { AnalyzerOptions, CheckResult } from '../../src/server/analyzer/index.js';
import { analyzeAt, checkAt, fails } from './documents.js';

const PHPRANK: AnalyzerOptions = { checks: 'phprank' };
const PAGE_URL = 'https://chairs.test/oak/chair';

const check = (key: string, html: string) => checkAt(PAGE_URL, key, html);
const passes = (result: CheckResult) => {
  expect(result.errors).toBeUndefined();
  expect(result.passed).toBe(true);
};

describe('link_text', () => {
  it('catches generic link texts in several languages, and links with no name', () => {
    const html =
      '<html lang="en"><a href="/oak">Click here</a><a href="/ash">Read more »</a>' +
      '<a href="/teak"> </a><a href="/beech"><img src="b.webp" alt=""></a>';
    const result = check('link_text', html);
    fails(result, {
      generic: [
        { href: 'https://chairs.test/oak', text: 'Click here' },
        { href: 'https://chairs.test/ash', text: 'Read more »' },
      ],
      empty: ['https://chairs.test/teak', 'https://chairs.test/beech'],
    });
    expect(result).toMatchObject({ importance: 'low', category: 'seo' });
    for (const [lang, text] of [
      ['de', 'Weiterlesen'],
      ['fr', 'En savoir plus'],
      ['es', 'Leer más'],
      ['pt', 'Saiba mais'],
      ['it', 'Scopri di più'],
      ['nl', 'Lees meer'],
    ]) {
      expect(check('link_text', `<html lang="${lang}"><a href="/a">${text}</a>`).passed).toBe(
        false,
      );
    }
  });
  it('passes descriptive links, and links named by an image alt or aria-label', () => {
    const html =
      '<a href="/oak">Oak chairs made by hand</a><a href="/ash"><img src="a.webp" alt="Ash stool"></a>' +
      '<a href="/cart" aria-label="Your basket"><svg></svg></a>' +
      '<a href="#top">here</a><a href="javascript:void(0)">more</a><a href="/x" rel="nofollow">here</a>';
    const result = check('link_text', html);
    passes(result);
    expect(result.value).toEqual({ links: 3, generic: 0, empty: 0 });
  });
});

describe('crawlable_links', () => {
  it('catches javascript: links and <a> driven by a click handler without a real href', () => {
    const html =
      '<a href="javascript:void(0)">Open</a><a href="#" onclick="menu()">Menu</a>' +
      '<a href="" onclick="top()">Top</a><a onclick="go()">Next</a><a href="/oak">Oak chairs</a>';
    const result = check('crawlable_links', html);
    fails(result, {
      uncrawlable: [
        { href: 'javascript:void(0)', text: 'Open' },
        { href: '#', text: 'Menu' },
        { href: '', text: 'Top' },
        { href: null, text: 'Next' },
      ],
    });
    expect(result).toMatchObject({ importance: 'low', category: 'seo' });
  });
  it('passes crawlable links, placeholders, self-links, mailto: and controls given a role', () => {
    const html =
      '<a href="/oak">Oak</a><a href="https://other.test/">Other</a><a href="#reviews">Reviews</a>' +
      '<a name="top"></a><a href="mailto:shop@chairs.test">Mail</a>' +
      '<a href="#" role="button">Menu</a>' +
      // The current page's own entry, as Sphinx writes its table of contents and breadcrumbs.
      '<a class="current reference internal" href="#">Oak chairs</a><a href="">Oak chairs</a>';
    const result = check('crawlable_links', html);
    passes(result);
    expect(result.value).toEqual({ links: 7, uncrawlable: 0 });
  });
  it('runs only in the full profile', () => {
    const analysis = analyzeAt(PAGE_URL, '<a href="javascript:x()">x</a>', {}, PHPRANK);
    expect(analysis.results.crawlable_links).toBeUndefined();
    expect(analysis.results.link_text).toBeUndefined();
  });
});
