// One report, read the same way everywhere (issue 27). The SAME raw answers, in every variant
// docs/compatibility.md lists and docs/client.md ("Answers") gives a meaning to, go through the
// real client and engine, then to the job summary, the report folder (report page and index),
// the CLI's JSON, the annotations, the baseline a later run reads, and the site findings: all
// must agree on which checks passed, failed or were not observed, and on the score and grade.
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAnnotations } from '../../src/client/app/render/annotations.js';
import { escapeMarkdown } from '../../src/client/app/render/escape.js';
import { resultsOf } from '../../src/client/app/render/outputs.js';
import { renderSummary } from '../../src/client/app/render/summary.js';
import { writeReportDir } from '../../src/client/app/report-dir.js';
import { runAudit } from '../../src/client/audit/run-audit.js';
import type { UrlOutcome } from '../../src/client/audit/types.js';
import { readBaselineDocument, writeCompact } from '../../src/client/baseline/document.js';
import { baselinePageOf } from '../../src/client/baseline/pages.js';
import { renderJson } from '../../src/client/cli/formats.js';
import { checkEntry } from '../../src/shared/findings/catalogue.js';
import { formatScore } from '../../src/shared/findings/format.js';
import type { Grade } from '../../src/shared/grade.js';
import { fakeApi } from '../audit/fake-api.js';
import { auditRun, WORDS } from '../support/reports.js';

type Status = 'passed' | 'failed' | 'not observed';

const IMPORTANCE = {
  title: 'high',
  meta_description: 'high',
  robots: 'high',
  page_size: 'medium',
  htst: 'low',
} as const;
type Key = keyof typeof IMPORTANCE;
const KEYS = Object.keys(IMPORTANCE) as Key[];

const VALUES: Record<Key, unknown> = {
  title: 'Trail shoes',
  meta_description: 'Light shoes for rough trails.',
  robots: null,
  page_size: 412000,
  htst: null,
};
const ERRORS: Record<Key, unknown> = {
  title: { too_long: null },
  meta_description: { missing: null },
  robots: { failed: null },
  page_size: { too_large: { max: 330000 } },
  htst: { missing: null },
};

interface Variant {
  name: string;
  /** The report object (ids and URLs are added per page). */
  report: Record<string, unknown>;
  /** Wrapped in {data, status} (every service does) or bare (accepted too). */
  bare?: boolean;
  /** Each check's `passed` as the service sent it, and what it means. */
  passed: Partial<Record<Key, [unknown, Status]>>;
  /** phpRank's older `error` instead of `errors` on failed checks. */
  oldErrorField?: boolean;
  score: number | null;
  grade: Grade | null;
}

