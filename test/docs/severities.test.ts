// docs/analyzer.md gives every check's default severity and why, as the table of checks holds it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEVERITY_DOC, severityTable, withSeverityTable } from '../../scripts/severity-table.js';
import { CHECKS } from '../../src/shared/checks/index.js';

describe('the severities in docs/analyzer.md', () => {
  const page = readFileSync(SEVERITY_DOC, 'utf8');

  it('are the table of checks, row for row (scripts/severity-table.ts rewrites them)', () => {
    expect(withSeverityTable(page)).toBe(page);
  });

  it('name every check with its default and its reason', () => {
    const table = severityTable();
    for (const spec of CHECKS) {
      expect(table).toContain(`| \`${spec.key}\` | ${spec.name} | **${spec.severity}** |`);
      expect(spec.severityWhy.length).toBeGreaterThan(20);
    }
  });
});
