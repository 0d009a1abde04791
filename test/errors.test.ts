// One error base with stable codes (src/shared/errors.ts): every error class in src/ extends it,
// every class answers only the codes listed for it, no two classes share a code, and
// docs/troubleshooting.md ("Error codes") lists exactly the codes there are. The classes are
// read from the source with TypeScript's parser, so a new `class X extends Error` anywhere fails
// here, exported or not; the exported ones are then imported and checked at run time.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ExchangeError, type ExchangeFailure } from '../src/client/api/exchange.js';
import { type ApiErrorCode, SeoReportApiError } from '../src/client/api/index.js';
import { FetchFailure } from '../src/server/analyzer/net/fetch-failure.js';
import { RenderFailure } from '../src/server/analyzer/render/render-page.js';
import { StorageError } from '../src/server/service/storage-health.js';
import { ERROR_CODES, type ErrorCode, SeoReportError } from '../src/shared/errors.js';

const ROOT = join(import.meta.dirname, '..');
const SRC = join(ROOT, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

interface ClassInSource {
  name: string;
  file: string;
  base: string;
  exported: boolean;
  /** The class named in `get errorCode(): ErrorCodeOf<'...'>`, or null without that getter. */
  codesOf: string | null;
}

/** Every class in src/ that extends another, as written. */
function classesInSource(): ClassInSource[] {
  const found: ClassInSource[] = [];
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isClassDeclaration(node) && node.name) {
        const base = node.heritageClauses
          ?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword)
          ?.types[0]?.expression.getText(source);
        const getter = node.members.find(
          (member): member is ts.GetAccessorDeclaration =>
            ts.isGetAccessorDeclaration(member) && member.name.getText(source) === 'errorCode',
        );
        const codesOf = getter?.type?.getText(source).match(/^ErrorCodeOf<'(\w+)'>$/)?.[1];
        if (base)
          found.push({
            name: node.name.text,
            file: relative(ROOT, file),
            base,
            exported: !!node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword),
            codesOf: codesOf ?? null,
          });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const CLASSES = classesInSource();
const BUILT_IN_ERRORS = new Set(
  Object.getOwnPropertyNames(globalThis).filter((name) => /^([A-Z]\w*)?Error$/.test(name)),
);
/** The classes that are errors: they extend a built-in error, or a class that is one. */
const ERROR_CLASSES = (() => {
  const byName = new Map(CLASSES.map((c) => [c.name, c]));
  const isError = (c: ClassInSource, depth = 0): boolean =>
    BUILT_IN_ERRORS.has(c.base) ||
    (depth < 10 && byName.has(c.base) && isError(byName.get(c.base) as ClassInSource, depth + 1));
  return CLASSES.filter((c) => c.name !== 'SeoReportError' && isError(c));
})();

/** The classes each code is listed for, and the codes of each class. */
const LISTED = Object.entries(ERROR_CODES) as [ErrorCode, string][];
const codesOfClass = (name: string) => LISTED.filter(([, owner]) => owner === name).map(([c]) => c);

describe('the error classes of src/', () => {
  it('finds them all (the twenty there were when the base came)', () => {
    expect(ERROR_CLASSES.length).toBeGreaterThanOrEqual(20);
  });

  it('extend SeoReportError, and nothing else extends a built-in error', () => {
    const direct = CLASSES.filter((c) => BUILT_IN_ERRORS.has(c.base)).map((c) => c.name);
    expect(direct).toEqual(['SeoReportError']);
  });

  it.each(ERROR_CLASSES)('$name ($file) answers errorCode with its own codes', (c) => {
    expect(c.codesOf, `${c.name} has no "get errorCode(): ErrorCodeOf<'${c.name}'>"`).toBe(c.name);
    expect(codesOfClass(c.name).length, `no code is listed for ${c.name}`).toBeGreaterThan(0);
  });

  it('every class that codes are listed for is one of them, and names are unique', () => {
    const names = ERROR_CLASSES.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...new Set(Object.values(ERROR_CODES))].sort()).toEqual([...names].sort());
  });

  it("codes are SEO_ and upper case, and never SEO_REPORT_ (the CLI's variables)", () => {
    for (const [code] of LISTED) {
      expect(code).toMatch(/^SEO_[A-Z][A-Z_]*[A-Z]$/);
      expect(code).not.toMatch(/^SEO_REPORT_/);
    }
  });

  it.each(ERROR_CLASSES.filter((c) => c.exported))(
    '$name, imported, is a SeoReportError with errorCode on its prototype',
    async (c) => {
      const module = (await import(pathToFileURL(join(ROOT, c.file)).href)) as Record<
        string,
        unknown
      >;
      const exported = module[c.name] as { prototype: object } | undefined;
      expect(exported).toBeTypeOf('function');
      const prototype = (exported as { prototype: object }).prototype;
      expect(prototype instanceof SeoReportError).toBe(true);
      expect(prototype instanceof Error).toBe(true);
      // A getter, not an own field: instances look as they did (inspect, toEqual, structuredClone).
      expect(Object.getOwnPropertyDescriptor(prototype, 'errorCode')?.get).toBeTypeOf('function');
    },
  );
});