const VARIANTS: Variant[] = [
  {
    name: 'deployed: integer result, booleans',
    report: { result: 83, privacy: 0, password: false },
    passed: {
      title: [true, 'passed'],
      meta_description: [false, 'failed'],
      robots: [true, 'passed'],
      page_size: [false, 'failed'],
      htst: [true, 'passed'],
    },
    score: 83,
    grade: 'good',
  },
  {
    name: 'deployed POST answer: float result, bare object, 1 and 0',
    report: { result: 83.33, password: 0 },
    bare: true,
    passed: {
      title: [1, 'passed'],
      meta_description: [0, 'failed'],
      robots: [1, 'passed'],
      page_size: [1, 'passed'],
      htst: [0, 'failed'],
    },
    score: 83.33,
    grade: 'good',
  },
  {
    name: 'numeric strings: result "48", "1" and "0", numeric string privacy',
    report: { result: '48', privacy: '1', password: '1' },
    passed: {
      title: ['0', 'failed'],
      meta_description: ['1', 'passed'],
      robots: ['0', 'failed'],
      page_size: ['1', 'passed'],
      htst: ['0', 'failed'],
    },
    score: 48,
    grade: 'bad',
  },
  {
    name: '"true" and "false", numeric string result with decimals',
    report: { result: '61.50' },
    passed: {
      title: ['true', 'passed'],
      meta_description: ['false', 'failed'],
      robots: ['true', 'passed'],
      page_size: ['false', 'failed'],
      htst: ['true', 'passed'],
    },
    score: 61.5,
    grade: 'decent',
  },
  {
    name: "phpRank's older error field on failed checks",
    report: { result: 70 },
    oldErrorField: true,
    passed: {
      title: [false, 'failed'],
      meta_description: [true, 'passed'],
      robots: [true, 'passed'],
      page_size: [false, 'failed'],
      htst: [false, 'failed'],
    },
    score: 70,
    grade: 'decent',
  },
  {
    name: 'ours: grade word with the score beside it, null for a check not observed',
    report: { result: 'decent', score: 61.5, state: 'generated', error: null, password: true },
    passed: {
      title: [true, 'passed'],
      meta_description: [false, 'failed'],
      robots: [null, 'not observed'],
      page_size: [true, 'passed'],
      htst: [false, 'failed'],
    },
    score: 61.5,
    grade: 'decent',
  },
  {
    name: 'a grade word in capitals, the score as a string, passed values nobody defined',
    report: { result: 'BAD', score: '40' },
    passed: {
      title: ['yes', 'not observed'],
      meta_description: [false, 'failed'],
      robots: [false, 'failed'],
      page_size: [2, 'not observed'],
      htst: ['TRUE', 'not observed'],
    },
    score: 40,
    grade: 'bad',
  },
  {
    name: 'a grade word that disagrees with the score: the word is the grade',
    report: { result: 'good', score: 40 },
    passed: { title: [true, 'passed'], meta_description: [false, 'failed'] },
    score: 40,
    grade: 'good',
  },
  {
    name: 'a score in result wins over a score field',
    report: { result: 90, score: 10 },
    passed: { title: [true, 'passed'], page_size: [false, 'failed'] },
    score: 90,
    grade: 'good',
  },
  {
    name: 'a score out of range is no score',
    report: { result: 140, generated_at: '2026-03-01T10:00:00Z' },
    passed: { title: [true, 'passed'], meta_description: [false, 'failed'] },
    score: null,
    grade: null,
  },
  {
    name: 'old versions: result null on a generated report',
    report: { result: null, generated_at: '2026-03-01T10:00:00Z' },
    passed: { title: [false, 'failed'], htst: [true, 'passed'] },
    score: null,
    grade: null,
  },
  {
    name: 'ours: a failed generation',
    report: {
      result: null,
      score: null,
      state: 'failed',
      error: { code: 'timeout', message: 'no answer in 5 s' },
    },
    passed: {},
    score: null,
    grade: null,
  },
];

function resultsOfVariant(variant: Variant): Record<string, unknown> | null {
  const keys = KEYS.filter((key) => variant.passed[key] !== undefined);
  if (keys.length === 0) return null;
  return Object.fromEntries(
    keys.map((key) => {
      const [passed, status] = variant.passed[key] as [unknown, Status];
      const errorField = variant.oldErrorField ? 'error' : 'errors';
      return [
        key,
        {
          passed,
          importance: IMPORTANCE[key],
          value: VALUES[key],
          ...(status === 'failed' ? { [errorField]: ERRORS[key] } : {}),
        },
      ];
    }),
  );
}

/** Two pages per variant, with the same checks (so that site findings see duplicates). */
const PAGES = VARIANTS.flatMap((variant, index) =>
  ['a', 'b'].map((page, n) => ({
    variant,
    url: `https://shop.test/v${index}/${page}`,
    id: 100 + 2 * index + n,
  })),
);

