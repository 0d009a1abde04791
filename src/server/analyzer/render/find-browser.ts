// Where Chromium or Chrome usually lives. We never download one: GitHub's runners have Google
// Chrome, Debian and Ubuntu package Chromium, and a caller can name any other.
import { accessSync, constants } from 'node:fs';

const USUAL_PATHS: readonly string[] = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
  'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
];

const INSTALL_HINT =
  'install Chromium (Debian/Ubuntu: apt-get install -y chromium) or Google Chrome, or name ' +
  'its executable with the render option browserPath (seo-report serve: SEO_REPORT_BROWSER)';

/** The first executable of `paths`; null when there is none. */
export function findBrowser(paths: readonly string[] = USUAL_PATHS): string | null {
  for (const path of paths) {
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // Not there, or not executable: try the next.
    }
  }
  return null;
}

/** Why rendering cannot start: no browser found, or none at the path named. Null when it can. */
export function missingBrowser(browserPath?: string): string | null {
  if (browserPath === undefined) {
    return findBrowser() === null ? `no Chromium or Chrome found; ${INSTALL_HINT}` : null;
  }
  return findBrowser([browserPath]) === null
    ? `no browser at ${browserPath}; ${INSTALL_HINT}`
    : null;
}
