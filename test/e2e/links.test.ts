// check-links end to end: the bundled CLI audits pages of a local site with planted link faults
// through the embedded service, and the faults come out as the runner's checks (broken ones at
// error) and as broken targets across the site, each target requested once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  links?: { targets: number; requests: number };
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
    expect(run.summary).toContain('Links');
    expect(run.summary).toContain(`1 page links ${site.origin}/missing, which answered 404`);
    expect(run.summary).toContain(
      `1 page loads ${site.origin}/img/broken.png (image), which answered 404`,
    );
    const findings = JSON.parse(run.outputs['site-findings'] ?? '[]') as { kind: string }[];
    expect(findings.filter((f) => f.kind === 'broken_target')).toHaveLength(2);
  });
});
