import { describe, expect, it } from 'vitest';
import {
  pageSeverity,
  parseRules,
  RuleError,
  rulesFor,
  type SeverityRule,
  severityOf,
} from '../../src/client/audit/rules.js';
import { CHECKS, defaultCheckSeverity } from '../../src/shared/checks/index.js';

const keysOf = (rules: SeverityRule[]) => rules.flatMap((rule) => rule.targets).sort();

describe('parseRules', () => {
  it('reads levels, keys, error keys and patterns, skipping comments', () => {
    const rules = parseRules(
      'noindex: error  # never ship a noindex\n\ntitle.length, open_graph: off\n/blog/*: meta_description: warning\nhttps://docs.example.com/*: canonical: notice',
      'rules',
    );
    expect(
      rules.map(({ pattern, targets, level, source }) => ({ pattern, targets, level, source })),
    ).toEqual([
      { pattern: null, targets: ['noindex'], level: 'error', source: 'rules line 1' },
      {
        pattern: null,
        targets: ['title.length', 'open_graph'],
        level: 'off',
        source: 'rules line 3',
      },
      {
        pattern: '/blog/*',
        targets: ['meta_description'],
        level: 'warning',
        source: 'rules line 4',
      },
      {
        pattern: 'https://docs.example.com/*',
        targets: ['canonical'],
        level: 'notice',
        source: 'rules line 5',
      },
    ]);
  });

  it.each([
    [
      'a line without a level',
      'noindex',
      /line 1: end the line with a colon and a level, one of error, warning, notice, off/,
    ],
    ['an unknown level', 'noindex: fatal', /line 1: end the line with a colon and a level/],
    ['an unknown key', 'noindx: error', /line 1: unknown check key "noindx"/],
    [
      'a pattern without keys',
      '/blog/*: : error',
      /line 1: give at least one check key after the pattern/,
    ],
    ['a relative pattern', 'blog/*: title: off', /must start with \/ \(a path\) or http/],
    ['two rules on one line', '/a/*: title, /b/*: favicon: off', /one pattern per line/],
    [
      'an error key the check does not have',
      'title.lenght: off',
      /line 1: "title\.lenght": "lenght" is not an error of title; it has missing, length, too_many/,
    ],
  ])('refuses %s', (_name, raw, message) => {
    expect(() => parseRules(raw, 'rules')).toThrow(RuleError);
    expect(() => parseRules(raw, 'rules')).toThrow(
      expect.objectContaining({
        errorCode: 'SEO_RULE_INVALID',
        message: expect.stringMatching(message),
      }),
    );
  });

  it('reads ignore-checks lines as keys at off', () => {
    const rules = parseRules(
      'https_encryption, htst\n/blog/*: content_length',
      'ignore-checks',
      'off',
    );
    expect(rules.map(({ pattern, targets, level }) => ({ pattern, targets, level }))).toEqual([
      { pattern: null, targets: ['https_encryption', 'htst'], level: 'off' },
      { pattern: '/blog/*', targets: ['content_length'], level: 'off' },
    ]);
  });

  it('is empty for an empty input, and refuses more than 200 lines', () => {
    expect(parseRules('  \n', 'rules')).toEqual([]);
    expect(() => parseRules('title: off\n'.repeat(201), 'rules')).toThrow(/at most 200/);
  });
});

