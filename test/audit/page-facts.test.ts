// A report waiting in the run's file keeps beside it what the judging and the site findings read
// of it (src/client/audit/page-facts.ts), and they read that instead of the report. They must
// answer exactly as from the report itself: the same pages judged (accepted checks, severities,
// findings) and the same site findings, for every sitemap kind, orphans, broken links, the
// alias of a build folder's sitemap, and the shapes other services give their values. Each
// scenario is judged twice, every report held and every report spilled, and compared whole.
import { describe, expect, it } from 'vitest';
import type { Report, ReportCheck } from '../../src/client/api/index.js';
import type { JobConfig } from '../../src/client/app/config.js';
import { judge } from '../../src/client/app/judge.js';
import { failedChecks } from '../../src/client/app/render/checks.js';
import { type SiteSources, siteFindings } from '../../src/client/app/site-findings.js';
import { decideVerdict } from '../../src/client/app/verdict.js';
import { compactReport } from '../../src/client/audit/compact-report.js';
import {
  failedCheckKeys,
  PageFactsReader,
  unjudgedCheckKeys,
} from '../../src/client/audit/page-facts.js';
import {
  failedCheckKeysOf,
  failedChecksOf,
  isSpilled,
  outcomeWithReport,
  ReportSpill,
  spilledFacts,
  spilledPageFacts,
  unjudgedCheckKeysOf,
} from '../../src/client/audit/report-spill.js';
import { pageSeverity } from '../../src/client/audit/rules.js';
import type { UrlOutcome } from '../../src/client/audit/types.js';
import { parseAuditOptions } from '../../src/client/cli/audit-options.js';
import { analyzeDocument } from '../../src/server/analyzer/analyze-document.js';
import type { PageInput } from '../../src/server/analyzer/checks/context.js';
import { pageFindings } from '../../src/shared/findings/findings.js';
import { readReport } from '../../src/shared/report/read.js';
import { reportWithChecks } from '../support/reports.js';

const ORIGIN = 'https://shop.test';
const PRODUCTION = 'https://www.shop.example';

