// Builds every entry point into its own folder under dist/ with ncc (one self-contained ESM file
// each, plus a source map and the licenses of what was bundled). The maps stay in dist/ for
// debugging (`node --enable-source-maps dist/main/index.js`), but no hook loads them at run time:
// ncc's sourcemap-register parsed the 3.3 MB map whenever an error built a stack, which closing
// undici's sockets does at every shutdown (+33 MB peak memory, +0.2 s). dist/ is wiped first so that a
// removed entry or a renamed chunk shows up as a difference in CI's staleness check.
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { HASH_FILE, sourceHash } from './source-hash.mjs';

const ENTRIES = [
  { name: 'main', source: 'src/index.ts' }, // the action's main step
  { name: 'post', source: 'src/post.ts' }, // the action's post step (cleanup)
  { name: 'cli', source: 'src/cli.ts' }, // the seo-report command
  // The analysis worker thread the embedded service starts (src/server/service/analysis-pool.ts looks
  // for it at ../analysis-worker/index.js beside dist/main and dist/cli).
  { name: 'analysis-worker', source: 'src/server/service/analysis-worker.ts' },
];

const ncc = createRequire(import.meta.url).resolve('@vercel/ncc/dist/ncc/cli.js');
rmSync('dist', { recursive: true, force: true });

const present = ENTRIES.filter((entry) => existsSync(entry.source));
if (present.length === 0) {
  console.error('bundle: no entry point found (looked for src/index.ts, src/post.ts, src/cli.ts)');
  process.exit(1);
}
for (const { name, source } of present) {
  execFileSync(
    process.execPath,
    [
      ncc,
      'build',
      source,
      '-o',
      `dist/${name}`,
      '--source-map',
      '--no-source-map-register',
      '--license',
      'licenses.txt',
      '--quiet',
      // No persistent cache: ncc keeps webpack's cache in ~/.cache/ncc keyed by the working
      // directory, and a cache left by an older commit in the same folder (a CI machine that
      // reuses its HOME and its checkout path) produced a dist/ that differed from a clean build.
      // The cache saves nothing measurable here (79 s with it, 73 s without).
      '--no-cache',
    ],
    { stdio: 'inherit' },
  );
  console.log(`bundle: ${source} -> dist/${name}/index.js`);
}
// What these bundles were built from: the test suite rebuilds dist/ when the source differs.
writeFileSync(HASH_FILE, `${sourceHash()}\n`);
