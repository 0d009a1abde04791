// check-links: its values and default, a clear error naming the input, and the rule keys of the
// runner's link checks (valid for rules, broken targets errors by default).
import { describe, expect, it } from 'vitest';
import { parseJobConfig } from '../../src/client/app/config.js';
import { pageSeverity, parseRules, RuleError } from '../../src/client/audit/rules.js';

const read = (inputs: Record<string, string>) => (name: string) =>
  ({ urls: 'https://shop.test/', ...inputs })[name] ?? '';

describe('check-links', () => {
  it('is off by default and takes internal or off, in any case', () => {
    expect(parseJobConfig(read({})).checkLinks).toBe('off');
    expect(parseJobConfig(read({ 'check-links': 'off' })).checkLinks).toBe('off');
    expect(parseJobConfig(read({ 'check-links': ' Internal ' })).checkLinks).toBe('internal');
  });

  it('refuses other values, naming the input and what it takes', () => {
    expect(() => parseJobConfig(read({ 'check-links': 'all' }))).toThrow(
      /check-links.*must be internal or off \(got "all"\)/,
    );
  });

  it('refuses internal with mode delete, which audits no page', () => {
    expect(() =>
      parseJobConfig(
        read({
          mode: 'delete',
          'check-links': 'internal',
          'base-url': 'https://api.test',
          'api-key': 'sk_test_0123456789abcdef',
          'report-ids': 'r1',
          urls: '',
        }),
      ),
    ).toThrow(/check-links.*cannot be used with/);
  });
});

describe('check-external-links and the link-* options', () => {
  const internal = { 'check-links': 'internal' };

  it('are off, with their defaults, until asked for', () => {
    const config = parseJobConfig(read(internal));
    expect(config.linkOptions).toEqual({
      accept: { statuses: [], patterns: [] },
      timeoutMs: 30_000,
      external: null,
    });
    // action.yml passes every default even when the link check is off.
    const defaults = {
      'check-external-links': 'false',
      'link-timeout': '30',
      'link-run-timeout': '300',
      'link-cache-max-age': '1d',
    };
    expect(parseJobConfig(read(defaults)).checkLinks).toBe('off');
  });

  it('reads the external options, the accept list and the cache', () => {
    const config = parseJobConfig(
      read({
        ...internal,
        'check-external-links': 'True',
        'allow-private-network': 'true',
        'link-accept': '401\n500-599, https://www.linkedin.com/*\n/private/*',
        'link-timeout': '5',
        'link-run-timeout': '120',
        'link-cache': '.cache/links.json',
        'link-cache-max-age': '12h',
      }),
    );
    expect(config.linkOptions).toEqual({
      accept: {
        statuses: [
          { from: 401, to: 401 },
          { from: 500, to: 599 },
        ],
        patterns: ['https://www.linkedin.com/*', '/private/*'],
      },
      timeoutMs: 5000,
      external: {
        runTimeoutMs: 120_000,
        cache: { path: '.cache/links.json', maxAgeMs: 12 * 3600 * 1000 },
        allowPrivateNetwork: true,
      },
    });
    const ages = (age: string) =>
      parseJobConfig(
        read({
          ...internal,
          'check-external-links': 'true',
          'link-cache': 'c.json',
          'link-cache-max-age': age,
        }),
      ).linkOptions.external?.cache?.maxAgeMs;
    expect(ages('90')).toBe(90_000);
    expect(ages('30m')).toBe(1_800_000);
    expect(ages('7D')).toBe(7 * 86_400_000);
  });

  it('refuses each option without the one it needs, naming both', () => {
    const refused = (inputs: Record<string, string>) => () => parseJobConfig(read(inputs));
    expect(refused({ 'check-external-links': 'true' })).toThrow(
      'Input check-external-links: is used with check-links: internal only',
    );
    expect(refused({ 'link-accept': '403' })).toThrow(
      'Input link-accept: is used with check-links: internal only',
    );
    expect(refused({ ...internal, 'link-cache': 'c.json' })).toThrow(
      'Input link-cache: is used with check-external-links: true only',
    );
    expect(refused({ ...internal, 'link-run-timeout': '60' })).toThrow(
      'Input link-run-timeout: is used with check-external-links: true only',
    );
    expect(
      refused({ ...internal, 'check-external-links': 'true', 'link-cache-max-age': '2d' }),
    ).toThrow('Input link-cache-max-age: is used with link-cache only');
  });

  it('refuses bad values, saying what is allowed', () => {
    const external = { ...internal, 'check-external-links': 'true' };
    const refused = (inputs: Record<string, string>) => () => parseJobConfig(read(inputs));
    expect(refused({ ...internal, 'check-external-links': 'yes' })).toThrow(
      'Input check-external-links: must be true or false (got "yes")',
    );
    expect(refused({ ...internal, 'link-accept': '403\n599-500' })).toThrow(
      'Input link-accept: item 2 must be a status from 100 to 999, or a range of them low to high such as 500-599 (got "599-500")',
    );
    expect(refused({ ...internal, 'link-accept': 'linkedin.com' })).toThrow(
      'Input link-accept: item 1 must be a status (403), a range of them (500-599) or a URL pattern; as a pattern it must start with / (a path) or http(s):// (a URL) (got "linkedin.com")',
    );
    expect(refused({ ...internal, 'link-timeout': '0' })).toThrow(
      'Input link-timeout: must be a whole number of seconds from 1 to 300 (got "0")',
    );
    expect(refused({ ...external, 'link-run-timeout': '5m' })).toThrow(
      'Input link-run-timeout: must be a whole number of seconds from 1 to 21600 (got "5m")',
    );
    expect(refused({ ...external, 'link-cache': 'c.json', 'link-cache-max-age': '1w' })).toThrow(
      'Input link-cache-max-age: must be a duration from 1s to 365d: a whole number with s, m, h or d (12h, 1d), or of seconds (got "1w")',
    );
    expect(refused({ ...external, 'link-cache': 'c.json', 'link-cache-max-age': '0' })).toThrow(
      /link-cache-max-age: must be a duration/,
    );
  });
});

describe('rules for the link checks', () => {
  it('accept broken_links and broken_resources and their error keys', () => {
    const rules = parseRules(
      'broken_links.redirected: off\n/blog/*: broken_resources: warning',
      'rules',
    );
    const home = pageSeverity('https://shop.test/', rules);
    const post = pageSeverity('https://shop.test/blog/a', rules);
    expect(home('broken_links', { errors: { redirected: [] } }).severity).toBe('off');
    expect(home('broken_links', { errors: { broken: [], redirected: [] } }).severity).toBe('error');
    expect(home('broken_resources', { errors: { broken: [] } }).severity).toBe('error');
    expect(post('broken_resources', { errors: { broken: [] } }).severity).toBe('warning');
    expect(home('broken_links', { errors: { noindex: [] } }).severity).toBe('warning');
    expect(home('broken_links', { errors: { blocked: [] } }).severity).toBe('warning');
    expect(home('broken_links', { errors: { redirected: [] } }).rule?.text).toBe(
      'broken_links.redirected: off',
    );
  });

  it('refuses an error key the link checks do not have', () => {
    expect(() => parseRules('broken_links.gone: off', 'rules')).toThrow(RuleError);
    expect(() => parseRules('broken_links.gone: off', 'rules')).toThrow(
      /has broken, external, unverifiable, blocked, noindex, redirected/,
    );
  });
});
