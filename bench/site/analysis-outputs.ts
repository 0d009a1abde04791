// The analysis of every page of a generated build folder, in one thread, as an analysis worker
// runs it (analyzeDocumentPhase): to see what V8 does with the analyzer over many pages
// (`node --trace-opt --trace-deopt`, --trace-gc) and to show that a change to the analyzer
// leaves its answers as they were. Writes one JSON line a page (the timings, which vary from
// run to run, set to 0) to OUT, then prints the CPU milliseconds a page of the last pass.
//   node --experimental-transform-types --no-warnings --import ./scripts/ts-hooks.mjs \
//     bench/site/analysis-outputs.ts DIR [--out FILE] [--passes N]
// Compare two versions of the analyzer: run each with --out, then `cmp` the two files.
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { analyzeDocumentPhase } from '../../src/server/analyzer/analyze-document.js';
import type { PageInput } from '../../src/server/analyzer/checks/context.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string' },
    expect: { type: 'string' },
    passes: { type: 'string', default: '1' },
  },
});
const dir = positionals[0];
if (!dir) {
  console.error('usage: analysis-outputs.ts DIR [--out FILE] [--expect FILE] [--passes N]');
  process.exit(2);
}
const passes = Number(values.passes);
const { paths } = JSON.parse(readFileSync(join(dir, 'bench-manifest.json'), 'utf8')) as {
  paths: string[];
};
// The origin is never contacted: the probes' answers are the folder's own files.
const origin = 'http://127.0.0.1:8080';
const HTML = 'text/html; charset=utf-8';
const probes: Pick<PageInput, 'robots' | 'notFound' | 'sitemap'> = {
  robots: {
    url: `${origin}/robots.txt`,
    status: 200,
    contentType: 'text/plain; charset=utf-8',
    body: readFileSync(join(dir, 'robots.txt'), 'utf8'),
  },
  notFound: { url: `${origin}/404-0123456789abcdef`, status: 404, contentType: HTML },
  sitemap: {
    url: `${origin}/sitemap.xml`,
    status: 200,
    contentType: 'application/xml',
    body: readFileSync(join(dir, 'sitemap.xml'), 'utf8').slice(0, 16 * 1024),
  },
};
const inputs: PageInput[] = paths.map((path) => {
  const body = readFileSync(join(dir, path, 'index.html'));
  return {
    url: `${origin}${path}`,
    finalUrl: `${origin}${path}`,
    status: 200,
    headers: { 'content-type': HTML, 'content-length': String(body.length) },
    body: body.toString('utf8'),
    bodyBytes: body.length,
    transferBytes: body.length,
    loadTimeMs: 5,
    ...probes,
  };
});

const out = values.out ? createWriteStream(values.out) : null;
const expected = values.expect ? readFileSync(values.expect, 'utf8').split('\n') : null;
if (expected !== null && expected.length !== inputs.length + 1) {
  console.error(`${values.expect}: ${expected.length - 1} pages, not ${inputs.length}`);
  process.exit(1);
}
const differing: string[] = [];
let cpuMs = 0;
for (let pass = 0; pass < passes; pass++) {
  const cpuAtStart = process.cpuUsage();
  for (const [index, input] of inputs.entries()) {
    const phase = analyzeDocumentPhase(input, {});
    if (pass > 0 || (out === null && expected === null)) continue;
    phase.analysis.timings = { fetchMs: 0, analyzeMs: 0 };
    const line = JSON.stringify(phase);
    out?.write(`${line}\n`);
    if (expected !== null && expected[index] !== line) differing.push(input.url);
  }
  const cpu = process.cpuUsage(cpuAtStart);
  cpuMs = (cpu.user + cpu.system) / 1000 / inputs.length;
}
if (out !== null) await new Promise((resolve) => out.end(resolve));
if (expected !== null) {
  console.log(
    differing.length === 0
      ? `the same answers as ${values.expect} for all ${inputs.length} pages`
      : `${differing.length} of ${inputs.length} pages answered differently, first ${differing[0]}`,
  );
  if (differing.length > 0) process.exitCode = 1;
}
console.log(
  JSON.stringify({
    pages: inputs.length,
    passes,
    cpuMsAPage: Number(cpuMs.toFixed(3)),
    cpuSecondsByThread: cpuByThread(),
  }),
);

/**
 * The CPU seconds of each kind of thread of this process so far (Linux: /proc), by name: the
 * main thread, V8's helpers (optimizing compiler, garbage collector: "V8 DefaultWorke"), libuv's
 * pool. Empty elsewhere.
 */
function cpuByThread(): Record<string, number> {
  const byName: Record<string, number> = {};
  let tasks: string[];
  try {
    tasks = readdirSync('/proc/self/task');
  } catch {
    return byName;
  }
  const ticksPerSecond = 100;
  for (const task of tasks) {
    const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
    // pid (comm) state ...: the fields after the name, utime and stime are the 12th and 13th.
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const seconds = (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
    byName[name] = Number(((byName[name] ?? 0) + seconds).toFixed(2));
  }
  return byName;
}
