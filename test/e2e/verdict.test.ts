// The verdict with default settings (issue: a verdict teams can trust), end to end: the bundled
// CLI and its embedded service against a site on 127.0.0.1. Each page that would lose its search
// traffic fails the run and is named with its check; a clean page with only style issues (a
// 61-character title, no canonical, no hreflang, a small uncompressed body, served at /) passes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBundledCli } from '../cli/support/run-cli.js';
import { type Listening, listen } from '../support/fixture.js';

/** A well-built page; `head` adds to its head, `title` replaces its 40-character title. */
function page(options: { head?: string; title?: string } = {}): string {
  const title = options.title ?? 'Trail running shoes: a buying guide 2026';
  const text = 'Trail running shoes grip rocky paths, drain water and protect the foot. '.repeat(3);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="How to choose trail running shoes: grip, drop, cushioning and fit, explained for runners of every level.">
${options.head ?? ''}</head><body><h1>Trail running shoes</h1><p>${text}</p></body></html>`;
}

let site: Listening;

beforeAll(async () => {
  site = await listen((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const html = (body: string, status = 200, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
      response.end(body);
    };
    switch (path) {
      case '/robots.txt':
        response.writeHead(200, { 'content-type': 'text/plain' });
        return response.end('User-agent: *\nDisallow: /private/\n');
      case '/':
        // 61 characters of title, no canonical, no hreflang, about 650 bytes, not compressed.
        return html(
          page({ title: 'Trail running shoes for rocky, wet and muddy paths: the guide' }),
        );
      case '/noindex-header':
        return html(page(), 200, { 'x-robots-tag': 'noindex' });
      case '/staging-canonical':
        return html(
          page({ head: '<link rel="canonical" href="https://staging.example.com/guide">' }),
        );
      case '/private/guide':
        return html(page());
      case '/loop-a':
        response.writeHead(301, { location: '/loop-b' });
        return response.end();
      case '/loop-b':
        response.writeHead(301, { location: '/loop-a' });
        return response.end();
      default:
        return html(
          '<!doctype html><html lang="en"><head><title>Not found</title></head><body><h1>Not found</h1></body></html>',
          404,
        );
    }
  });
});
afterAll(() => site.close());

const audit = (path: string, ...flags: string[]) =>
  runBundledCli(['audit', '--allow-private-network', `${site.url}${path}`, ...flags]);

describe('the default verdict', () => {
  it.each([
    ['noindex by header', '/noindex-header', 'noindex'],
    ['canonical to another host', '/staging-canonical', 'canonical'],
    ['blocked by robots.txt', '/private/guide', 'robots'],
    ['answering 404', '/gone', 'http_status'],
    ['a redirect loop', '/loop-a', 'redirects'],
  ])('fails a page %s, naming the check', async (_name, path, key) => {
    const run = await audit(path);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.stdout).toMatch(/^Failed: /m);
    expect(run.stdout).toContain(`(${key})`);
  });

  it('passes a clean page at / with only style issues, and says so', async () => {
    const run = await audit('/', '--format', 'json');
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as {
      passed: boolean;
      errorCount: number;
      findings: { check: string; severity: string }[];
    };
    expect(report.passed).toBe(true);
    expect(report.errorCount).toBe(0);
    expect(report.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
    // The long title is still shown, as a warning.
    expect(report.findings).toContainEqual(
      expect.objectContaining({ check: 'title', severity: 'warning' }),
    );
  });

  it('lets a rule make a check an error, and names the rule in the verdict', async () => {
    const run = await audit('/', '--rule', 'title.length: error');
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.stdout).toContain('an error by rules line 1: title.length: error');
  });

  it('refuses a bad rule before auditing, listing the levels', async () => {
    const run = await audit('/', '--rule', 'noindex: fatal');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      '--rule line 1: end the line with a colon and a level, one of error, warning, notice, off',
    );
    expect(run.stdout).toBe('');
  });
});
