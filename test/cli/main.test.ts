// The command's own flags: --help and --version, answered without loading any command.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/commands.js';
import { VERSION } from '../../src/shared/cli/version.js';

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

  it('suggests the command or the flag that a typo meant', async () => {
    expect(await run(['audti'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'seo-report: unknown command "audti"; did you mean audit?; allowed: audit, demo, serve, keys\n',
    });
    expect((await run(['--verison'])).stderr).toContain('did you mean --version?');
    expect((await run(['audit', '--fail-onn', 'bad', 'https://a.test/'])).stderr).toBe(
      'seo-report audit: unknown option --fail-onn; did you mean --fail-on? (see seo-report audit --help)\n',
    );
    expect((await run(['audit', '--fail_on', 'bad'])).stderr).toContain('did you mean --fail-on?');
    // A unique start: the long switch.
    expect((await run(['audit', '--allow', 'https://a.test/'])).stderr).toContain(
      'did you mean --allow-private-network?',
    );
    expect((await run(['serve', '--prot', '0'])).stderr).toContain('did you mean --port?');
    // Nothing near: no guess rather than a wrong one.
    for (const argv of [['frobnicate'], ['audit', '--colour'], ['audit', '-x']])
      expect((await run(argv)).stderr).not.toContain('did you mean');
  });
});
