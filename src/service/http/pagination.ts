// The Laravel pagination envelope that deployed services answer for lists (docs/compatibility.md,
// "Lists"). Links keep the request's other query parameters so that following `next` keeps the
// filters and the order.
import type { RequestInfo, ServiceContext } from './context.js';
import { sendJson } from './respond.js';

export interface PageLink {
  url: string | null;
  label: string;
  active: boolean;
}

export interface PaginatedBody<T> {
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
