// docs/troubleshooting.md promises "every message, in its exact words". For the input messages
// that promise is checked both ways: each bad input below is given to the real parser, and its
// message must match a row of the page; and each row of the page's input section must be the
// message of at least one case, so a row cannot outlive the message it explains.
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseActionInputs } from '../../src/client/action/inputs.js';
import { writeBuildFolder } from '../support/build-folder.js';

const PAGE = readFileSync(resolve(import.meta.dirname, '../../docs/troubleshooting.md'), 'utf8');

/** The input section's documented messages: the first backticked text of each table row. */
function documentedInputMessages(): string[] {
  const section = PAGE.split('\n## ')
    .find((part) => part.startsWith('Inputs'))
    ?.split('\n');
  if (!section) throw new Error('docs/troubleshooting.md has no "Inputs" section');
  return section
    .filter((line) => line.startsWith('| `Input '))
    .map((line) => /^\| `([^`]+)`/.exec(line)?.[1] ?? '');
}

/** A documented message as a pattern: `<value>` stands for what the run fills in. */
function patternOf(message: string): RegExp {
  const parts = message.split(/<[^>]+>/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+?')}$`, 's');
}

/** A build folder for the site-dir cases that get past the folder's own checks. */
const BUILD = writeBuildFolder({ 'index.html': '<title>Home</title>' });
const EMPTY = join(BUILD.parent, 'empty');
mkdirSync(EMPTY);
afterAll(() => BUILD.remove());

const BASE = { 'base-url': 'https://seo.example.com', 'api-key': 'sk_troubleshooting_0123456789' };
const URLS = { urls: 'https://www.example.com/' };

/** Bad inputs, each with the inputs around it that make it reach the check it is meant for. */
const CASES: Array<[string, Record<string, string>]> = [
  ['base-url without api-key', { 'base-url': 'https://seo.example.com', ...URLS }],
  ['base-url not a URL', { 'base-url': 'seo.example.com', ...URLS }],
  ['base-url ftp', { 'base-url': 'ftp://seo.example.com', 'api-key': 'k', ...URLS }],
  ['base-url with a key in the query', { 'base-url': 'https://seo.example.com/?key=1', ...URLS }],
  ['privacy unknown', { privacy: 'secret', ...URLS }],
  ['password missing', { privacy: 'password', ...URLS }],
  ['password without privacy password', { password: 'hunter22', ...URLS }],
  ['password with a newline', { privacy: '2', password: 'hunter22\n', ...URLS }],
  ['mode unknown', { mode: 'update', ...URLS }],
  ['refresh without base-url', { mode: 'refresh', ...URLS }],
  ['delete without base-url', { mode: 'delete', 'report-ids': '1' }],
  ['fail-on unknown', { 'fail-on': 'poor', ...URLS }],
  ['project too long', { project: 'p'.repeat(256), ...URLS }],
  ['no urls', {}],
  [
    '10,000 urls',
    { urls: Array.from({ length: 10_000 }, (_, i) => `https://a.test/${i}`).join('\n') },
  ],
  ['relative url', { urls: '/pricing' }],
  ['mailto url', { urls: 'mailto:seo@example.com' }],
  ['url with credentials', { urls: 'https://user:pass@example.com/' }],
  ['url with a control character', { urls: 'https://example.com/\u0007' }],
  ['url too long', { urls: `https://example.com/${'a'.repeat(2100)}` }],
  ['urls with mode delete', { ...BASE, mode: 'delete', 'report-ids': '1', ...URLS }],
  ['sitemap relative', { sitemap: 'sitemap.xml' }],
  ['shard out of range', { shard: '5/4', ...URLS }],
  ['shard without urls', { ...BASE, mode: 'refresh', project: 'site', shard: '1/2' }],
  ['max-pages zero', { 'max-pages': '0', ...URLS }],
  ['max-urls and max-pages differing', { 'max-urls': '5', 'max-pages': '6', ...URLS }],
  ['site-dir missing', { 'site-dir': 'no-such-build' }],
  ['site-dir auto, none found', { 'site-dir': 'auto' }],
  ['render with site-dir', { 'site-dir': BUILD.dir, render: 'true' }],
  ['site-url with a path', { 'site-dir': BUILD.dir, 'site-url': 'https://octo.github.io/repo' }],
  ['site-url not a URL', { 'site-dir': BUILD.dir, 'site-url': 'www.example.com' }],
  ['base-path relative', { 'site-dir': BUILD.dir, 'base-path': 'docs' }],
  ['trailing-slash unknown', { 'site-dir': BUILD.dir, 'trailing-slash': 'sometimes' }],
  ['spa-fallback missing', { 'site-dir': BUILD.dir, 'spa-fallback': '200.html' }],
  ['spa-fallback not html', { 'site-dir': BUILD.dir, 'spa-fallback': 'app.js' }],
  ['site-dir a file', { 'site-dir': join(BUILD.dir, 'index.html') }],
  ['site-dir empty', { 'site-dir': EMPTY }],
  ['site-dir with base-url', { ...BASE, 'site-dir': 'no-such-build' }],
  ['site-url without site-dir', { 'site-url': 'https://www.example.com', ...URLS }],
  [
    'baseline-url is site-url',
    {
      'site-dir': BUILD.dir,
      'site-url': 'https://www.example.com',
      'baseline-url': 'https://www.example.com',
    },
  ],
  ['concurrency too high', { concurrency: '50', ...URLS }],
  ['timeout not a number', { timeout: 'ten', ...URLS }],
  ['min-score out of range', { 'min-score': '101', ...URLS }],
  ['cleanup yes', { cleanup: 'yes', ...URLS }],
  ['report-url without id', { 'report-url': 'https://seo.example.com/reports', ...URLS }],
  ['report-url not a URL', { 'report-url': 'reports/{id}', ...URLS }],
  ['report-dir with a control character', { 'report-dir': 'out\u0001', ...URLS }],
  ['report-ids without mode delete', { ...BASE, 'report-ids': '1', ...URLS }],
  ['mode delete without report-ids', { ...BASE, mode: 'delete' }],
  ['report-ids and project', { ...BASE, mode: 'delete', 'report-ids': '1', project: 'site' }],
  ['report-ids with a slash', { ...BASE, mode: 'delete', 'report-ids': '1/../2' }],
  ['comment-tag with a space', { 'comment-tag': 'seo report', ...URLS }],
];

/** The message the real parsers give for these inputs. */
function messageFor(inputs: Record<string, string>): string {
  const read = (name: string) => inputs[name] ?? '';
  try {
    parseActionInputs(read);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`accepted: ${JSON.stringify(inputs).slice(0, 200)}`);
}

describe('docs/troubleshooting.md, input messages', () => {
  const documented = documentedInputMessages();
  const patterns = documented.map((message) => ({ message, pattern: patternOf(message) }));
  const messages = CASES.map(([name, inputs]) => ({ name, message: messageFor(inputs) }));

  it('documents input messages', () => {
    expect(documented.length).toBeGreaterThan(25);
  });

  it.each(messages)('documents the message for $name', ({ message }) => {
    const rows = patterns.filter(({ pattern }) => pattern.test(message)).map((row) => row.message);
    expect(rows, message).not.toEqual([]);
  });

  it('has no row that no bad input produces', () => {
    const unmatched = patterns
      .filter(({ pattern }) => !messages.some(({ message }) => pattern.test(message)))
      .map(({ message }) => message);
    expect(unmatched).toEqual([]);
  });
});
