// Keys that mean something to JavaScript objects ("__proto__", "constructor", "prototype",
// "toString", ...) are plain data in every reader of outside data (issue 26): service answers,
// stored results, request bodies, baselines, comment blocks, a page's JSON-LD. Documents are
// made with JSON.parse, as each reader gets them, so such keys are own keys. Each property runs
// from a fixed seed, so that a failure reproduces.
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { readBaselineBlock } from '../src/client/action/baseline-block.js';
import { parseUncertainCreates } from '../src/client/action/state.js';
import { SeoReportApiError } from '../src/client/api/errors.js';
import {
  parseDeletion,
  parseProjectPage,
  parseReport,
  parseReportPage,
} from '../src/client/api/normalize.js';
import { parseJobConfig } from '../src/client/app/config.js';
import { siteFindings } from '../src/client/app/site-findings.js';
import type { UrlOutcome } from '../src/client/audit/types.js';
import { COMPACT_TAG, readBaselineDocument } from '../src/client/baseline/document.js';
import { BaselineShapeError } from '../src/client/baseline/types.js';
import { runCli } from '../src/commands.js';
import { boundValue } from '../src/server/analyzer/bound-result.js';
import { inspectJsonLd } from '../src/server/analyzer/checks/json-ld.js';
import { HttpError } from '../src/server/service/http/errors.js';
import { readFormBody } from '../src/server/service/http/request-body.js';
import { parseCreateReport, parseUpdateReport } from '../src/server/service/http/validation.js';
import { resolveExtraHeaders } from '../src/shared/extra-headers.js';
import { pageFindings, readChecks } from '../src/shared/findings/findings.js';
import { own, setOwn } from '../src/shared/own-keys.js';
import { renderReportPage } from '../src/shared/pages/render-report-page.js';
import { mockApi } from './api/mock-api.js';

const SEED = 42;
const RUNS = 200;

/** Own property names of Object.prototype before any test: no reader may add or change one. */
const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype).sort();
const PROTOTYPE_VALUES = PROTOTYPE_NAMES.map(
  (name) => Object.getOwnPropertyDescriptor(Object.prototype, name)?.value,
);

afterEach(() => {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE_NAMES);
  expect(
    PROTOTYPE_NAMES.map((name) => Object.getOwnPropertyDescriptor(Object.prototype, name)?.value),
  ).toEqual(PROTOTYPE_VALUES);
  expect(Object.getPrototypeOf({})).toBe(Object.prototype);
});

