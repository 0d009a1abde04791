// Reading what a site answers, for the runner's own requests (sitemaps, the crawler's robots.txt
// and pages, the link checker): why a request failed in a word, and a body read up to a cap.

/** The network error's code (ECONNREFUSED, UND_ERR_CONNECT_TIMEOUT), else its message. */
export function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code) return cause.code;
  if (cause?.message) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/** The body as text, at most `maxBytes` of it (the rest is left unread: links past it are lost). */
export async function readTextCapped(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<string> {
  if (body === null) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.byteLength;
    // Leaving the loop cancels the stream: the rest is never downloaded.
    if (size >= maxBytes) break;
  }
  return Buffer.concat(chunks).subarray(0, maxBytes).toString('utf8');
}
