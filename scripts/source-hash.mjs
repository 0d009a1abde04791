// The fingerprint of everything the bundles are built from. scripts/bundle.mjs writes it to
// dist/source-hash.txt; the test suite's global setup rebuilds dist/ when it differs, so that the
// end-to-end tests, which run dist/ as the runner does, always test the source as it is.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const INPUTS = ['src', 'package-lock.json', 'tsconfig.json', 'scripts/bundle.mjs'];

export const HASH_FILE = 'dist/source-hash.txt';

/** sha256 over the paths and contents of the bundles' inputs, below `root`. */
export function sourceHash(root = '.') {
  const hash = createHash('sha256');
  for (const path of INPUTS.flatMap((input) => filesBelow(root, input)).sort()) {
    hash.update(`${path}\0`);
    hash.update(readFileSync(join(root, path)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function filesBelow(root, path) {
  let entries;
  try {
    entries = readdirSync(join(root, path), { withFileTypes: true });
  } catch {
    return [path];
  }
  return entries.flatMap((entry) => filesBelow(root, join(path, entry.name)));
}
