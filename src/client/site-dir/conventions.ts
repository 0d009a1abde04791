// How a static host answers a path from a build folder: clean URLs (/about finds about.html or
// about/index.html), one canonical form per page under the trailing-slash policy (the other form
// redirects 301 to it), a base path the site lives under, 404.html for unknown paths, and an
// opt-in single-page-app shell. Pure path logic over a file lookup that refuses anything outside
// the folder, so the rules are tested without a server (docs/site-dir.md says them for users).
import { lstatSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, sep } from 'node:path';

/**
 * auto: a page answers where its file puts it (about.html at /about, about/index.html at
 * /about/); always: every page at /about/; never: every page at /about. The other form
 * redirects 301 to the page's one.
 */
export const TRAILING_SLASH_POLICIES = ['auto', 'always', 'never'] as const;
export type TrailingSlash = (typeof TRAILING_SLASH_POLICIES)[number];

export interface SiteConventions {
  /** '' or a path such as /docs, without a trailing slash: where the folder's root is served. */
  basePath: string;
  trailingSlash: TrailingSlash;
  /** A file of the folder (index.html) served with 200 for unknown routes; null: 404. */
  spaFallback: string | null;
}

/** The file of the folder that answers unknown paths with 404 (as GitHub Pages, Netlify...). */
export const NOT_FOUND_PAGE = '404.html';

export type Answer =
  | { kind: 'file'; status: 200; file: string }
  | { kind: 'redirect'; status: 301; location: string }
  /** `file`: 404.html when the folder has one, else null (a plain text answer). */
  | { kind: 'not-found'; status: 404; file: string | null };

/** What is at a path of the folder: a file or a folder inside it, or nothing usable. */
export type Lookup = (relative: string) => 'file' | 'dir' | null;

/** A file or folder of the served folder, with a file's size in bytes. */
export interface FolderEntry {
  kind: 'file' | 'dir';
  size: number;
}

/** A lookup that also gives what it found: a file's size comes from the same stat. */
export interface FolderLookup extends Lookup {
  entry(relative: string): FolderEntry | null;
}

/**
 * Folders whose real paths a folder lookup remembers at most (all are dropped when full): the
 * folders of a site's images and pages, each found with one lstat instead of a realpath.
 */
export const REMEMBERED_FOLDERS = 2048;

/**
 * A lookup on the real folder. Anything whose real path leaves the folder (a symbolic link to
 * /etc, or up and out) counts as absent, like anything that cannot be read. A path that is not
 * there costs one stat that throws nothing: an audit asks for many of them (each page's
 * /name/index.html, name.html...), and an exception with its stack for each was most of a
 * missing file's cost.
 *
 * Every image of every page is asked for once (image_weight's HEAD, answered in process): a
 * stat, a realpath (a readlink per part of the path) and a second stat for its length were
 * most of that answer's time. A path that is not a link is where its folder really is, so it
 * costs one lstat, which gives its length too, and the folders' real paths are remembered for
 * the run: the folder is a build's output, which does not change while it is audited
 * (docs/site-dir.md). The last path found is remembered too: a path's answer asks for it twice.
 */
