// Generates the parts of README.md that restate other files, so that they can never disagree:
// the inputs and outputs tables (from action.yml), the list of workflow examples and the
// examples shown in full (from docs/examples/*.yml), and what real runs print: the demo's output
// (docs/examples/demo-output.txt), an excerpt of the job summary (docs/examples/job-summary.md,
// its verdict and table) and the caption of the report picture (docs/images/report.json); and in
// docs/pull-requests.md, an excerpt of the pull-request comment (docs/examples/pr-comment.md).
// Those four files are written by real runs: scripts/capture-examples.ts and
// scripts/capture-report-images.ts (`npm run docs` and `npm run docs:images`, which end by
// running this script). Each part sits between marker comments, `<!-- NAME:start -->` and
// `<!-- NAME:end -->`, where NAME is inputs, outputs, examples, example:<file>.yml,
// demo-output, summary-excerpt, report-image or pr-comment.
//   node scripts/docs.mjs            rewrite README.md and docs/pull-requests.md
//   node scripts/docs.mjs --check    exit 1, naming each part that differs, when it is stale
//   --root DIR                       work on another checkout (the tests use a copy)
// Both only read files: no network, no browser, no dist/. Whether those files still match what
// the demo and the action print is test/docs/examples.test.ts's business: it runs them.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const EXAMPLES_DIR = 'docs/examples';
const SUMMARY_EXAMPLE = 'docs/examples/job-summary.md';
const DEMO_OUTPUT = 'docs/examples/demo-output.txt';
const REPORT_IMAGE_FIGURES = 'docs/images/report.json';
const PR_COMMENT_EXAMPLE = 'docs/examples/pr-comment.md';
/** Other pages with generated parts, and the parts each must have. */
const OTHER_PAGES = { 'docs/pull-requests.md': ['pr-comment'] };
/** Parts every README must have: a missing pair of markers is an error, not a silent skip. */
const REQUIRED_PARTS = [
  'inputs',
  'outputs',
  'examples',
  'demo-output',
  'summary-excerpt',
  'report-image',
];
/** The order a reader meets them in; files not listed follow in name order. */
const EXAMPLE_ORDER = [
  'pull-request.yml',
  'deploy-preview.yml',
  'nightly-refresh.yml',
  'cleanup-after-job.yml',
  'delete-on-close.yml',
  'sitemap-shards.yml',
  'fork-safe-audit.yml',
  'fork-safe-comment.yml',
  'embedded-report-dir.yml',
];
const MARKER = /<!-- ([\w.:-]+):start -->\n([\s\S]*?)<!-- \1:end -->/g;

/** Text that is safe in a markdown table cell: no cell break, no HTML tag. */
export function tableCell(text) {
  return String(text)
    .replace(/\s+/g, ' ')
    .trim()
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('|', '\\|');
}

