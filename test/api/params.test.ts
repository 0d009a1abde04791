import { describe, expect, it } from 'vitest';
import { SeoReportApiError } from '../../src/client/api/errors.js';
import {
  createReportForm,
  pathSegment,
  projectListQuery,
  reportListQuery,
  updateReportForm,
} from '../../src/client/api/params.js';

/** Runs fn, expects an invalid_parameter error, and returns its message. */
function rejection(fn: () => unknown): SeoReportApiError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(SeoReportApiError);
    expect((error as SeoReportApiError).code).toBe('invalid_parameter');
    return error as SeoReportApiError;
  }
  throw new Error('expected the call to throw');
}

describe('list reports parameters', () => {
  it('encodes every parameter under its wire name', () => {
    const query = reportListQuery({
      search: 'pricing page',
      searchBy: 'url',
      project: 'example.com',
      result: 'bad',
      sortBy: 'generated_at',
      sort: 'asc',
      perPage: 50,
      page: 3,
    });
    expect(query.toString()).toBe(
      'search=pricing+page&search_by=url&project=example.com&result=bad&sort_by=generated_at&sort=asc&per_page=50&page=3',
    );
  });

  it('sends nothing for parameters left out', () => {
    expect(reportListQuery().toString()).toBe('');
  });

  it.each([
    [{ perPage: 20 }, 'per_page', 'per_page must be one of 10, 25, 50, 100 (got 20)'],
    [{ sort: 'up' }, 'sort', 'sort must be one of asc, desc (got "up")'],
    [
      { sortBy: 'created_at' },
      'sort_by',
      'sort_by must be one of id, generated_at, url, result (got "created_at")',
    ],
    [{ searchBy: 'project' }, 'search_by', 'search_by must be one of url (got "project")'],
    [{ result: 'Good' }, 'result', 'result must be one of good, decent, bad (got "Good")'],
    [{ result: 83 }, 'result', 'result must be one of good, decent, bad (got 83)'],
    [{ page: 0 }, 'page', 'page must be a whole number from 1 (got 0)'],
    [{ page: 1.5 }, 'page', 'page must be a whole number from 1 (got 1.5)'],
    [{ search: 'a\u0000b' }, 'search', 'search must not contain control characters'],
    [{ search: 'x'.repeat(1025) }, 'search', 'search must be at most 1024 characters (got 1025)'],
  ])('refuses %j naming %s', (params, parameter, reason) => {
    const error = rejection(() => reportListQuery(params as never));
    expect(error.parameter).toBe(parameter);
    expect(error.message).toBe(`list reports: ${reason}`);
  });
});

describe('list projects parameters', () => {
  it('accepts its own sort keys and refuses the report ones', () => {
    expect(
      projectListQuery({ sortBy: 'project', searchBy: 'project', perPage: 100 }).toString(),
    ).toBe('search_by=project&sort_by=project&per_page=100');
    expect(rejection(() => projectListQuery({ sortBy: 'url' as never })).message).toBe(
      'list projects: sort_by must be one of created_at, project (got "url")',
    );
    expect(rejection(() => projectListQuery({ searchBy: 'url' as never })).parameter).toBe(
      'search_by',
    );
  });
});

