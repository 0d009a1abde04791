// What a site-dir must be before anything is served: a folder that holds at least one page. And
// `site-dir: auto`: the build folders of the usual generators, the first that has an index.html.
import { type Dirent, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Looked for in this order by `site-dir: auto`: Vite, Astro, Parcel and Angular (dist), Create
 * React App and Docusaurus (build), Next.js export and Nuxt generate (out), Jekyll and Eleventy
 * (_site), Hugo and Gatsby (public). The first one with an index.html at its root wins: `public`
 * is also where several generators keep their sources, without one.
 */
export const AUTO_CANDIDATES = ['dist', 'build', 'out', '_site', 'public'] as const;

/** Why the path cannot be served, or null when it is a folder with a page in it. */
export function siteFolderProblem(dir: string): string | null {
  let isFolder: boolean;
  try {
    isFolder = statSync(dir).isDirectory();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? 'no such folder' : `cannot be read (${code ?? 'unreadable'})`;
  }
  if (!isFolder) return 'is a file, not a folder';
  if (!hasHtmlFile(dir, 0))
    return 'holds no .html file (did the build run, and is this its output folder?)';
  return null;
}

function hasHtmlFile(dir: string, depth: number): boolean {
  if (depth > 32) return false;
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return false;
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    if (entry.isFile() && entry.name.endsWith('.html')) return true;
  }
  return entries.some(
    (entry) =>
      entry.isDirectory() &&
      !entry.name.startsWith('.') &&
      hasHtmlFile(join(dir, entry.name), depth + 1),
  );
}

/** The first candidate under `cwd` with an index.html at its root, or null. */
export function detectSiteDir(cwd: string): string | null {
  for (const candidate of AUTO_CANDIDATES) {
    try {
      if (statSync(join(cwd, candidate, 'index.html')).isFile()) return candidate;
    } catch {
      // Not this one.
    }
  }
  return null;
}
