// On a Node.js older than 24 the command stops with one message that says what to do, before it
// loads anything that would fail there. The bundle is run under an older Node when the machine
// has one (the machines here ship Node 20 as their system node), and always under this Node 24
// told to report an older version.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from '../../src/shared/cli/node-version.js';
import { finished } from '../support/child.js';
import { CLI, ROOT } from './support/run-cli.js';

describe('nodeVersionProblem', () => {
  const context = {
    version: 'v20.20.2',
    script: join(ROOT, 'dist/cli/index.js'),
    args: ['demo'],
    cwd: ROOT,
  };

  it('accepts Node 24 and later', () => {
    expect(nodeVersionProblem({ ...context, version: 'v24.0.0' })).toBeNull();
    expect(nodeVersionProblem({ ...context, version: 'v25.1.0' })).toBeNull();
  });

  it('names the version and gives the command to run on Node 24 instead', () => {
    const message = nodeVersionProblem(context) ?? '';
    expect(message).toContain('needs Node.js 24 or later, and this is Node.js v20.20.2');
    expect(message).toContain('npx -y node@24 dist/cli/index.js demo\n');
    expect(message).toContain('npm exec -- node dist/cli/index.js demo;');
    expect(message.endsWith('\n')).toBe(true);
  });

  it('never repeats options, whose values may be secrets', () => {
    const message =
      nodeVersionProblem({
        ...context,
        args: ['audit', '--api-key', 'sk_live_secret', 'https://example.com/'],
      }) ?? '';
    expect(message).toContain('npx -y node@24 dist/cli/index.js audit ...\n');
    expect(message).not.toContain('sk_live_secret');
    const optionsOnly = nodeVersionProblem({ ...context, args: ['--api-key=sk_live_secret'] });
    expect(optionsOnly).toContain('npx -y node@24 dist/cli/index.js ...\n');
    expect(optionsOnly).not.toContain('sk_live_secret');
  });

  it('shows a script outside the current folder by its full path, quoted when needed', () => {
    const message =
      nodeVersionProblem({
        ...context,
        script: '/opt/my tools/seo/dist/cli/index.js',
        args: [],
        cwd: '/home/user/site',
      }) ?? '';
    expect(message).toContain("npx -y node@24 '/opt/my tools/seo/dist/cli/index.js'\n");
  });
});

/** A node on PATH or at the usual places whose major version is below 24, if the machine has one. */
function olderNode(): string | undefined {
  const found = spawnSync('sh', ['-c', 'which -a node; ls /usr/local/bin/node /usr/bin/node'], {
    encoding: 'utf8',
  }).stdout;
  for (const path of new Set(found.split('\n').filter((line) => line.startsWith('/')))) {
    const version = spawnSync(path, ['-p', 'process.versions.node'], { encoding: 'utf8' });
    if (version.status === 0 && Number(version.stdout.split('.')[0]) < 24) return path;
  }
  return undefined;
}

async function runCliWith(node: string, nodeArgs: string[], args: string[]) {
  const cwd = mkdtempSync(join(tmpdir(), 'seo-cli-old-node-'));
  const child = spawn(node, [...nodeArgs, CLI, ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? cwd },
  });
  return finished(child);
}

describe('dist/cli/index.js on an older Node', () => {
  it('stops with exit code 2 and the message, under Node 24 told it is Node 20', async () => {
    const pretend =
      "data:text/javascript,Object.defineProperty(process,'version',{value:'v20.0.0'})";
    const run = await runCliWith(process.execPath, ['--import', pretend], ['demo']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^seo-report: needs Node.js 24 or later, and this is Node.js v20/);
    expect(run.stderr).toContain(`npx -y node@24 ${CLI} demo\n`);
  });

  const older = olderNode();
  it.skipIf(older === undefined)(
    `stops with the message, not a stack trace, under a real older Node (${older ?? 'none found'})`,
    async () => {
      const run = await runCliWith(older as string, [], ['audit', '--api-key', 'sk_secret']);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/^seo-report: needs Node.js 24 or later, and this is Node.js v/);
      expect(run.stderr).toContain(`npx -y node@24 ${CLI} audit ...\n`);
      expect(run.stderr).not.toContain('sk_secret');
      expect(run.stderr).not.toMatch(/\n\s+at /);
    },
  );
});
