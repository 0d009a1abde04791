// Writes the table of default severities into docs/analyzer.md, between its severities markers,
// from the one table of checks (src/shared/checks). test/docs/severities.test.ts fails when the
// page and the table differ. Run after changing a severity:
//   node --experimental-transform-types --no-warnings --import ./scripts/ts-hooks.mjs \
//     scripts/severity-table.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { CHECKS } from '../src/shared/checks/index.js';

export const SEVERITY_DOC = 'docs/analyzer.md';
const START = '<!-- severities:start -->';
const END = '<!-- severities:end -->';

/** The markdown table: each check's default severity, its graver or milder errors, and why. */
export function severityTable(): string {
  const rows = CHECKS.map((spec) => {
    const errors = Object.entries(spec.errorSeverity)
      .map(([key, severity]) => `\`${key}\`: ${severity}`)
      .join(', ');
    return `| \`${spec.key}\` | ${spec.name} | **${spec.severity}** | ${errors} | ${spec.severityWhy.replaceAll('|', '\\|')} |`;
  });
  return [
    '| Key | Check | Default | Errors that differ | Why |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** The page with the table between the markers. */
export function withSeverityTable(page: string): string {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${SEVERITY_DOC}: no ${START} ... ${END}`);
  return `${page.slice(0, start + START.length)}\n${severityTable()}\n${page.slice(end)}`;
}

if (import.meta.main) {
  writeFileSync(SEVERITY_DOC, withSeverityTable(readFileSync(SEVERITY_DOC, 'utf8')));
}