/** A page with its own title and description unless told, linking to `links`. */
function pageHtml(
  name: string,
  {
    head = '',
    links = [] as string[],
    title = `${name} of the oak chair workshop`,
    description = `All about ${name}, from the oak chair workshop.`,
  } = {},
): string {
  return [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<meta name="viewport" content="width=device-width">${head}</head><body><h1>${name}</h1>`,
    `<p>${'Chairs joined by hand in oak and walnut. '.repeat(30)}</p>`,
    links.map((link) => `<a href="${link}">${link}</a>`).join(' '),
    '<img src="/a.png"></body></html>',
  ].join('');
}

let nextId = 1;

/** Our analyzer's report of one page, as the client reads it and a run keeps it. */
function analysed(
  path: string,
  body: string,
  page: Partial<Pick<PageInput, 'finalUrl' | 'status' | 'redirects'>> = {},
): Report {
  const id = nextId++;
  const analysis = analyzeDocument({
    url: `${ORIGIN}${path}`,
    finalUrl: page.finalUrl ?? `${ORIGIN}${path}`,
    status: page.status ?? 200,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body,
    robots: { url: `${ORIGIN}/robots.txt`, status: 200, body: 'User-agent: *\nDisallow: /private' },
    ...(page.redirects === undefined ? {} : { redirects: page.redirects }),
  });
  const report = readReport({
    id,
    url: `shop.test${path}`,
    full_url: `${ORIGIN}${path}`,
    project: 'shop.test',
    score: analysis.score,
    results: JSON.parse(JSON.stringify(analysis.results)),
    state: 'generated',
    error: null,
    generated_at: '2026-11-27T10:00:00Z',
  });
  return compactReport({ ...report, id: String(id) }, false);
}

/** A report in the shapes other services give (phpRank's strings, their lists of links). */
function foreign(path: string, checks: Record<string, ReportCheck>): Report {
  return {
    ...reportWithChecks(String(nextId++), checks, `shop.test${path}`),
    fullUrl: `${ORIGIN}${path}`,
    score: 71,
    grade: 'decent',
  };
}

const check = (passed: boolean | null, value: unknown, errors: unknown = null): ReportCheck =>
  ({ passed, importance: 'medium', value, errors }) as ReportCheck;

const SHARED = 'One description of two pages, which a search engine shows for both.';
const HOME_LINKS = ['/about', '/gone', '/quiet', '/private', '/old', '/copy', '/extra', '/dup-a'];

/** Pages with something for every finding, and outcomes with no result. */
function site(): { url: string; report: Report | null; failure: UrlOutcome['failure'] }[] {
  const ok = (path: string, report: Report) => ({ url: `${ORIGIN}${path}`, report, failure: null });
  return [
    ok('/', analysed('/', pageHtml('Home', { links: HOME_LINKS }))),
    ok('/about', analysed('/about', pageHtml('About', { links: ['/', '/gone'] }))),
    ok('/gone', analysed('/gone', pageHtml('Gone', { links: ['/'] }), { status: 404 })),
    ok(
      '/quiet',
      analysed('/quiet', pageHtml('Quiet', { head: '<meta name="robots" content="noindex">' })),
    ),
    ok('/private', analysed('/private', pageHtml('Private', { links: ['/'] }))),
    ok(
      '/old',
      analysed('/old', pageHtml('New', { links: ['/'] }), {
        finalUrl: `${ORIGIN}/new/`,
        redirects: [{ url: `${ORIGIN}/old`, status: 301 }],
      }),
    ),
    ok(
      '/copy',
      analysed(
        '/copy',
        pageHtml('Copy', { head: `<link rel="canonical" href="${PRODUCTION}/about">` }),
      ),
    ),
    ok('/orphan', analysed('/orphan', pageHtml('Orphan', { links: ['/'] }))),
    ok('/extra', analysed('/extra', pageHtml('Extra', { links: ['/', '/orphan-not'] }))),
    ok(
      '/dup-a',
      analysed(
        '/dup-a',
        pageHtml('Dup A', { title: 'One title', description: SHARED, links: ['/dup-b', '/gone'] }),
      ),
    ),
    ok(
      '/dup-b',
      analysed(
        '/dup-b',
        pageHtml('Dup B', { title: 'One  TITLE', description: SHARED, links: ['/'] }),
      ),
    ),
    // Another service's shapes: the text as the value, links as strings, odd error keys.
    ok(
      '/php',
      foreign('/php', {
        title: check(false, 'One title', { length: null, 7: null }),
        meta_description: check(true, ['All about the php page.']),
        canonical: check(true, { href: ` ${ORIGIN}/php ` }),
        http_status: check(true, '200'),
        in_page_links: check(true, { Internals: ['/about', `${ORIGIN}/dup-b`, 42, 'not a url'] }),
        robots: check(false, null, { failed: { status: 503 } }),
        hreflang: check(null, 'not applicable: one language'),
        ['__proto__' as string]: check(false, null, { ['__proto__' as string]: 1 }),
      }),
    ),
    // No result: the service's error names the status, or a failure before any report.
    {
      url: `${ORIGIN}/broken`,
      report: { ...foreign('/broken', {}), checks: null, generationError: 'answered HTTP 503' },
      failure: { kind: 'not_audited', reportId: '99', reason: 'answered HTTP 503', code: null },
    },
    { url: `${ORIGIN}/refused`, report: null, failure: { kind: 'message', text: 'HTTP 410 Gone' } },
  ];
}

/** The site's outcomes, every report held, or every report written to a run's file. */
function outcomes(pages: ReturnType<typeof site>, spill: ReportSpill | null): UrlOutcome[] {
  return pages.map(({ url, report, failure }) => {
    const outcome: UrlOutcome = {
      url,
      reportId: report?.id ?? null,
      report: null,
      grade: failure === null ? (report?.grade ?? null) : null,
      score: failure === null ? (report?.score ?? null) : null,
      failure,
      durationMs: 10,
    };
    if (report !== null) {
      if (spill === null) outcome.report = report;
      else spill.keep(outcome, report);
    }
    return outcome;
  });
}

/** Two pages alike but for their URL (they fail the same checks), settled through `spill`. */
function twinOutcomes(spill: ReportSpill): [UrlOutcome, UrlOutcome] {
  const twin = (path: string) => analysed(path, pageHtml('Twin', { links: ['/'] }));
  return outcomes(
    ['/twin-1', '/twin-2'].map((path) => ({
      url: `${ORIGIN}${path}`,
      report: twin(path),
      failure: null,
    })),
    spill,
  ) as [UrlOutcome, UrlOutcome];
}

function configOf(args: string[]): JobConfig {
  const options = parseAuditOptions(
    [
      '--base-url',
      'https://api.test',
      '--api-key',
      'sk_facts_test_key_0123456789',
      ...args,
      ORIGIN,
    ],
    {},
  );
  if (options === 'help') throw new Error('help');
  return options.config;
}

/** Everything the end of a run derives from the pages, as text (getters read). */
function judged(pages: UrlOutcome[], config: JobConfig, sources: SiteSources): string {
  const { result, verdict } = judge(
    config,
    { result: runOf(pages), own: pages.length, previous: null },
    null,
  );
  return JSON.stringify({
    outcomes: result.outcomes.map(({ report: _, ...rest }) => rest),
    verdict,
    site: siteFindings(result.outcomes, sources),
  });
}

function runOf(pages: UrlOutcome[]) {
  return { outcomes: pages, fatal: null, cancelled: false, durationMs: 1 };
}

const ENTRIES = ['/', '/about', '/gone', '/quiet', '/private', '/old', '/copy', '/orphan', '/php'];
const onOrigin = (origin: string, paths: readonly string[]) =>
  paths.map((path) => `${origin}${path}`);

const SCENARIOS: Record<string, SiteSources> = {
  'no sitemap': {},
  'a sitemap of audited pages (orphans judged)': {
    sitemap: { files: ['sitemap.xml'], entries: onOrigin(ORIGIN, ENTRIES) },
  },
  'a sitemap with entries not audited': {
    sitemap: { files: ['sitemap.xml'], entries: onOrigin(ORIGIN, [...ENTRIES, '/later']) },
  },
  "a build folder's sitemap written on production": {
    sitemap: {
      files: ['dist/sitemap.xml'],
      entries: onOrigin(ORIGIN, ENTRIES),
      alias: { written: PRODUCTION, served: ORIGIN },
    },
    folderPages: onOrigin(ORIGIN, [...ENTRIES, '/extra', '/dup-a', '/dup-b']),
  },
};

describe('page facts of spilled reports', () => {
  const rules = [
    ...['--rule', 'title.length: off', '--rule', '/dup-*: title: error'],
    ...['--ignore-checks', '/about: image_keywords', '--rule', 'robots.failed: warning'],
  ];

  for (const [name, sources] of Object.entries(SCENARIOS)) {
    it(`judge and find across pages as the reports themselves: ${name}`, () => {
      const pages = site();
      const config = configOf(rules);
      const spilled = outcomes(pages, new ReportSpill(0));
      expect(spilled.filter(isSpilled)).toHaveLength(pages.filter((p) => p.report).length);
      expect(judged(spilled, config, sources)).toBe(judged(outcomes(pages, null), config, sources));
    });
  }

  it('judges each page by its own rules, however many pages share one failed check', () => {
    const config = configOf([
      ...['--rule', '/dup-*: image_keywords: error', '--rule', 'robots.failed: warning'],
      ...['--ignore-checks', '/about: image_keywords'],
    ]);
    const pages = outcomes(site(), new ReportSpill(0));
    const { result, verdict } = judge(
      config,
      { result: runOf(pages), own: pages.length, previous: null },
      null,
    );
    // The rules asked afresh for every page and check, as the verdict did before it remembered.
    const asked = decideVerdict(result, config.failOn, config.minScore, null, (url) =>
      pageSeverity(url, config.rules),
    );
    expect(JSON.stringify(verdict)).toBe(JSON.stringify(asked));
    // Not vacuous: one check failed alike on every page, an error where the rules say, a warning
    // elsewhere, and accepted on one page (its score raised).
    const imageKeywords = verdict.findings.filter((finding) => finding.key === 'image_keywords');
    const severityAt = (path: string) =>
      imageKeywords.find((finding) => finding.url === `${ORIGIN}${path}`)?.severity;
    expect([
      severityAt('/dup-a'),
      severityAt('/dup-b'),
      severityAt('/'),
      severityAt('/about'),
    ]).toEqual(['error', 'error', 'warning', undefined]);
    const about = result.outcomes.find((outcome) => outcome.url === `${ORIGIN}/about`);
    expect(about?.score).toBeGreaterThan(about?.serviceScore ?? 100);
  });

  it('has something to find in every scenario (the comparison is not vacuous)', () => {
    const config = configOf(rules);
    const kinds = new Set<string>();
    for (const sources of Object.values(SCENARIOS)) {
      const found = JSON.parse(judged(outcomes(site(), null), config, sources));
      for (const finding of found.site) kinds.add(finding.kind);
      // Accepted checks raise a score (serviceScore kept) on some page; findings are at all levels.
      expect(found.outcomes.some((o: UrlOutcome) => o.serviceScore !== undefined)).toBe(true);
      const severities = new Set(
        found.verdict.findings.map((f: { severity: string }) => f.severity),
      );
      expect([...severities].sort()).toEqual(['error', 'notice', 'warning']);
    }
    expect([...kinds].sort()).toEqual(
      [
        'broken_internal_link',
        'canonical_outside_audit',
        'duplicate_meta_description',
        'duplicate_title',
        'missing_from_sitemap',
        'orphan_page',
        'sitemap_entry_blocked',
        'sitemap_entry_canonicalised',
        'sitemap_entry_error',
        'sitemap_entry_noindex',
        'sitemap_entry_not_checked',
        'sitemap_entry_redirect',
      ].sort(),
    );
  });

  it('judges no orphan when a list of links may be cut, spilled or held', () => {
    const pages = [
      ...site(),
      {
        url: `${ORIGIN}/menu`,
        report: foreign('/menu', {
          in_page_links: check(true, {
            internalUrls: Array.from({ length: 50 }, (_, n) => `${ORIGIN}/p/${n}`),
          }),
        }),
        failure: null,
      },
    ];
    const config = configOf([]);
    const sources = SCENARIOS['a sitemap of audited pages (orphans judged)'] as SiteSources;
    const held = judged(outcomes(pages, null), config, sources);
    expect(judged(outcomes(pages, new ReportSpill(0)), config, sources)).toBe(held);
    expect(JSON.parse(held).site.map((f: { kind: string }) => f.kind)).not.toContain('orphan_page');
  });

  it('follows the report: a copy with a new report, an assigned report', () => {
    const spill = new ReportSpill(0);
    const [home, about] = outcomes(site().slice(0, 2), spill) as [UrlOutcome, UrlOutcome];
    const titled = (outcome: UrlOutcome, title: string): Report => {
      const report = outcome.report as Report;
      const checks = { ...report.checks, title: check(true, title) };
      return { ...report, checks };
    };
    expect(spilledPageFacts(home)?.title).toBe('Home of the oak chair workshop');
    // link-check's copies: a new report written to the file, its facts with it.
    const copy = outcomeWithReport(home, titled(home, 'A shared title'));
    expect(isSpilled(copy)).toBe(true);
    expect(spilledPageFacts(copy)?.title).toBe('A shared title');
    expect(spilledPageFacts(home)?.title).toBe('Home of the oak chair workshop');
    const aboutCopy = outcomeWithReport(about, titled(about, 'a  SHARED title'));
    expect(siteFindings([copy, aboutCopy]).map((f) => [f.kind, f.value])).toContainEqual([
      'duplicate_title',
      'A shared title',
    ]);
    // An assigned report is held, and read as it is.
    home.report = titled(home, 'Held now');
    expect(spilledFacts(home)).toBeNull();
    const titles = siteFindings([home, { ...about, report: titled(about, 'held NOW') }]);
    expect(titles.map((f) => [f.kind, f.pages.length])).toContainEqual(['duplicate_title', 2]);
  });

  it('holds only the flags of a spilled page, and reads its texts back as its report gives them', () => {
    const many = Array.from({ length: 60 }, (_, n) => `${ORIGIN}/p/${n}/`);
    const pages = [
      ...site(),
      {
        url: `${ORIGIN}/many`,
        report: foreign('/many', {
          title: check(true, 'Quotes " and \\ slashes, a line\nbreak and ✓ ünïcode'),
          in_page_links: check(true, {
            internalUrls: many.slice(0, 50),
            Internals: many.map((url) => ({ url })),
          }),
        }),
        failure: null,
      },
      {
        url: `${ORIGIN}/cut`,
        report: foreign('/cut', { in_page_links: check(true, { internalUrls: many }) }),
        failure: null,
      },
    ];
    const spill = new ReportSpill(0);
    const spilled = outcomes(pages, spill);
    const reader = new PageFactsReader();
    const shapes = new Set<string>();
    for (const [index, outcome] of spilled.entries()) {
      const report = pages[index]?.report ?? null;
      if (report === null) continue;
      const facts = spilledPageFacts(outcome);
      expect(facts).toEqual(reader.factsOf(report));
      // What stays in memory for the page: no text and no list of links.
      expect(Object.keys(spilledFacts(outcome) ?? {})).not.toContain('links');
      expect(Object.keys(spilledFacts(outcome) ?? {})).not.toContain('title');
      // One list when the links are the internal URLs, as when read from the report.
      const links = facts?.links;
      const sharedWhenRead = reader.factsOf(report);
      expect(links === facts?.internalUrls).toBe(
        sharedWhenRead.links === sharedWhenRead.internalUrls,
      );
      shapes.add(
        Array.isArray(links) ? (links === facts?.internalUrls ? 'shared' : 'own') : String(links),
      );
    }
    // Not vacuous: every shape of the links went through the file.
    expect([...shapes].sort()).toEqual(['cut', 'null', 'own', 'shared']);
  });

  it('keeps one copy of each failed check and link key for the whole run', () => {
    const spill = new ReportSpill(0);
    const [a, b] = outcomes(site().slice(9, 11), spill) as [UrlOutcome, UrlOutcome];
    const factsA = spilledFacts(a);
    const factsB = spilledFacts(b);
    expect(factsA?.failedChecks.length).toBeGreaterThan(0);
    const imageA = factsA?.failedChecks.find((f) => f.key === 'image_keywords');
    const imageB = factsB?.failedChecks.find((f) => f.key === 'image_keywords');
    expect(imageA).toBeDefined();
    expect(imageA).toBe(imageB);
    // Pages that fail alike share one list of their failed checks.
    const [one, two] = twinOutcomes(spill);
    expect(spilledFacts(one)?.failedChecks.length).toBeGreaterThan(0);
    expect(spilledFacts(one)?.failedChecks).toBe(spilledFacts(two)?.failedChecks);
    expect(spilledFacts(one)?.failedChecks).not.toBe(factsA?.failedChecks);
    const homeKey = 'shop.test';
    expect(spilledPageFacts(b)?.links).toContain(homeKey);
    expect(spilledPageFacts(a)?.links).toEqual(['shop.test/dup-b', 'shop.test/gone']);
  });
});

describe('what the renderers read of a spilled page without its whole report', () => {
  /** The page's failed checks, and its failed and unjudged keys, as its report itself gives. */
  const fromReport = (report: Report | null) => ({
    failed:
      report?.checks == null
        ? null
        : Object.fromEntries(
            Object.entries(report.checks).filter(([, check]) => check.passed === false),
          ),
    failedKeys: failedCheckKeys(report),
    unjudgedKeys: unjudgedCheckKeys(report),
    // What every renderer lists of the page: its failed checks worded, most important first.
    findings: pageFindings(
      report?.checks == null
        ? null
        : Object.fromEntries(
            Object.entries(report.checks).filter(([, check]) => check.passed === false),
          ),
    ),
  });
  const fromOutcome = (outcome: UrlOutcome) => ({
    failed: failedChecksOf(outcome),
    failedKeys: failedCheckKeysOf(outcome),
    unjudgedKeys: unjudgedCheckKeysOf(outcome),
    findings: failedChecks(outcome),
  });

  it('gives each page its failed checks and keys as its report does, held or spilled', () => {
    const pages = site();
    const spilled = outcomes(pages, new ReportSpill(0));
    const held = outcomes(pages, null);
    // Copies with a changed report, written to the file again (link-check's).
    const copies = spilled.slice(0, 2).map((outcome) => {
      const report = outcome.report as Report;
      const checks = { ...report.checks, title: check(false, 'Changed', { too_long: null }) };
      return outcomeWithReport(outcome, { ...report, checks });
    });
    for (const outcome of [...spilled, ...held, ...copies]) {
      // Read in turn with other pages (the file's last read is kept): each its own.
      expect(fromOutcome(outcome)).toEqual(fromReport(outcome.report));
    }
    for (const copy of copies) {
      expect(failedChecksOf(copy)?.title?.value).toBe('Changed');
      expect(failedChecks(copy).find((finding) => finding.key === 'title')?.evidence).toMatch(
        /'Changed'/,
      );
    }
    // Not vacuous: pages fail checks, leave some unjudged, and one has no checks at all.
    const all = spilled.map(fromOutcome);
    expect(all.every(({ failed }) => failed === null || Object.keys(failed).length > 0)).toBe(true);
    expect(all.filter(({ unjudgedKeys }) => (unjudgedKeys?.length ?? 0) > 0).length).toBe(
      pages.filter((page) => page.report?.checks).length,
    );
    expect(all.some(({ failed }) => failed === null)).toBe(true);
    // Worded with the page's own values, and the report's own importance where it gives one.
    expect(all.flatMap(({ findings }) => findings).length).toBeGreaterThan(pages.length);
    expect(
      all.some(({ findings }) => findings.some((finding) => /img|png/.test(finding.evidence))),
    ).toBe(true);
    // The failed checks' values, as the findings quote them.
    expect(failedChecksOf(spilled[0] as UrlOutcome)?.image_keywords?.value).toEqual(
      pages[0]?.report?.checks?.image_keywords?.value,
    );
  });

  it('keeps one copy of each list of unjudged keys for the whole run', () => {
    const spill = new ReportSpill(0);
    const [one, two] = twinOutcomes(spill);
    expect(spilledFacts(one)?.unjudgedKeys.length).toBeGreaterThan(0);
    expect(spilledFacts(one)?.unjudgedKeys).toBe(spilledFacts(two)?.unjudgedKeys);
    // The outputs get lists of their own, which a caller may change.
    expect(unjudgedCheckKeysOf(one)).not.toBe(spilledFacts(one)?.unjudgedKeys);
  });
});

describe('PageFactsReader', () => {
  const reader = new PageFactsReader();

  it("reads other services' shapes as the site findings always have", () => {
    const php = site().find((page) => page.url.endsWith('/php'))?.report as Report;
    expect(reader.factsOf(php)).toEqual({
      hasChecks: true,
      reportKeys: ['shop.test/php'],
      reportedStatus: 200,
      generationErrorStatus: null,
      title: 'One title',
      description: 'All about the php page.',
      canonical: `${ORIGIN}/php`,
      noindex: false,
      // robots.txt answered 503: its own failure, not a rule keeping the page out.
      blockedByRobots: false,
      redirected: false,
      // Links as strings; a number is no link, text that is no URL has no key, and a path is
      // read as a host name (urlKey reads "example.com/a" as http): as the findings always have.
      links: ['about', 'shop.test/dup-b'],
      internalUrls: [],
      failedChecks: [
        { key: 'title', check: { errors: { 7: null, length: null } } },
        { key: 'robots', check: { errors: { failed: null } } },
        { key: '__proto__', check: { errors: { ['__proto__' as string]: null } } },
      ],
      unjudgedKeys: ['hreflang'],
    });
    const broken = { ...foreign('/broken', {}), checks: null, generationError: 'HTTP 503 at /x' };
    expect(reader.factsOf(broken)).toMatchObject({
      hasChecks: false,
      generationErrorStatus: 503,
      links: null,
      failedChecks: [],
    });
  });

  it('keeps every internal link of a page with more than internalUrls lists', () => {
    const many = Array.from({ length: 60 }, (_, n) => `${ORIGIN}/p/${n}/`);
    const facts = reader.factsOf(
      foreign('/many', {
        in_page_links: check(true, {
          internalUrls: many.slice(0, 50),
          Internals: many.map((url) => ({ url })),
        }),
      }),
    );
    expect(facts.links).toEqual(many.map((_, n) => `shop.test/p/${n}`));
    expect(facts.internalUrls).toEqual(many.slice(0, 50).map((_, n) => `shop.test/p/${n}`));
    // A list of 50 or more internalUrls alone may be cut: no links known for certain.
    const cut = reader.factsOf(
      foreign('/cut', { in_page_links: check(true, { internalUrls: many }) }),
    );
    expect(cut.links).toBe('cut');
    expect(cut.internalUrls).toHaveLength(60);
  });
});
