import type { ServerResponse } from 'node:http';
import type { ErrorMessage } from './errors.js';

/** Sends a JSON body; `status` is repeated in the body, as deployed services do. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify({ ...body, status });
  response.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  response.end(text);
}

/**
 * Sends `{"data":<item>,"status":N}` around an item already written as JSON (UTF-8 bytes): the
 * text sendJson would write for `{ data: item }`, without serializing the item again.
 */
export function sendJsonData(response: ServerResponse, status: number, item: Uint8Array): void {
  const head = Buffer.from('{"data":');
  const tail = Buffer.from(`,"status":${status}}`);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': head.length + item.length + tail.length,
    'Cache-Control': 'no-store',
  });
  response.end(Buffer.concat([head, item, tail]));
}

export function sendError(
  response: ServerResponse,
  status: number,
  message: ErrorMessage,
  headers: Record<string, string> = {},
): void {
  sendJson(response, status, { message }, headers);
}

export function sendHtml(
  response: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    ...headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
    // The page is self-contained: inline styles only, no scripts, nothing from elsewhere.
    'Content-Security-Policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  });
  response.end(html);
}
