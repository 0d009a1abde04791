// The served folder's shortcut for a file asked for by its own plain name (conventions.ts,
// answerPath's plainFileAnswer, and folderLookup's join of such a name): every image of every
// page takes it, so it must answer exactly as the rules do, for the tricky paths above all
// (dots, encodings, doubled slashes, hidden files, folders named like files, a base path that
// is a prefix of a longer name), and whatever the conventions.
import { mkdirSync, realpathSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  answerByRules,
  answerPath,
  type FolderEntry,
  folderLookup,
  isPlainName,
  type Lookup,
  type SiteConventions,
  TRAILING_SLASH_POLICIES,
} from '../../src/client/site-dir/conventions.js';
import { type BuildFolder, writeBuildFolder } from '../support/build-folder.js';

const folders: BuildFolder[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) folder.remove();
});

/** Files whose names tempt a shortcut: hidden, encoded-looking, folders named like files. */
const TRICKY_FILES: Record<string, string> = {
  'index.html': 'home',
  'about.html': 'about',
  'about/index.html': 'about folder',
  'guide/index.html': 'guide',
  'img/photo.jpg': 'jpg',
  'img/.hidden.png': 'hidden',
  'img/a%20b.png': 'a file named with a percent sign',
  'img/photo.jpg.html': 'a page beside the image',
  '.secret': 'hidden at the root',
  '.well-known/security.txt': 'published on purpose',
  'shots.png/index.html': 'a folder named like an image',
  'a.b/c~d_e-1.webp': 'dots and marks',
  readme: 'no extension',
  'page.html': 'a page by its file name',
  '404.html': 'not found',
};

/** Paths asked for: plain, and every way around plain the rules treat differently. */
const PATHS = [
  '/',
  '/img/photo.jpg',
  '/img/photo.jpg/',
  '/img//photo.jpg',
  '//img/photo.jpg',
  '/img/./photo.jpg',
  '/img/../img/photo.jpg',
  '/img/%2e%2e/img/photo.jpg',
  '/img/%70hoto.jpg',
  '/img/a%20b.png',
  '/img/a%2520b.png',
  '/img/.hidden.png',
  '/.secret',
  '/.well-known/security.txt',
  '/img%2fphoto.jpg',
  '/img\\photo.jpg',
  '/img/photo.jpg.html',
  '/img/photo',
  '/img',
  '/img/',
  '/shots.png',
  '/shots.png/',
  '/a.b/c~d_e-1.webp',
  '/readme',
  '/page.html',
  '/page',
  '/about',
  '/about/',
  '/about.html',
  '/guide',
  '/guide/index.html',
  '/missing.png',
  '/404.html',
  '/index.html',
  '/-',
  '/~',
  '/a..b',
];

function folder(files: Record<string, string>): BuildFolder {
  const made = writeBuildFolder(files);
  folders.push(made);
  return made;
}

function everyConvention(): SiteConventions[] {
  const all: SiteConventions[] = [];
  for (const basePath of ['', '/docs'])
    for (const trailingSlash of TRAILING_SLASH_POLICIES)
      for (const spaFallback of [null, 'index.html'])
        all.push({ basePath, trailingSlash, spaFallback });
  return all;
}

/** Each path as asked at the root and under /docs, and /docs glued to the name. */
function pathsUnder(basePath: string): string[] {
  return [
    ...PATHS.map((path) => `${basePath}${path}`),
    ...(basePath === ''
      ? []
      : [basePath, `${basePath}img/photo.jpg`, `${basePath}x/img/photo.jpg`]),
  ];
}

