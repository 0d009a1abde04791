import { VERSION } from '../../../shared/cli/version.js';
import type { RequestInfo, ServiceContext } from './context.js';
import { sendHtml, sendJson } from './respond.js';
import { renderHomePage } from './service-pages.js';
import { viewerOf } from './session-handlers.js';

// `/`: what this service is. A browser gets the home page (how to open reports, where the API
// is); any other client gets the same facts as JSON (the interface says nothing of `/`).

const LATEST_REPORTS = 20;

export function showHome(context: ServiceContext, info: RequestInfo): void {
  const headers = { Vary: 'Accept, Cookie' };
  if (preferred(info.request.headers.accept) === 'json') {
    const base = context.baseUrl();
    sendJson(
      info.response,
      200,
      {
        name: 'SEO Report API reference service',
        version: VERSION,
        api: `${base}/api/v1`,
        report_page: `${base}/reports/{id}`,
        sign_in: `${base}/login`,
      },
      headers,
    );
    return;
  }
  const { userId } = viewerOf(context, info.request);
  const signedIn =
    userId === null
      ? null
      : (() => {
          const page = context.reports.list({
            userId,
            sortBy: 'id',
            sort: 'desc',
            limit: LATEST_REPORTS,
            offset: 0,
          });
          return { reports: page.items, total: page.total };
        })();
  const signedOut = userId === null && info.url.searchParams.has('signed-out');
  sendHtml(info.response, 200, renderHomePage({ version: VERSION, signedIn, signedOut }), headers);
}

/**
 * HTML when the client ranks text/html above application/json (browsers name text/html and
 * give every other type a lower q), else JSON: API clients, curl (any type at q=1) and a
 * request without Accept get JSON.
 */
export function preferred(accept: string | undefined): 'html' | 'json' {
  if (!accept) return 'json';
  return quality(accept, 'text', 'html') > quality(accept, 'application', 'json') ? 'html' : 'json';
}

/** The q a media type gets from an Accept header: its own entry, else its type's, else any. */
function quality(accept: string, type: string, subtype: string): number {
  let best = { specificity: -1, q: 0 };
  for (const entry of accept.split(',')) {
    const [range = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const [rangeType, rangeSubtype] = range.split('/');
    let specificity: number;
    if (rangeType === type && rangeSubtype === subtype) specificity = 2;
    else if (rangeType === type && rangeSubtype === '*') specificity = 1;
    else if (rangeType === '*' && rangeSubtype === '*') specificity = 0;
    else continue;
    const qParam = params.find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (specificity > best.specificity) best = { specificity, q: Number.isFinite(q) ? q : 0 };
  }
  return best.q;
}
