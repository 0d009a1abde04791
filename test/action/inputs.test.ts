import { describe, expect, it } from 'vitest';
import { parseActionInputs, WORDS } from '../../src/client/action/inputs.js';
import { parseUrls } from '../../src/client/app/config.js';
import { CLI_WORDS } from '../../src/client/cli/audit-options.js';

const parseInputs = parseActionInputs;

const read = (inputs: Record<string, string>) => (name: string) => inputs[name] ?? '';

describe('parseUrls', () => {
  it('splits on newlines, commas and spaces, drops duplicates, keeps order', () => {
    expect(
      parseUrls(
        'https://a.test/\n https://b.test, https://a.test/ https://C.test\r\nhttps://c.test',
      ),
    ).toEqual(['https://a.test/', 'https://b.test', 'https://C.test']);
  });
});

describe('parseInputs', () => {
  it('gives the documented defaults', () => {
    const config = parseInputs(read({ urls: 'https://a.test' }));
    expect(config).toEqual({
      job: {
        target: { kind: 'embedded', allowPrivateNetwork: false, render: false, headers: {} },
        urls: ['https://a.test'],
        privacy: 1,
        password: undefined,
        project: undefined,
        mode: 'create',
        reportIds: [],
        siteDir: undefined,
        maxPages: 50,
        failOn: 'bad',
        minScore: null,
        concurrency: 8,
        timeoutSeconds: 600,
        reportUrl: '{base-url}/reports/{id}',
        baseline: undefined,
        baselineUrl: undefined,
        baselineArtifact: 'seo-report',
        regression: { points: null, checks: false },
        rules: [],
        rulesFile: null,
        notices: [],
        warnings: [],
        checkLinks: 'off',
        linkOptions: { accept: { statuses: [], patterns: [] }, timeoutMs: 30_000, external: null },
      },
      cleanup: false,
      summary: true,
      comment: { enabled: false, tag: 'seo-report', githubToken: '' },
    });
  });

  it.each(['https://host/seo/api/v1', 'https://host/seo/api/v1/'])(
    'takes the API root %s as the service root, and says so',
    (given) => {
      const { job } = parseInputs(
        read({ 'base-url': given, 'api-key': 'sk_x', urls: 'https://a.test' }),
      );
      // The report links come from the root: .../api/v1/reports/N is the API's JSON (401).
      expect(job.target).toEqual({ kind: 'remote', baseUrl: 'https://host/seo', apiKey: 'sk_x' });
      expect(WORDS.message(job.notices[0] ?? [])).toBe(
        'base-url ends with /api/v1, the API root: using the service root https://host/seo (report links are https://host/seo/reports/ID); give the root to drop this notice',
      );
      expect(CLI_WORDS.message(job.notices[0] ?? [])).toMatch(/^--base-url ends with \/api\/v1/);
      const plain = parseInputs(
        read({ 'base-url': 'https://host/seo', 'api-key': 'sk_x', urls: 'https://a.test' }),
      );
      expect(plain.job.notices).toEqual([]);
    },
  );

  it('reads every input, trimming the base URL and accepting privacy words and numbers', () => {
    const config = parseInputs(
      read({
        'base-url': ' https://host/seo/ ',
        'api-key': 'sk_x',
        urls: 'https://a.test',
        privacy: 'Password',
        password: ' spaced secret ',
        project: 'site',
        'fail-on': 'decent',
        'min-score': '72.5',
        concurrency: '20',
        timeout: '30',
        cleanup: 'TRUE',
        summary: 'False',
        'report-url': 'https://dash.test/r/{id}',
      }),
    );
    expect(config).toMatchObject({
      job: {
        target: { kind: 'remote', baseUrl: 'https://host/seo', apiKey: 'sk_x' },
        privacy: 2,
        password: ' spaced secret ', // passwords are taken exactly as given
        failOn: 'decent',
        minScore: 72.5,
        concurrency: 20,
        timeoutSeconds: 30,
      },
      cleanup: true,
      summary: false,
    });
    expect(parseInputs(read({ urls: 'https://a.test', privacy: '0' })).job.privacy).toBe(0);
  });

  // Refusals (too short, too long, a trailing newline) are cases of reliability/bad-action-inputs.
  it('accepts passwords of 4 and of 128 characters', () => {
    const base = { urls: 'https://a.test', privacy: 'password' };
    expect(parseInputs(read({ ...base, password: 'four' })).job.password).toBe('four');
    expect(parseInputs(read({ ...base, password: 'z'.repeat(128) })).job.password).toHaveLength(
      128,
    );
  });

  it('names the input in every error', () => {
    expect(() =>
      parseInputs(
        read({ urls: 'https://a.test', 'base-url': 'https://h.test?x=1', 'api-key': 'k' }),
      ),
    ).toThrowError(
      'Input base-url: must not carry credentials, a query or a fragment (pass the key in api-key)',
    );
    expect(() =>
      parseInputs(read({ urls: 'https://a.test', 'report-url': 'ftp://x/{id}' })),
    ).toThrowError(/^Input report-url: must give an absolute http\(s\) URL/);
    expect(() => parseInputs(read({ urls: 'https://a.test', project: 'a\tb' }))).toThrowError(
      'Input project: must be at most 255 characters without control characters',
    );
  });
});