describe("answerPath's plain file shortcut", () => {
  it('answers every path as the rules do, on a real folder and under every convention', () => {
    const site = folder(TRICKY_FILES);
    // A link to a file inside and one out of the folder, both by plain names.
    writeFileSync(join(site.parent, 'outside.png'), 'outside');
    symlinkSync(join(site.dir, 'img', 'photo.jpg'), join(site.dir, 'img', 'linked.jpg'));
    symlinkSync(join(site.parent, 'outside.png'), join(site.dir, 'img', 'out.png'));
    const paths = [...PATHS, '/img/linked.jpg', '/img/out.png'];
    let shortcuts = 0;
    for (const conventions of everyConvention()) {
      const lookup = folderLookup(site.dir);
      for (const path of [...pathsUnder(conventions.basePath), ...paths]) {
        const expected = answerByRules(path, conventions, folderLookup(site.dir));
        const answer = answerPath(path, conventions, lookup);
        expect({ conventions, path, answer }).toEqual({ conventions, path, answer: expected });
        if (answer.kind === 'file' && `${conventions.basePath}/${answer.file}` === path)
          shortcuts++;
      }
    }
    // The shortcut's case is there: files answered by their own name under every convention.
    expect(shortcuts).toBeGreaterThanOrEqual(everyConvention().length * 5);
  });

  it('answers as the rules do over any lookup, a name that is a folder or nothing included', () => {
    // What each name is, whatever a disk would allow: the shortcut must not trust a name's look.
    const kinds: Record<string, 'file' | 'dir'> = {
      'img/photo.jpg': 'file',
      'img/.hidden.png': 'file',
      'shots.png': 'dir',
      'shots.png/index.html': 'file',
      'photo.jpg': 'dir',
      'photo.jpg.html': 'file',
      'a%20b.png': 'file',
      'index.html': 'file',
    };
    const lookup: Lookup = (relative) => kinds[relative] ?? null;
    for (const conventions of everyConvention())
      for (const path of [...pathsUnder(conventions.basePath), '/photo.jpg', '/a%20b.png'])
        expect({ conventions, path, answer: answerPath(path, conventions, lookup) }).toEqual({
          conventions,
          path,
          answer: answerByRules(path, conventions, lookup),
        });
  });

  it('takes as plain only names the rules would leave as they are', () => {
    for (const name of [
      'img/photo.jpg',
      'a.b/c~d_e-1.webp',
      'readme',
      'x',
      '-',
      'a..b',
      '404.html',
    ])
      expect({ name, plain: isPlainName(name) }).toEqual({ name, plain: true });
    for (const name of [
      '',
      '.secret',
      'img/.hidden.png',
      '.well-known/security.txt',
      '.',
      '..',
      'img/../x',
      'img/./x',
      'img//x',
      '/img/x',
      'img/x/',
      'img/a%20b.png',
      'img\\x',
      'img/a b.png',
      'img/é.png',
      'img/x?y',
      'img/x#y',
      'nul\0',
    ])
      expect({ name, plain: isPlainName(name) }).toEqual({ name, plain: false });
  });
});

/** What `relative` is under `root` by join, a stat and a realpath, as the lookup must find. */
function byJoin(root: string, relative: string): FolderEntry | null {
  const realRoot = realpathSync(root);
  const path = join(realRoot, relative);
  try {
    const stats = statSync(path);
    const kind = stats.isFile() ? 'file' : stats.isDirectory() ? 'dir' : null;
    const real = realpathSync.native(path);
    if (kind === null || (real !== realRoot && !real.startsWith(realRoot + sep))) return null;
    return { kind, size: stats.size };
  } catch {
    return null;
  }
}

describe("folderLookup's join of a plain name", () => {
  it('finds what it finds by joining, for plain names and the rest, from a folder of folders', () => {
    const site = folder({ ...TRICKY_FILES, 'deep/er/still/x.png': 'deep' });
    mkdirSync(join(site.dir, 'empty'));
    const names = [
      ...Object.keys(TRICKY_FILES),
      'deep/er/still/x.png',
      'deep/er/still',
      'deep/er/still/',
      'deep/./er/still/x.png',
      'deep/er/../er/still/x.png',
      'deep//er/still/x.png',
      './img/photo.jpg',
      'img/photo.jpg/',
      'empty',
      'img',
      'img/missing.png',
      '',
      '.',
      '..',
      '../img/photo.jpg',
    ];
    const plain = folderLookup(site.dir);
    for (const name of names)
      expect({ name, entry: plain.entry(name) }).toEqual({ name, entry: byJoin(site.dir, name) });
    expect(plain.entry('deep/er/still/x.png')).toEqual({ kind: 'file', size: 4 });
    expect(plain.entry('deep/er/still')).toEqual({ kind: 'dir', size: expect.any(Number) });
    expect(plain.entry('../img/photo.jpg')).toBeNull();
  });
});
