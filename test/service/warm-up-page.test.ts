// The page an analysis thread judges when it starts (warm-up-page.ts): it only helps if the
// analyzer judges it as a page, running every check (a page it refused would compile only the
// refusal), with checks that pass and checks that fail (both ways of the checks' code).
import { describe, expect, it } from 'vitest';
import { analyzeDocumentPhase } from '../../src/server/analyzer/analyze-document.js';
import { WARM_UP_PAGE } from '../../src/server/service/warm-up-page.js';
import { CHECK_KEYS } from '../../src/shared/checks/index.js';

describe('the warm-up page', () => {
  it('is judged by every check, some passing and some failing', () => {
    const { analysis } = analyzeDocumentPhase(WARM_UP_PAGE);
    expect(analysis.failure).toBeNull();
    expect(analysis.score).not.toBeNull();
    expect(Object.keys(analysis.results).sort()).toEqual([...CHECK_KEYS].sort());
    const passed = Object.values(analysis.results).map((result) => result.passed);
    expect(passed).toContain(true);
    expect(passed).toContain(false);
  });
});
