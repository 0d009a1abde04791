// Before any test: rebuild dist/ when it was not built from the source as it is now. The
// end-to-end, CLI and reliability tests run the bundles the way the runner does; without this, a
// change in src/ would leave them testing the old code and passing.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { HASH_FILE, sourceHash } from '../scripts/source-hash.mjs';

export default function setup() {
  let built = '';
  try {
    built = readFileSync(HASH_FILE, 'utf8').trim();
  } catch {}
  if (built === sourceHash()) return;
  console.log(
    'dist/ is not built from the current source: bundling before the tests (npm run bundle)',
  );
  execFileSync(process.execPath, ['scripts/bundle.mjs'], { stdio: 'inherit' });
}
