// seo-report serve's analyzer flags: --checks picks the profile, --render needs a browser.
import { describe, expect, it } from 'vitest';
import { runServe } from '../../src/server/cli/serve-command.js';
import type { CliIo } from '../../src/shared/cli/io.js';

function io(env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const cli: CliIo = {
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    env,
    // Stop as soon as the service has started.
    stopRequested: async () => 'SIGTERM',
  };
  return { cli, out, err };
}

describe('seo-report serve', () => {
  it('rejects an unknown --checks profile, naming the allowed ones', async () => {
    await expect(runServe(['--checks', 'strict', '--db', ':memory:'], io().cli)).rejects.toThrow(
      'seo-report serve: --checks must be one of all, phprank, got "strict"',
    );
  });

  it('starts with --checks phprank and --render when a browser is there', async () => {
    const run = io();
    const code = await runServe(
      ['--checks', 'phprank', '--render', '--db', ':memory:', '--port', '0', '--quiet'],
      run.cli,
    );
    expect(code).toBe(0);
    expect(run.out.join('')).toContain('SEO Report API listening on http://127.0.0.1:');
  });

  it('says first the base URL to pass to audit and the action, the service root', async () => {
    const run = io();
    expect(await runServe(['--db', ':memory:', '--port', '0', '--quiet'], run.cli)).toBe(0);
    const [first] = run.out.join('').split('\n');
    expect(first).toMatch(
      /^Base URL: http:\/\/127\.0\.0\.1:\d+ \(pass it as --base-url to seo-report audit, or as the action's base-url input\)$/,
    );
    expect(first).not.toContain('/api/v1');
    // And where people read the reports.
    expect(run.out.join('')).toMatch(
      /\nReport pages: (http:\/\/127\.0\.0\.1:\d+)\/reports\/ID; open \1\/ in a browser and sign in with an API key to read private ones\n/,
    );
  });

  it('says how to install a browser when SEO_REPORT_BROWSER names none', async () => {
    const run = io({ SEO_REPORT_BROWSER: '/nonexistent/chromium' });
    await expect(
      runServe(['--render', '--db', ':memory:', '--port', '0'], run.cli),
    ).rejects.toThrow(
      'render: no browser at /nonexistent/chromium; install Chromium (Debian/Ubuntu: apt-get install -y chromium)',
    );
  });
});