function code(text) {
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

/** action.yml parsed, with the two maps the tables need. */
export function parseAction(text) {
  const action = parse(text);
  if (typeof action?.inputs !== 'object' || typeof action?.outputs !== 'object') {
    throw new Error('action.yml has no inputs or no outputs map');
  }
  return action;
}

export function renderInputsTable(action) {
  const rows = Object.entries(action.inputs).map(([name, input]) => {
    const fallback = input.default === undefined ? '' : String(input.default);
    const shown = fallback === '' ? '_empty_' : code(fallback);
    const required = input.required === true ? 'yes' : 'no';
    return `| ${code(name)} | ${tableCell(input.description ?? '')} | ${required} | ${shown} |`;
  });
  return ['| Input | Description | Required | Default |', '|---|---|---|---|', ...rows].join('\n');
}

export function renderOutputsTable(action) {
  const rows = Object.entries(action.outputs).map(
    ([name, output]) => `| ${code(name)} | ${tableCell(output.description ?? '')} |`,
  );
  return ['| Output | Description |', '|---|---|', ...rows].join('\n');
}

/**
 * The workflow examples, in reading order. Each file starts with one comment line,
 * `# Title: what it shows`, which the README's list repeats.
 */
export function readExamples(root) {
  const names = readdirSync(join(root, EXAMPLES_DIR)).filter((name) => name.endsWith('.yml'));
  const rank = (name) => {
    const index = EXAMPLE_ORDER.indexOf(name);
    return index === -1 ? EXAMPLE_ORDER.length : index;
  };
  names.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return names.map((name) => {
    const text = readFileSync(join(root, EXAMPLES_DIR, name), 'utf8');
    const heading = /^# ([^:\n]+): (.+)\n/.exec(text);
    if (heading === null) {
      throw new Error(`${EXAMPLES_DIR}/${name}: the first line must be "# Title: what it shows"`);
    }
    return { name, path: `${EXAMPLES_DIR}/${name}`, title: heading[1], about: heading[2], text };
  });
}

function sentence(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function renderExamplesList(examples) {
  const rows = examples.map(
    (example) =>
      `| [${tableCell(example.title)}](${example.path}) | ${tableCell(sentence(example.about))} |`,
  );
  return ['| Example | What it shows |', '|---|---|', ...rows].join('\n');
}

/** An example shown in full; its first line (the title comment) is the list's business. */
export function renderExampleBlock(example) {
  const body = example.text.replace(/^# .*\n/, '').trimEnd();
  return `\`\`\`yaml\n# ${example.path}\n${body}\n\`\`\``;
}

/**
 * The top of a captured job summary, as the README shows it: from the first line under its
 * heading (the verdict) to the end of its first table. Cut by shape, not by wording, so that a
 * change to the summary's text is taken over by running capture-examples.ts and this script.
 */
export function renderSummaryExcerpt(summary) {
  const lines = summary.split('\n');
  const heading = lines.findIndex((line) => /^#{1,3} /.test(line));
  let start = heading + 1;
  while (start < lines.length && (lines[start] ?? '').trim() === '') start += 1;
  const tableStart = lines.findIndex((line, i) => i >= start && line.startsWith('|'));
  if (heading === -1 || tableStart === -1) {
    throw new Error(`${SUMMARY_EXAMPLE}: expected a heading, then a verdict and a table under it`);
  }
  let end = tableStart;
  while (end < lines.length && lines[end]?.startsWith('|')) end += 1;
  return lines.slice(start, end).join('\n');
}

/** The demo's output as a code block: exactly what the run printed. */
export function renderDemoOutput(output) {
  if (output.includes('```')) throw new Error(`${DEMO_OUTPUT}: holds a code fence`);
  return `\`\`\`text\n${output.trimEnd()}\n\`\`\``;
}

/** The report picture with a caption made of the figures it was taken with. */
export function renderReportImage(figures) {
  const shown = figures?.['report.png'];
  if (typeof shown?.path !== 'string' || typeof shown.score !== 'string') {
    throw new Error(
      `${REPORT_IMAGE_FIGURES}: no "report.png" with path, grade, score, failedChecks`,
    );
  }
  const checks =
    shown.failedChecks === 1 ? '1 check failed' : `${shown.failedChecks} checks failed`;
  return `![The report page of the demo's page ${shown.path}: score ${shown.score}, ${shown.grade}, ${checks}, each with its evidence, why it matters and how to fix it](docs/images/report.png)`;
}

/**
 * A captured pull-request comment with what follows the table left out: from its hidden marker to
 * the end of its first table, then its last lines from the first `<sub>` line after the table
 * (the time taken, the link to the run, the results it hides for the next push).
 */
export function renderCommentExcerpt(comment) {
  const lines = comment.split('\n');
  const start = lines.findIndex((line) => line.startsWith('<!-- seo-report-action '));
  const tableStart = lines.findIndex((line, i) => i > start && line.startsWith('|'));
  let end = tableStart;
  while (end !== -1 && end < lines.length && lines[end]?.startsWith('|')) end += 1;
  const footer = lines.findIndex((line, i) => i >= end && line.startsWith('<sub>'));
  if (start === -1 || tableStart === -1 || footer === -1) {
    throw new Error(`${PR_COMMENT_EXAMPLE}: expected the marker, a table and <sub> lines after it`);
  }
  const skipped =
    footer > end + 1
      ? ['', '(then, folded, the warnings, the fixes and the notices, as in the job summary)', '']
      : [''];
  const body = [...lines.slice(start, end), ...skipped, ...lines.slice(footer)].join('\n');
  return `\`\`\`markdown\n${body.trimEnd()}\n\`\`\``;
}

/** Everything the generated parts are made from, read from a checkout. */
export function readSources(root) {
  const read = (path) => readFileSync(join(root, path), 'utf8');
  return {
    action: parseAction(read('action.yml')),
    examples: readExamples(root),
    summary: read(SUMMARY_EXAMPLE),
    comment: read(PR_COMMENT_EXAMPLE),
    demoOutput: read(DEMO_OUTPUT),
    reportImageFigures: JSON.parse(read(REPORT_IMAGE_FIGURES)),
  };
}

/** What each marked part of the README should hold, by marker name. */
export function expectedParts({
  action,
  examples,
  summary,
  comment,
  demoOutput,
  reportImageFigures,
}) {
  const parts = new Map([
    ['inputs', renderInputsTable(action)],
    ['outputs', renderOutputsTable(action)],
    ['examples', renderExamplesList(examples)],
    ['demo-output', renderDemoOutput(demoOutput)],
    ['summary-excerpt', renderSummaryExcerpt(summary)],
    ['report-image', renderReportImage(reportImageFigures)],
    ['pr-comment', renderCommentExcerpt(comment)],
  ]);
  for (const example of examples) parts.set(`example:${example.name}`, renderExampleBlock(example));
  return parts;
}

/**
 * A real run's text with what changes from run to run replaced by placeholders, so that two
 * runs of the same code compare equal: ports (every server listens on 127.0.0.1:0), durations,
 * dates and times, report ids (given out in the order the reports are created, which concurrent
 * requests make vary), and the compressed results a comment hides (they hold the ports). Also:
 *  - the demo prints a line per page as each one finishes, and three pages audited at once
 *    finish in any order: each run of such lines is sorted;
 *  - the table pads its columns to the longest cell, whose length a port can change: runs of
 *    spaces count as one.
 * Scores, grades, check names and counts are kept: they are what the docs must get right.
 */
export function normalizeRun(text) {
  const normalized = text
    .replace(/127\.0\.0\.1:\d+/g, '127.0.0.1:PORT')
    .replace(/\d{4}-\d\d-\d\d(?:[T ]\d\d:\d\d(?::\d\d(?:\.\d+)?)?Z?(?: UTC)?)?/g, 'DATE')
    .replace(/\b\d+(?:\.\d+)? ?(?:ms|s|min)\b/g, 'N s')
    .replace(/seo-report-demo\/\d+\.html/g, 'seo-report-demo/ID.html')
    .replace(/\/reports\/\d+/g, '/reports/ID')
    .replace(/(<!-- seo-report-baseline:v\d+ )\S+( -->)/g, '$1BLOB$2')
    .replace(/ {2,}/g, '  ');
  const lines = normalized.split('\n');
  const isProgress = (line) => /^\p{Extended_Pictographic}\S* +\S+ +\S+ +http/u.test(line ?? '');
  for (let i = 0; i < lines.length; i += 1) {
    if (!isProgress(lines[i])) continue;
    let end = i;
    while (end < lines.length && isProgress(lines[end])) end += 1;
    lines.splice(i, end - i, ...lines.slice(i, end).sort());
    i = end;
  }
  return lines.join('\n');
}

/**
 * The README with every marked part regenerated, and the names of the parts that changed.
 * Throws when a required part has no markers or a marker names nothing we generate.
 */
export function regenerateReadme(readme, parts) {
  return regeneratePage('README.md', readme, parts, REQUIRED_PARTS);
}

/** regenerateReadme for any page, with the parts it must have. */
export function regeneratePage(page, readme, parts, required) {
  const changed = [];
  const seen = new Set();
  const text = readme.replace(MARKER, (_whole, name, current) => {
    const expected = parts.get(name);
    if (expected === undefined) {
      throw new Error(`${page}: marker "${name}" names nothing scripts/docs.mjs generates`);
    }
    seen.add(name);
    const wanted = `${expected}\n`;
    if (current !== wanted) changed.push({ name, current, expected: wanted });
    return `<!-- ${name}:start -->\n${wanted}<!-- ${name}:end -->`;
  });
  for (const name of required) {
    if (!seen.has(name)) {
      throw new Error(
        `${page}: no <!-- ${name}:start --> ... <!-- ${name}:end --> markers for the ${name} part`,
      );
    }
  }
  return { text, changed };
}

/** "line N: README has X, expected Y", for the first line where two texts part. */
export function firstDifference(current, expected) {
  const have = current.split('\n');
  const want = expected.split('\n');
  for (let i = 0; i < Math.max(have.length, want.length); i += 1) {
    if (have[i] !== want[i]) {
      const show = (line) => (line === undefined ? '(nothing)' : JSON.stringify(line));
      return `line ${i + 1} of the part: README has ${show(have[i])}, expected ${show(want[i])}`;
    }
  }
  return 'no difference';
}

const SOURCE_OF = {
  inputs: 'action.yml',
  outputs: 'action.yml',
  examples: EXAMPLES_DIR,
  'demo-output': `${DEMO_OUTPUT} (npm run docs runs the demo again)`,
  'summary-excerpt': `${SUMMARY_EXAMPLE} (npm run docs runs the action again)`,
  'report-image': `${REPORT_IMAGE_FIGURES} (npm run docs:images takes the pictures again)`,
  'pr-comment': `${PR_COMMENT_EXAMPLE} (npm run docs runs the action again)`,
};

function main(argv) {
  const check = argv.includes('--check');
  const rootAt = argv.indexOf('--root');
  const root =
    rootAt === -1
      ? resolve(fileURLToPath(import.meta.url), '../..')
      : resolve(argv[rootAt + 1] ?? '.');
  const parts = expectedParts(readSources(root));
  const pages = [['README.md', REQUIRED_PARTS], ...Object.entries(OTHER_PAGES)];
  let stale = 0;
  for (const [page, required] of pages) {
    const path = join(root, page);
    const { text, changed } = regeneratePage(page, readFileSync(path, 'utf8'), parts, required);
    if (!check) {
      writeFileSync(path, text);
      console.log(
        changed.length === 0
          ? `${page} is up to date.`
          : `${page}: regenerated ${changed.map((part) => part.name).join(', ')}.`,
      );
      continue;
    }
    for (const part of changed) {
      const source =
        SOURCE_OF[part.name] ?? `${EXAMPLES_DIR}/${part.name.slice('example:'.length)}`;
      console.error(
        `${page}: the ${part.name} part differs from ${source} (${firstDifference(part.current, part.expected)}).`,
      );
      stale += 1;
    }
  }
  if (!check) return 0;
  if (stale === 0) {
    console.log(
      `${pages.map(([page]) => page).join(' and ')} agree with action.yml, docs/examples and docs/images/report.json.`,
    );
    return 0;
  }
  console.error('Run node scripts/docs.mjs to regenerate them.');
  return 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
