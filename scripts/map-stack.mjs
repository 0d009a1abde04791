// Maps the positions in a stack trace from the bundles (a runner's log, a user's report) to the
// sources, through the source maps that `npm run bundle` writes beside the chunks. The maps are
// not committed: check out the commit that produced the trace, run `npm ci` and `npm run bundle`
// (the build is deterministic, so the chunks are the ones that ran), then:
//
//   node scripts/map-stack.mjs < trace.txt
//
// Each `dist/<folder>/<chunk>.js:line:column` becomes `src/<file>.ts:line:column`; a line
// without one, or whose map is missing, is printed as it came.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join, normalize } from 'node:path';
import { text } from 'node:stream/consumers';

const maps = new Map();

/** The parsed map of a chunk below dist/, or null when there is none. */
function mapOf(chunk) {
  if (!maps.has(chunk)) {
    try {
      maps.set(
        chunk,
        new SourceMap(JSON.parse(readFileSync(join('dist', `${chunk}.map`), 'utf8'))),
      );
    } catch {
      maps.set(chunk, null);
    }
  }
  return maps.get(chunk);
}

const POSITION = /(?:[^\s()]*\/)?dist\/([\w-]+\/[\w.-]+\.js):(\d+):(\d+)/g;
const input = await text(process.stdin);
process.stdout.write(
  input.replace(POSITION, (whole, chunk, line, column) => {
    const entry = mapOf(chunk)?.findEntry(Number(line) - 1, Number(column) - 1);
    if (!entry?.originalSource) return whole;
    // ncc writes sources relative to dist/<folder>/ with a leading '../' (.././src/x.ts).
    const source = normalize(entry.originalSource.replace(/^(\.\.\/)?/, '')).replace(/^\.\//, '');
    return `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  }),
);
