// The documentation cannot drift from the action: the README's generated parts match action.yml
// and docs/examples, every workflow shown parses and only uses inputs and outputs that exist,
// every example asks for exactly the permissions it needs, and every relative link leads to a
// file (and heading) that exists.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import {
  expectedParts,
  parseAction,
  readExamples,
  readSources,
  regenerateReadme,
} from '../../scripts/docs.mjs';
import { commentMarker } from '../../src/client/action/comment.js';

const ROOT = resolve(import.meta.dirname, '../..');
// No release is tagged yet: `@v1` would not resolve for a user (see the README's "Which version").
const ACTION_REF = 'seo-report/seo-report-action@main';
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const action = parseAction(read('action.yml'));
const INPUTS = new Set(Object.keys(action.inputs));
const OUTPUTS = new Set(Object.keys(action.outputs));
const examples = readExamples(ROOT);
const docPages = readdirSync(join(ROOT, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);

type Yaml = unknown;
type Mapping = Record<string, Yaml>;

function isMapping(value: Yaml): value is Mapping {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses YAML strictly (duplicate keys, bad indentation and the like are errors). */
function parseYaml(text: string): { value: Yaml; problems: string[] } {
  const document = parseDocument(text, { prettyErrors: true });
  const problems = [...document.errors, ...document.warnings].map((problem) => problem.message);
  return { value: document.toJS(), problems };
}

/** The ```yaml blocks of a markdown file, with the line each starts on. */
function yamlBlocks(path: string): { where: string; text: string }[] {
  const text = read(path);
  return [...text.matchAll(/^```ya?ml\n([\s\S]*?)^```/gm)].map((match) => ({
    where: `${path}:${text.slice(0, match.index).split('\n').length}`,
    text: match[1] as string,
  }));
}

/** Every mapping anywhere in a parsed document. */
function* mappings(value: Yaml): Generator<Mapping> {
  if (Array.isArray(value)) {
    for (const item of value) yield* mappings(item);
  } else if (isMapping(value)) {
    yield value;
    for (const item of Object.values(value)) yield* mappings(item);
  }
}

/**
 * What is wrong with the action's steps in one workflow (or fragment): the reference, `with:`
 * keys that are not inputs, and `steps.<id>.outputs.<name>` that name no step or no output.
 */
function actionStepProblems(text: string): string[] {
  const { value } = parseYaml(text);
  const problems: string[] = [];
  const stepIds = new Map<string, boolean>();
  for (const step of mappings(value)) {
    if (typeof step.id === 'string') stepIds.set(step.id, false);
    if (typeof step.uses !== 'string' || !/(^|\/)seo-report-action@/.test(step.uses)) continue;
    if (step.uses !== ACTION_REF) problems.push(`uses ${step.uses}, not ${ACTION_REF}`);
    if (typeof step.id === 'string') stepIds.set(step.id, true);
    const inputs = isMapping(step.with) ? Object.keys(step.with) : [];
    for (const name of inputs) {
      if (!INPUTS.has(name)) problems.push(`with: ${name} is not an input of action.yml`);
    }
  }
  for (const match of text.matchAll(/steps\.([\w-]+)\.outputs\.([\w-]+)/g)) {
    const [reference, id, name] = match as unknown as [string, string, string];
    const isAction = stepIds.get(id);
    if (isAction === undefined) problems.push(`${reference}: no step has the id ${id}`);
    else if (isAction && !OUTPUTS.has(name)) {
      problems.push(`${reference}: ${name} is not an output of action.yml`);
    }
  }
  return problems;
}

describe('README.md, generated parts', () => {
  const parts = expectedParts(readSources(ROOT));

  it('holds the inputs, outputs, examples, demo output, summary excerpt and picture caption that scripts/docs.mjs generates', () => {
    const { changed } = regenerateReadme(read('README.md'), parts);
    expect(changed.map((part) => part.name)).toEqual([]);
  });

  it('has one row per input and per output of action.yml, with its default', () => {
    const readme = read('README.md');
    for (const [name, input] of Object.entries(action.inputs)) {
      const fallback = String(input.default ?? '');
      const cell = fallback === '' ? '_empty_' : `\`${fallback}\``;
      expect(readme).toMatch(
        new RegExp(`^\\| \`${name}\` \\|.*\\| no \\| ${escapeRegExp(cell)} \\|$`, 'm'),
      );
    }
    for (const name of OUTPUTS) expect(readme).toMatch(new RegExp(`^\\| \`${name}\` \\| `, 'm'));
  });

  it('is found stale when a row is missing, naming the part', () => {
    const readme = read('README.md').replace(/^\| `timeout` \|.*\n/m, '');
    const { changed, text } = regenerateReadme(readme, parts);
    expect(changed.map((part) => part.name)).toEqual(['inputs']);
    expect(text).toBe(read('README.md'));
  });

  it('refuses a README without the markers of a table', () => {
    const readme = read('README.md').replace('<!-- outputs:start -->', '<!-- outputs -->');
    expect(() => regenerateReadme(readme, parts)).toThrow(/no <!-- outputs:start -->/);
  });
});

describe('node scripts/docs.mjs', () => {
  const copies: string[] = [];
  afterAll(() => {
    for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  });

  const run = (...args: string[]) =>
    spawnSync(process.execPath, [join(ROOT, 'scripts/docs.mjs'), ...args], { encoding: 'utf8' });

  /** A copy of what the script reads, to change without touching the repository. */
  function copy(): string {
    const dir = mkdtempSync(join(tmpdir(), 'seo-docs-'));
    copies.push(dir);
    const sources = [
      'action.yml',
      'README.md',
      'docs/pull-requests.md',
      'docs/examples',
      'docs/images/report.json',
    ];
    for (const path of sources) {
      cpSync(join(ROOT, path), join(dir, path), { recursive: true });
    }
    return dir;
  }

  it('--check passes on the repository', () => {
    const result = run('--check');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('--check fails naming the part when action.yml changes, and a plain run repairs it', () => {
    const dir = copy();
    const yml = readFileSync(join(dir, 'action.yml'), 'utf8');
    writeFileSync(
      join(dir, 'action.yml'),
      yml.replace('Reports in flight at once, 1 to 20.', 'Reports in flight at once, 1 to 30.'),
    );
    const stale = run('--check', '--root', dir);
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('README.md: the inputs part differs from action.yml');
    expect(stale.stderr).toContain('1 to 30');

    expect(run('--root', dir).status).toBe(0);
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toContain(
      'Reports in flight at once, 1 to 30.',
    );
    expect(run('--check', '--root', dir).status).toBe(0);
  });

  it('--check fails naming the page and part when a captured run changes', () => {
    const dir = copy();
    const demo = join(dir, 'docs/examples/demo-output.txt');
    writeFileSync(demo, readFileSync(demo, 'utf8').replace(/ good +[\d.]+ /, ' good 12.3 '));
    const comment = join(dir, 'docs/examples/pr-comment.md');
    writeFileSync(comment, readFileSync(comment, 'utf8').replace('## SEO audit', '## SEO check'));
    const stale = run('--check', '--root', dir);
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain(
      'README.md: the demo-output part differs from docs/examples/demo-output.txt',
    );
    expect(stale.stderr).toContain(
      'docs/pull-requests.md: the pr-comment part differs from docs/examples/pr-comment.md',
    );
    expect(run('--root', dir).status).toBe(0);
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toContain(' good 12.3 ');
    expect(readFileSync(join(dir, 'docs/pull-requests.md'), 'utf8')).toContain('## SEO check');
  });

  it('--check fails when an example changes', () => {
    const dir = copy();
    const path = join(dir, 'docs/examples/pull-request.yml');
    writeFileSync(path, readFileSync(path, 'utf8').replace('min-score: 60', 'min-score: 70'));
    const stale = run('--check', '--root', dir);
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('the example:pull-request.yml part differs');
  });
});

describe('workflow examples (docs/examples/*.yml)', () => {
  it('include every case the README promises', () => {
    expect(examples.map((example) => example.name)).toEqual(
      expect.arrayContaining([
        'pull-request.yml',
        'deploy-preview.yml',
        'nightly-refresh.yml',
        'cleanup-after-job.yml',
        'delete-on-close.yml',
        'sitemap-shards.yml',
        'fork-safe-audit.yml',
        'fork-safe-comment.yml',
        'embedded-report-dir.yml',
      ]),
    );
  });

  describe.each(examples.map((example) => [example.name, example] as const))('%s', (_, example) => {
    const { value, problems } = parseYaml(example.text);
    const workflow = isMapping(value) ? value : {};

    it('parses as YAML without errors or warnings', () => {
      expect(problems).toEqual([]);
      expect(isMapping(value)).toBe(true);
    });

    it('is a workflow: on, permissions, jobs with runs-on and steps', () => {
      expect(workflow).toHaveProperty('on');
      expect(isMapping(workflow.permissions)).toBe(true);
      expect(isMapping(workflow.jobs)).toBe(true);
      for (const job of Object.values(workflow.jobs as Mapping)) {
        expect(job).toMatchObject({ 'runs-on': expect.any(String), steps: expect.any(Array) });
        for (const step of (job as Mapping).steps as Yaml[]) {
          expect(
            isMapping(step) && (typeof step.uses === 'string' || typeof step.run === 'string'),
          ).toBe(true);
        }
      }
    });

    it('uses the action with inputs and outputs that exist in action.yml', () => {
      expect(actionStepProblems(example.text)).toEqual([]);
      // The comment half of the fork-safe pattern never runs the action (nor the fork's code).
      if (example.name !== 'fork-safe-comment.yml') {
        expect(example.text).toContain(`uses: ${ACTION_REF}`);
      }
    });

    it('grants each job exactly the permissions its steps need', () => {
      for (const [name, job] of Object.entries(workflow.jobs as Mapping)) {
        const granted = (job as Mapping).permissions ?? workflow.permissions;
        expect({ job: name, permissions: granted }).toEqual({
          job: name,
          permissions: neededPermissions((job as Mapping).steps as Mapping[]),
        });
      }
    });
  });
});

/** The token permissions a job's steps need, as far as the examples' steps go. */
function neededPermissions(steps: Mapping[]): Record<string, string> {
  const needed: Record<string, string> = {};
  for (const step of steps) {
    const uses = typeof step.uses === 'string' ? step.uses : '';
    const inputs = isMapping(step.with) ? step.with : {};
    if (uses.startsWith('actions/checkout@')) needed.contents = 'read';
    if (uses === ACTION_REF && inputs.comment === true) needed['pull-requests'] = 'write';
    // baseline: comment reads the previous comment; branch:<name> reads another run's artifact.
    if (uses === ACTION_REF && inputs.baseline === 'comment') needed['pull-requests'] ??= 'read';
    if (uses === ACTION_REF && String(inputs.baseline ?? '').startsWith('branch:'))
      needed.actions = 'read';
    // A comment written by a script of its own (the fork-safe workflow_run pattern).
    if (uses.startsWith('actions/github-script@')) needed['pull-requests'] = 'write';
    // Another run's artifact is read through the Actions API.
    if (uses.startsWith('actions/download-artifact@') && 'run-id' in inputs)
      needed.actions = 'read';
  }
  return needed;
}

describe('YAML shown in the documentation', () => {
  const blocks = ['README.md', ...docPages].flatMap(yamlBlocks);

  it('has blocks to check', () => {
    expect(blocks.length).toBeGreaterThan(5);
  });

  it.each(blocks.map((block) => [block.where, block] as const))(
    '%s parses and uses the action correctly',
    (_, block) => {
      expect(parseYaml(block.text).problems).toEqual([]);
      expect(actionStepProblems(block.text)).toEqual([]);
    },
  );

  it('finds a wrong input, a wrong output, a missing step and another reference', () => {
    const bad = [
      'steps:',
      '  - id: seo',
      '    uses: someone/seo-report-action@v2',
      '    with:',
      '      url: https://example.com/',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a template
      '  - run: echo "${{ steps.seo.outputs.score }} ${{ steps.other.outputs.x }}"',
    ].join('\n');
    expect(actionStepProblems(bad)).toEqual([
      `uses someone/seo-report-action@v2, not ${ACTION_REF}`,
      'with: url is not an input of action.yml',
      'steps.seo.outputs.score: score is not an output of action.yml',
      'steps.other.outputs.x: no step has the id other',
    ]);
  });

  it('finds a YAML error', () => {
    expect(parseYaml('jobs:\n  a: 1\n  a: 2\n').problems).not.toEqual([]);
  });
});

describe('the captured job summary and pull-request comment', () => {
  const summary = read('docs/examples/job-summary.md');
  const comment = read('docs/examples/pr-comment.md');

  it('come from a run of the action: the summary table, and the comment with its marker', () => {
    expect(summary).toContain('## SEO audit');
    expect(summary).toMatch(/^\| 🔴 \| http:\/\/127\.0\.0\.1:\d+\/Welcome_Page\.php \| bad \| /m);
    expect(comment).toContain(commentMarker('seo-report'));
    // The comment repeats the summary's table row for row.
    const rows = (text: string) => text.split('\n').filter((line) => line.startsWith('| '));
    expect(rows(comment)).toEqual(rows(summary));
    expect(comment).toMatch(
      /<sub>\[Workflow run\]\(.+\) · updated \d{4}-\d\d-\d\d \d\d:\d\d UTC<\/sub>/,
    );
  });
});

describe('links', () => {
  const pages = [
    'README.md',
    'CONTRIBUTING.md',
    'SECURITY.md',
    'CHANGELOG.md',
    'docs/troubleshooting.md',
    'docs/permissions.md',
  ];

  it.each(pages)('every relative link of %s leads to a file and heading that exist', (page) => {
    const broken: string[] = [];
    for (const match of read(page).matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1] as string;
      if (/^[a-z][a-z+.-]*:/i.test(target)) continue;
      const [path = '', anchor] = target.split('#');
      const file = path === '' ? join(ROOT, page) : resolve(ROOT, dirname(page), path);
      const name = relative(ROOT, file);
      if (!existsSync(file)) {
        broken.push(`${target}: no file ${name}`);
        continue;
      }
      if (anchor !== undefined && name.endsWith('.md') && !headingSlugs(file).has(anchor)) {
        broken.push(`${target}: no heading #${anchor} in ${name}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('README links every documentation page', () => {
    const readme = read('README.md');
    for (const page of [...docPages, 'docs/troubleshooting.md']) {
      expect(readme).toContain(`](${page})`);
    }
  });
});

describe("the README's first screen (up to the first section)", () => {
  const first = read('README.md').split('\n## ')[0] ?? '';

  it('says what it does, what service it talks to and how to get one, and the two commands', () => {
    expect(first).toContain('audit web pages for SEO');
    expect(first).toContain('SEO Report API v1');
    // How to get a service: none (embedded), ours self-hosted, or a phpRank installation.
    expect(first).toContain('leave `base-url` empty');
    expect(first).toMatch(/npx @seo-report\/cli serve/);
    expect(first).toContain('phpRank');
    // The demo and the tests, as .ci/run runs them (npm ci, then npm test).
    expect(first).toContain('npm ci && npm start');
    expect(first).toContain('npm ci && npm test');
  });

  it('names the npm package that package.json publishes', () => {
    const pkg = JSON.parse(read('package.json')) as { name: string; private?: boolean };
    expect(first).toContain(pkg.name);
    expect(pkg.private).toBeUndefined();
  });
});

describe('the documentation', () => {
  it("holds no path of an author's machine", () => {
    const pages = ['README.md', 'CONTRIBUTING.md', ...docPages];
    const found = pages.flatMap((page) =>
      read(page)
        .split('\n')
        .filter((line) => /(\/home\/|\/Users\/|\/work\/|[A-Z]:\\Users\\)/.test(line))
        .map((line) => `${page}: ${line.trim().slice(0, 80)}`),
    );
    expect(found).toEqual([]);
  });
});

/** GitHub's anchors for the headings of a markdown file. */
function headingSlugs(file: string): Set<string> {
  const slugs = new Set<string>();
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  for (const match of text.matchAll(/^#{1,6} (.+)$/gm)) {
    slugs.add(
      (match[1] as string)
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/ /g, '-'),
    );
  }
  return slugs;
}

describe('action.yml for the Marketplace', () => {
  it('has a name, a description and branding', () => {
    expect(action).toMatchObject({
      name: expect.any(String),
      description: expect.any(String),
      branding: { icon: 'search', color: 'green' },
    });
    // The Marketplace refuses a release whose description is 125 characters or longer.
    expect((action.description as string).length).toBeLessThan(125);
  });
});

describe('.github/dependabot.yml', () => {
  const { value, problems } = parseYaml(read('.github/dependabot.yml'));
  const updates =
    isMapping(value) && Array.isArray(value.updates) ? (value.updates as Mapping[]) : [];

  it('updates npm and GitHub Actions weekly', () => {
    expect(problems).toEqual([]);
    expect(value).toMatchObject({ version: 2 });
    expect(updates.map((update) => update['package-ecosystem']).sort()).toEqual([
      'github-actions',
      'npm',
    ]);
    for (const update of updates)
      expect(update).toMatchObject({ schedule: { interval: 'weekly' } });
  });

  it('keeps Biome below 2.6, which the registry mirror cannot install', () => {
    const npm = updates.find((update) => update['package-ecosystem'] === 'npm');
    expect(npm?.ignore).toContainEqual({
      'dependency-name': '@biomejs/biome',
      versions: ['>= 2.6'],
    });
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
