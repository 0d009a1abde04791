// Generates the parts of README.md that restate other files, so that they can never disagree:
// the inputs and outputs tables (from action.yml), the list of workflow examples and the
// examples shown in full (from docs/examples/*.yml). Each part sits between marker comments,
// `<!-- NAME:start -->` and `<!-- NAME:end -->`, where NAME is inputs, outputs, examples,
// example:<file>.yml or summary-excerpt (the verdict and table of docs/examples/job-summary.md,
// written by scripts/capture-examples.ts).
//   node scripts/docs.mjs            rewrite README.md
//   node scripts/docs.mjs --check    exit 1, naming each part that differs, when it is stale
//   --root DIR                       work on another checkout (the tests use a copy)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const EXAMPLES_DIR = 'docs/examples';
const SUMMARY_EXAMPLE = 'docs/examples/job-summary.md';
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

/** The verdict line and the table of a captured job summary, as the README shows them. */
export function renderSummaryExcerpt(summary) {
  const lines = summary.split('\n');
  const start = lines.findIndex((line) => line.startsWith('**'));
  if (start === -1) throw new Error(`${SUMMARY_EXAMPLE}: no verdict line (**...**)`);
  const tableStart = lines.findIndex((line, i) => i > start && line.startsWith('|'));
  let end = tableStart;
  while (end !== -1 && end < lines.length && lines[end]?.startsWith('|')) end += 1;
  if (tableStart === -1) throw new Error(`${SUMMARY_EXAMPLE}: no table after the verdict`);
  return lines.slice(start, end).join('\n');
}

/** What each marked part of the README should hold, by marker name. */
export function expectedParts(action, examples, summary) {
  const parts = new Map([
    ['inputs', renderInputsTable(action)],
    ['outputs', renderOutputsTable(action)],
    ['examples', renderExamplesList(examples)],
    ['summary-excerpt', renderSummaryExcerpt(summary)],
  ]);
  for (const example of examples) parts.set(`example:${example.name}`, renderExampleBlock(example));
  return parts;
}

/**
 * The README with every marked part regenerated, and the names of the parts that changed.
 * Throws when a required part has no markers or a marker names nothing we generate.
 */
export function regenerateReadme(readme, parts) {
  const changed = [];
  const seen = new Set();
  const text = readme.replace(MARKER, (_whole, name, current) => {
    const expected = parts.get(name);
    if (expected === undefined) {
      throw new Error(`README.md: marker "${name}" names nothing scripts/docs.mjs generates`);
    }
    seen.add(name);
    const wanted = `${expected}\n`;
    if (current !== wanted) changed.push({ name, current, expected: wanted });
    return `<!-- ${name}:start -->\n${wanted}<!-- ${name}:end -->`;
  });
  for (const name of ['inputs', 'outputs', 'examples']) {
    if (!seen.has(name)) {
      throw new Error(
        `README.md: no <!-- ${name}:start --> ... <!-- ${name}:end --> markers for the ${name} table`,
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
  'summary-excerpt': SUMMARY_EXAMPLE,
};

function main(argv) {
  const check = argv.includes('--check');
  const rootAt = argv.indexOf('--root');
  const root =
    rootAt === -1
      ? resolve(fileURLToPath(import.meta.url), '../..')
      : resolve(argv[rootAt + 1] ?? '.');
  const action = parseAction(readFileSync(join(root, 'action.yml'), 'utf8'));
  const readmePath = join(root, 'README.md');
  const { text, changed } = regenerateReadme(
    readFileSync(readmePath, 'utf8'),
    expectedParts(action, readExamples(root), readFileSync(join(root, SUMMARY_EXAMPLE), 'utf8')),
  );
  if (!check) {
    writeFileSync(readmePath, text);
    console.log(
      changed.length === 0
        ? 'README.md is up to date.'
        : `README.md: regenerated ${changed.map((part) => part.name).join(', ')}.`,
    );
    return 0;
  }
  if (changed.length === 0) {
    console.log('README.md agrees with action.yml and docs/examples.');
    return 0;
  }
  for (const part of changed) {
    const source = SOURCE_OF[part.name] ?? `${EXAMPLES_DIR}/${part.name.slice('example:'.length)}`;
    console.error(
      `README.md: the ${part.name} part differs from ${source} (${firstDifference(part.current, part.expected)}).`,
    );
  }
  console.error('Run node scripts/docs.mjs to regenerate README.md.');
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
