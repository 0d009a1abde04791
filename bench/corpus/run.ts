// Runs the analyzer over a corpus of real pages and counts, per check, how often it fails: the
// measure behind the calibration table in docs/analyzer.md. The pages are the HTML documentation
// that Debian packages install (Sphinx, asciidoc, DocBook, MkDocs and Node.js's own generator),
// found on this machine and served from 127.0.0.1 as a plain static server would serve them:
// no compression, no robots.txt, no sitemap, a 404 for anything else. Nothing is copied into the
// repository; only the counts are written.
//
//   apt-get install -y --no-install-recommends python3-doc git-doc debian-reference-en mkdocs-doc nodejs-doc
//   node --experimental-transform-types --no-warnings --import ./scripts/ts-hooks.mjs \
//     bench/corpus/run.ts [--label after] [--analyzer <dir of analyzer/index.ts>] [--out <file>]
//
// (nodejs-doc conflicts with NodeSource's nodejs package, which it removes: install it only where
// node comes from Debian or elsewhere, or leave it out; a missing package is skipped.)
// --analyzer runs another copy of the analyzer (e.g. the previous commit's, unpacked with
// `git archive`), so that "before" and "after" are counted over the same pages.
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Analysis, AnalyzerOptions } from '../../src/server/analyzer/index.js';

interface Source {
  /** The Debian package that installs the pages. */
  package: string;
  /** What generated them. */
  generator: string;
  root: string;
  /** Where the static server mounts them. */
  prefix: string;
}

const SOURCES: readonly Source[] = [
  {
    package: 'python3.11-doc',
    generator: 'Sphinx',
    root: '/usr/share/doc/python3.11-doc/html',
    prefix: '/python/',
  },
  {
    package: 'git-doc',
    generator: 'asciidoc',
    root: '/usr/share/doc/git-doc',
    prefix: '/git/',
  },
  {
    package: 'nodejs-doc',
    generator: "Node.js's doc tool",
    root: '/usr/share/doc/nodejs/api',
    prefix: '/node/',
  },
  {
    package: 'debian-reference-en',
    generator: 'DocBook XSL',
    root: '/usr/share/doc/debian-reference-en/docs',
    prefix: '/debian-reference/',
  },
  {
    package: 'mkdocs-doc',
    generator: 'MkDocs',
    root: '/usr/share/doc/mkdocs/html',
    prefix: '/mkdocs/',
  },
  {
    package: 'valgrind',
    generator: 'DocBook XSL',
    root: '/usr/share/doc/valgrind/html',
    prefix: '/valgrind/',
  },
];

const HOST = 'docs.corpus.test';
const CONCURRENCY = 2;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain',
};

const { values: args } = parseArgs({
  options: {
    label: { type: 'string', default: 'current' },
    analyzer: { type: 'string' },
    out: { type: 'string' },
  },
});

const analyzerEntry = args.analyzer
  ? resolve(args.analyzer, 'index.ts')
  : resolve(import.meta.dirname, '../../src/server/analyzer/index.ts');
const { analyzeUrl } = (await import(pathToFileURL(analyzerEntry).href)) as {
  analyzeUrl(url: string, options: AnalyzerOptions): Promise<Analysis>;
};

function htmlFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const path = join(dir, entry);
      const stat = statSync(path, { throwIfNoEntry: false });
      if (stat?.isDirectory()) walk(path);
      else if (stat?.isFile() && entry.endsWith('.html')) found.push(path);
    }
  };
  walk(root);
  return found;
}

function packageVersion(name: string): string | null {
  try {
    // dpkg-query's own field syntax, not a template.
    const format = ['$', '{Version}'].join('');
    return execFileSync('dpkg-query', ['-W', '-f', format, name], {
      encoding: 'utf8',
    }).trim();
  } catch {
    return null;
  }
}

const sources = SOURCES.filter((source) => existsSync(source.root));
for (const source of SOURCES) {
  if (!sources.includes(source)) console.error(`skipped ${source.package}: not installed`);
}

const server = createServer((request, response) => {
  const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
  const source = sources.find((candidate) => path.startsWith(candidate.prefix));
  const file = source ? resolve(source.root, `.${path.slice(source.prefix.length - 1)}`) : null;
  const inside = source && file && (file === source.root || file.startsWith(source.root + sep));
  const stat = inside && file ? statSync(file, { throwIfNoEntry: false }) : undefined;
  if (!file || !stat?.isFile()) {
    response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!DOCTYPE html><title>Not found</title><h1>Not found</h1>');
    return;
  }
  response.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': stat.size,
  });
  createReadStream(file).pipe(response);
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const { port } = server.address() as AddressInfo;

const pages = sources.flatMap((source) =>
  htmlFiles(source.root).map((file) => ({
    source,
    url: `http://${HOST}:${port}${source.prefix}${relative(source.root, file).split(sep).map(encodeURIComponent).join('/')}`,
  })),
);

const options: AnalyzerOptions = {
  allowPrivateNetwork: true,
  lookup: async () => [{ address: '127.0.0.1', family: 4 }],
  timeoutMs: 20_000,
};

interface Tally {
  failed: number;
  passed: number;
  notApplicable: number;
  errors: Record<string, number>;
}
const tallies: Record<string, Tally> = {};
const failures: Record<string, number> = {};
const scores: number[] = [];

let next = 0;
async function worker(): Promise<void> {
  while (next < pages.length) {
    const page = pages[next++];
    if (page === undefined) break;
    const analysis = await analyzeUrl(page.url, options);
    if (analysis.failure) {
      failures[analysis.failure.code] = (failures[analysis.failure.code] ?? 0) + 1;
      continue;
    }
    if (analysis.score !== null) scores.push(analysis.score);
    for (const [key, result] of Object.entries(analysis.results)) {
      const tally = tallies[key] ?? { failed: 0, passed: 0, notApplicable: 0, errors: {} };
      tallies[key] = tally;
      if (result.passed === true) tally.passed++;
      else if (result.passed === null) tally.notApplicable++;
      else {
        tally.failed++;
        for (const error of Object.keys(result.errors ?? {})) {
          tally.errors[error] = (tally.errors[error] ?? 0) + 1;
        }
      }
    }
  }
}
const started = Date.now();
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
server.close();

const corpus = sources.map((source) => ({
  package: source.package,
  version: packageVersion(source.package),
  generator: source.generator,
  pages: pages.filter((page) => page.source === source).length,
}));
scores.sort((a, b) => a - b);
const result = {
  label: args.label,
  pages: pages.length,
  analysed: scores.length,
  failures,
  medianScore: scores[Math.floor(scores.length / 2)] ?? null,
  corpus,
  checks: tallies,
};
const out = args.out ?? resolve(import.meta.dirname, `results-${args.label}.json`);
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);

console.log(`${pages.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${out}`);
console.log(corpus.map((c) => `${c.package} ${c.version} (${c.generator}): ${c.pages}`).join('\n'));
console.log('\n| check | failed | passed | n/a | errors |\n|---|---|---|---|---|');
for (const [key, tally] of Object.entries(tallies)) {
  const errors = Object.entries(tally.errors)
    .map(([error, count]) => `${error} ${count}`)
    .join(', ');
  console.log(
    `| ${key} | ${tally.failed} | ${tally.passed} | ${tally.notApplicable} | ${errors} |`,
  );
}
