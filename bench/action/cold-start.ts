// Cold start of the action: from spawning `node dist/main/index.js` to its first request
// reaching a local server, best and median of several runs, beside the floor (`node` sending
// one request with node:http, as the action's client does) on the same machine. The server
// answers 401, so the action stops at once after that first request.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ColdStart {
  bestMs: number;
  medianMs: number;
  floorBestMs: number;
  floorMedianMs: number;
}

async function firstRequestAfterSpawn(args: string[], env: Record<string, string>) {
  let arrived = 0;
  const server = createServer((_req, res) => {
    if (arrived === 0) arrived = performance.now();
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end('{"message":"Unauthenticated."}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const started = performance.now();
  const child = spawn(
    process.execPath,
    args.map((a) => a.replace('$URL', url)),
    {
      env: { PATH: process.env.PATH ?? '', ...env, 'INPUT_BASE-URL': url },
      stdio: 'ignore',
    },
  );
  await new Promise((resolve) => child.on('close', resolve));
  server.closeAllConnections();
  server.close();
  return arrived - started;
}

function summary(samples: number[]): { best: number; median: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { best: sorted[0] as number, median: sorted[Math.floor(sorted.length / 2)] as number };
}

export async function measureColdStart(dist: string, runs = 9): Promise<ColdStart> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-cold-'));
  for (const name of ['output', 'summary', 'state']) writeFileSync(join(dir, name), '');
  const env = {
    GITHUB_OUTPUT: join(dir, 'output'),
    GITHUB_STEP_SUMMARY: join(dir, 'summary'),
    GITHUB_STATE: join(dir, 'state'),
    'INPUT_API-KEY': 'sk_cold_start',
    INPUT_URLS: 'https://bench.test/',
  };
  const action: number[] = [];
  const floor: number[] = [];
  for (let i = 0; i < runs; i++) {
    action.push(await firstRequestAfterSpawn([join(dist, 'main', 'index.js')], env));
    floor.push(
      await firstRequestAfterSpawn(
        ['-e', "require('node:http').get(process.argv[1]).on('error', () => {})", '$URL'],
        {},
      ),
    );
  }
  rmSync(dir, { recursive: true, force: true });
  const a = summary(action);
  const f = summary(floor);
  return { bestMs: a.best, medianMs: a.median, floorBestMs: f.best, floorMedianMs: f.median };
}
