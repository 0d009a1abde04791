// The command's own flags: --help and --version, answered without loading any command.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { VERSION } from '../../src/cli/version.js';

async function run(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    env: {},
    stopRequested: () => new Promise(() => {}),
  });
  return { code, stdout, stderr };
}

describe('seo-report', () => {
  it('prints the version of package.json', async () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(VERSION).toBe(pkg.version);
    for (const flag of ['--version', '-v']) {
      expect(await run([flag])).toEqual({
        code: 0,
        stdout: `seo-report ${pkg.version}\n`,
        stderr: '',
      });
    }
  });

  it('lists the commands with --help and exits 0', async () => {
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    for (const command of ['audit', 'demo', 'serve', 'keys'])
      expect(help.stdout).toContain(`  ${command}`);
  });
});