function answerFor(url: string): { status: number; body: unknown } {
  const page = PAGES.find((candidate) => candidate.url === url);
  if (!page) throw new Error(`no variant for ${url}`);
  const { variant } = page;
  const report = {
    id: page.id,
    url: url.replace(/^https:\/\//, ''),
    project: 'shop.test',
    generated_at: '2026-03-01T10:00:00.000000Z',
    results: resultsOfVariant(variant),
    ...variant.report,
  };
  return { status: 201, body: variant.bare ? report : { data: report, status: 200 } };
}

function expected(variant: Variant, status: Status): Key[] {
  return KEYS.filter((key) => variant.passed[key]?.[1] === status);
}

const nameOf = (key: string) => checkEntry(key).name;

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(async () => {
  await api?.client.close();
  await api?.agent.close();
  api = undefined;
});

async function audit(): Promise<UrlOutcome[]> {
  api = fakeApi({ create: answerFor });
  const result = await runAudit(api.client, {
    urls: PAGES.map((page) => page.url),
    privacy: 1,
    concurrency: 4,
    timeoutMs: 10_000,
    pollIntervalMs: { first: 1, max: 4 },
    // The report folder is written from these outcomes, as a job with report-dir keeps them.
    keepRawReports: true,
  });
  return result.outcomes;
}

/** The names listed between two markers of a report page, by a pattern around each name. */
function namesIn(html: string, from: string, to: string | null, pattern: RegExp): string[] {
  const start = html.indexOf(from);
  if (start < 0) return [];
  const end = to === null ? -1 : html.indexOf(to, start);
  const part = html.slice(start, end < 0 ? undefined : end);
  return [...part.matchAll(pattern)].map((match) => match[1] as string);
}

describe('every reader of a report agrees, for every variant of the answer', async () => {
  it('reads each variant as docs/client.md says (the client model)', async () => {
    const outcomes = await audit();
    for (const [index, page] of PAGES.entries()) {
      const outcome = outcomes[index] as UrlOutcome;
      const { variant } = page;
      const report = outcome.report;
      expect(report, variant.name).not.toBeNull();
      expect([report?.score ?? null, report?.grade ?? null], variant.name).toEqual([
        variant.score,
        variant.grade,
      ]);
      for (const key of KEYS) {
        const status = variant.passed[key]?.[1];
        const passed = report?.checks?.[key]?.passed;
        expect(passed, `${variant.name}: ${key}`).toBe(
          status === undefined
            ? undefined
            : status === 'passed'
              ? true
              : status === 'failed'
                ? false
                : null,
        );
        if (status === 'failed')
          expect(report?.checks?.[key]?.errors, `${variant.name}: ${key}`).toEqual(ERRORS[key]);
      }
    }
  });

  it('the summary, the report folder, the CLI JSON, the annotations, the baseline and the site findings agree', async () => {
    const outcomes = await audit();
    const run = auditRun(outcomes, { failOn: 'never' });
    const summary = renderSummary(run, WORDS);
    const json = JSON.parse(renderJson(run, WORDS)) as { results: Record<string, unknown>[] };
    const annotations = renderAnnotations(run, WORDS);
    const results = resultsOf(run, WORDS);
    const fromResults = readBaselineDocument(JSON.parse(JSON.stringify(results)));
    const fromComment = readBaselineDocument(
      JSON.parse(writeCompact(outcomes.map(baselinePageOf))),
    );
    const dir = await mkdtemp(join(tmpdir(), 'agreement-'));
    await writeReportDir(dir, {
      outcomes,
      results,
      findings: run.verdict.findings,
      siteFindings: run.siteFindings,
      scrub: (text) => text,
    });
    const index = await readFile(join(dir, 'index.html'), 'utf8');

    // The summary names a warning that fails on every page once, above the table.
    const everywhere =
      /^_Warnings on every page checked, not repeated in the rows: (.+)\._$/m
        .exec(summary)?.[1]
        ?.split(', ') ?? [];
    // It counts each notice: as many pages as failed it.
    for (const key of KEYS.filter((key) => checkEntry(key).severity === 'notice')) {
      const pages = PAGES.filter((page) => expected(page.variant, 'failed').includes(key)).length;
      const line = summary.split('\n').find((l) => l.startsWith(`- ${nameOf(key)} (${key}), `));
      expect(line?.match(/(\d+) pages?/)?.[1], key).toBe(String(pages));
    }

    for (const [n, page] of PAGES.entries()) {
      const { variant, url } = page;
      const outcome = outcomes[n] as UrlOutcome;
      const failed = expected(variant, 'failed');
      const passed = expected(variant, 'passed');
      const notObserved = expected(variant, 'not observed');
      const at = `${variant.name} (${url})`;

      // The engine's outcome: the page's score and grade.
      expect([outcome.score, outcome.grade], at).toEqual([variant.score, variant.grade]);

      // The job summary: the page's row, and its failed checks listed with their evidence.
      const row = summary.split('\n').find((line) => line.includes(`| ${escapeMarkdown(url)} |`));
      const cells = row?.split(' | ').map((cell) => cell.trim());
      expect(cells?.[2], at).toBe(variant.grade ?? 'error');
      expect(cells?.[3], at).toBe(variant.score === null ? '' : formatScore(variant.score));
      // Its cell names its failed checks at error (bold) and warning, but for the warnings on
      // every page, named once above the table; a page without a result says why instead.
      if (variant.grade !== null) {
        const cell = cells?.[4]?.replace(/\|$/, '').trim() ?? '';
        const listed = [...cell.replaceAll('**', '').split(/[;,] /), ...everywhere]
          .map((name) => name.trim())
          .filter((name) => name !== '');
        const shown = failed.filter((key) => checkEntry(key).severity !== 'notice');
        expect(listed.sort(), at).toEqual(shown.map(nameOf).sort());
      }

      // The report folder's page for this report, as the service would render it: the failed
      // checks at error and warning to fix, those at notice folded apart.
      const html = await readFile(join(dir, `${page.id}.html`), 'utf8');
      const severityOf = (key: string) =>
        run.verdict.findings.find((f) => f.url === url && f.key === key)?.severity;
      const toFix = failed.filter((key) => ['error', 'warning'].includes(severityOf(key) ?? ''));
      const notices = failed.filter((key) => severityOf(key) === 'notice');
      expect(toFix.length + notices.length, at).toBe(failed.length);
      expect(namesIn(html, 'What to fix (', '<details', /<h3>([^<]+)<\/h3>/g).sort(), at).toEqual(
        toFix.map(nameOf).sort(),
      );
      expect(namesIn(html, 'Notices (', '</details>', /<h3>([^<]+)<\/h3>/g).sort(), at).toEqual(
        notices.map(nameOf).sort(),
      );
      expect(
        namesIn(
          html,
          'Passed checks (',
          '</details>',
          /<span class="name">([^<]+)<\/span>/g,
        ).sort(),
        at,
      ).toEqual(passed.map(nameOf).sort());
      expect(
        namesIn(html, 'Not checked (', '</details>', /<span class="name">([^<]+)<\/span>/g).sort(),
        at,
      ).toEqual(notObserved.map(nameOf).sort());
      expect(html, at).toContain(
        `<b>${formatScore(variant.score)}</b><small>${variant.grade ?? 'no result'}</small>`,
      );

      // The folder's index: its row counts the same errors and warnings and shows the same score.
      const indexRow = index.slice(index.indexOf(`<tr data-order="${n}">`));
      const errors = failed.filter((key) => severityOf(key) === 'error').length;
      const warnings = failed.filter((key) => severityOf(key) === 'warning').length;
      const rowEnd = indexRow.indexOf('</tr>');
      const indexCells = indexRow.slice(0, rowEnd);
      expect(indexCells, at).toContain(`data-label="Score" data-sort="${variant.score ?? -1}"`);
      if (variant.grade !== null)
        expect(indexCells, at).toContain(
          `data-label="Errors and warnings" data-sort="${errors * 1000 + warnings}"`,
        );

      // The CLI's JSON and the results output: the same failed checks, score and grade.
      const result = json.results[n] as Record<string, unknown>;
      expect([result.score, result.grade], at).toEqual([variant.score, variant.grade]);
      const failedKeys = variant.grade === null ? null : [...failed].sort();
      expect((result['failed-checks'] as string[] | null)?.slice().sort() ?? null, at).toEqual(
        failedKeys,
      );

      // The baseline a later run reads, from the results file and from the comment's block.
      for (const baseline of [fromResults, fromComment]) {
        const before = baseline[n];
        expect([before?.url, before?.score, before?.grade], at).toEqual([
          url,
          variant.score,
          variant.grade,
        ]);
        expect(before?.failedChecks?.slice().sort() ?? null, at).toEqual(failedKeys);
      }

      // Annotations name each failed check at error or warning of a page with a result (one
      // without says why it has none), and no check that passed.
      const annotated = annotations
        .filter((a) => a.message.startsWith(`${url} (`))
        .map((a) => a.message)
        .join(' ');
      for (const key of KEYS) {
        const severity = run.verdict.findings.find((f) => f.url === url && f.key === key)?.severity;
        const shown = severity === 'error' || severity === 'warning';
        expect(shown && !failed.includes(key), `${at}: ${key} found but passed`).toBe(false);
        expect(annotated.includes(`${nameOf(key)} (${key}):`), `${at}: ${key}`).toBe(
          shown && variant.grade !== null,
        );
      }
    }

    // Site findings: the two pages of a variant share their title and description, which count
    // as page text only when the check was observed (passed or failed).
    for (const [index, variant] of VARIANTS.entries()) {
      const pages = [`https://shop.test/v${index}/a`, `https://shop.test/v${index}/b`];
      for (const [key, kind] of [
        ['title', 'duplicate_title'],
        ['meta_description', 'duplicate_meta_description'],
      ] as const) {
        const status = variant.passed[key]?.[1];
        const found = run.siteFindings.some(
          (finding) => finding.kind === kind && pages.every((url) => finding.pages.includes(url)),
        );
        expect(found, `${variant.name}: ${kind}`).toBe(status === 'passed' || status === 'failed');
      }
    }
  });
});