export function folderLookup(root: string): FolderLookup {
  const realRoot = realpathSync(root);
  const realRootSlash = realRoot + sep;
  // What join(realRoot, name) puts before a plain name ('/' alone for the root folder /): such
  // a name needs none of join's normalising, which was a tenth of an image's answer.
  const plainJoinPrefix = sep === '/' ? join(realRoot, 'x').slice(0, -1) : null;
  const inside = (real: string) => real === realRoot || real.startsWith(realRootSlash);
  const realFolders = new Map<string, string | null>();
  // The folder asked for last and its real path: a page's images are mostly in one folder, and
  // comparing a path costs less than hashing it for the map.
  let lastFolder: string | null = null;
  let lastFolderReal: string | null = null;
  /**
   * The real path of a folder of the folder's tree (absolute and normalised, at or under
   * realRoot by name), wherever its links lead; null when it is not a folder.
   */
  const realFolder = (path: string): string | null => {
    if (path === realRoot) return realRoot;
    if (path === lastFolder) return lastFolderReal;
    const known = realFolders.get(path);
    const real = known === undefined ? findRealFolder(path) : known;
    lastFolder = path;
    lastFolderReal = real;
    return real;
  };
  /** realFolder's answer looked for anew, and remembered. */
  const findRealFolder = (path: string): string | null => {
    let real: string | null = null;
    try {
      const stats = lstatSync(path, { throwIfNoEntry: false });
      if (stats?.isSymbolicLink()) {
        real = realpathSync.native(path);
      } else if (stats?.isDirectory()) {
        const parent = realFolder(dirname(path));
        real = parent === null ? null : `${parent}${sep}${basename(path)}`;
      }
    } catch {
      real = null;
    }
    if (realFolders.size >= REMEMBERED_FOLDERS) realFolders.clear();
    realFolders.set(path, real);
    return real;
  };
  const find = (relative: string): FolderEntry | null => {
    const path =
      plainJoinPrefix !== null && isPlainName(relative)
        ? `${plainJoinPrefix}${relative}`
        : join(realRoot, relative);
    // Up and out by name ('../x'): never a path of the folder, whatever is there.
    if (!inside(path)) return null;
    try {
      const stats = lstatSync(path, { throwIfNoEntry: false });
      if (stats === undefined) return null;
      if (stats.isSymbolicLink()) {
        // A link: what it leads to, if that is inside the folder.
        const target = statSync(path, { throwIfNoEntry: false });
        const kind = target?.isFile() ? 'file' : target?.isDirectory() ? 'dir' : null;
        if (target === undefined || kind === null) return null;
        if (!inside(realpathSync.native(path))) return null;
        return { kind, size: target.size };
      }
      const kind = stats.isFile() ? 'file' : stats.isDirectory() ? 'dir' : null;
      if (kind === null) return null;
      // Not a link: it is inside when its folder really is (its name is one normal part).
      if (path !== realRoot) {
        const folder = realFolder(path.slice(0, path.lastIndexOf(sep)) || sep);
        if (folder === null || !inside(folder)) return null;
      }
      return { kind, size: stats.size };
    } catch {
      return null;
    }
  };
  let lastAsked: string | null = null;
  let lastFound: FolderEntry | null = null;
  const entry = (relative: string): FolderEntry | null => {
    if (relative !== lastAsked) {
      lastFound = find(relative);
      lastAsked = relative;
    }
    return lastFound;
  };
  return Object.assign((relative: string) => entry(relative)?.kind ?? null, { entry });
}

/**
 * A path of the folder in its plainest form: segments of letters, digits, `_`, `-`, `~` and
 * dots, none empty or starting with a dot, joined by single slashes. Such a name is what
 * safeSegments would make of it unchanged (nothing to decode, nothing refused), and what join
 * would make of it under the folder (no `.` or `..` to resolve): most of a site's files (a
 * page's every image) are asked for by such a name.
 */
const PLAIN_NAME = /^[\w~-][\w.~-]*(?:\/[\w~-][\w.~-]*)*$/;

export function isPlainName(relative: string): boolean {
  return PLAIN_NAME.test(relative);
}

const SLASH = 0x2f;

/** The path's segments decoded, or null for one a static host must not serve. */
export function safeSegments(path: string): string[] | null {
  const segments: string[] = [];
  for (const raw of path.split('/')) {
    if (raw === '') continue;
    let segment = raw;
    // Without a % there is nothing to decode (most paths: a page's every image).
    if (raw.includes('%')) {
      try {
        segment = decodeURIComponent(raw);
      } catch {
        return null;
      }
    }
    // Up and out, separators smuggled in encoded, NUL, and hidden files (.git, .env) are never
    // served; .well-known is the one dot folder sites publish on purpose.
    if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return null;
    if (segment.startsWith('.') && segment !== '.well-known') return null;
    segments.push(segment);
  }
  return segments;
}

/** How the folder answers `pathname` (the query is the caller's to keep on a redirect). */
export function answerPath(pathname: string, conventions: SiteConventions, lookup: Lookup): Answer {
  return (
    plainFileAnswer(pathname, conventions.basePath, lookup) ??
    answerByRules(pathname, conventions, lookup)
  );
}

