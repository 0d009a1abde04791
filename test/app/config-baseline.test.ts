// The regression gate's options: baseline, baseline-url, baseline-artifact, fail-on-regression
// and ignore-checks, checked before any request, for both faces.
import { describe, expect, it } from 'vitest';
import { parseJobConfig } from '../../src/client/app/config.js';
import { parseAuditOptions } from '../../src/client/cli/audit-options.js';
import { UsageError } from '../../src/shared/cli/usage.js';

const read = (inputs: Record<string, string>) => (name: string) =>
  ({ urls: 'https://a.test/x', ...inputs })[name] ?? '';
const parse = (inputs: Record<string, string>) => parseJobConfig(read(inputs));
const remote = { 'base-url': 'https://seo.example.com', 'api-key': 'k' };

describe('baseline', () => {
  it('reads a path, comment and branch:<name>', () => {
    expect(parse({ baseline: 'out/results.json' }).baseline).toEqual({
      kind: 'file',
      path: 'out/results.json',
    });
    expect(parse({ baseline: 'comment' }).baseline).toEqual({ kind: 'comment' });
    expect(parse({ baseline: 'branch:release/2.x' }).baseline).toEqual({
      kind: 'branch',
      branch: 'release/2.x',
    });
    expect(parse({}).baseline).toBeUndefined();
  });

  it.each([
    [
      { baseline: 'branch:' },
      'Input baseline: branch:<name> needs a branch name, such as branch:main (got "branch:")',
    ],
    [{ baseline: 'branch:a b' }, 'Input baseline: branch:<name> needs a branch name'],
    [{ baseline: 'a\u0007b' }, 'Input baseline: must not contain control characters'],
    [
      { baseline: 'r.json', 'baseline-url': 'https://www.example.com' },
      'Input baseline-url: and baseline are both set',
    ],
    [
      { ...remote, baseline: 'r.json', mode: 'refresh' },
      'Input baseline: is not used with mode: refresh: a refresh compares each report with its state before the refresh',
    ],
    [
      { ...remote, baseline: 'r.json', mode: 'delete', 'report-ids': '1', urls: '' },
      'Input baseline: is not used with mode: delete',
    ],
    [{ 'baseline-artifact': 'a/b' }, 'Input baseline-artifact: must be an artifact name'],
  ])('refuses %j', (inputs, message) => {
    expect(() => parse(inputs)).toThrowError(message);
  });

  it('takes an origin as baseline-url, and nothing with a path', () => {
    expect(parse({ 'baseline-url': 'https://www.example.com/' }).baselineUrl).toBe(
      'https://www.example.com',
    );
    expect(() => parse({ 'baseline-url': 'https://www.example.com/shop' })).toThrowError(
      'Input baseline-url: must be an origin such as https://www.example.com',
    );
    expect(() => parse({ 'baseline-url': 'https://a.test' })).toThrowError(
      'Input baseline-url: is the origin of the pages audited (https://a.test/x): give the other origin',
    );
    expect(() => parse({ 'baseline-url': 'ftp://example.com' })).toThrowError(
      'Input baseline-url: must use http or https (got "ftp")',
    );
  });
});

describe('fail-on-regression', () => {
  it.each([
    ['never', { points: null, checks: false }],
    ['5', { points: 5, checks: false }],
    ['2.5', { points: 2.5, checks: false }],
    ['checks', { points: null, checks: true }],
    ['5,checks', { points: 5, checks: true }],
    ['checks, 0', { points: 0, checks: true }],
  ])('reads %s', (value, rule) => {
    expect(parse({ baseline: 'r.json', 'fail-on-regression': value }).regression).toEqual(rule);
  });

  it.each(['-1', '101', 'check', '5,5', 'checks,checks', '5;checks', ','])(
    'refuses %s',
    (value) => {
      expect(() => parse({ baseline: 'r.json', 'fail-on-regression': value })).toThrowError(
        `Input fail-on-regression: must be never, a number of score points (5), checks, or both (5,checks) (got ${JSON.stringify(value)})`,
      );
    },
  );

  it('needs something to compare with, except in mode refresh', () => {
    expect(() => parse({ 'fail-on-regression': 'checks' })).toThrowError(
      'Input fail-on-regression: needs something to compare with: set baseline or baseline-url (or use mode: refresh)',
    );
    expect(parse({ ...remote, mode: 'refresh', 'fail-on-regression': '3' }).regression.points).toBe(
      3,
    );
  });
});

describe('ignore-checks', () => {
  it('reads keys and patterns', () => {
    const { rules } = parse({ 'ignore-checks': 'htst\n/blog/*: content_length' });
    expect(rules.map(({ pattern, targets, level }) => ({ pattern, targets, level }))).toEqual([
      { pattern: null, targets: ['htst'], level: 'off' },
      { pattern: '/blog/*', targets: ['content_length'], level: 'off' },
    ]);
  });

  it('names the bad line and lists the known keys', () => {
    let message = '';
    try {
      parse({ 'ignore-checks': 'title\nhsts' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(
      /^Input ignore-checks: line 2: unknown check key "hsts"\. Each line is/,
    );
    for (const key of ['title', 'htst', 'https_encryption', 'content_length', 'hreflang'])
      expect(message).toContain(key);
  });
});

describe('the CLI', () => {
  it('takes the same options as flags, repeating --ignore-checks', () => {
    const options = parseAuditOptions(
      [
        'https://a.test/',
        '--baseline',
        'base.json',
        '--fail-on-regression',
        '5,checks',
        '--ignore-checks',
        'htst',
        '--ignore-checks',
        '/blog/*: content_length',
      ],
      {},
    );
    if (options === 'help') throw new Error('help');
    expect(options.config.regression).toEqual({ points: 5, checks: true });
    expect(options.config.rules).toHaveLength(2);
  });

  it('words problems as flags, and leaves comment and branch baselines to the action', () => {
    expect(() =>
      parseAuditOptions(['https://a.test/', '--fail-on-regression', '5'], {}),
    ).toThrowError(
      'seo-report audit: --fail-on-regression needs something to compare with: set --baseline or --baseline-url (or use --mode refresh)',
    );
    expect(() => parseAuditOptions(['https://a.test/', '--baseline', 'comment'], {})).toThrowError(
      UsageError,
    );
    expect(() => parseAuditOptions(['https://a.test/', '--baseline', 'comment'], {})).toThrowError(
      expect.objectContaining({
        errorCode: 'SEO_USAGE_INVALID',
        message: expect.stringMatching(
          /^seo-report audit: --baseline comment is read by the GitHub Action only/,
        ),
      }),
    );
    expect(() =>
      parseAuditOptions(['https://a.test/', '--baseline', 'branch:main'], {}),
    ).toThrowError('--baseline branch:<name> is read by the GitHub Action only');
  });
});