/** Keys that are Object.prototype's, or that the readers look for, mixed. */
const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
];
const READER_KEYS = [
  'data',
  'id',
  'url',
  'results',
  'result',
  'score',
  'grade',
  'passed',
  'value',
  'errors',
  'error',
  'message',
  'meta',
  'links',
  'next',
  'pages',
  'failed-checks',
  'urls',
  'watermark',
  'title',
  'canonical',
  '@type',
  '@graph',
  '@context',
  'privacy',
  COMPACT_TAG,
];
const key = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
  { weight: 3, arbitrary: fc.constantFrom(...READER_KEYS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
);

/**
 * JSON text of any shape whose object keys lean to the keys above. Built as text, not as
 * objects: an object literal or an assignment would take "__proto__" for the prototype.
 */
const { json } = fc.letrec<{ json: string; object: string; array: string }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('null', 'true', 'false', '0', '1', '2', '95.5', '"1"', '"good"', '""'),
    fc.string({ maxLength: 8 }).map((text) => JSON.stringify(text)),
    fc.webUrl().map((url) => JSON.stringify(url)),
    tie('object'),
    tie('array'),
  ),
  object: fc
    .array(fc.tuple(key, tie('json')), { maxLength: 6 })
    .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
  array: fc.array(tie('json'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
}));
const document = json.map((text) => JSON.parse(text) as unknown);
/** An object whose every key is a prototype key or a reader's, with any values. */
const hostileObject = fc
  .array(fc.tuple(key, json), { minLength: 1, maxLength: 8 })
  .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`);

function check<T>(property: fc.IProperty<T> | fc.IAsyncProperty<T>) {
  return fc.assert(property as fc.IRawProperty<T>, { seed: SEED, numRuns: RUNS });
}

/** Runs a reader that may refuse its input with its own error type, and nothing else. */
function tolerant(read: () => unknown, ...allowed: (new (...args: never[]) => Error)[]) {
  try {
    read();
  } catch (error) {
    if (!allowed.some((type) => error instanceof type)) throw error;
  }
}

/** Keys of an object's own entries whose values are objects (what readChecks keeps). */
function objectKeys(value: unknown): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value)
    .filter(([, item]) => item !== null && typeof item === 'object' && !Array.isArray(item))
    .map(([name]) => name);
}

function outcomeOf(report: ReturnType<typeof parseReport>): UrlOutcome {
  return {
    url: 'https://a.test/',
    reportId: report.id,
    report,
    grade: report.grade,
    score: report.score,
    failure: null,
    durationMs: 1,
  };
}

describe('own-keys', () => {
  it('reads own keys only and sets __proto__ as data', () => {
    const parsed = JSON.parse('{"__proto__": 1, "a": 2}') as Record<string, unknown>;
    expect(own(parsed, '__proto__')).toBe(1);
    expect(own({}, 'constructor')).toBeUndefined();
    expect(own({}, 'toString')).toBeUndefined();
    const target: Record<string, unknown> = {};
    setOwn(target, '__proto__', { polluted: true });
    setOwn(target, 'constructor', 'c');
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype);
    expect(Object.keys(target)).toEqual(['__proto__', 'constructor']);
    expect(JSON.stringify(target)).toBe('{"__proto__":{"polluted":true},"constructor":"c"}');
  });
});

describe('client readers of service answers (src/client/api/normalize.ts)', () => {
  it('read any document without throwing anything but their own error', () =>
    check(
      fc.property(document, (body) => {
        for (const read of [
          () => parseReport('GET /r', body),
          () => parseReportPage('GET /r', body, 1),
          () => parseProjectPage('GET /p', body, 1),
          () => parseDeletion(body, '1', false),
        ]) {
          tolerant(read, SeoReportApiError);
        }
      }),
    ));

  it('keep every check of an object of results, under its own key', () =>
    check(
      fc.property(hostileObject, (resultsText) => {
        const results = JSON.parse(resultsText);
        const report = parseReport('GET /r', JSON.parse(`{"id": 1, "results": ${resultsText}}`));
        expect(Object.keys(report.checks ?? {})).toEqual(objectKeys(results));
        expect(Object.getPrototypeOf(report.checks)).toBe(Object.prototype);
        // What the job then does with the checks: findings across pages, and each page's.
        siteFindings([outcomeOf(report), outcomeOf(report)]);
        expect(
          pageFindings(report.checks)
            .map((finding) => finding.key)
            .sort(),
        ).toEqual(objectKeys(results).sort());
      }),
    ));

  it('take a report named by prototype keys as data', () => {
    const report = parseReport(
      'GET /r',
      JSON.parse(
        '{"data": {"id": 7, "url": "https://a.test/", "results": {"__proto__": {"passed": false, "importance": "high"}, "constructor": {"passed": true}, "seo_friendly_url": {"passed": true, "value": "https://a.test/x"}}}}',
      ),
    );
    expect(report.id).toBe('7');
    expect(Object.keys(report.checks ?? {})).toEqual([
      '__proto__',
      'constructor',
      'seo_friendly_url',
    ]);
    expect(report.checks && own(report.checks, '__proto__')?.passed).toBe(false);
    expect(report.fullUrl).toBe('https://a.test/x');
    // No envelope fields inherited from Object.prototype: a body without data is the report.
    expect(() => parseReport('GET /r', JSON.parse('{"constructor": {"id": 1}}'))).toThrow(
      SeoReportApiError,
    );
  });

  it('name a 422 field "__proto__" or "constructor" as it was sent', async () => {
    const api = mockApi();
    api.script({
      status: 422,
      body: JSON.parse('{"message": {"__proto__": ["The x is odd."], "constructor": ["Bad."]}}'),
    });
    const error = await api.client.createReport({ url: 'https://a.test/' }).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(SeoReportApiError);
    const fieldErrors = (error as SeoReportApiError).fieldErrors ?? {};
    expect(Object.keys(fieldErrors)).toEqual(['__proto__', 'constructor']);
    expect((error as SeoReportApiError).reason).toBe('__proto__: The x is odd.; constructor: Bad.');
    await api.agent.close();
  });
});

describe('baselines and the state the main step leaves (src/client/baseline, src/client/action)', () => {
  it('read any document without throwing anything but their own error', () =>
    check(
      fc.property(json, (text) => {
        tolerant(() => readBaselineDocument(JSON.parse(text)), BaselineShapeError);
        parseUncertainCreates(text);
        const block = `<!-- ${COMPACT_TAG}:v1 ${gzipSync(Buffer.from(text)).toString('base64')} -->`;
        const read = readBaselineBlock(block);
        expect(read.kind).toBe('read');
        if (read.kind === 'read')
          tolerant(() => readBaselineDocument(read.document), BaselineShapeError);
      }),
    ));

  it('read no field a document does not hold itself', () => {
    expect(() => readBaselineDocument(JSON.parse('{"__proto__": {"results": []}}'))).toThrow(
      BaselineShapeError,
    );
    expect(
      readBaselineDocument(
        JSON.parse('[{"url": "https://a.test/", "score": 80, "failed-checks": ["__proto__"]}]'),
      ),
    ).toEqual([{ url: 'https://a.test/', score: 80, grade: null, failedChecks: ['__proto__'] }]);
    expect(parseUncertainCreates('{"__proto__": {"urls": ["https://a.test/"]}}')).toEqual({
      watermark: null,
      urls: [],
    });
  });
});

describe('options and commands', () => {
  const read = (inputs: Record<string, string>) => (name: string) =>
    own({ urls: 'https://a.test/x', ...inputs }, name) ?? '';

  it('refuse a privacy named after a prototype member', () => {
    for (const privacy of ['constructor', 'toString', '__proto__']) {
      expect(() => parseJobConfig(read({ privacy }))).toThrow(/must be public, private, password/);
    }
  });

  it('keep a header named __proto__ as a header', () => {
    const config = parseJobConfig(read({ headers: '__proto__: yes\nconstructor: too' }));
    expect(config.target.kind === 'embedded' && Object.keys(config.target.headers)).toEqual([
      '__proto__',
      'constructor',
    ]);
    expect(Object.keys(resolveExtraHeaders(JSON.parse('{"__proto__": "x"}')))).toEqual([
      '__proto__',
    ]);
  });

  it('call `seo-report constructor` an unknown command', async () => {
    let stderr = '';
    const io = {
      stdout: () => {},
      stderr: (text: string) => {
        stderr += text;
      },
      env: {},
      stopRequested: () => new Promise<string>(() => {}),
    };
    for (const name of ['constructor', '__proto__', 'toString']) {
      stderr = '';
      expect(await runCli([name], io)).toBe(2);
      expect(stderr).toContain(`unknown command "${name}"`);
    }
  });
});

/** A request as the service's handlers see it. */
function requestOf(body: string, type: string): IncomingMessage {
  return Object.assign(Readable.from([Buffer.from(body)]), {
    headers: { 'content-type': type },
  }) as unknown as IncomingMessage;
}

describe('service readers (src/server)', () => {
  it('read a JSON body of any keys: a 422 naming exactly its object fields, or its plain ones', () =>
    check(
      fc.asyncProperty(hostileObject, async (text) => {
        const parsed = JSON.parse(text) as Record<string, unknown>;
        const objects = objectKeys(parsed).concat(
          Object.keys(parsed).filter((name) => Array.isArray(parsed[name])),
        );
        let fields: Map<string, string>;
        try {
          fields = await readFormBody(requestOf(text, 'application/json'), 1 << 20);
        } catch (error) {
          if (!(error instanceof HttpError) || error.status !== 422) throw error;
          expect(Object.keys(error.body).sort()).toEqual([...new Set(objects)].sort());
          return;
        }
        expect(objects).toEqual([]);
        const plain = Object.entries(parsed).filter(([, value]) => value !== null);
        expect([...fields.keys()].sort()).toEqual(plain.map(([name]) => name).sort());
        for (const parse of [
          () => parseCreateReport(fields),
          () => parseUpdateReport(fields, false),
        ]) {
          tolerant(parse, HttpError);
        }
      }),
    ));

  it('store a page result with the keys it had, __proto__ included', () =>
    check(
      fc.property(hostileObject, (text) => {
        const truncated: Record<string, number> = {};
        // Small documents are within every bound: the copy is the same JSON.
        expect(JSON.stringify(boundValue(JSON.parse(text), 'value', truncated))).toBe(
          JSON.stringify(JSON.parse(text)),
        );
      }),
    ));

  it("read a page's JSON-LD of any keys, @type a prototype member or not", () =>
    check(
      fc.property(fc.array(json, { maxLength: 3 }), (blocks) => {
        inspectJsonLd(blocks, true);
      }),
    ));

  it('count no required property a JSON-LD item inherits', () => {
    const report = inspectJsonLd(
      [
        '{"@context": "https://schema.org", "@type": "toString"}',
        '{"@context": "https://schema.org", "@type": "__defineGetter__"}',
        '{"@context": "https://schema.org", "@type": "Organization", "__proto__": {"name": "x"}}',
      ],
      true,
    );
    expect(report.incomplete).toEqual([{ type: 'Organization', missing: ['name'] }]);
  });

  it('render stored results of any keys into a report page', () =>
    check(
      fc.property(hostileObject, (text) => {
        const results = JSON.parse(text);
        const html = renderReportPage({ url: 'https://a.test/', results });
        expect(html).not.toContain('function Object');
        expect(Object.keys(readChecks(results))).toEqual(objectKeys(results));
      }),
    ));
});
