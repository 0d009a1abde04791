// What the README shows of real runs cannot drift from what the code prints: the demo's output,
// the job summary and comment in docs/examples/, and the figures the report pictures were taken
// with, against a fresh run of the bundled demo and action (scripts/real-runs.ts, the same
// functions that wrote them). Ports, durations, dates and report ids differ from run to run and
// are normalized on both sides (normalizeRun in scripts/docs.mjs says what and why); scores,
// grades, checks and counts must be equal. When this fails after a change to what the demo, the
// summary or the comment print: `npm run docs` (and `npm run docs:images` for the pictures).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeRun, type ReportImageFigures, readSources } from '../../scripts/docs.mjs';
import {
  type ActionRun,
  DEMO_OUTPUT_FILE,
  type DemoResult,
  type DemoRun,
  exampleFiles,
  ROOT,
  runActionOnSampleSite,
  runDemo,
} from '../../scripts/real-runs.js';
import { formatScore } from '../../src/shared/findings/format.js';

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const REGENERATE = 'stale: run `npm run docs` and commit docs/examples and README.md';

let demo: DemoRun;
let action: ActionRun;
beforeAll(async () => {
  // One after the other: each would slow the other's page loads (see runDemo).
  demo = await runDemo();
  action = await runActionOnSampleSite();
});
afterAll(() => {
  if (demo) rmSync(dirname(demo.reportDir), { recursive: true, force: true });
});

/** A page's figures as the docs show them: its path, grade, score and failed-check count. */
interface Figures {
  path: string;
  grade: string | null;
  score: string;
  failedChecks: number;
}

function figuresOf(result: DemoResult): Figures {
  return {
    path: new URL(result.url).pathname,
    grade: result.grade,
    score: formatScore(result.score),
    failedChecks: result['failed-checks'].length,
  };
}

const SAMPLE_PATHS = ['/guides/trail-running-shoes', '/shop/shoes', '/Welcome_Page.php'];

/**
 * Every "page, grade, score" a text states, one per line that names one sample page and a grade:
 * the demo's progress lines and table rows, the summary's table rows, the per-page headings.
 */
function statedScores(text: string): { path: string; grade: string; score: string }[] {
  const stated: { path: string; grade: string; score: string }[] = [];
  for (const line of normalizeRun(text).split('\n')) {
    const paths = SAMPLE_PATHS.filter((path) => line.includes(`127.0.0.1:PORT${path}`));
    const grade = /\b(good|decent|bad)\b/.exec(line)?.[1];
    if (paths.length !== 1 || grade === undefined) continue;
    // After normalizing, the only numbers left on such a line are the score and counts; the
    // score is the first number after the grade.
    const score = /^\D*?(\d+(?:\.\d+)?)/.exec(line.slice(line.search(/\b(good|decent|bad)\b/)));
    if (score) stated.push({ path: paths[0] as string, grade, score: score[1] as string });
  }
  return stated;
}

/** Every "N failed checks" a text states for a sample page. */
function statedFailedCounts(text: string): { path: string; failedChecks: number }[] {
  return normalizeRun(text)
    .split('\n')
    .flatMap((line) => {
      const count = /\b(\d+) failed checks?\b/.exec(line);
      const path = SAMPLE_PATHS.find((p) => line.includes(`127.0.0.1:PORT${p}`));
      return count && path ? [{ path, failedChecks: Number(count[1]) }] : [];
    });
}

/** The README between a part's markers. */
function readmePart(name: string): string {
  const readme = read('README.md');
  const start = readme.indexOf(`<!-- ${name}:start -->`);
  const end = readme.indexOf(`<!-- ${name}:end -->`);
  expect(start, `README.md has no ${name} markers`).toBeGreaterThan(-1);
  return readme.slice(start, end);
}

