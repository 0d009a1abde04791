// scripts/release.sh in throwaway repositories under the system's temporary folder: what it
// refuses, the plan of a dry run, and a real run that tags and moves the major tag without
// pushing. No network: nothing has a remote, and the "bundle" is a local npm script.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SCRIPT = resolve(import.meta.dirname, '../../scripts/release.sh');
/** Git without the machine's own configuration (signing, hooks, default branch). */
const GIT_ENV = {
  PATH: process.env.PATH ?? '',
  HOME: tmpdir(),
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Release Test',
  GIT_AUTHOR_EMAIL: 'release-test@example.com',
  GIT_COMMITTER_NAME: 'Release Test',
  GIT_COMMITTER_EMAIL: 'release-test@example.com',
};
const CHANGELOG = `# Changelog

## [Unreleased]

## [1.1.0] - 2026-11-22
### Added
- Something.

## [1.0.0] - 2026-11-01
### Added
- The first release.
`;

const repos: string[] = [];
afterAll(() => {
  for (const dir of repos) rmSync(dir, { recursive: true, force: true });
});

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8' }).trim();
}

/**
 * A repository on main with a released v1.0.0 (and its v1 tag) and a newer commit whose
 * CHANGELOG has a 1.1.0 section. `bundle` is the npm script that stands in for ncc.
 */
function repository(bundle = 'node -e ""'): string {
  const dir = mkdtempSync(join(tmpdir(), 'seo-release-'));
  repos.push(dir);
  git(dir, 'init', '-q', '--initial-branch=main');
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist', 'index.js'), 'export {};\n');
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'release-test', private: true, scripts: { bundle } }, null, 2)}\n`,
  );
  writeFileSync(
    join(dir, 'CHANGELOG.md'),
    CHANGELOG.replace(/## \[1\.1\.0\][\s\S]*?(?=## \[1\.0\.0\])/, ''),
  );
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'First release');
  git(dir, 'tag', '-a', 'v1.0.0', '-m', 'Release v1.0.0');
  git(dir, 'tag', '-a', 'v1', '-m', 'v1: v1.0.0');
  writeFileSync(join(dir, 'CHANGELOG.md'), CHANGELOG);
  git(dir, 'commit', '-q', '-am', 'Changes for 1.1.0');
  return dir;
}

function release(cwd: string, ...args: string[]) {
  const result = spawnSync('bash', [SCRIPT, ...args], { cwd, env: GIT_ENV, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const tagsOf = (dir: string) => git(dir, 'tag', '--list').split('\n').sort();
const commitOf = (dir: string, ref: string) => git(dir, 'rev-parse', `${ref}^{commit}`);

describe('scripts/release.sh', () => {
  it('--dry-run passes the checks, prints the plan and changes nothing', () => {
    const dir = repository();
    const run = release(dir, '--dry-run', '1.1.0');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const head = git(dir, 'rev-parse', '--short', 'HEAD');
    expect(run.stdout).toContain(`Dry run for v1.1.0: main at ${head}, latest release v1.0.0.`);
    expect(run.stdout).toContain('npm run bundle');
    expect(run.stdout).toContain('git tag -a v1.1.0 -m "Release v1.1.0"');
    expect(run.stdout).toContain('git tag -fa v1 -m "v1: v1.1.0" v1.1.0^{commit}');
    expect(run.stdout).toContain('git push origin v1.1.0\n');
    expect(run.stdout).toContain('git push origin v1 --force\n');
    expect(tagsOf(dir)).toEqual(['v1', 'v1.0.0']);
  });

  it('tags the release and moves the major tag, and prints the push commands', () => {
    const dir = repository();
    const released = commitOf(dir, 'v1');
    const run = release(dir, 'v1.1.0');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(tagsOf(dir)).toEqual(['v1', 'v1.0.0', 'v1.1.0']);
    expect(commitOf(dir, 'v1.1.0')).toBe(commitOf(dir, 'HEAD'));
    expect(commitOf(dir, 'v1')).toBe(commitOf(dir, 'HEAD'));
    expect(commitOf(dir, 'v1')).not.toBe(released);
    expect(git(dir, 'cat-file', '-t', 'v1.1.0')).toBe('tag'); // annotated
    expect(run.stdout).toContain('Nothing was pushed. To publish:');
    expect(run.stdout).toContain('  git push origin v1.1.0\n  git push origin v1 --force\n');
  });

  const refusals: [string, (dir: string) => void, string[], RegExp][] = [
    [
      'a dirty working tree',
      (dir) => writeFileSync(join(dir, 'notes.txt'), 'not committed\n'),
      ['--dry-run', '1.1.0'],
      /release: the working tree is not clean/,
    ],
    [
      'a changed tracked file',
      (dir) => writeFileSync(join(dir, 'dist', 'index.js'), 'export const changed = 1;\n'),
      ['--dry-run', '1.1.0'],
      /release: the working tree is not clean/,
    ],
    [
      'a version that is not X.Y.Z',
      () => {},
      ['--dry-run', '1.2'],
      /release: "1\.2" is not a version X\.Y\.Z/,
    ],
    ['a pre-release', () => {}, ['--dry-run', '1.1.0-rc.1'], /is not a version X\.Y\.Z/],
    [
      'the latest version again',
      () => {},
      ['--dry-run', '1.0.0'],
      /release: 1\.0\.0 is not newer than the latest release, v1\.0\.0/,
    ],
    [
      'an older version',
      () => {},
      ['--dry-run', '0.9.9'],
      /release: 0\.9\.9 is not newer than the latest release, v1\.0\.0/,
    ],
    [
      'a version without a CHANGELOG section',
      () => {},
      ['--dry-run', '1.2.0'],
      /release: CHANGELOG\.md has no "## \[1\.2\.0\]" section/,
    ],
    [
      'another branch than main',
      (dir) => git(dir, 'checkout', '-q', '-b', 'feature'),
      ['--dry-run', '1.1.0'],
      /release: releases are tagged on main; this is feature/,
    ],
  ];

  it.each(refusals)('refuses %s', (_, prepare, args, message) => {
    const dir = repository();
    prepare(dir);
    const run = release(dir, ...args);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(message);
    expect(tagsOf(dir)).toEqual(['v1', 'v1.0.0']);
  });

  it('refuses a stale dist/ after rebuilding it, and tags nothing', () => {
    const dir = repository(
      "node -e \"require('node:fs').writeFileSync('dist/index.js', 'export const rebuilt = 1;\\n')\"",
    );
    const run = release(dir, '1.1.0');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('dist/index.js');
    expect(run.stderr).toMatch(/release: npm run bundle changed the files above: dist\/ is stale/);
    expect(tagsOf(dir)).toEqual(['v1', 'v1.0.0']);
  });

  it('explains its usage without a version', () => {
    const run = release(repository());
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('usage: scripts/release.sh [--dry-run] [--push] X.Y.Z');
  });
});
