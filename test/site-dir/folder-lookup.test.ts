// The served folder's lookup (conventions.ts, folderLookup): what a path is, and a file's length,
// as a stat and a realpath of the path say, links inside and out of the folder included; and
// what it remembers for the run (its folders' real paths): the folder is a build's output that
// does not change while it is audited, a new run looks again, and what it remembers is bounded.
import { mkdirSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type FolderEntry,
  folderLookup,
  REMEMBERED_FOLDERS,
} from '../../src/client/site-dir/conventions.js';
import { type BuildFolder, writeBuildFolder } from '../support/build-folder.js';

const folders: BuildFolder[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) folder.remove();
});

function folder(files: Record<string, string>): BuildFolder {
  const made = writeBuildFolder(files);
  folders.push(made);
  return made;
}

/** What the path is by a stat and a realpath of it, each asked anew (the lookup before its memory). */
function statAndRealpath(root: string, relative: string): FolderEntry | null {
  const realRoot = realpathSync(root);
  const path = join(realRoot, relative);
  try {
    const stats = statSync(path);
    const kind = stats.isFile() ? 'file' : stats.isDirectory() ? 'dir' : null;
    if (kind === null) return null;
    const real = realpathSync.native(path);
    if (real !== realRoot && !real.startsWith(realRoot + sep)) return null;
    return { kind, size: stats.size };
  } catch {
    return null;
  }
}

describe('folderLookup', () => {
  it('finds what a stat and a realpath find, links inside and out of the folder included', () => {
    const site = folder({
      'index.html': '<title>Home</title>',
      'guide/index.html': '<title>Guide</title>',
      'guide/deep/page.html': 'deep page',
      'img/logo.png': 'png '.repeat(250),
      'img/photo.jpg': 'jpg '.repeat(1000),
    });
    const { dir, parent } = site;
    mkdirSync(join(parent, 'outside'));
    writeFileSync(join(parent, 'outside', 'leak.html'), 'outside the folder');
    // Links to files and folders inside, out of the folder, through other links, and broken.
    symlinkSync(join(dir, 'img', 'logo.png'), join(dir, 'logo-link.png'));
    symlinkSync(join(dir, 'guide'), join(dir, 'guide-link'));
    symlinkSync(join(dir, 'guide-link'), join(dir, 'link-to-link'));
    symlinkSync(join(parent, 'secret.txt'), join(dir, 'secret.txt'));
    symlinkSync(join(parent, 'outside'), join(dir, 'out'));
    symlinkSync(join(dir, 'out'), join(dir, 'guide', 'out-again'));
    symlinkSync(parent, join(dir, 'up'));
    symlinkSync(join(dir, 'nowhere'), join(dir, 'broken.png'));
    // The folder named through a link of its own: its real path is what the lookup compares.
    symlinkSync(dir, join(parent, 'dist-link'));

    const paths = [
      '',
      'index.html',
      'guide',
      'guide/index.html',
      'guide/deep',
      'guide/deep/page.html',
      'img',
      'img/logo.png',
      'img/photo.jpg',
      'img/missing.png',
      'img/logo.png/x',
      'logo-link.png',
      'guide-link',
      'guide-link/index.html',
      'guide-link/deep/page.html',
      'link-to-link/deep/page.html',
      'secret.txt',
      'out',
      'out/leak.html',
      'guide/out-again/leak.html',
      'up',
      'up/secret.txt',
      'up/dist/index.html',
      'broken.png',
      '../secret.txt',
      '../outside/leak.html',
      'guide/../../secret.txt',
    ];
    for (const root of [dir, join(parent, 'dist-link')]) {
      const lookup = folderLookup(root);
      // Twice: the second answer comes from what the first remembered.
      for (const round of [1, 2])
        for (const path of paths) {
          const expected = statAndRealpath(root, path);
          expect({ round, path, entry: lookup.entry(path) }).toEqual({
            round,
            path,
            entry: expected,
          });
          expect({ round, path, kind: lookup(path) }).toEqual({
            round,
            path,
            kind: expected?.kind ?? null,
          });
        }
    }
    // The links that leave the folder, and the paths up and out, are absent.
    const lookup = folderLookup(dir);
    for (const path of ['secret.txt', 'out/leak.html', 'up/secret.txt', '../secret.txt'])
      expect({ path, entry: lookup.entry(path) }).toEqual({ path, entry: null });
    expect(lookup.entry('img/photo.jpg')).toEqual({ kind: 'file', size: 4000 });
  });

  it("remembers its folders' real paths for the run, in bounded room; a new run looks again", () => {
    const site = folder({ 'index.html': 'home', 'about.html': 'about', 'guide/page.html': 'page' });
    const { dir, parent } = site;
    const lookup = folderLookup(dir);
    expect(lookup.entry('about.html')).toEqual({ kind: 'file', size: 5 });
    expect(lookup.entry('guide/page.html')).toEqual({ kind: 'file', size: 4 });
    // A file is looked at anew (but for the path just asked, asked twice for one answer).
    rmSync(join(dir, 'about.html'));
    expect(lookup.entry('about.html')).toBeNull();
    // A folder's real path is kept for the run: a build folder does not change while it is
    // audited (docs/site-dir.md). Here `guide` becomes a link out of the folder, to a folder
    // with the same file in it: the run still reads it where it was.
    rmSync(join(dir, 'guide'), { recursive: true });
    mkdirSync(join(parent, 'elsewhere'));
    writeFileSync(join(parent, 'elsewhere', 'page.html'), 'moved out');
    symlinkSync(join(parent, 'elsewhere'), join(dir, 'guide'));
    expect(lookup.entry('guide/page.html')).toEqual({ kind: 'file', size: 9 });
    // The next run (a new lookup) sees the folder as it is now: the link leads out of it.
    expect(folderLookup(dir).entry('guide/page.html')).toBeNull();
    // Room for REMEMBERED_FOLDERS folders: past it, what was remembered is asked again.
    for (let n = 0; n < REMEMBERED_FOLDERS; n++) {
      mkdirSync(join(dir, 'many', String(n)), { recursive: true });
      writeFileSync(join(dir, 'many', String(n), 'index.html'), 'x');
      expect(lookup(`many/${n}/index.html`)).toBe('file');
    }
    expect(lookup.entry('guide/page.html')).toBeNull();
  });
});
