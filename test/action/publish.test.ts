// The results output stays within GitHub's 1 MB per output, with a warning saying what was cut.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fitResults, OUTPUT_LIMIT_BYTES } from '../../src/client/action/publish.js';
import { loadToolkit } from '../../src/client/action/runner.js';
import type { ResultOutput } from '../../src/client/app/render/outputs.js';

// Loaded as after the audit's first request: the warning is then written as it is called.
beforeAll(() => loadToolkit());
afterEach(() => vi.restoreAllMocks());

const result = (i: number, error: string | null): ResultOutput => ({
  url: `https://example.com/${i}`,
  id: String(i),
  grade: null,
  score: null,
  'report-url': null,
  error,
  'failed-checks': null,
  'not-applicable': null,
  errors: [],
  warnings: [],
  'service-score': null,
});

describe('fitResults', () => {
  it('keeps every result that fits, in order', () => {
    const results = [result(1, null), result(2, 'boom')];
    expect(fitResults(results)).toEqual(results);
  });

  it('cuts a list past 1 MB and says how many pages it holds', () => {
    const written = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const results = Array.from({ length: 1000 }, (_, i) => result(i, 'x'.repeat(2_000)));
    const kept = fitResults(results);
    expect(Buffer.byteLength(JSON.stringify(kept))).toBeLessThan(OUTPUT_LIMIT_BYTES);
    expect(kept.length).toBeGreaterThan(400);
    expect(kept).toEqual(results.slice(0, kept.length));
    const said = written.mock.calls.map(([text]) => String(text)).join('');
    expect(said).toContain(
      `::warning::The results output holds ${kept.length} of 1000 pages: GitHub keeps at most 1 MB per output.`,
    );
  });
});
