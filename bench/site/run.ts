// Auditing a whole site end to end, against the analysis alone (docs/benchmarks.md, issue 30).
// A generated build folder (bench/site/make-site.mjs: pages of 60 to 120 KB, deterministic) is
// audited by the CLI in a child process: its audit of the build folder (`--dir`, served by the
// CLI itself) on the embedded service; with --bundled (what `npm run bench` runs) the bundled
// CLI as a user runs it (bench/site/bundled-audit-figures.mjs), else the same code from the
// sources (bench/site/audit-process.ts, which also traces memory); its peak RSS (its own, VmHWM)
// and CPU time are the audit's. A minimal node:http server here serves the folder for the probes' URLs. In
// the same run, on the same pages, this process times the analysis alone: analyzeDocument of
// each page, in one thread, on material read from the folder, just before and after each audit.
// The figure is the median ratio over the repetitions.
//   node --experimental-transform-types --no-warnings --import ./scripts/ts-hooks.mjs \
//     bench/site/run.ts [--sizes 500,2000,10000] [--ratio-size 2000] [--reps 3] [--cpu-prof DIR]
//     [--bundled]  (the bundled CLI, dist/cli/index.js, instead of audit-process.ts)
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { HASH_FILE, sourceHash } from '../../scripts/source-hash.mjs';
import { GRADE_SYMBOL } from '../../src/client/app/render/log.js';
import { analyzeDocument } from '../../src/server/analyzer/analyze-document.js';
import type { PageInput } from '../../src/server/analyzer/checks/context.js';
// @ts-expect-error: a plain .mjs helper of the benchmarks, without types.
import { SITE_VERSION, writeSite, writeSitemap } from './make-site.mjs';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '500,2000,10000' },
    'ratio-size': { type: 'string', default: '2000' },
    reps: { type: 'string', default: '3' },
    'cpu-prof': { type: 'string' },
    // The bundled CLI (dist/cli/index.js), as a user runs it, instead of audit-process.ts.
    bundled: { type: 'boolean', default: false },
  },
});
const SIZES = values.sizes.split(',').map(Number);
const RATIO_SIZE = Number(values['ratio-size']);
const REPS = Number(values.reps);

interface Site {
  dir: string;
  paths: string[];
  bytes: number;
}

/**
 * The build folder of `pages` pages, generated once and kept in the temporary folder; a folder
 * of an older version of the generator (SITE_VERSION) is not reused.
 */
function siteOf(pages: number): Site {
  const dir = join(tmpdir(), `seo-report-bench-site-v${SITE_VERSION}-${pages}`);
  const manifest = join(dir, 'bench-manifest.json');
  if (existsSync(manifest)) return { dir, ...JSON.parse(readFileSync(manifest, 'utf8')) };
  const started = performance.now();
  const { paths, bytes } = writeSite(dir, pages) as { paths: string[]; bytes: number };
  writeFileSync(manifest, JSON.stringify({ paths, bytes }));
  console.log(
    `  generated ${pages} pages, ${(bytes / pages / 1000).toFixed(0)} kB each on average, in ${((performance.now() - started) / 1000).toFixed(1)} s (${dir})`,
  );
  return { dir, paths, bytes };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

/** A minimal static server of a build folder: files as they are, /x/ as /x/index.html. */
async function serve(dir: string): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    try {
      const body = await readFile(file);
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'content-length': body.length,
      });
      response.end(body);
    } catch {
      const body = await readFile(join(dir, '404.html'));
      response.writeHead(404, { 'content-type': TYPES['.html'], 'content-length': body.length });
      response.end(body);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The audit's command line: the build folder itself (`--dir`: the CLI serves it in the audit's
 * own process, site-dir), as issue 30's target is about a build directory. The server here
 * still serves the folder for the analysis alone's probes (robots, sitemap) and for
 * comparisons over HTTP ('--sitemap', `${served.origin}/sitemap.xml`).
 */
function auditArgs(served: { dir: string; origin: string; pages: number }): string[] {
  return [
    ...['--allow-private-network', '--fail-on', 'never', '--max-pages', String(served.pages)],
    // Six hours, the most allowed: at the default ten minutes a 10,000-page run on a loaded
    // machine ended in timeouts (each counted as a page done).
    ...['--timeout', '21600'],
    ...['--dir', served.dir],
  ];
}

