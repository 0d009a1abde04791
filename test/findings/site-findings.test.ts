// Site-level findings over a set of audited pages: duplicates, canonicals and broken internal
// links, from report values shaped as our analyzer and deployed services store them.
import { describe, expect, it } from 'vitest';
import type { Report, ReportCheck } from '../../src/client/api/index.js';
import { siteFindings, textOf } from '../../src/client/app/site-findings.js';
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
