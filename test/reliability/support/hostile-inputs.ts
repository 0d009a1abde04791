// The hostile inputs of issue 16, shared by the test (test/reliability/hostile-input.test.ts, which
// counts the CPU time each costs in a worker thread) and the benchmark (bench/reliability/
// hostile-input.ts, which times them). Each entry point has a benign input and a hostile one of
// the same size, so that the two cost the same with a linear algorithm.
import { analyzeDocument } from '../../../src/server/analyzer/analyze-document.js';
import type { PageInput } from '../../../src/server/analyzer/checks/context.js';
import { matchRoute } from '../../../src/server/service/http/routes.js';
import { parseRobotsTxt, robotsAllows } from '../../../src/shared/robots-txt.js';

export interface EntryPoint {
  name: string;
  /** Size in characters of the varying part at which the test judges the cost. */
  size: number;
  /** Sizes for the benchmark's timing ratios, smallest first. */
  benchSizes: number[];
  benign(size: number): () => unknown;
  hostile(unit: string, size: number): () => unknown;
}

export const repeatTo = (unit: string, size: number): string =>
  unit.repeat(Math.max(1, Math.ceil(size / Math.max(1, unit.length)))).slice(0, size);

export const LOREM = 'Oak chairs and pine tables, made by hand in small batches for your home. ';

export function page(parts: {
  title?: string;
  text?: string;
  srcset?: string;
  path?: string;
}): PageInput {
  const body = `<!doctype html><html lang="en"><head><title>${parts.title ?? 'Oak chairs'}</title>
<meta name="description" content="Chairs"></head><body><h1>Chairs</h1>
<img src="a.png" alt="a" srcset="${parts.srcset ?? 'a.png 1x, b.png 2x'}">
<p>${parts.text ?? 'Oak chairs.'}</p></body></html>`;
  return {
    url: `https://chairs.test${parts.path ?? '/'}`,
    finalUrl: `https://chairs.test${parts.path ?? '/'}`,
    status: 200,
    headers: { 'content-type': 'text/html' },
    body,
  };
}

/** Distinct words made from `unit` until `size` characters: each one a keyword to look for. */
function distinctWords(unit: string, size: number): string {
  const words: string[] = [];
  let length = 0;
  for (let i = 0; length < size; i++) {
    const word = `${unit}${i.toString(36)}`;
    words.push(word);
    length += word.length + 1;
  }
  return words.join(' ');
}

/**
 * Where a hostile unit goes in a page, and the benign page of the same size; each slot feeds a
 * different text algorithm.
 */
const PAGE_SLOTS = {
  // Keyword matching: every distinct title word is looked for in the text.
  title: {
    hostile: (unit: string, size: number) =>
      page({ title: distinctWords(unit, size), text: repeatTo(LOREM, size) }),
    benign: (size: number) => page({ title: repeatTo('Oak ', size), text: repeatTo(LOREM, size) }),
  },
  // E-mail search (one "@" makes it look at the whole text) and word counts.
  text: {
    hostile: (unit: string, size: number) => page({ text: `${repeatTo(unit, size)} @` }),
    benign: (size: number) => page({ text: `${repeatTo(LOREM, size)} @` }),
  },
  // srcset candidates: one long candidate between two ordinary characters.
  srcset: {
    hostile: (unit: string, size: number) => page({ srcset: `a${repeatTo(unit, size)}b` }),
    benign: (size: number) => page({ srcset: repeatTo('a.png 1x, ', size) }),
  },
} as const;

function analyzerEntry(slot: keyof typeof PAGE_SLOTS): EntryPoint {
  return {
    name: `analyzeDocument, hostile ${slot}`,
    // A quadratic algorithm over 256 Ki characters is 10^10 steps or more: looking each title
    // word up in the text with the native String#includes takes 15 s of CPU here, where the
    // linear analyzer reads the whole page in tens of milliseconds.
    size: 262_144,
    benchSizes: [1_024, 4_096, 16_384],
    benign: (size) => {
      const input = PAGE_SLOTS[slot].benign(size);
      return () => analyzeDocument(input);
    },
    hostile: (unit, size) => {
      const input = PAGE_SLOTS[slot].hostile(unit, size);
      return () => analyzeDocument(input);
    },
  };
}

const robotsEntry: EntryPoint = {
  name: 'robots.txt: parse, then match the page path',
  // A URL path is at most 2 KiB long, but the matcher is judged on far longer ones: the
  // backtracking matcher was exponential in the wildcards and polynomial of high degree in the
  // path, and at this length anything worse than linear is hours of work.
  size: 262_144,
  benchSizes: [16, 24, 32, 256, 2_048],
  benign: (size) => {
    // One wildcard: the path is still read through for each rule.
    const file = `User-agent: *\n${'Disallow: /*private*area$\n'.repeat(20)}`;
    const path = `/${repeatTo('shop/', size)}`;
    return () => robotsAllows(parseRobotsTxt(file, 'https://chairs.test/robots.txt'), path);
  },
  hostile: (unit, size) => {
    // Twelve wildcards: the old matcher tried every way of placing them along the path.
    const rule = `/${`*${unit}`.repeat(12)}*b$`;
    const file = `User-agent: *\n${`Disallow: ${rule}\n`.repeat(20)}`;
    const path = `/${repeatTo(unit, size)}`;
    return () => robotsAllows(parseRobotsTxt(file, 'https://chairs.test/robots.txt'), path);
  },
};

const routerEntry: EntryPoint = {
  name: 'router: match a pathname (before authentication)',
  // Node takes request lines up to 16 KiB; the router is judged on a megabyte, where a
  // quadratic algorithm would take 10^12 steps.
  size: 1_048_576,
  benchSizes: [1_024, 4_096, 16_384],
  benign: (size) => {
    const path = `/api/v1/reports/${repeatTo('1', size)}`;
    return () => matchRoute(path);
  },
  hostile: (unit, size) => {
    const path = `/${repeatTo(unit, size)}x`;
    return () => matchRoute(path);
  },
};

// Units that defeated the old code; fast-check draws more from a hostile alphabet.
export const KNOWN_UNITS = ['a', 'a@', 'a,', '/', '*a', 'a.', '-', 'a-b', '%2F/', 'é'];
export const ALPHABET = [
  'a',
  'b',
  '@',
  '.',
  ',',
  '-',
  '*',
  '/',
  '$',
  ' ',
  "'",
  '%',
  'é',
  '1',
  '\t',
];

export const ENTRY_POINTS: EntryPoint[] = [
  analyzerEntry('title'),
  analyzerEntry('text'),
  analyzerEntry('srcset'),
  robotsEntry,
  routerEntry,
];

export function entryPoint(name: string): EntryPoint {
  const entry = ENTRY_POINTS.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`no entry point named ${name}`);
  return entry;
}
