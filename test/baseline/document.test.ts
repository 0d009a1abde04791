import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBaselineDocument, writeCompact } from '../../src/client/baseline/document.js';
import { readBaselineFile } from '../../src/client/baseline/file-source.js';
import { BaselineShapeError } from '../../src/client/baseline/types.js';

const RESULT = {
  url: 'https://example.com/a',
  id: '4',
  grade: 'decent',
  score: 71.4,
  'report-url': null,
  error: null,
  'failed-checks': ['title', 'htst'],
};

describe('readBaselineDocument', () => {
  it('reads the results output, the CLI JSON and the compact form alike', () => {
    const page = { url: RESULT.url, score: 71.4, grade: 'decent', failedChecks: ['title', 'htst'] };
    expect(readBaselineDocument([RESULT])).toEqual([page]);
    expect(readBaselineDocument({ passed: true, results: [RESULT] })).toEqual([page]);
    expect(readBaselineDocument(JSON.parse(writeCompact([page as never])))).toEqual([page]);
  });

  it("reads the runner checks a page's link check judged, from results and the compact form", () => {
    const checked = { ...RESULT, 'runner-checks': ['broken_links', 'broken_resources'] };
    const page = {
      url: RESULT.url,
      score: 71.4,
      grade: 'decent',
      failedChecks: ['title', 'htst'],
      runnerChecks: ['broken_links', 'broken_resources'],
    };
    expect(readBaselineDocument([checked])).toEqual([page]);
    const compact = JSON.parse(writeCompact([page as never]));
    expect(compact.pages[0]).toHaveLength(7);
    expect(readBaselineDocument(compact)).toEqual([page]);
    // Without the link check, rows are written as before.
    const { runnerChecks: _, ...without } = page;
    expect(JSON.parse(writeCompact([without as never])).pages[0]).toHaveLength(6);
    expect(readBaselineDocument([RESULT])[0]).not.toHaveProperty('runnerChecks');
  });

  it('takes results without failed-checks (older files) as scores only', () => {
    const { 'failed-checks': _, ...older } = RESULT;
    expect(readBaselineDocument([older])[0]?.failedChecks).toBeNull();
  });

  it('keeps pages without a result, with no score', () => {
    const failed = { ...RESULT, grade: null, score: null, error: 'timeout', 'failed-checks': null };
    expect(readBaselineDocument([failed])).toEqual([
      { url: RESULT.url, score: null, grade: null, failedChecks: null },
    ]);
  });

  it.each([
    ['an object without results', { passed: true }, /not a results file/],
    ['a string', 'hello', /not a results file/],
    ['an item without url', [{ score: 3 }], /item 1 is not a result/],
    ['a score over 100', [{ ...RESULT, score: 140 }], /score that is not 0 to 100/],
    ['a score as text', [{ ...RESULT, score: '71' }], /score that is not 0 to 100/],
    ['an unknown grade', [RESULT, { ...RESULT, grade: 'great' }], /item 2 .* grade/],
    ['failed-checks of numbers', [{ ...RESULT, 'failed-checks': [1] }], /failed-checks/],
    ['runner-checks as text', [{ ...RESULT, 'runner-checks': 'broken_links' }], /runner-checks/],
    ['another compact version', { 'seo-report-baseline': 9, pages: [] }, /another version/],
  ])('refuses %s', (_name, document, message) => {
    expect(() => readBaselineDocument(document)).toThrow(BaselineShapeError);
    expect(() => readBaselineDocument(document)).toThrow(
      expect.objectContaining({
        errorCode: 'SEO_BASELINE_SHAPE_INVALID',
        message: expect.stringMatching(message),
      }),
    );
  });
});

describe('readBaselineFile', () => {
  const dir = () => mkdtemp(join(tmpdir(), 'baseline-'));

  it('is missing, not wrong, when the file is not there or empty', async () => {
    const folder = await dir();
    const absent = await readBaselineFile(join(folder, 'nope.json'));
    expect(absent).toEqual({ kind: 'missing', reason: expect.stringMatching(/no such file/) });
    await writeFile(join(folder, 'empty.json'), '\n');
    expect((await readBaselineFile(join(folder, 'empty.json'))).kind).toBe('missing');
    // A folder where a file was expected cannot be read: still only a warning.
    expect((await readBaselineFile(folder)).kind).toBe('missing');
  });

  it('names the file when it is not JSON or not results', async () => {
    const folder = await dir();
    await writeFile(join(folder, 'page.html'), '<html></html>');
    await expect(readBaselineFile(join(folder, 'page.html'))).rejects.toThrow(
      `${join(folder, 'page.html')} is not JSON`,
    );
    await writeFile(join(folder, 'other.json'), '{"name":"x"}');
    await expect(readBaselineFile(join(folder, 'other.json'))).rejects.toThrow(
      /other\.json is not a results file/,
    );
  });

  it('reads a results file', async () => {
    const folder = await dir();
    await writeFile(join(folder, 'results.json'), JSON.stringify([RESULT]));
    const load = await readBaselineFile(join(folder, 'results.json'));
    expect(load.kind === 'found' && load.baseline.pages[0]?.score).toBe(71.4);
  });
});
