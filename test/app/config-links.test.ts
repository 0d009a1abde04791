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
      /has broken, blocked, noindex, redirected/,
    );
  });
});
