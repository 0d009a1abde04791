// The layout's rules, read from the code's own imports (CONTRIBUTING.md, "Layout"): the client
// and the server import only what they share, never each other; the embedded mode is the one
// place that joins them; and no file or folder imports itself back through others.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const SRC = join(ROOT, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** src-relative path of each file to the src-relative paths of the project files it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const from = relative(SRC, file).split('\\').join('/');
    // preProcessFile reads static imports, re-exports and import() calls, type-only ones too.
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((ref) => ref.fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) =>
        posix.normalize(posix.join(posix.dirname(from), name)).replace(/\.js$/, '.ts'),
      );
    graph.set(from, targets);
  }
  return graph;
}

/** The side a src-relative path belongs to: client, server, shared, embedded, or the entries. */
function sideOf(path: string): string {
  const top = path.split('/')[0] as string;
  return ['client', 'server', 'shared', 'embedded'].includes(top) ? top : 'entry';
}

/**
 * A module: a folder under a side with everything below it (client/audit, server/analyzer,
 * shared/findings); a side's own files make a module of their own (shared/, the entries).
 */
function moduleOf(path: string): string {
  const parts = path.split('/');
  if (sideOf(path) === 'entry') return '(entries)';
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : `${parts[0]}/`;
}

/** Which sides each side may import (the entries are the composition root: anything). */
const ALLOWED: Record<string, readonly string[]> = {
  shared: ['shared'],
  server: ['server', 'shared'],
  client: ['client', 'shared'],
  embedded: ['embedded', 'server', 'shared'],
};
/** The one door from the client to the server: opening the embedded target. */
const EMBEDDED_DOOR = 'client/app/target.ts';

/** Strongly connected components of more than one node (Tarjan), each sorted. */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, indices.get(next) as number));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return found;
}

describe('layout', () => {
  const graph = importGraph();

  it('reads the imports of every source file', () => {
    expect(graph.size).toBeGreaterThan(150);
    expect(graph.get('client/app/target.ts')).toContain('embedded/embedded-service.ts');
  });

  it('imports only across the sides the layout allows', () => {
    const crossings: string[] = [];
    for (const [from, targets] of graph) {
      const side = sideOf(from);
      const allowed = ALLOWED[side];
      if (!allowed) continue;
      for (const target of targets) {
        const targetSide = sideOf(target);
        if (allowed.includes(targetSide)) continue;
        if (from === EMBEDDED_DOOR && targetSide === 'embedded') continue;
        crossings.push(`${from} -> ${target}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it('every import names a file that exists', () => {
    const missing = [...graph].flatMap(([from, targets]) =>
      targets.filter((target) => !graph.has(target)).map((target) => `${from} -> ${target}`),
    );
    expect(missing).toEqual([]);
  });

  it('has no cycle of files', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('has no cycle of modules (the folders under each side, with their subfolders)', () => {
    const folders = new Map<string, Set<string>>();
    for (const [from, targets] of graph) {
      const folder = moduleOf(from);
      const edges = folders.get(folder) ?? new Set<string>();
      for (const target of targets) if (moduleOf(target) !== folder) edges.add(moduleOf(target));
      folders.set(folder, edges);
    }
    const folderGraph = new Map([...folders].map(([folder, edges]) => [folder, [...edges]]));
    expect(cycles(folderGraph)).toEqual([]);
  });

  it('finds a cycle and a crossing when there is one (the checks can fail)', () => {
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', ['a']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b']]);
    expect(sideOf('client/api/client.ts')).toBe('client');
    expect(ALLOWED.client).not.toContain('server');
  });
});