/**
 * A file asked for by its own plain name (an image, every one of a page's): the answer the
 * rules give it (its segments are its name, and a file asked for by its name is served as it
 * is), without splitting, decoding and joining the path again; null for anything else, which
 * the rules answer (the folder's lookup remembers the name it was just asked). A function of
 * its own: the rules' closures cost each call a context, which was a fifth of an image's answer.
 */
function plainFileAnswer(pathname: string, basePath: string, lookup: Lookup): Answer | null {
  if (!pathname.startsWith(basePath) || pathname.charCodeAt(basePath.length) !== SLASH) return null;
  const name = pathname.slice(basePath.length + 1);
  return isPlainName(name) && lookup(name) === 'file'
    ? { kind: 'file', status: 200, file: name }
    : null;
}

/** answerPath by its rules alone, without the plain file's shortcut (exported for its tests). */
export function answerByRules(
  pathname: string,
  conventions: SiteConventions,
  lookup: Lookup,
): Answer {
  const { basePath, trailingSlash } = conventions;
  const notFound = (): Answer => {
    const fallback = conventions.spaFallback;
    // Routes of the app get its shell; a missing asset (a path whose last part has an extension:
    // /app.js, /robots.txt) stays a 404, as a missing file should.
    if (fallback !== null && extname(pathname.replace(/\/+$/, '')) === '' && lookup(fallback))
      return { kind: 'file', status: 200, file: fallback };
    return {
      kind: 'not-found',
      status: 404,
      file: lookup(NOT_FOUND_PAGE) === 'file' ? NOT_FOUND_PAGE : null,
    };
  };
  const redirect = (rest: string): Answer => ({
    kind: 'redirect',
    status: 301,
    location: `${basePath}${rest}`,
  });

  if (basePath !== '' && pathname === basePath) return redirect('/');
  if (!pathname.startsWith(`${basePath}/`)) return notFound();
  const rest = pathname.slice(basePath.length);
  const segments = safeSegments(rest);
  if (segments === null) return notFound();
  const name = segments.join('/');
  const file = (relative: string): Answer => ({ kind: 'file', status: 200, file: relative });
  if (name === '') return lookup('index.html') === 'file' ? file('index.html') : notFound();

  const slashed = rest.endsWith('/');
  // Made only when needed: a file asked for by its own name (an image, every one of a page's)
  // is one lookup, not three, and no redirect.
  const plain = () => `/${segments.map(encodeURIComponent).join('/')}`;
  const indexFile = () => `${name}/index.html`;
  const htmlFile = () => `${name}.html`;
  const hasIndex = () => lookup(indexFile()) === 'file';
  const hasHtml = () => !name.endsWith('.html') && lookup(htmlFile()) === 'file';
  if (slashed) {
    // A folder's index lives at /name/ unless the policy is never; name.html at /name unless
    // the policy is always.
    if (hasIndex()) return trailingSlash === 'never' ? redirect(plain()) : file(indexFile());
    if (hasHtml()) return trailingSlash === 'always' ? file(htmlFile()) : redirect(plain());
    return notFound();
  }
  const kind = lookup(name);
  if (kind === 'file') return file(name);
  if (kind === 'dir' && hasIndex())
    return trailingSlash === 'never' ? file(indexFile()) : redirect(`${plain()}/`);
  if (hasHtml()) return trailingSlash === 'always' ? redirect(`${plain()}/`) : file(htmlFile());
  return notFound();
}

/**
 * Where a page file answers, as a path under the base path ('about.html' -> /about with auto),
 * or null for a file that is not a page of its own (404.html, the app shell).
 */
export function pagePathOf(relative: string, conventions: SiteConventions): string | null {
  if (!relative.endsWith('.html')) return null;
  if (relative === NOT_FOUND_PAGE) return null;
  if (conventions.spaFallback === relative && relative !== 'index.html') return null;
  const encode = (path: string) => path.split('/').map(encodeURIComponent).join('/');
  const { basePath, trailingSlash } = conventions;
  if (relative === 'index.html') return `${basePath}/`;
  if (relative.endsWith('/index.html')) {
    const folder = encode(relative.slice(0, -'/index.html'.length));
    return trailingSlash === 'never' ? `${basePath}/${folder}` : `${basePath}/${folder}/`;
  }
  const page = encode(relative.slice(0, -'.html'.length));
  return trailingSlash === 'always' ? `${basePath}/${page}/` : `${basePath}/${page}`;
}
