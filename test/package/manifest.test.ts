// package.json as npm reads it on install: what keeps `npm ci` quiet and the package light.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const read = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));
const pkg = read('package.json') as {
  dependencies?: Record<string, string>;
  allowScripts?: Record<string, boolean>;
  engines: { node: string };
  devEngines?: { runtime?: { name: string; version: string } };
};
const lock = read('package-lock.json') as {
  packages: Record<string, { hasInstallScript?: boolean }>;
};

describe('package.json', () => {
  it('reviews every install script in allowScripts (npm 11 warns about the others)', () => {
    const withScripts = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && entry.hasInstallScript)
      .map(([path]) => path.replace(/^.*node_modules\//, ''));
    expect(withScripts.length).toBeGreaterThan(0);
    for (const name of withScripts) expect(pkg.allowScripts?.[name], name).toBe(true);
  });

  it('says what developing needs apart from what the CLI needs', () => {
    // Without devEngines, npm ci holds engines (the CLI's Node 24) against the Node running npm.
    expect(pkg.engines.node).toBe('>=24');
    expect(pkg.devEngines?.runtime).toMatchObject({ name: 'node' });
  });

  it('has no runtime dependencies: ncc bundles them into dist/', () => {
    expect(pkg.dependencies ?? {}).toEqual({});
  });
});
