// Types of scripts/docs.mjs, for the tests that import its pure functions.

export interface ActionMetadata {
  inputs: Record<string, { description?: string; required?: boolean; default?: unknown }>;
  outputs: Record<string, { description?: string }>;
  [key: string]: unknown;
}

export interface Example {
  name: string;
  /** Relative to the repository root, e.g. docs/examples/pull-request.yml. */
  path: string;
  title: string;
  about: string;
  text: string;
}

export interface ChangedPart {
  name: string;
  current: string;
  expected: string;
}

export function tableCell(text: string): string;
export function parseAction(text: string): ActionMetadata;
export function renderInputsTable(action: ActionMetadata): string;
export function renderOutputsTable(action: ActionMetadata): string;
export function readExamples(root: string): Example[];
export function renderExamplesList(examples: Example[]): string;
export function renderExampleBlock(example: Example): string;
export function renderSummaryExcerpt(summary: string): string;
export function renderDemoOutput(output: string): string;
export function renderCommentExcerpt(comment: string): string;

/** docs/images/report.json, written by scripts/capture-report-images.ts. */
export interface PageFigures {
  path: string;
  grade: string | null;
  /** As shown: one decimal, a trailing .0 dropped. */
  score: string;
  failedChecks: number;
}
export interface ReportImageFigures {
  about: string;
  captured: string;
  'report.png': PageFigures;
  'index.png': { pages: PageFigures[] };
}
export function renderReportImage(figures: ReportImageFigures): string;

export interface Sources {
  action: ActionMetadata;
  examples: Example[];
  summary: string;
  comment: string;
  demoOutput: string;
  reportImageFigures: ReportImageFigures;
}
export function readSources(root: string): Sources;
export function expectedParts(sources: Sources): Map<string, string>;
export function normalizeRun(text: string): string;
export function regenerateReadme(
  readme: string,
  parts: Map<string, string>,
): { text: string; changed: ChangedPart[] };
export function regeneratePage(
  page: string,
  text: string,
  parts: Map<string, string>,
  required: readonly string[],
): { text: string; changed: ChangedPart[] };
export function firstDifference(current: string, expected: string): string;
