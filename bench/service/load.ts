// Lists under load, side by side: the service answering GET /api/v1/reports?per_page=100 to 10
// concurrent connections, and a plain node:http server answering the very same bytes, each in
// its own process, measured by autocannon from this one. The plain server is the ceiling: what
// node:http and the loopback allow for an answer of that size on this machine.
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export interface LoadResult {
  target: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  bytes: number;
  errors: number;
}

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
// autocannon ships no types; this is the one call we make.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export async function loadTest(options: {
  name: string;
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationS: number;
  /** A path per request (e.g. a different page each time); default: always `url`'s. */
  pathFor?: (i: number) => string;
}): Promise<Omit<LoadResult, 'bytes'>> {
  let sent = 0;
  const pathFor = options.pathFor;
  const result = await autocannon({
    url: options.url,
    headers: options.headers,
    connections: options.connections,
    duration: options.durationS,
    ...(pathFor
      ? {
          requests: [
            {
              setupRequest: (request: Record<string, unknown>) => ({
                ...request,
                path: pathFor(sent++),
              }),
            },
          ],
        }
      : {}),
  });
  return {
    target: options.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Starts bench/service/plain-server.ts answering `body` to every request; resolves its URL. */
export async function startPlainServer(
  dir: string,
  body: Buffer,
): Promise<{ child: ChildProcess; url: string }> {
  const file = join(dir, 'plain-body.json');
  writeFileSync(file, body);
  const child = spawn(
    process.execPath,
    ['--experimental-transform-types', '--no-warnings', 'bench/service/plain-server.ts', file],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split('\n')[0];
      if (buffered.includes('\n') && line) resolve({ child, url: JSON.parse(line).url });
    });
    child.once('exit', (code) => reject(new Error(`plain server exited with ${code}`)));
  });
}
