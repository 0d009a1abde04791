// The site-dir options (site-dir, site-url, base-path, trailing-slash, spa-fallback): a build
// folder served on the runner's 127.0.0.1 and audited with the embedded service before it
// deploys (docs/site-dir.md). Kept apart from config.ts, which only calls siteDirOptions.
import { join, relative } from 'node:path';
import { quote } from '../api/params.js';
import {
  folderLookup,
  safeSegments,
  TRAILING_SLASH_POLICIES,
  type TrailingSlash,
} from '../site-dir/conventions.js';
import { AUTO_CANDIDATES, detectSiteDir, siteFolderProblem } from '../site-dir/folder.js';
import { type Message, msg, OptionError, type OptionName, option } from './messages.js';

export interface SiteDirConfig {
  /** The folder, as given or as found by `auto`. */
  dir: string;
  /** `site-dir: auto` found it: the log says which. */
  detected: boolean;
  /** The production origin (https://www.example.com) read as the folder; undefined: none. */
  siteUrl: string | undefined;
  /** '' or /docs: where the folder's root is served. */
  basePath: string;
  trailingSlash: TrailingSlash;
  /** The app shell served with 200 for unknown routes; null: unknown paths answer 404. */
  spaFallback: string | null;
}

const SITE_OPTIONS = ['site-url', 'base-path', 'trailing-slash', 'spa-fallback'] as const;

/**
 * Reads the site-dir options; undefined when site-dir is not set (and then none of the others
 * may be). `cwd` resolves `auto` (the workspace on a runner).
 */
export function siteDirOptions(
  get: (name: OptionName) => string,
  remote: boolean,
  render: boolean,
  cwd: string = process.cwd(),
): SiteDirConfig | undefined {
  const given = get('site-dir');
  if (given === '') {
    // trailing-slash: auto is action.yml's default, which the runner passes to every step.
    const stray = SITE_OPTIONS.find(
      (name) => get(name) !== '' && !(name === 'trailing-slash' && get(name) === 'auto'),
    );
    if (stray !== undefined)
      throw new OptionError(
        stray,
        msg`works with ${option('site-dir')} only: set it to the build folder to audit`,
      );
    return undefined;
  }
  if (remote)
    throw new OptionError(
      'site-dir',
      msg`works with the embedded service only: leave ${option('base-url')} empty (a service elsewhere cannot reach the folder served on this machine's 127.0.0.1)`,
    );
  if (render)
    throw new OptionError(
      'render',
      msg`does not work with ${option('site-dir')} yet: the browser would load the production URLs from the network; audit the built HTML without ${option('render')}`,
    );
  let dir = given;
  let detected = false;
  if (given === 'auto') {
    const found = detectSiteDir(cwd);
    if (found === null)
      throw new OptionError(
        'site-dir',
        msg`auto found no build folder: none of ${AUTO_CANDIDATES.join(', ')} in ${cwd} has an index.html; give the folder's path`,
      );
    // Relative to the working directory, as a path given by hand would be ("dist" on a runner).
    dir = relative(process.cwd(), join(cwd, found)) || '.';
    detected = true;
  }
  const problem = siteFolderProblem(dir);
  if (problem !== null) throw new OptionError('site-dir', msg`${quote(dir)} ${problem}`);

  const trailingSlash = (get('trailing-slash') || 'auto') as TrailingSlash;
  if (!TRAILING_SLASH_POLICIES.includes(trailingSlash))
    throw new OptionError(
      'trailing-slash',
      msg`must be auto, always or never (got ${quote(get('trailing-slash'))})`,
    );
  return {
    dir,
    detected,
    siteUrl: checkSiteUrl(get('site-url')),
    basePath: checkBasePath(get('base-path')),
    trailingSlash,
    spaFallback: checkSpaFallback(get('spa-fallback'), dir),
  };
}

function checkSiteUrl(value: string): string | undefined {
  if (value === '') return undefined;
  const url = URL.parse(value);
  const problem: Message | null =
    url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')
      ? msg`must be the site's production origin, an absolute http(s) URL such as https://www.example.com (got ${quote(value)})`
      : url.username !== '' || url.password !== ''
        ? msg`must not contain a user name or password`
        : (url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== ''
          ? msg`must be an origin such as https://www.example.com, without a path (got ${quote(value)}): a site under a path, such as a GitHub Pages project site, gives the path as ${option('base-path')}`
          : null;
  if (problem !== null) throw new OptionError('site-url', problem);
  return (url as URL).origin;
}

/** '' or /a/b, each part of letters, digits and . _ ~ - (not . or ..); a trailing / is dropped. */
function checkBasePath(value: string): string {
  if (value === '' || value === '/') return '';
  const trimmed = value.replace(/\/$/, '');
  const valid =
    /^(\/[A-Za-z0-9._~-]+)+$/.test(trimmed) &&
    trimmed.split('/').every((part) => part !== '.' && part !== '..');
  if (!valid)
    throw new OptionError(
      'base-path',
      msg`must be a path such as /docs or /my-repo: parts of letters, digits, dots, dashes, underscores or tildes, each after a / (got ${quote(value)})`,
    );
  return trimmed;
}

function checkSpaFallback(value: string, dir: string): string | null {
  if (value === '' || value === 'false') return null;
  const file = value === 'true' ? 'index.html' : value;
  const segments = file.startsWith('/') || !file.endsWith('.html') ? null : safeSegments(file);
  if (segments === null)
    throw new OptionError(
      'spa-fallback',
      msg`must be true (index.html), false, or an .html file of ${option('site-dir')} such as 200.html (got ${quote(value)})`,
    );
  const relative = segments.join('/');
  if (folderLookup(dir)(relative) !== 'file')
    throw new OptionError(
      'spa-fallback',
      msg`names ${quote(relative)}, which is not a file of the ${option('site-dir')} folder ${quote(dir)}`,
    );
  return relative;
}
