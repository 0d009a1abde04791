// The CLI as a user gets it from npm: `npm pack` the repository, install the tarball into an
// empty folder with no registry and an empty cache (the bundle must need no dependency), then run
// the installed `seo-report`: --version, the demo, and an audit of a page on 127.0.0.1.
import { spawn } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SampleSite, startSampleSite } from '../../src/client/demo/sample-site.js';
import { finished } from '../support/child.js';

const ROOT = resolve(import.meta.dirname, '../..');
const PKG = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
};

let work: string;
let env: Record<string, string>;
let tarball: string;
let site: SampleSite;
let packed: { files: { path: string; size: number }[]; size: number; unpackedSize: number };

/** Runs a command in `cwd` with a clean environment: Node 24 first on PATH, a private HOME. */
async function run(command: string, args: string[], cwd: string) {
  const child = spawn(command, args, { cwd, env });
  return finished(child);
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'seo-pack-'));
  const home = join(work, 'home');
  mkdirSync(home);
  env = {
    // The Node that runs the tests (24) first: the installed bin's `#!/usr/bin/env node` finds it.
    PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
    HOME: home,
    // An empty cache and --offline below: any package the tarball asked for would fail the install.
    npm_config_cache: join(work, 'npm-cache'),
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
  };
  const pack = await run(
    'npm',
    ['pack', '--json', '--ignore-scripts', '--pack-destination', work],
    ROOT,
  );
  expect(pack.code, pack.stderr).toBe(0);
  const [info] = JSON.parse(pack.stdout);
  packed = info;
  tarball = join(work, info.filename);
  site = await startSampleSite();
  return () => site.close();
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the npm package', () => {
  it('holds the bundled CLI and its worker, and nothing of the sources or the action steps', () => {
    const paths = packed.files.map((file) => file.path).sort();
    expect(paths).toContain('dist/cli/index.js');
    expect(paths).toContain('dist/analysis-worker/index.js');
    expect(paths).toContain('README.md');
    expect(paths).toContain('LICENSE');
    expect(
      paths.filter((path) =>
        /^(src|test|docs|scripts|bench)\/|^dist\/(main|post)\/|\.map$/.test(path),
      ),
    ).toEqual([]);
    // Every chunk the two stubs may load is in the package: dist/shared/ holds the chunks of
    // every entry point (one ncc build), the action's too, since which chunk serves which entry
    // is the bundler's business.
    const chunks = readdirSync(join(ROOT, 'dist/shared')).filter((name) => name.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(1);
    expect(paths).toEqual(expect.arrayContaining(chunks.map((name) => `dist/shared/${name}`)));
    // A bound, not a figure: a source map or the action's bundles slipping in would pass it.
    expect(statSync(tarball).size).toBeLessThan(5_000_000);
  });

  it('installs from the tarball with no registry, and runs as seo-report', async () => {
    const app = join(work, 'app');
    mkdirSync(app);
    // A project of its own, so that npm does not look for one in the folders above.
    writeFileSync(join(app, 'package.json'), '{"name": "app", "private": true}\n');
    const install = await run('npm', ['install', '--offline', '--no-save', tarball], app);
    expect(install.code, install.stderr).toBe(0);
    // Nothing but the package itself was installed: the bundle has no dependencies.
    const installed = readdirSync(join(app, 'node_modules')).filter(
      (name) => !name.startsWith('.'),
    );
    expect(installed).toEqual([PKG.name.split('/')[0]]);
    expect(readdirSync(join(app, 'node_modules', PKG.name.split('/')[0] as string))).toEqual([
      PKG.name.split('/')[1],
    ]);
    const bin = join(app, 'node_modules', '.bin', 'seo-report');

    const version = await run(bin, ['--version'], app);
    expect(version).toMatchObject({ code: 0, stdout: `seo-report ${PKG.version}\n` });
    expect(version.stderr).toBe('');

    const demo = await run(bin, ['demo'], app);
    expect(demo.code, demo.stderr).toBe(0);
    expect(demo.stdout).toMatch(/^Page\s+Grade\s+Score/m);
    expect(demo.stdout).toMatch(/trail-running-shoes\s+good/);

    // An audit from there: the worker thread must load from the installed package too.
    const audit = await run(
      bin,
      ['audit', '--allow-private-network', '--format', 'json', site.pages.good],
      app,
    );
    expect(audit.code, audit.stderr).toBe(0);
    const json = JSON.parse(audit.stdout);
    expect(json.results[0]).toMatchObject({ url: site.pages.good, grade: 'good', error: null });
    expect(audit.stderr).not.toMatch(/worker|Error:/);
  });
});
