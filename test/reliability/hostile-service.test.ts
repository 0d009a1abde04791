// Bounded work against a hostile or broken service, client side (issue 16): list iteration
// stops at the size the first page declared and at pages that only repeat ids, whatever the
// later pages claim. Each case is a real HTTP server on 127.0.0.1 that answers list pages from
// a script; the count of pages it served is the measure.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SeoReportClient } from '../../src/client/api/client.js';
import { openLedger } from './support/ledger.js';

const ledger = openLedger('hostile-service', 'Hostile list service: bounded pagination', 46);

/** The answer to page `page` of the list, or what it would be. */
type Script = (page: number) => Record<string, unknown>;

let server: Server | undefined;
let client: SeoReportClient | undefined;

afterEach(async () => {
  await client?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function iterate(script: Script): Promise<{ ids: string[]; pages: number }> {
  let pages = 0;
  server = createServer((request, response) => {
    const page = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('page') ?? 1);
    pages++;
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(script(page)));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  client = new SeoReportClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: 'sk_hostile_1' });
  const ids: string[] = [];
  // A safety stop for the test itself: the old code read 10,000 pages here.
  for await (const report of client.reports({ perPage: 10 })) {
    ids.push(report.id);
    if (ids.length > 2_000) break;
  }
  return { ids, pages };
}

const report = (id: number) => ({ id, url: `chairs.test/${id}`, result: 80 });
const tenFrom = (first: number) => Array.from({ length: 10 }, (_, i) => report(first + i));

const cases: {
  name: string;
  script: Script;
  expected: string;
  check: (outcome: { ids: string[]; pages: number }) => boolean;
}[] = [
  {
    name: 'declares 25 reports, then serves new ids on every page forever',
    script: (page) => ({
      data: tenFrom(page * 10),
      // Each page claims more than the last; only the first page's word counts.
      meta: { current_page: page, last_page: page + 1, per_page: 10, total: 15 + page * 10 },
    }),
    expected: '25 reports from 3 pages',
    check: ({ ids, pages }) => ids.length === 25 && pages === 3,
  },
  {
    name: 'declares last page 3 (no total), then moves the last page along on every page',
    script: (page) => ({
      data: tenFrom(page * 10),
      meta: { current_page: page, last_page: page + 2 },
    }),
    expected: '30 reports from 3 pages',
    check: ({ ids, pages }) => ids.length === 30 && pages === 3,
  },
  {
    name: 'no meta, a next link on every page, two pages served in turn (A, B, A, ...)',
    script: (page) => ({ data: tenFrom(page % 2 === 1 ? 100 : 200), links: { next: '?page=x' } }),
    expected: '20 reports; stops at the third page (all ids seen)',
    check: ({ ids, pages }) => ids.length === 20 && pages === 3,
  },
  {
    name: 'the first page again on every page, claiming the list grows each time',
    script: (page) => ({
      data: tenFrom(1),
      meta: { current_page: page, last_page: 1000 + page, per_page: 10 },
    }),
    expected: '10 reports; stops after two pages of nothing new',
    check: ({ ids, pages }) => ids.length === 10 && pages <= 3,
  },
  {
    name: 'pages overlapping by nine ids (one new per page), declaring a total of 30',
    script: (page) => ({ data: tenFrom(page), meta: { current_page: page, total: 30 } }),
    expected: '30 distinct reports from 21 pages (one new id a page is progress)',
    check: ({ ids, pages }) => ids.length === 30 && new Set(ids).size === 30 && pages === 21,
  },
  {
    name: 'declares a total of 0, then serves pages of ids',
    script: (page) => ({ data: tenFrom(page * 10), meta: { current_page: page, total: 0 } }),
    expected: 'at most one report, one page',
    check: ({ ids, pages }) => ids.length <= 1 && pages === 1,
  },
];

describe('list iteration against a hostile service', () => {
  for (const { name, script, expected, check } of cases) {
    it(name, async () => {
      const outcome = await iterate(script);
      const passed = check(outcome);
      ledger.record({
        case: name,
        expected,
        observed: `${outcome.ids.length} reports (${new Set(outcome.ids).size} distinct) from ${outcome.pages} pages`,
        passed,
      });
      expect(passed, `${outcome.ids.length} reports from ${outcome.pages} pages`).toBe(true);
    });
  }
});
