// Builds every entry point in ONE ncc build, so that what they share is committed once: undici,
// puppeteer, @actions/core, the client and the engine were each in dist/main, dist/post and
// dist/cli, three copies that every workflow run downloaded with the repository.
//
// ncc takes a single entry, so the entry (written below to .tmp/) exports one loader per entry
// point, a dynamic import() of its source; webpack splits what they import into chunks in
// dist/shared/, a chunk shared by several loaders once. Each entry point keeps its path as a stub
// that imports its loader from ../shared/index.js and runs it: action.yml's dist/main and
// dist/post, the CLI's bin dist/cli, and dist/analysis-worker, which the service's worker pool
// starts beside the chunk that holds it (src/server/service/analysis-pool.ts).
//
// Source maps are written beside the chunks and kept out of git (.gitignore): they were 16 MB of
// dist/. The build is deterministic, so building a commit gives its committed chunks and their
// maps (`node --enable-source-maps dist/main/index.js`, or scripts/map-stack.mjs for a stack from
// a runner's log). No hook loads them at run time: ncc's sourcemap-register parsed a 3.3 MB map
// whenever an error built a stack, which closing undici's sockets does at every shutdown (+33 MB
// peak memory, +0.2 s). dist/ is wiped first so that a removed entry or a renamed chunk shows up
// as a difference in CI's staleness check.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { HASH_FILE, sourceHash } from './source-hash.mjs';

const ENTRIES = [
  { name: 'main', load: 'main', source: 'src/index.ts', what: "The action's main step" },
  { name: 'post', load: 'post', source: 'src/post.ts', what: "The action's post step (cleanup)" },
  { name: 'cli', load: 'cli', source: 'src/cli.ts', what: 'The seo-report command', bin: true },
  {
    name: 'analysis-worker',
    load: 'analysisWorker',
    source: 'src/server/service/analysis-worker.ts',
    what: 'The analysis worker thread the embedded service starts',
  },
];
const SHARED = 'shared';
const ENTRY = '.tmp/bundle-entry.js';

const ncc = createRequire(import.meta.url).resolve('@vercel/ncc/dist/ncc/cli.js');
// webpack names modules by their real path relative to this folder, and those names end up in
// the chunks (module ids, comments): with node_modules a symlink to another checkout's, the
// bundle differs from the one a clean clone builds, and CI's staleness check would fail.
if (lstatSync('node_modules', { throwIfNoEntry: false })?.isSymbolicLink()) {
  console.warn(
    'bundle: node_modules is a symlink, so this dist/ differs from what CI builds: fine for tests, not for a commit',
  );
}
rmSync('dist', { recursive: true, force: true });

const present = ENTRIES.filter((entry) => existsSync(entry.source));
if (present.length === 0) {
  console.error('bundle: no entry point found (looked for src/index.ts, src/post.ts, src/cli.ts)');
  process.exit(1);
}
mkdirSync('.tmp', { recursive: true });
writeFileSync(
  ENTRY,
  `// Written by scripts/bundle.mjs: one loader per entry point, for one ncc build.\n${present
    .map(({ load, source }) => `export const ${load} = () => import('../${source}');\n`)
    .join('')}`,
);
execFileSync(
  process.execPath,
  [
    ncc,
    'build',
    ENTRY,
    '-o',
    `dist/${SHARED}`,
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
for (const { name, load, source, what, bin } of present) {
  const stub = `dist/${name}/index.js`;
  mkdirSync(`dist/${name}`);
  writeFileSync(
    stub,
    `${bin ? '#!/usr/bin/env node\n' : ''}// ${what}, built from ${source}. Written by scripts/bundle.mjs: the code is in
// ../${SHARED}/, one build for every entry point, so that no chunk is committed twice.
import { ${load} } from '../${SHARED}/index.js';

await ${load}();
`,
  );
  if (bin) chmodSync(stub, 0o755);
  // As ncc writes it beside its own output: the stub is ESM wherever dist/ is copied.
  writeFileSync(`dist/${name}/package.json`, '{\n  "type": "module"\n}\n');
  console.log(`bundle: ${source} -> ${stub} (chunks in dist/${SHARED}/)`);
}
// What these bundles were built from: the test suite rebuilds dist/ when the source differs.
writeFileSync(HASH_FILE, `${sourceHash()}\n`);