describe('the classes with a kind: one code per kind, all listed ones reachable', () => {
  // Record<Kind, true>: the compiler fails here when a kind is added and not listed.
  const API: Record<ApiErrorCode, true> = {
    invalid_parameter: true,
    unauthenticated: true,
    forbidden: true,
    not_found: true,
    validation: true,
    rate_limited: true,
    server_error: true,
    http: true,
    redirect: true,
    html_page: true,
    garbled: true,
    not_the_api: true,
    network: true,
    tls: true,
    unreachable: true,
    timeout: true,
    aborted: true,
  };
  const EXCHANGE: Record<ExchangeFailure, true> = {
    CONNECT_TIMEOUT: true,
    HEADERS_TIMEOUT: true,
    BODY_TIMEOUT: true,
    RESPONSE_TOO_LARGE: true,
    CONNECTION_CLOSED: true,
  };
  const FETCH: Record<FetchFailure['code'], true> = {
    invalid_url: true,
    unsupported_scheme: true,
    refused_address: true,
    dns_error: true,
    connection_error: true,
    tls_error: true,
    timeout: true,
    too_many_redirects: true,
    redirect_loop: true,
    bad_redirect: true,
    bad_response: true,
    too_large: true,
    bad_content_encoding: true,
    bad_charset: true,
    bad_encoding: true,
    fetch_error: true,
  };
  const RENDER: Record<RenderFailure['code'], true> = {
    no_browser: true,
    render_error: true,
    refused_address: true,
    timeout: true,
  };
  const STORAGE: Record<StorageError['kind'], true> = { full: true, busy: true, failed: true };

  const cases: [string, SeoReportError[]][] = [
    [
      'SeoReportApiError',
      (Object.keys(API) as ApiErrorCode[]).map(
        (code) => new SeoReportApiError({ code, endpoint: 'GET /reports', reason: 'x' }),
      ),
    ],
    [
      'ExchangeError',
      (Object.keys(EXCHANGE) as ExchangeFailure[]).map((code) => new ExchangeError(code, 'x')),
    ],
    [
      'FetchFailure',
      (Object.keys(FETCH) as FetchFailure['code'][]).map((code) => new FetchFailure(code, 'x')),
    ],
    [
      'RenderFailure',
      (Object.keys(RENDER) as RenderFailure['code'][]).map((code) => new RenderFailure(code, 'x')),
    ],
    [
      'StorageError',
      (Object.keys(STORAGE) as StorageError['kind'][]).map((kind) => new StorageError(kind, 'x')),
    ],
  ];

  it.each(cases)('%s: each kind has its own code, and each listed code a kind', (name, errors) => {
    const codes = errors.map((error) => error.errorCode);
    expect(new Set(codes).size).toBe(errors.length);
    expect([...codes].sort()).toEqual(codesOfClass(name).sort());
  });

  it('keeps the older `code` as it was: the API client is a documented library', () => {
    const error = new SeoReportApiError({ code: 'timeout', endpoint: 'GET /reports', reason: 'x' });
    expect(error.code).toBe('timeout');
    expect(error.errorCode).toBe('SEO_API_TIMEOUT');
    expect(Object.keys(error)).not.toContain('errorCode');
  });
});

describe('docs/troubleshooting.md, "Error codes"', () => {
  const page = readFileSync(join(ROOT, 'docs/troubleshooting.md'), 'utf8');
  const section = page.split('\n## ').find((part) => part.startsWith('Error codes')) ?? '';
  /** code -> class, from the rows "| `SEO_...` | `Class` ...". */
  const rows = [...section.matchAll(/^\| `(SEO_[A-Z_]+)` \| `(\w+)`/gm)].map(
    ([, code, owner]) => [code, owner] as [string, string],
  );
  /** Each code's row, as its cells. */
  const cells = section
    .split('\n')
    .filter((line) => line.startsWith('| `SEO_'))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );

  it('lists every code once, with the class that throws it', () => {
    expect(rows.length).toBe(new Set(rows.map(([code]) => code)).size);
    expect(Object.fromEntries(rows)).toEqual(ERROR_CODES);
  });

  it('gives every code its cause and what to do about it', () => {
    expect(section).toContain('| code | thrown as | cause | what to do |');
    for (const row of cells) {
      expect(row, row[0]).toHaveLength(4);
      const [, , cause, fix] = row;
      expect(cause?.length, `${row[0]}: no cause`).toBeGreaterThan(10);
      expect(fix?.length, `${row[0]}: nothing to do`).toBeGreaterThan(5);
    }
  });

  it('names no code that does not exist, anywhere on the page', () => {
    // SEO_REPORT_* are the CLI's environment variables (SEO_REPORT_API_KEY), not codes.
    const named = new Set(page.match(/\bSEO_[A-Z_]*[A-Z]\b/g));
    const unknown = [...named].filter(
      (code) => !code.startsWith('SEO_REPORT_') && !(code in ERROR_CODES),
    );
    expect(unknown).toEqual([]);
  });
});

describe('the tests', () => {
  // Every code is produced by a test through the code that throws it, which asserts the code
  // beside the message (expect(error.errorCode).toBe('SEO_...'), or the kind a report's failure
  // carries, mapped by the class's own table): a code no test names is one whose message nobody
  // has seen.
  const tests = sourceFiles(join(ROOT, 'test'))
    .filter((file) => file !== join(ROOT, 'test/errors.test.ts'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');

  it.each(LISTED.map(([code]) => code))('%s is produced and named by one', (code) => {
    expect(tests.includes(`'${code}'`), `no test names '${code}' where it produces it`).toBe(true);
  });
});
