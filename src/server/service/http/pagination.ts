// The Laravel pagination envelope that deployed services answer for lists (docs/compatibility.md,
// "Lists"). Links keep the request's other query parameters so that following `next` keeps the
// filters and the order.
import type { ServerResponse } from 'node:http';
import type { RequestInfo, ServiceContext } from './context.js';
import { sendJson } from './respond.js';

interface PageLink {
  url: string | null;
  label: string;
  active: boolean;
}

interface PaginatedBody<T> {
  data: T[];
  links: { first: string; last: string; prev: string | null; next: string | null };
  meta: {
    current_page: number;
    from: number | null;
    last_page: number;
    links: PageLink[];
    path: string;
    per_page: number;
    to: number | null;
    total: number;
  };
}

/** Answers one page of a list in the envelope, with links back to the same request. */
export function sendListPage<Row>(
  context: ServiceContext,
  info: RequestInfo,
  page: { items: Row[]; total: number },
  paging: { page: number; perPage: number },
  serialize: (row: Row) => unknown,
): void {
  const body = paginate(
    page.items.map(serialize),
    page.total,
    paging.page,
    paging.perPage,
    `${context.baseUrl()}${info.url.pathname}`,
    info.url.searchParams,
  );
  sendJson(info.response, 200, { ...body });
}

/** Pages listed around the current one in meta.links; the rest are folded into "...". */
const WINDOW = 3;

export function paginate<T>(
  items: T[],
  total: number,
  page: number,
  perPage: number,
  path: string,
  query: URLSearchParams,
): PaginatedBody<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const urlFor = (n: number): string => {
    const params = new URLSearchParams(query);
    params.set('page', String(n));
    return `${path}?${params.toString()}`;
  };
  const from = items.length > 0 ? (page - 1) * perPage + 1 : null;
  const to = from === null ? null : from + items.length - 1;
  const prev = page > 1 ? urlFor(Math.min(page - 1, lastPage)) : null;
  const next = page < lastPage ? urlFor(page + 1) : null;
  return {
    data: items,
    links: { first: urlFor(1), last: urlFor(lastPage), prev, next },
    meta: {
      current_page: page,
      from,
      last_page: lastPage,
      links: [
        { url: prev, label: '&laquo; Previous', active: false },
        ...pageLinks(page, lastPage, urlFor),
        { url: next, label: 'Next &raquo;', active: false },
      ],
      path,
      per_page: perPage,
      to,
      total,
    },
  };
}

function pageLinks(page: number, lastPage: number, urlFor: (n: number) => string): PageLink[] {
  const shown = new Set<number>([1, 2, lastPage - 1, lastPage]);
  for (let n = page - WINDOW; n <= page + WINDOW; n++) shown.add(n);
  const numbers = [...shown].filter((n) => n >= 1 && n <= lastPage).sort((a, b) => a - b);
  const links: PageLink[] = [];
  let previous = 0;
  for (const n of numbers) {
    if (n > previous + 1) links.push({ url: null, label: '...', active: false });
    links.push({ url: urlFor(n), label: String(n), active: n === page });
    previous = n;
  }
  return links;
}

/** Answers up to this size are sent whole, with a Content-Length; larger ones are streamed. */
const WHOLE_BYTES = 1024 * 1024;
/** Written to the socket at a time while streaming. */
const CHUNK_BYTES = 64 * 1024;
const COMMA = Buffer.from(',');

/**
 * Answers one page of a list in the envelope from items that are already JSON as UTF-8 bytes
 * (as the database hands them over: no decoding into strings and encoding back), read
 * batch by batch. A small page goes out whole; a large one (reports of hostile pages can be
 * megabytes each) is written chunk by chunk as the client reads it, so a page never sits whole
 * in memory, and a client that stops reading is disconnected instead of pinning it.
 */
export async function streamListPage(
  context: ServiceContext,
  info: RequestInfo,
  page: { total: number; batches: () => Iterable<Uint8Array[]> },
  paging: { page: number; perPage: number },
  /** Given the bytes of an answer that was sent whole. */
  onWhole?: (body: Buffer) => void,
): Promise<void> {
  const { response } = info;
  const batches = page.batches()[Symbol.iterator]();
  const first: Uint8Array[] = [];
  let count = 0;
  let size = 0;
  // Read until the page is known to be small, or has proved large.
  let next = batches.next();
  while (!next.done && size <= WHOLE_BYTES) {
    for (const item of next.value) {
      first.push(item);
      size += item.length;
    }
    next = batches.next();
  }
  const envelope = (items: number): { head: string; tail: string } => {
    const body = paginate(
      new Array(items).fill(0),
      page.total,
      paging.page,
      paging.perPage,
      `${context.baseUrl()}${info.url.pathname}`,
      info.url.searchParams,
    );
    const { data: _data, ...rest } = body;
    return { head: '{"data":[', tail: `],${JSON.stringify({ ...rest, status: 200 }).slice(1)}` };
  };
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  };
  if (next.done && size <= WHOLE_BYTES) {
    const { head, tail } = envelope(first.length);
    const parts: Uint8Array[] = [Buffer.from(head)];
    first.forEach((item, i) => {
      if (i > 0) parts.push(COMMA);
      parts.push(item);
    });
    parts.push(Buffer.from(tail));
    const body = Buffer.concat(parts);
    sendWholeJson(response, body);
    onWhole?.(body);
    return;
  }
  // meta (from, to) goes after the data, so it counts the items actually written.
  count = first.length;
  response.writeHead(200, headers);
  const writer = new ChunkWriter(response, context.options.slowReaderMs, () =>
    context.options.logger.warn(
      `${info.request.method} ${info.url.pathname}: dropped a client that stopped reading a list`,
    ),
  );
  const { head } = envelope(0);
  await writer.write(head);
  let separator = false;
  const write = async (item: Uint8Array) => {
    if (separator) await writer.write(COMMA);
    await writer.write(item);
    separator = true;
  };
  for (const item of first) await write(item);
  first.length = 0;
  while (!next.done) {
    for (const item of next.value) {
      await write(item);
      count += 1;
    }
    next = batches.next();
  }
  await writer.write(envelope(count).tail);
  await writer.end();
}

export function sendWholeJson(response: ServerResponse, body: Buffer): void {
  response.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
  });
  response.end(body);
}

/** Writes in chunks and waits for the reader; drops the connection of one that stalls. */
class ChunkWriter {
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;

  constructor(
    private readonly response: ServerResponse,
    private readonly slowReaderMs: number,
    private readonly onDrop: () => void,
  ) {}

  async write(text: string | Uint8Array): Promise<void> {
    const bytes = typeof text === 'string' ? Buffer.from(text) : text;
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    if (this.pendingBytes >= CHUNK_BYTES) await this.flush();
  }

  async end(): Promise<void> {
    await this.flush();
    this.response.end();
  }

  private async flush(): Promise<void> {
    const chunk = Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    if (this.response.destroyed) throw new Error('the client went away');
    if (this.response.write(chunk)) return;
    await drained(this.response, this.slowReaderMs, this.onDrop);
  }
}

function drained(
  response: ServerResponse,
  slowReaderMs: number,
  onDrop: () => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      clearTimeout(timer);
      response.off('drain', onDrain);
      response.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error('the client went away'));
    const timer = setTimeout(() => {
      // The reader does not keep up: free what it holds instead of buffering for it.
      onDrop();
      response.destroy();
      done(new Error('the client stopped reading'));
    }, slowReaderMs);
    response.on('drain', onDrain);
    response.on('close', onClose);
  });
}
