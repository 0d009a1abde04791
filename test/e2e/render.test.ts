// The bundled CLI (`node dist/cli/index.js serve --render`), the way a user runs it: the lazily
// loaded browser driver is in the bundle, and a page whose title, heading and links a script
// writes is judged on what the browser built. Run `npm run bundle` after changing src/.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('../../dist/cli/index.js', import.meta.url));
const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><script>
document.addEventListener('DOMContentLoaded', () => {
  document.title = 'Handmade wooden chairs built to last for years';
  const h1 = document.createElement('h1');
  h1.textContent = 'Handmade wooden chairs';
  document.body.append(h1);
  const a = document.createElement('a');
  a.href = '/oak';
  a.textContent = 'Oak';
  document.body.append(a);
});
</script></head><body></body></html>`;

let site: Server;
let pageUrl: string;

beforeAll(async () => {
  site = createServer((request, response) => {
    response.writeHead(request.url === '/' ? 200 : 404, { 'content-type': 'text/html' });
    response.end(PAGE);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  pageUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

/** Starts `serve` and resolves once it has printed its address and key. */
async function serve(flags: string[]): Promise<{ child: ChildProcess; url: string; key: string }> {
  const child = spawn(
    process.execPath,
    [
      CLI,
      'serve',
      '--port',
      '0',
      '--db',
      ':memory:',
      '--sync',
      '--allow-private-network',
      '--quiet',
      ...flags,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let url = '';
  for await (const line of createInterface({ input: child.stdout as NodeJS.ReadableStream })) {
    url ||= /listening on (\S+)/.exec(line)?.[1] ?? '';
    const key = /API key.*: (\S+)/.exec(line)?.[1];
    if (key) return { child, url, key };
  }
  throw new Error('serve ended before printing its key');
}

async function audit(flags: string[]) {
  const { child, url, key } = await serve(flags);
  try {
    const answer = await fetch(`${url}/api/v1/reports`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ url: pageUrl, privacy: '0' }),
    });
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { data: { results: Record<string, { passed: boolean }> } })
      .data.results;
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}

describe('seo-report serve --render (bundled)', () => {
  it('judges the heading and title a script writes; without --render they are missing', async () => {
    const rendered = await audit(['--render']);
    expect(rendered.headings).toMatchObject({
      passed: true,
      value: { h1: ['Handmade wooden chairs'] },
    });
    expect(rendered.title).toMatchObject({ passed: true });
    const raw = await audit([]);
    expect(raw.headings).toMatchObject({ passed: false, errors: { missing: null } });
  });

  it('runs exactly the 36 checks with --checks phprank', async () => {
    const results = await audit(['--checks', 'phprank']);
    expect(Object.keys(results)).toHaveLength(36);
    expect(results.http_status).toBeUndefined();
  });
});
