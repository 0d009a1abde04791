// The demo from what a fresh clone has: the committed dist/ and package.json, nothing built, no
// service, no key, no SEO_REPORT_* variable. The bundle is copied to an empty folder so that
// nothing of this checkout (sources, node_modules, a database) can help it.
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runBundledCli } from '../cli/support/run-cli.js';
import { finished } from '../support/child.js';

function freshCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'seo-demo-clone-'));
  cpSync(join(ROOT, 'dist'), join(dir, 'dist'), { recursive: true });
  cpSync(join(ROOT, 'package.json'), join(dir, 'package.json'));
  return dir;
}

function expectDemoOutput(stdout: string, stderr: string, dir: string, reportDir: string) {
  expect(stderr).toMatch(/Serving a sample site at http:\/\/127\.0\.0\.1:\d+/);
  expect(stderr).toContain('with the embedded reference service at http://127.0.0.1:');
  expect(stdout).toMatch(/\/guides\/trail-running-shoes +good +\d/);
  expect(stdout).toMatch(/\/shop\/shoes +decent +\d/);
  expect(stdout).toMatch(/\/Welcome_Page\.php +bad +\d/);
  expect(stdout).toMatch(
    /Failed: \d+ errors \(.*\); 3 pages, 1 good, 1 decent, 1 bad \(fail-on: bad\)/,
  );
  expect(stdout).toContain(`Open ${reportDir}/index.html to read the reports.`);
  const index = readFileSync(join(dir, reportDir, 'index.html'), 'utf8');
  expect(index).toContain('<h1>SEO audit: 3 pages</h1>');
  expect(index).toMatch(/Average score/i);
  // Every failed check by name, with the page's evidence, and a pointer to --explain.
  expect(stdout).toContain('✗ Title (error): The page has no title.');
  expect(stdout).toContain('Run with --explain');
  const results = JSON.parse(readFileSync(join(dir, reportDir, 'results.json'), 'utf8'));
  expect(results.map((r: { grade: string }) => r.grade)).toEqual(['good', 'decent', 'bad']);
  for (const { id } of results) {
    expect(existsSync(join(dir, reportDir, `${id}.html`))).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, reportDir, `${id}.json`), 'utf8')).id).toBe(
      Number(id),
    );
  }
}

describe('seo-report demo', () => {
  it('serves the sample site, audits it, prints the table and writes the reports', async () => {
    const dir = freshCopy();
    const run = await runBundledCli(['demo'], {
      cwd: dir,
      script: join(dir, 'dist', 'cli', 'index.js'),
    });
    expect(run.code, run.stderr).toBe(0);
    expectDemoOutput(run.stdout, run.stderr, dir, 'seo-report-demo');
  });

  it('runs as npm start once package.json has the start script', async (context) => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    if (!pkg.scripts?.start) {
      context.skip('package.json has no "start" script yet');
      return;
    }
    const dir = freshCopy();
    const { spawn } = await import('node:child_process');
    const npm = spawn('npm', ['start', '--silent'], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir },
    });
    const { code, stdout, stderr } = await finished(npm);
    expect(code, stderr).toBe(0);
    expectDemoOutput(stdout, stderr, dir, 'seo-report-demo');
  });
});
