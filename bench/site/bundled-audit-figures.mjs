// Loaded with `--import` into the bundled CLI (`node dist/cli/index.js audit ...`), the way a
// user runs it, by the site benchmark (bench/site/run.ts --bundled): it changes nothing of the
// audit and writes the run's figures (RunFigures, the same as bench/site/audit-process.ts prints
// for a run from the TypeScript sources) as one JSON object to the file BENCH_FIGURES_FILE when
// the process exits. Its clock starts here, before the bundle is loaded: the bundle's load, the
// analysis threads' start and the folder's listing are part of the run, as they are of a user's
// job. Plain JavaScript, so that nothing but the bundle is compiled in the process.
import { writeFileSync } from 'node:fs';
import { RunFigures } from './process-figures.mjs';

const figuresFile = process.env.BENCH_FIGURES_FILE;
const pages = Number(process.env.BENCH_PAGES);
// The progress line of a page done starts with its grade's symbol (GRADE_SYMBOL); run.ts passes
// them, read from the sources, so that this file need not compile them.
const pageMarks = JSON.parse(process.env.BENCH_PAGE_MARKS ?? '[]');
if (!figuresFile || !(pages >= 1) || pageMarks.length === 0)
  throw new Error(
    'bundled-audit-figures.mjs needs BENCH_FIGURES_FILE, BENCH_PAGES, BENCH_PAGE_MARKS',
  );

const run = new RunFigures(pages, pageMarks);

// Counted as they pass, then written on as the CLI wrote them.
const writeStderr = process.stderr.write.bind(process.stderr);
process.stderr.write = (chunk, ...rest) => {
  for (const line of String(chunk).split('\n')) if (line !== '') run.stderrLine(line);
  return writeStderr(chunk, ...rest);
};
const writeStdout = process.stdout.write.bind(process.stdout);
process.stdout.write = (chunk, ...rest) => {
  run.stdout(typeof chunk === 'string' ? chunk.length : chunk.byteLength);
  return writeStdout(chunk, ...rest);
};

process.on('exit', (exitCode) => {
  writeFileSync(figuresFile, JSON.stringify(run.figures(exitCode)));
});