describe('docs/examples/ against a fresh run of the demo and the action', () => {
  it.each([DEMO_OUTPUT_FILE, 'docs/examples/job-summary.md', 'docs/examples/pr-comment.md'])(
    '%s is what the run prints now',
    (path) => {
      const fresh = exampleFiles(demo, action, new Date()).get(path);
      expect(fresh, `exampleFiles makes no ${path}`).toBeDefined();
      expect(normalizeRun(read(path)), `${path} is ${REGENERATE}`).toBe(normalizeRun(fresh ?? ''));
    },
  );

  it('normalizes only what varies: another score or count is a difference', () => {
    const committed = read(DEMO_OUTPUT_FILE);
    const fresh = demo.output;
    const score = figuresOf(demo.results[1] as DemoResult).score;
    expect(normalizeRun(fresh.replaceAll(` ${score} `, ' 12.3 '))).not.toBe(
      normalizeRun(committed),
    );
    expect(normalizeRun(fresh.replace(/\b15 failed checks/, '14 failed checks'))).not.toBe(
      normalizeRun(committed),
    );
    // And what does vary from run to run is not.
    const shifted = fresh
      .replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:54321')
      .replace(/\(\d+\.\d s\)/g, '(9.9 s)');
    expect(normalizeRun(shifted)).toBe(normalizeRun(fresh));
  });
});

describe("the README's figures are the demo's", () => {
  const expected = () => demo.results.map(figuresOf);

  it('the demo audits the three sample pages, each with a grade and a score', () => {
    expect(expected().map((page) => page.path)).toEqual(SAMPLE_PATHS);
    for (const page of expected()) expect(page.score).toMatch(/^\d+(\.\d)?$/);
  });

  it('the action, auditing the same pages, finds the same figures as the demo', () => {
    expect(action.results.map(figuresOf)).toEqual(expected());
  });

  it.each([
    ['demo-output', 'the demo output'],
    ['summary-excerpt', 'the job-summary excerpt'],
  ])('every score and grade in %s (%s)', (part) => {
    const stated = statedScores(readmePart(part));
    // Each page is stated at least once, so the check cannot pass on a part that lost its table.
    expect(new Set(stated.map((s) => s.path))).toEqual(new Set(SAMPLE_PATHS));
    for (const { path, grade, score } of stated) {
      const page = expected().find((p) => p.path === path);
      expect({ path, grade, score }).toEqual({ path, grade: page?.grade, score: page?.score });
    }
  });

  it('every failed-check count in the demo output', () => {
    const stated = statedFailedCounts(readmePart('demo-output'));
    expect(stated.length).toBeGreaterThan(0);
    for (const { path, failedChecks } of stated) {
      expect({ path, failedChecks }).toEqual({
        path,
        failedChecks: expected().find((p) => p.path === path)?.failedChecks,
      });
    }
  });

  it("the report picture's figures (docs/images/report.json), and its caption", () => {
    const figures = readSources(ROOT).reportImageFigures as ReportImageFigures;
    const shown = figures['report.png'];
    expect(shown, 'docs/images/report.json is stale: run `npm run docs:images`').toEqual(
      expected().find((page) => page.path === shown.path),
    );
    expect(
      figures['index.png'].pages,
      'docs/images/report.json is stale: run `npm run docs:images`',
    ).toEqual(expected());
    const caption = readmePart('report-image');
    expect(caption).toContain(`score ${shown.score}, ${shown.grade}, ${shown.failedChecks} checks`);
    expect(caption).toContain('](docs/images/report.png)');
    expect(existsSync(join(ROOT, 'docs/images/report.png'))).toBe(true);
    expect(read('docs/findings.md')).toContain('](images/index.png)');
    expect(existsSync(join(ROOT, 'docs/images/index.png'))).toBe(true);
  });

  it('the evidence the README quotes from the summary is in it', () => {
    const readme = read('README.md');
    const prose = readme.slice(readme.indexOf('<!-- summary-excerpt:end -->'));
    const quoted = [...(prose.split('\n## ')[0] ?? '').matchAll(/\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(quoted.length).toBeGreaterThan(0);
    for (const text of quoted) expect(action.summary).toContain(text);
  });
});
