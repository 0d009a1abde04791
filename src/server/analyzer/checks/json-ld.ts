// JSON-LD judged the way rich-result parsers read it: the block parses, its vocabulary is
// schema.org, every item says what it is (@type), and the common types carry the properties
// without which search engines ignore them (Google's "required" lists, simplified). A page's
// JSON is read by its own keys only: "@type": "constructor" is a type no rule knows.
import { own } from '../../../shared/own-keys.js';

interface JsonLdReport {
  /** @type values seen, through arrays and @graph. */
  types: string[];
  /** Blocks that are not JSON. */
  invalid: number;
  /** Top-level items whose @context is not schema.org. */
  badContext: number;
  /** Top-level items without @type. */
  untyped: number;
  /** Items of a known type that lack required properties. */
  incomplete: { type: string; missing: string[] }[];
}

type Node = Record<string, unknown>;
type Rule = (node: Node) => string[];

const has = (node: Node, name: string): boolean => {
  const value = own(node, name);
  if (value === undefined || value === null || value === '') return false;
  return !Array.isArray(value) || value.length > 0;
};
const needs =
  (...names: string[]): Rule =>
  (node) =>
    names.filter((name) => !has(node, name));

const article = needs('headline');
const RULES: Readonly<Record<string, Rule>> = {
  Article: article,
  NewsArticle: article,
  BlogPosting: article,
  Product: (node) => [
    ...needs('name')(node),
    // A product result needs at least one of these to show anything beyond its name.
    ...(['offers', 'review', 'aggregateRating'].some((name) => has(node, name))
      ? []
      : ['offers|review|aggregateRating']),
  ],
  BreadcrumbList: (node) => {
    const items = listOf(own(node, 'itemListElement'));
    if (items.length === 0) return ['itemListElement'];
    const incomplete = items.some(
      (item) => !has(item, 'position') || !(has(item, 'name') || has(item, 'item')),
    );
    return incomplete ? ['itemListElement.position|name'] : [];
  },
  Organization: needs('name'),
  FAQPage: (node) => {
    const questions = listOf(own(node, 'mainEntity'));
    if (questions.length === 0) return ['mainEntity'];
    const incomplete = questions.some(
      (question) =>
        !has(question, 'name') ||
        !listOf(own(question, 'acceptedAnswer')).some((a) => has(a, 'text')),
    );
    return incomplete ? ['mainEntity.name|acceptedAnswer.text'] : [];
  },
};

const MAX_DEPTH = 8;

export function inspectJsonLd(blocks: readonly string[], validate: boolean): JsonLdReport {
  const report: JsonLdReport = { types: [], invalid: 0, badContext: 0, untyped: 0, incomplete: [] };
  for (const block of blocks) {
    let document: unknown;
    try {
      document = JSON.parse(block);
    } catch {
      report.invalid++;
      continue;
    }
    collectTypes(document, report.types, 0);
    if (validate) {
      for (const root of listOf(document)) validateRoot(root, report);
    }
  }
  return report;
}

/** A top-level node: its own items, or those of its @graph, which share its @context. */
function validateRoot(root: Node, report: JsonLdReport): void {
  const graph = own(root, '@graph');
  const items = graph === undefined ? [root] : listOf(graph);
  const rootContext = isSchemaOrg(own(root, '@context'));
  for (const item of items) {
    const itemContext = own(item, '@context');
    const context = itemContext === undefined ? rootContext : isSchemaOrg(itemContext);
    if (!context) report.badContext++;
    const types = typesOf(own(item, '@type'));
    if (types.length === 0) {
      report.untyped++;
      continue;
    }
    for (const type of types) {
      const missing = own(RULES, type)?.(item) ?? [];
      if (missing.length > 0) report.incomplete.push({ type, missing });
    }
  }
}

/** "https://schema.org", "http://schema.org/", in an array, or as an object's @vocab. */
function isSchemaOrg(context: unknown): boolean {
  if (typeof context === 'string') return /^https?:\/\/schema\.org\/?$/i.test(context.trim());
  if (Array.isArray(context)) return context.some(isSchemaOrg);
  if (context !== null && typeof context === 'object') {
    return isSchemaOrg(own(context as Node, '@vocab'));
  }
  return false;
}

function typesOf(type: unknown): string[] {
  const list = Array.isArray(type) ? type : [type];
  // "schema:Product" and "https://schema.org/Product" name the same type.
  return list
    .filter((item): item is string => typeof item === 'string' && item !== '')
    .map((item) => item.replace(/^(?:https?:\/\/schema\.org\/|schema:)/i, ''));
}

function listOf(value: unknown): Node[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter(
    (item): item is Node => item !== null && typeof item === 'object' && !Array.isArray(item),
  );
}

/** The @type values of a JSON-LD document, through arrays and @graph. */
function collectTypes(node: unknown, into: string[], depth: number): void {
  if (depth > MAX_DEPTH || node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) collectTypes(item, into, depth + 1);
    return;
  }
  const record = node as Node;
  const type = own(record, '@type');
  if (typeof type === 'string') into.push(type);
  else if (Array.isArray(type)) into.push(...type.filter((t) => typeof t === 'string'));
  const graph = own(record, '@graph');
  if (graph !== undefined) collectTypes(graph, into, depth + 1);
}
