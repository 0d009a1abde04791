// report-dir against a hostile file system and a hostile service (issue 16). A folder that cannot
// be written (the path is a file, lies below a file, holds a folder where a file goes, or sits
// on a full disk) costs a warning naming the input, never the summary, the annotations, the
// outputs or the verdict. A report whose fields have unexpected types (numbers as strings,
// objects where text goes, null lists, megabytes of text) is written without a crash. The
// bundled action and CLI run as users run them, against a stand-in service on 127.0.0.1.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBundledCli } from '../cli/support/run-cli.js';
import { runStep } from '../e2e/support/run-action.js';
import { type HostileService, startHostileService } from '../support/hostile-service.js';
import { openLedger } from './support/ledger.js';

const ledger = openLedger('report-dir', 'report-dir: unwritable folders and odd report fields', 49);

const API_KEY = 'sk_report_dir_hostile_4f2a';
const STACK_FRAME = /^\s+at .+[(:]\d+/m;
const GENERATED = '2026-11-23T10:00:00Z';

/** Field shapes a broken service has sent, each a report of its own (the n-th created). */
const ODD_REPORTS: [string, Record<string, unknown>][] = [
  ['score and result as numeric strings', { result: '85', score: '85.5' }],
  ['result a grade word, score "NaN"', { result: 'good', score: 'NaN' }],
  ['project an object, url a number', { result: 90, project: { name: 7 }, url: 12345 }],
  ['results null', { result: 90, results: null }],
  ['results an array of nulls', { result: 90, results: [null, null] }],
  ['results a string', { result: 90, results: 'title' }],
  [
    'each check a string, a number, a list or null',
    { result: 90, results: { title: 'ok', images: 5, headings: [1], charset: null } },
  ],
  [
    'check fields of the wrong types',
    {
      result: 40,
      results: {
        title: { passed: 'no', importance: 5, value: { deep: [null] }, errors: 'x' },
        images: {
          passed: false,
          importance: 'high',
          value: [1, 2],
          errors: { missing_alt: 'all' },
        },
        in_page_links: {
          passed: false,
          importance: 'high',
          value: 'many',
          errors: { too_many: null },
        },
        redirects: { passed: false, importance: 'medium', value: 'x', errors: { temporary: 'x' } },
        headings: { passed: false, importance: 'high', value: null, errors: { missing: [] } },
      },
    },
  ],
  [
    'dates as numbers and lists, error a number, state an object',
    { result: 70, generated_at: 12345, created_at: [], error: 5, state: { x: 1 } },
  ],
  ['error an object without message, no result', { result: null, error: { code: 9 } }],
  [
    'megabytes of text: a 2 MB title value and a 1 MB project',
    {
      result: 20,
      project: 'p'.repeat(1_000_000),
      results: { title: { passed: false, importance: 'high', value: 't'.repeat(2_000_000) } },
    },
  ],
  ['privacy and password as text', { result: 90, privacy: 'public', password: 'yes' }],
  [
    '5,000 checks of unknown names, and a known check whose value lists 100,000 items',
    {
      result: 60,
      results: {
        ...Object.fromEntries(
          Array.from({ length: 5_000 }, (_, i) => [
            `made_up_${i}`,
            { passed: false, importance: 'high', value: i },
          ]),
        ),
        images: {
          passed: false,
          importance: 'medium',
          value: Array.from({ length: 100_000 }, (_, i) => `img-${i}.png`),
          errors: { missing_alt: Array.from({ length: 100_000 }, (_, i) => `img-${i}.png`) },
        },
      },
    },
  ],
];

/** What the stand-in answers: a good page by default, an odd one per ODD_REPORTS when asked. */
let mode: 'good' | 'bad' | 'odd' = 'good';
/** Creates before the odd run: its first create gets the first shape. */
let oddBase = 0;
let service: HostileService;
beforeAll(async () => {
  service = await startHostileService({
    report: (n, { id }) => {
      const base = {
        id: id ?? n,
        url: `https://shop.test/p${n}`,
        project: 'shop',
        privacy: 1,
        generated_at: GENERATED,
      };
      if (mode === 'good') return { ...base, result: 92 };
      if (mode === 'bad')
        return {
          ...base,
          result: 20,
          results: { title: { passed: false, importance: 'high', value: '' } },
        };
      const shape = ODD_REPORTS[(n - 1 - oddBase) % ODD_REPORTS.length]?.[1] ?? {};
      return { ...base, ...shape };
    },
    list: 'empty',
  });
});
afterAll(() => service.close());

const root = mkdtempSync(join(tmpdir(), 'seo-report-dir-hostile-'));
let made = 0;
/** A fresh place under the test's folder. */
const place = (name: string) => join(root, `${++made}-${name}`);

/** Unwritable report-dir shapes: each returns the path to give as the input. */
const UNWRITABLE: [string, () => string, string][] = [
  [
    'the path is an existing file',
    () => {
      const file = place('a-file');
      writeFileSync(file, 'not a folder');
      return file;
    },
    'a file is in the way',
  ],
  [
    'the path lies below an existing file (ENOTDIR)',
    () => {
      const file = place('a-file');
      writeFileSync(file, 'not a folder');
      return join(file, 'reports');
    },
    'a file is in the way',
  ],
  [
    'results.json inside the folder is a folder (EISDIR)',
    () => {
      const dir = place('dir');
      mkdirSync(join(dir, 'results.json'), { recursive: true });
      return dir;
    },
    'a folder is where a report file goes',
  ],
  [
    'index.html inside the folder writes to a full disk (/dev/full, ENOSPC)',
    () => {
      const dir = place('dir');
      mkdirSync(dir);
      symlinkSync('/dev/full', join(dir, 'index.html'));
      return dir;
    },
    'the disk is full',
  ],
];

const URLS = 'https://shop.test/a\nhttps://shop.test/b';

describe('an unwritable report-dir: a warning naming the input, the rest as if it were not set', () => {
  for (const [name, make, cause] of UNWRITABLE) {
    for (const verdict of ['good', 'bad'] as const) {
      it(`${name}, ${verdict} pages`, async (context) => {
        if (name.includes('/dev/full') && !existsSync('/dev/full')) {
          context.skip('/dev/full is missing');
          return;
        }
        mode = verdict;
        const dir = make();
        const run = await runStep('main', {
          'base-url': service.url,
          'api-key': API_KEY,
          urls: URLS,
          'fail-on': 'bad',
          timeout: '30',
          'report-dir': dir,
        });
        const warning = run.stdout
          .split('\n')
          .find((line) => line.startsWith('::warning::Input report-dir:'));
        const results = JSON.parse(run.outputs.results ?? '[]') as { grade: string }[];
        const passed = verdict === 'good';
        const annotations = run.stdout
          .split('\n')
          .filter((line) => line.startsWith('::error title=SEO%3A '));
        const problems = [
          run.code === (passed ? 0 : 1) ? '' : `exit ${run.code}`,
          run.outputs.passed === String(passed) ? '' : `passed output ${run.outputs.passed}`,
          results.length === 2 && results.every((r) => r.grade === verdict)
            ? ''
            : `results output ${run.outputs.results?.slice(0, 80)}`,
          run.outputs['worst-grade'] === verdict ? '' : 'no worst-grade',
          run.summary.includes('shop.test/a') ? '' : 'no summary',
          annotations.length === (passed ? 0 : 2)
            ? ''
            : `${annotations.length} bad-page annotations`,
          warning?.includes(dir) &&
          warning.includes(cause) &&
          warning.includes('The verdict is unchanged')
            ? ''
            : `no warning naming report-dir, the path and "${cause}"`,
          STACK_FRAME.test(`${run.stdout}\n${run.stderr}`) ? 'a stack trace' : '',
        ].filter(Boolean);
        ledger.record({
          case: `action: report-dir where ${name}; ${verdict} pages`,
          expected: `exit ${passed ? 0 : 1}, passed ${passed}, results and summary written, ${passed ? 'no annotation' : '2 error annotations'}, a warning "Input report-dir: ..." naming the path and "${cause}"`,
          observed: `exit ${run.code}, passed ${run.outputs.passed}, ${results.length} results, summary ${run.summary.length} characters, ${annotations.length} annotations; ${(warning ?? '(no warning)').replaceAll(root, '<tmp>').slice(0, 200)}${problems.length ? `; PROBLEMS: ${problems.join(', ')}` : ''}`,
          passed: problems.length === 0,
        });
        expect(problems).toEqual([]);
      });
    }
  }

  it('CLI: --report-dir is an existing file', async () => {
    mode = 'good';
    const file = place('a-file');
    writeFileSync(file, 'not a folder');
    const run = await runBundledCli(
      ['audit', '--base-url', service.url, '--report-dir', file, 'https://shop.test/a'],
      { env: { SEO_REPORT_API_KEY: API_KEY } },
    );
    const warned = run.stderr.includes(
      `warning: --report-dir: the reports could not be written to ${file}`,
    );
    const passed =
      run.code === 0 &&
      warned &&
      /shop\.test\/a\s+good/.test(run.stdout) &&
      !STACK_FRAME.test(run.stderr);
    ledger.record({
      case: 'CLI: --report-dir is an existing file',
      expected: 'exit 0, the table on stdout, a warning naming --report-dir on stderr',
      observed: `exit ${run.code}; table ${/good/.test(run.stdout) ? 'shown' : 'missing'}; ${
        run.stderr
          .split('\n')
          .find((l) => l.includes('report-dir'))
          ?.replaceAll(root, '<tmp>') ?? '(no warning)'
      }`,
      passed,
    });
    expect(run.code).toBe(0);
    expect(warned).toBe(true);
    expect(run.stdout).toMatch(/shop\.test\/a\s+good/);
  });
});

describe('report-dir with reports whose fields have unexpected types', () => {
  const urls = ODD_REPORTS.map((_, i) => `https://shop.test/odd-${i + 1}`);

  it('the bundled action writes every report, with no crash', async () => {
    mode = 'odd';
    oddBase = service.counts.posts;
    const dir = place('odd');
    const run = await runStep('main', {
      'base-url': service.url,
      'api-key': API_KEY,
      urls: urls.join('\n'),
      // One at a time: the n-th create gets the n-th shape.
      concurrency: '1',
      'fail-on': 'never',
      timeout: '60',
      'report-dir': dir,
    });
    const files = existsSync(dir) ? readdirSync(dir) : [];
    const results = JSON.parse(run.outputs.results ?? '[]') as { id: string | null }[];
    const ids = results.flatMap((r) => (r.id === null ? [] : [r.id]));
    const written = ids.filter(
      (id) => files.includes(`${id}.json`) && files.includes(`${id}.html`),
    );
    const warning = run.stdout.split('\n').find((l) => l.startsWith('::warning::Input report-dir'));
    const stack = STACK_FRAME.test(`${run.stdout}\n${run.stderr}`);
    const size = files.reduce((sum, f) => sum + readFileSync(join(dir, f)).length, 0);
    ledger.record({
      case: `action: report-dir with ${ODD_REPORTS.length} reports of odd field types (${ODD_REPORTS.map(([n]) => n).join('; ')})`,
      expected: `exit 0 (fail-on never), every report written as JSON and HTML, index.html, no warning, no stack trace`,
      observed: `exit ${run.code}; ${written.length} of ${ODD_REPORTS.length} reports written, index.html ${files.includes('index.html')}, ${Math.round(size / 1e6)} MB in all; ${warning ?? 'no warning'}${stack ? '; a stack trace' : ''}`,
      passed:
        run.code === 0 &&
        written.length === ODD_REPORTS.length &&
        files.includes('index.html') &&
        warning === undefined &&
        !stack,
    });
    expect(run.code, run.stdout.slice(-2000)).toBe(0);
    expect(stack).toBe(false);
    expect(warning).toBeUndefined();
    expect(written).toHaveLength(ODD_REPORTS.length);
    expect(files).toContain('index.html');
    // The page of the report with numeric strings shows its score, the one the results output
    // holds: a score in `result` wins over a `score` field for every reader (docs/client.md,
    // "Answers"; the page once preferred `score` and showed 85.5 beside the summary's 85).
    expect(readFileSync(join(dir, `${ids[0]}.html`), 'utf8')).toMatch(/<b>85<\/b><small>good/);
    expect((results[0] as { score?: unknown }).score).toBe(85);
  });

  it('the bundled CLI writes every report, with no crash', async () => {
    mode = 'odd';
    oddBase = service.counts.posts;
    const dir = place('odd-cli');
    const run = await runBundledCli(
      [
        'audit',
        '--base-url',
        service.url,
        '--concurrency',
        '1',
        '--fail-on',
        'never',
        '--report-dir',
        dir,
        '--format',
        'json',
        ...urls,
      ],
      { env: { SEO_REPORT_API_KEY: API_KEY } },
    );
    const files = existsSync(dir) ? readdirSync(dir) : [];
    const html = files.filter((f) => f.endsWith('.html') && f !== 'index.html');
    const stack = STACK_FRAME.test(run.stderr);
    ledger.record({
      case: `CLI: --report-dir with the same ${ODD_REPORTS.length} odd reports, --format json`,
      expected: 'exit 0, every report written, JSON on stdout that parses, no stack trace',
      observed: `exit ${run.code}; ${html.length} report pages; JSON ${(() => {
        try {
          JSON.parse(run.stdout);
          return 'parses';
        } catch {
          return 'does not parse';
        }
      })()}${stack ? '; a stack trace' : ''}`,
      passed: run.code === 0 && html.length === ODD_REPORTS.length && !stack,
    });
    expect(run.code, run.stderr.slice(-2000)).toBe(0);
    expect(html).toHaveLength(ODD_REPORTS.length);
    expect(JSON.parse(run.stdout).results).toHaveLength(ODD_REPORTS.length);
  });
});
