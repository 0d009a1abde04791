// The one table of checks (src/shared/checks/): its keys and importance against
// docs/compatibility.md, each key's logic, wording and formatter present, and the analyzer's
// errors held against the error keys the table lists: none unlisted, none listed and never sent.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { unreachableAnalysis } from '../../src/server/analyzer/analyze-document.js';
import { CHECK_LOGIC } from '../../src/server/analyzer/checks/index.js';
import { analyzeDocument } from '../../src/server/analyzer/index.js';
import {
  CHECK_KEYS,
  CHECK_PROFILES,
  CHECKS,
  type CheckErrors,
  type CheckKey,
  type CheckSpec,
  checkSpec,
  checksIn,
  isCheckKey,
  PHPRANK_CHECK_KEYS,
  SEVERITIES,
} from '../../src/shared/checks/index.js';
import { CHECK_EVIDENCE } from '../../src/shared/findings/checks/index.js';
import { CATALOGUE, checkEntry } from '../../src/shared/findings/index.js';
import { DEFAULT_WEIGHTS } from '../../src/shared/score.js';
import { FAILING_PAGES } from './failing-pages.js';

/** docs/compatibility.md's table of deployed services' keys: importance to keys. */
function deployedImportance(): Map<string, string> {
  const doc = readFileSync(new URL('../../docs/compatibility.md', import.meta.url), 'utf8');
  const byKey = new Map<string, string>();
  for (const row of doc.matchAll(/^\| (high|medium|low) \(\d+\) \| (.+) \|$/gm)) {
    for (const key of row[2]?.matchAll(/`([^`]+)`/g) ?? [])
      byKey.set(key[1] as string, row[1] as string);
  }
  return byKey;
}

describe('the table of checks', () => {
  it('lists the 36 keys of deployed services, with their importance, then the analyzer’s 10', () => {
    const deployed = deployedImportance();
    expect(deployed.size).toBe(36);
    expect(new Set(CHECK_KEYS).size).toBe(46);
    expect(PHPRANK_CHECK_KEYS).toHaveLength(36);
    expect(CHECK_KEYS.slice(0, 36)).toEqual(PHPRANK_CHECK_KEYS);
    expect([...PHPRANK_CHECK_KEYS].sort()).toEqual([...deployed.keys()].sort());
    for (const key of PHPRANK_CHECK_KEYS) {
      expect(checkSpec(key).importance, key).toBe(deployed.get(key));
    }
    expect(CHECK_KEYS.slice(36)).toEqual([
      'http_status',
      'redirects',
      'canonical',
      'hreflang',
      'open_graph',
      'image_dimensions',
      'lazy_loading',
      'image_weight',
      'link_text',
      'crawlable_links',
    ]);
  });

  it('says which profiles run each check, and its weight by importance', () => {
    expect(checksIn('all').map((spec) => spec.key)).toEqual(CHECK_KEYS);
    expect(checksIn('phprank').map((spec) => spec.key)).toEqual(PHPRANK_CHECK_KEYS);
    for (const spec of CHECKS) {
      const phprank = PHPRANK_CHECK_KEYS.includes(spec.key);
      expect([...spec.profiles].sort(), spec.key).toEqual(phprank ? ['all', 'phprank'] : ['all']);
      expect(spec.profiles.every((profile) => CHECK_PROFILES.includes(profile))).toBe(true);
      expect(spec.weight, spec.key).toBe(DEFAULT_WEIGHTS[spec.importance]);
    }
  });

  it('gives each check a default severity, with its reason in one line', () => {
    for (const spec of CHECKS) {
      expect(SEVERITIES, spec.key).toContain(spec.severity);
      expect(spec.severityWhy, spec.key).toMatch(/^[A-Z][^\n]{20,200}[.)]$/);
    }
    // What loses search traffic fails a job: the page unanswered, unindexed, uncrawled, its
    // ranking sent elsewhere or out of reach, its title missing, its language versions dropped.
    const errors = CHECKS.filter((spec) => spec.severity === 'error').map((spec) => spec.key);
    expect(errors.sort()).toEqual(
      ['http_status', 'noindex', 'robots', 'canonical', 'redirects', 'title', 'hreflang'].sort(),
    );
  });

  it('knows its keys, and only those', () => {
    expect(CHECK_KEYS.every(isCheckKey)).toBe(true);
    expect(isCheckKey('core_web_vitals')).toBe(false);
    expect(isCheckKey('toString')).toBe(false);
  });
});

describe('every key of the table has', () => {
  it('its logic in the analyzer, and the analyzer no logic for another key', () => {
    expect(Object.keys(CHECK_LOGIC).sort()).toEqual([...CHECK_KEYS].sort());
    for (const key of CHECK_KEYS) expect(typeof CHECK_LOGIC[key].run, key).toBe('function');
  });

  it('its evidence formatter, and the findings no formatter for another key', () => {
    expect(Object.keys(CHECK_EVIDENCE).sort()).toEqual([...CHECK_KEYS].sort());
    for (const key of CHECK_KEYS) expect(typeof CHECK_EVIDENCE[key], key).toBe('function');
  });

  it('its wording, which the catalogue carries as the table says it', () => {
    expect(CATALOGUE.map((entry) => entry.key)).toEqual(CHECK_KEYS);
    for (const spec of CHECKS) {
      expect(spec.name, spec.key).not.toMatch(/_/);
      expect(spec.why, spec.key).toMatch(/^[A-Z].{30,}\.$/);
      expect(spec.fix, spec.key).toMatch(/^[A-Z].{15,}[.)]$/);
      const { key, name, category, importance, severity, why, fix } = spec;
      expect(checkEntry(key)).toMatchObject({
        key,
        name,
        category,
        importance,
        severity,
        why,
        fix,
      });
      expect(checkEntry(key).evidence).toBe(CHECK_EVIDENCE[key]);
    }
  });
});

describe("the analyzer's errors", () => {
  /** Check key to the error keys the analyzer attached to its failures, over every page. */
  const emitted = new Map<string, Set<string>>();
  beforeAll(() => {
    // Pages that redirects never let anyone reach are judged without a document.
    const analyses = [
      unreachableAnalysis(
        'https://chairs.test/a',
        { code: 'redirect_loop', message: 'loop' },
        { max: 10 },
      ),
    ];
    for (const page of FAILING_PAGES) {
      for (const checks of CHECK_PROFILES) {
        const analysis = analyzeDocument(page.input, { checks });
        analyses.push(analysis);
      }
    }
    for (const analysis of analyses) {
      for (const [key, result] of Object.entries(analysis.results)) {
        const keys = emitted.get(key) ?? new Set<string>();
        for (const errorKey of Object.keys(result.errors ?? {})) keys.add(errorKey);
        emitted.set(key, keys);
      }
    }
  });

  it('use only the error keys the table lists for each check', () => {
    for (const [key, errorKeys] of emitted) {
      expect(isCheckKey(key), key).toBe(true);
      const listed: readonly string[] = isCheckKey(key) ? checkSpec(key).errorKeys : [];
      expect(
        [...errorKeys].filter((errorKey) => !listed.includes(errorKey)),
        key,
      ).toEqual([]);
    }
  });

  it('use every error key the table lists (the failing pages reach them all)', () => {
    for (const spec of CHECKS) {
      const seen = emitted.get(spec.key) ?? new Set<string>();
      expect(
        spec.errorKeys.filter((errorKey) => !seen.has(errorKey)),
        spec.key,
      ).toEqual([]);
    }
  });

  it('are typed per check from the same table rows that list their keys', () => {
    // Checked by the type checker (npm run typecheck); at run time these are no-ops.
    expectTypeOf<CheckErrors['title']>().toEqualTypeOf<{
      missing: null;
      length: { min: number; max: number; length: number };
      too_many: { count: number };
      outside_head: { count: number; after: string | null; names?: string[] };
    }>();
    expectTypeOf<CheckErrors['http_status']>().toEqualTypeOf<{ failed: { status: number } }>();
    expectTypeOf<CheckSpec<'title'>['errorKeys'][number]>().toEqualTypeOf<
      'missing' | 'length' | 'too_many' | 'outside_head'
    >();
    expectTypeOf<keyof CheckErrors>().toEqualTypeOf<CheckKey>();
    expect(checkSpec('title').errorKeys).toEqual(['missing', 'length', 'too_many', 'outside_head']);
  });
});