describe('rulesFor', () => {
  const rules = parseRules(
    'htst\n/blog/*: content_length\n/shop: favicon\nhttps://docs.example.com/*: title',
    'ignore-checks',
    'off',
  );

  it('applies the global rules everywhere and a pattern only where the whole path matches', () => {
    expect(keysOf(rulesFor('https://example.com/blog/2024/a-post', rules))).toEqual([
      'content_length',
      'htst',
    ]);
    expect(keysOf(rulesFor('https://example.com/shop', rules))).toEqual(['favicon', 'htst']);
    // "/shop" is the whole path, not a prefix.
    expect(keysOf(rulesFor('https://example.com/shop/shoes', rules))).toEqual(['htst']);
    expect(keysOf(rulesFor('https://docs.example.com/guide', rules))).toEqual(['htst', 'title']);
    expect(keysOf(rulesFor('not a url', rules))).toEqual(['htst']);
  });

  it('stays linear on a hostile pattern and URL', () => {
    const hostile = parseRules(`/${'*a'.repeat(200)}: title`, 'ignore-checks', 'off');
    const url = `https://example.com/${'a'.repeat(20_000)}b`;
    expect(rulesFor(url, hostile)).toEqual([]);
  });
});

describe('pageSeverity', () => {
  const url = 'https://example.com/blog/post';

  it('takes each check default and the gravest of its errors', () => {
    const severity = pageSeverity(url, []);
    expect(severity('noindex', { errors: { missing: null } }).severity).toBe('error');
    expect(severity('title', { errors: { missing: null } }).severity).toBe('error');
    expect(severity('title', { errors: { length: { length: 61 } } }).severity).toBe('warning');
    expect(severity('title', { errors: { length: {}, missing: null } }).severity).toBe('error');
    expect(
      severity('canonical', { errors: { other_host: { host: 'staging.test' } } }).severity,
    ).toBe('error');
    expect(severity('canonical', { errors: { missing: null } }).severity).toBe('notice');
    expect(severity('open_graph', null)).toEqual({ severity: 'notice', rule: null });
    // A key only a service knows: shown, never failing the job.
    expect(severity('some_service_check', null).severity).toBe('warning');
  });

  it('lets a later rule win, and a rule for an error win over one for its check', () => {
    const rules = parseRules(
      'title: notice\ntitle: warning\ntitle.missing: off\n/blog/*: open_graph: error\n/shop/*: noindex: off',
      'rules',
    );
    const severity = pageSeverity(url, rules);
    expect(severity('title', { errors: { length: {} } })).toMatchObject({
      severity: 'warning',
      rule: { source: 'rules line 2' },
    });
    expect(severity('title', { errors: { missing: null } })).toMatchObject({ severity: 'off' });
    expect(severity('open_graph', { errors: { missing: null } }).severity).toBe('error');
    expect(severity('noindex', { errors: { missing: null } }).severity).toBe('error');
  });

  it('keeps __proto__ and constructor as plain error keys', () => {
    const errors = JSON.parse('{"__proto__": null, "constructor": 1}') as Record<string, unknown>;
    expect(pageSeverity(url, [])('title', { errors }).severity).toBe('error');
    expect(pageSeverity(url, [])('__proto__', { errors }).severity).toBe('warning');
  });
});

describe('defaultCheckSeverity (the pages, given no rules)', () => {
  it('answers what the rules answer without a rule, for every check and each of its errors', () => {
    let compared = 0;
    for (const spec of CHECKS) {
      const errorSets: (Record<string, null> | null)[] = [
        null,
        ...spec.errorKeys.map((key) => ({ [key]: null })),
        // Two errors at once: the gravest one's severity.
        Object.fromEntries(spec.errorKeys.map((key) => [key, null])),
      ];
      for (const errors of errorSets) {
        expect(
          defaultCheckSeverity(spec.key, errors),
          `${spec.key} ${JSON.stringify(errors)}`,
        ).toBe(severityOf(spec.key, { errors }, []).severity);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(CHECKS.length * 2);
    // Canonical: an error by default, a notice when only missing.
    expect(defaultCheckSeverity('canonical', { missing: null })).toBe('notice');
    expect(defaultCheckSeverity('canonical', { missing: null, multiple_hosts: null })).toBe(
      severityOf('canonical', { errors: { missing: null, multiple_hosts: null } }, []).severity,
    );
    expect(defaultCheckSeverity('not_a_check', null)).toBe('warning');
  });
});