describe('create report form', () => {
  it('always sends privacy, defaulting to 1 (private)', () => {
    expect(createReportForm({ url: 'https://example.com/a' }).toString()).toBe(
      'url=https%3A%2F%2Fexample.com%2Fa&privacy=1',
    );
  });

  it('sends password with privacy 2 and the optional project', () => {
    const form = createReportForm({
      url: 'http://example.com',
      privacy: 2,
      password: 's3cret!',
      project: 'site',
    });
    expect(Object.fromEntries(form)).toEqual({
      url: 'http://example.com',
      privacy: '2',
      password: 's3cret!',
      project: 'site',
    });
  });

  it.each([
    [{}, 'url', 'url is required: an absolute http(s) URL'],
    [{ url: '   ' }, 'url', 'url is required: an absolute http(s) URL'],
    [{ url: '/pricing' }, 'url', 'url must be an absolute http(s) URL (got "/pricing")'],
    [{ url: 'example.com' }, 'url', 'url must be an absolute http(s) URL (got "example.com")'],
    [{ url: 'ftp://example.com/' }, 'url', 'url must use http or https (got "ftp")'],
    [{ url: 'javascript:alert(1)' }, 'url', 'url must use http or https (got "javascript")'],
    [{ url: 'https://exa mple.com' }, 'url', 'url must not contain spaces or control characters'],
    [{ url: 'https://user:pw@example.com' }, 'url', 'url must not contain a user name or password'],
    [
      { url: `https://example.com/${'a'.repeat(2048)}` },
      'url',
      'url must be at most 2048 characters (got 2068)',
    ],
    [
      { url: 'https://example.com', privacy: 3 },
      'privacy',
      'privacy must be one of 0, 1, 2 (got 3)',
    ],
    [
      { url: 'https://example.com', privacy: '0' },
      'privacy',
      'privacy must be one of 0, 1, 2 (got "0")',
    ],
    [
      { url: 'https://example.com', privacy: 2 },
      'password',
      'password is required when privacy is 2 (password)',
    ],
    [
      { url: 'https://example.com', privacy: 2, password: '' },
      'password',
      'password is required when privacy is 2 (password)',
    ],
    [
      { url: 'https://example.com', password: 'hunter22' },
      'password',
      'password is only allowed with privacy 2 (password)',
    ],
    [
      { url: 'https://example.com', privacy: 0, password: 'hunter22' },
      'password',
      'password is only allowed with privacy 2 (password)',
    ],
    [
      { url: 'https://example.com', project: ' ' },
      'project',
      'project must not be empty when given',
    ],
  ])('refuses %j naming %s', (params, parameter, reason) => {
    const error = rejection(() => createReportForm(params as never));
    expect(error.parameter).toBe(parameter);
    expect(error.message).toBe(`create report: ${reason}`);
  });

  it('never echoes a refused password', () => {
    const error = rejection(() =>
      createReportForm({ url: 'https://example.com', privacy: 2, password: `hunter22\u0007` }),
    );
    expect(error.message).not.toContain('hunter22');
  });
});

describe('update report form', () => {
  it('maps regenerate to results=1 and results=0', () => {
    expect(updateReportForm({ regenerate: true }).toString()).toBe('results=1');
    expect(updateReportForm({ privacy: 0, regenerate: false }).toString()).toBe(
      'privacy=0&results=0',
    );
    expect(updateReportForm({ privacy: 2, password: 'hunter22' }).toString()).toBe(
      'privacy=2&password=hunter22',
    );
  });

  it('refuses an empty update and a password without privacy 2', () => {
    expect(rejection(() => updateReportForm({})).message).toBe(
      'update report: privacy or results must be given: there is nothing to update',
    );
    expect(rejection(() => updateReportForm({ password: 'hunter22' })).parameter).toBe('password');
    expect(rejection(() => updateReportForm({ regenerate: 1 as never })).parameter).toBe('results');
  });
});

describe('path segments', () => {
  it('encodes ids and project names as opaque segments', () => {
    expect(pathSegment('get report', 'id', 12)).toBe('12');
    expect(pathSegment('delete project', 'project', 'a b/c')).toBe('a%20b%2Fc');
  });
  it('refuses empty and non-text ids', () => {
    expect(rejection(() => pathSegment('get report', 'id', '')).message).toBe(
      'get report: id is required (got "")',
    );
    expect(rejection(() => pathSegment('get report', 'id', 1.5)).parameter).toBe('id');
    expect(rejection(() => pathSegment('get report', 'id', undefined)).message).toBe(
      'get report: id is required (got undefined)',
    );
  });
});
