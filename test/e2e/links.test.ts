// check-links end to end: the bundled CLI audits pages of a local site with planted link faults
// through the embedded service, and the faults come out as the runner's checks (broken ones at
// error) and as broken targets across the site, each target requested once. With
// --check-external-links, links to a host on 127.0.0.2 that refuses bots are warnings, and the
// link cache spares a second run the links that worked.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ExternalHost,
  type LinkingSite,
  startExternalHost,
  startLinkingSite,
} from '../support/external-site.js';
import { scanEachCase } from '../support/fixture.js';
import { type LinkSite, startLinkSite } from '../support/link-site.js';

const scan = scanEachCase([]);
let site: LinkSite;

beforeAll(async () => {
  site = await startLinkSite();
});
afterAll(() => site.close());

interface JsonOut {
  passed: boolean;
  findings: { url: string; check: string; severity: string }[];
  siteFindings: { kind: string; value: string; pages: string[]; status: number | null }[];
  links?: {
    targets: number;
    requests: number;
    external?: { targets: number; fromCache: number; broken: number; unverifiable: number };
  };
}

describe('seo-report audit --check-links internal', () => {
  it('reports every planted fault once and fails the run on the broken ones', async () => {
    const urls = [0, 1, 2, 3].map((n) => `${site.origin}/p${n}`);
    const run = await scan.runCli([
      'audit',
      '--allow-private-network',
      '--check-links',
      'internal',
      '--format',
      'json',
      ...urls,
    ]);
    expect(run.code, run.stderr).toBe(1);
    const out = JSON.parse(run.stdout) as JsonOut;
    expect(out.passed).toBe(false);
    const linkFindings = out.findings
      .filter((f) => f.check === 'broken_links' || f.check === 'broken_resources')
      .map((f) => `${new URL(f.url).pathname} ${f.check} ${f.severity}`)
      .sort();
    expect(linkFindings).toEqual([
      '/p0 broken_links error',
      '/p0 broken_resources error',
      // /p1's report found it noindex (its meta tag): a link to it is a warning.
      '/p2 broken_links warning',
    ]);
    const broken = out.siteFindings
      .filter((f) => f.kind === 'broken_target')
      .map((f) => [new URL(f.value).pathname, f.status, f.pages]);
    expect(broken).toEqual([
      ['/missing', 404, [urls[0]]],
      ['/img/broken.png', 404, [urls[0]]],
    ]);
    expect(out.siteFindings.filter((f) => f.kind === 'broken_internal_link')).toEqual([]);
    expect(run.stderr).toContain('Links: 12 distinct targets on the audited origins checked');
    // Linked from every page, requested once by the checker; the pages read once each.
    expect(site.checkerHits.get('HEAD /common')).toBe(1);
    for (const url of urls) expect(site.checkerHits.get(`GET ${new URL(url).pathname}`)).toBe(1);
    expect(site.checkerHits.get('GET /robots.txt')).toBe(1);
  });

  it('refuses a bad value, naming the flag', async () => {
    const run = await scan.runCli(['audit', '--check-links', 'all', `${site.origin}/p0`]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--check-links.*must be internal or off \(got "all"\)/);
  });
});

describe('the action with check-links: internal', () => {
  it('names the broken targets in the summary and fails the step', async () => {
    const run = await scan.runStep('main', {
      urls: [0, 1, 2].map((n) => `${site.origin}/p${n}`).join('\n'),
      'check-links': 'internal',
      'allow-private-network': 'true',
      timeout: '300',
    });
    expect(run.code, run.stdout).toBe(1);
    expect(run.summary).toContain('**Links**');
    expect(run.summary).toContain(`1 page links ${site.origin}/missing, which answered 404`);
    expect(run.summary).toContain(
      `1 page loads ${site.origin}/img/broken.png (image), which answered 404`,
    );
    const findings = JSON.parse(run.outputs['site-findings'] ?? '[]') as { kind: string }[];
    expect(findings.filter((f) => f.kind === 'broken_target')).toHaveLength(2);
  });
});

describe('seo-report audit --check-external-links', () => {
  let host: ExternalHost;
  let linking: LinkingSite;
  let dir: string;

  beforeAll(async () => {
    host = await startExternalHost();
    linking = await startLinkingSite(
      ['/ok', '/gone', '/forbidden', '/linkedin', '/challenge-header', '/accepted/old-page'].map(
        (path) => `${host.origin}${path}`,
      ),
      3,
    );
    dir = mkdtempSync(join(tmpdir(), 'seo-e2e-links-'));
  });
  afterAll(async () => {
    await Promise.all([host.close(), linking.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it("reports other sites' faults as warnings, and a second run asks only for the rest", async () => {
    const cache = join(dir, 'links.json');
    const urls = [0, 1, 2].map((n) => `${linking.origin}/p${n}`);
    const audit = () =>
      scan.runCli([
        'audit',
        '--allow-private-network',
        '--check-links',
        'internal',
        '--check-external-links',
        '--link-accept',
        `${host.origin}/accepted/*`,
        '--link-cache',
        cache,
        '--fail-on',
        'never',
        '--format',
        'json',
        ...urls,
      ]);
    const first = await audit();
    expect(first.code, first.stderr).toBe(0);
    const out = JSON.parse(first.stdout) as JsonOut;
    const links = out.findings
      .filter((f) => f.check === 'broken_links')
      .map((f) => `${new URL(f.url).pathname} ${f.severity}`);
    expect(links).toEqual(['/p0 warning', '/p1 warning', '/p2 warning']);
    expect(out.links?.external).toEqual({
      targets: 6,
      fromCache: 0,
      requests: 9,
      broken: 1,
      unverifiable: 3,
    });
    expect(
      out.siteFindings
        .filter((f) => f.kind === 'broken_target')
        .map((f) => [new URL(f.value).pathname, f.status, f.pages.length]),
    ).toEqual([['/gone', 404, 3]]);
    expect(first.stderr).toContain(
      'External links: 6 distinct targets on other sites, 0 answered from link-cache, 9 requests; 1 broken, 3 unverifiable.',
    );
    expect(JSON.parse(readFileSync(cache, 'utf8')).format).toBe('seo-report-link-cache');
    expect(host.hits.get('HEAD /ok')).toBe(1);
    expect(host.hits.has('HEAD /accepted/old-page')).toBe(false);

    host.reset();
    const second = await audit();
    expect(second.code, second.stderr).toBe(0);
    expect((JSON.parse(second.stdout) as JsonOut).links?.external).toMatchObject({
      fromCache: 1,
      broken: 1,
      unverifiable: 3,
    });
    expect(host.hits.has('HEAD /ok')).toBe(false);
    expect(host.hits.get('HEAD /gone')).toBe(1);
  });

  it('refuses it without --check-links internal, naming both flags', async () => {
    const run = await scan.runCli(['audit', '--check-external-links', `${linking.origin}/p0`]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      'seo-report audit: --check-external-links is used with --check-links internal only',
    );
  });
});
