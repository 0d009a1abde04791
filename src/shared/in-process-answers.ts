// The contract between the embedded service's answers without a socket
// (src/embedded/in-process-answers.ts) and the client's exchange that sends through them
// (src/client/api/exchange-in-process.ts): a request as the service's handler receives it, and
// what the handler writes, as it writes it. Here because neither side may import the other.

/** One request as the client sends it: the target is the URL's path and query. */
export interface InProcessRequest {
  method: string;
  target: string;
  /** Lower-case names, as the client sends them (host and content-length included). */
  headers: Record<string, string>;
  body: string | undefined;
}

/** What the service's handler writes, as it writes it. */
export interface InProcessSink {
  /** The status and headers: lower-case names, every value an array, as node's headersDistinct. */
  head(status: number, headers: Record<string, string[]>): void;
  data(chunk: Buffer): void;
  end(): void;
  /**
   * The service dropped the answer before its end (as it closes a connection), or refused it:
   * a Node-style error with a code.
   */
  failed(error: Error): void;
}

/**
 * A service's answers in process (the embedded service's `answers`): hands a request to its
 * handler and returns the function that abandons it, as closing the connection would.
 */
export type InProcessAnswers = (request: InProcessRequest, sink: InProcessSink) => () => void;