interface AuditFigures {
  pages: number;
  seconds: number;
  /** CPU time of the audit's process over the job, every thread. */
  cpuSeconds: number;
  /** The same, of its main thread alone (the client, the service, the fetches, SQLite). */
  mainThreadCpuSeconds: number;
  exitCode: number;
  peakRssKiB: number;
  /** The peak once the last page was done, before the results were judged and printed. */
  peakRssAtLastPageKiB: number;
  /** The peak once the results were judged, when the first piece of output was written. */
  peakRssBeforeOutputKiB: number;
  peakHeapUsedKiB: number;
  peakExternalKiB: number;
  wallSeconds: number;
}

/**
 * One audit of the site in a process of its own. With --bundled, the bundled CLI as a user runs
 * it (`node dist/cli/index.js audit`), its figures written to a file by
 * bench/site/bundled-audit-figures.mjs, loaded with --import: its clock starts before the bundle
 * loads, so the analysis threads' start is in the run. Else audit-process.ts, from the sources,
 * which starts the threads (and compiles the modules) before its clock and prints its figures.
 */
async function auditEndToEnd(site: Site, origin: string, label: string): Promise<AuditFigures> {
  const pages = site.paths.length;
  const profile = values['cpu-prof']
    ? ['--cpu-prof', '--cpu-prof-dir', join(values['cpu-prof'], label)]
    : [];
  const audit = auditArgs({ dir: site.dir, origin, pages });
  const figuresFile = join(tmpdir(), `seo-report-bench-figures-${process.pid}.json`);
  if (values.bundled && readFileSync(HASH_FILE, 'utf8').trim() !== sourceHash())
    throw new Error('dist/ is not built from the current source: npm run bundle first');
  const started = performance.now();
  const child = values.bundled
    ? spawn(
        process.execPath,
        [
          ...profile,
          '--import',
          './bench/site/bundled-audit-figures.mjs',
          'dist/cli/index.js',
          'audit',
          ...audit,
        ],
        {
          // The CLI's table and progress lines are counted by the preload, not read here.
          stdio: ['ignore', 'ignore', 'ignore'],
          env: {
            ...process.env,
            BENCH_FIGURES_FILE: figuresFile,
            BENCH_PAGES: String(pages),
            BENCH_PAGE_MARKS: JSON.stringify(Object.values(GRADE_SYMBOL)),
          },
        },
      )
    : spawn(
        process.execPath,
        [
          ...profile,
          '--experimental-transform-types',
          '--no-warnings',
          '--import',
          './scripts/ts-hooks.mjs',
          'bench/site/audit-process.ts',
          String(pages),
          '--',
          ...audit,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const wallSeconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`the audit process exited with ${code}: ${output}`);
  const text = values.bundled
    ? readFileSync(figuresFile, 'utf8')
    : output.trim().split('\n').at(-1);
  if (values.bundled) rmSync(figuresFile, { force: true });
  const figures = JSON.parse(text ?? '{}') as Omit<AuditFigures, 'wallSeconds'> & {
    stderrLines: number;
  };
  // One progress line per page audited, and a few more: fewer means pages were left out.
  if (figures.stderrLines < pages)
    throw new Error(`the audit wrote ${figures.stderrLines} lines for ${pages} pages`);
  return { ...figures, wallSeconds };
}

/** The fixed answers of the site's own files, as the service's probes would fetch them. */
function probesOf(site: Site, origin: string): Pick<PageInput, 'robots' | 'notFound' | 'sitemap'> {
  return {
    robots: {
      url: `${origin}/robots.txt`,
      status: 200,
      contentType: TYPES['.txt'],
      body: readFileSync(join(site.dir, 'robots.txt'), 'utf8'),
    },
    notFound: { url: `${origin}/404-0123456789abcdef`, status: 404, contentType: TYPES['.html'] },
    sitemap: {
      url: `${origin}/sitemap.xml`,
      status: 200,
      contentType: TYPES['.xml'],
      body: readFileSync(join(site.dir, 'sitemap.xml'), 'utf8').slice(0, 16 * 1024),
    },
  };
}

/**
 * Pages per second of analyzeDocument alone over the site's pages, read beforehand, and its
 * CPU milliseconds a page (one thread: the process's CPU time is the analysis's).
 */
function analysisOnly(site: Site, origin: string): { rate: number; cpuMs: number } {
  const probes = probesOf(site, origin);
  const bodies = site.paths.map((path) => readFileSync(join(site.dir, path, 'index.html')));
  const inputs: PageInput[] = site.paths.map((path, i) => {
    const body = bodies[i] as Buffer;
    return {
      url: `${origin}${path}`,
      finalUrl: `${origin}${path}`,
      status: 200,
      headers: { 'content-type': TYPES['.html'], 'content-length': String(body.length) },
      body: body.toString('utf8'),
      bodyBytes: body.length,
      transferBytes: body.length,
      loadTimeMs: 5,
      ...probes,
    };
  });
  // Warm the JIT on a few pages first, as the service's workers are warm after their first pages.
  for (const input of inputs.slice(0, 50)) analyzeDocument(input, {});
  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  for (const input of inputs) {
    if (analyzeDocument(input, {}).failure) throw new Error(`${input.url}: failed`);
  }
  const cpu = process.cpuUsage(cpuAtStart);
  return {
    rate: inputs.length / ((performance.now() - started) / 1000),
    cpuMs: (cpu.user + cpu.system) / 1000 / inputs.length,
  };
}

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const mib = (kib: number) => (kib / 1024).toFixed(1);
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

console.log(
  `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.versions.node}, ${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, load average ${load()}`,
);
for (const size of SIZES) {
  const site = siteOf(size);
  const server = await serve(site.dir);
  writeSitemap(site.dir, site.paths, server.origin);
  const reps = size === RATIO_SIZE ? REPS : 1;
  const ratios: number[] = [];
  console.log(
    `${size} pages (${(site.bytes / size / 1000).toFixed(0)} kB on average), ${reps} repetition(s):`,
  );
  for (let rep = 1; rep <= reps; rep++) {
    // The analysis alone is timed just before and just after the audit, and the two averaged:
    // the machine's load changes within a minute, and one measure beside the audit was off by
    // up to three times either way.
    const measuredBefore = size === RATIO_SIZE ? analysisOnly(site, server.origin) : null;
    const audit = await auditEndToEnd(site, server.origin, `site-${size}-${rep}`);
    const measuredAfter = measuredBefore === null ? null : analysisOnly(site, server.origin);
    const before = measuredBefore?.rate ?? null;
    const after = measuredAfter?.rate ?? null;
    const alone = before === null || after === null ? null : (before + after) / 2;
    // CPU a page, the audit's (all threads) against the analysis alone's: steadier than the
    // rates on a loaded machine, and it says how much the rest of the audit costs besides.
    const auditCpuMs = (audit.cpuSeconds * 1000) / audit.pages;
    const aloneCpuMs =
      measuredBefore === null || measuredAfter === null
        ? null
        : (measuredBefore.cpuMs + measuredAfter.cpuMs) / 2;
    const rate = audit.pages / audit.seconds;
    const ratio = alone === null ? null : rate / alone;
    if (ratio !== null) ratios.push(ratio);
    console.log(
      `  run ${rep}: end to end ${rate.toFixed(1)} pages/s (${audit.seconds.toFixed(1)} s; process ${audit.wallSeconds.toFixed(1)} s), ` +
        (alone === null
          ? ''
          : `analysis alone ${alone.toFixed(1)} pages/s (${before?.toFixed(1)} before, ${after?.toFixed(1)} after), ratio ${(ratio as number).toFixed(2)}, `) +
        `CPU ${auditCpuMs.toFixed(1)} ms a page (main thread ${((audit.mainThreadCpuSeconds * 1000) / audit.pages).toFixed(1)})` +
        (aloneCpuMs === null
          ? ', '
          : ` against ${aloneCpuMs.toFixed(1)} for the analysis alone (CPU ratio ${(aloneCpuMs / auditCpuMs).toFixed(2)}), `) +
        `peak RSS ${mib(audit.peakRssKiB)} MiB (${mib(audit.peakRssAtLastPageKiB)} at the last page, ${mib(audit.peakRssBeforeOutputKiB)} judged; main thread's heap ${mib(audit.peakHeapUsedKiB)}, external ${mib(audit.peakExternalKiB)}), exit ${audit.exitCode}, load ${load()}`,
    );
  }
  if (ratios.length > 0)
    console.log(`  median ratio, end to end / analysis alone: ${median(ratios).toFixed(2)}`);
  await server.close();
}
process.exit(0);
