// Every expected failure is an HttpError: the router turns it into the documented JSON body
// ({"message": ..., "status": N}) without a stack trace. Anything else is a bug and becomes 500.
import { type ErrorCodeOf, SeoReportError } from '../../../shared/errors.js';

export type ErrorMessage = string | Record<string, string[]>;

export class HttpError extends SeoReportError {
  override name = 'HttpError';
  get errorCode(): ErrorCodeOf<'HttpError'> {
    return 'SEO_SERVICE_HTTP';
  }
  readonly status: number;
  readonly body: ErrorMessage;
  readonly headers: Record<string, string>;

  constructor(status: number, body: ErrorMessage, headers: Record<string, string> = {}) {
    super(typeof body === 'string' ? body : JSON.stringify(body));
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export const notFound = (): HttpError => new HttpError(404, 'Resource not found.');

export const unauthenticated = (): HttpError => new HttpError(401, 'Unauthenticated.');

export const methodNotAllowed = (allowed: readonly string[]): HttpError =>
  new HttpError(405, `The ${allowed.join(', ')} methods are supported for this route.`, {
    Allow: allowed.join(', '),
  });

/** A 422 with Laravel's field errors: {"message": {"field": ["..."]}}. */
export class ValidationErrors {
  // Field names come from the request: "__proto__" or "constructor" is a field like any other.
  // Kept in an object, they found Object.prototype's members and the 422 became a 500.
  readonly #errors = new Map<string, string[]>();

  add(field: string, message: string): void {
    const list = this.#errors.get(field) ?? [];
    list.push(message);
    this.#errors.set(field, list);
  }

  throwIfAny(): void {
    // fromEntries defines each field as the body's own key, "__proto__" too.
    if (this.#errors.size > 0) throw new HttpError(422, Object.fromEntries(this.#errors));
  }
}
