import type { IncomingMessage } from 'node:http';
import { HttpError, ValidationErrors } from './errors.js';

/** Form fields of a POST or PUT: the last value wins for a repeated name, as in Laravel. */
export type FormFields = Map<string, string>;

const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

/**
 * Reads and parses a request body: form-urlencoded (what the interface specifies) or a flat JSON
 * object (a convenience). Bodies over `maxBytes` are a 413 before they are buffered whole.
 */
export async function readFormBody(
  request: IncomingMessage,
  maxBytes: number,
): Promise<FormFields> {
  const declared = Number(request.headers['content-length'] ?? Number.NaN);
  if (declared > maxBytes) throw tooLarge(maxBytes);
  const raw = await readLimited(request, maxBytes);
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (raw.length === 0 && (type === '' || type === FORM || type === JSON_TYPE)) return new Map();
  if (type === FORM) return new Map(new URLSearchParams(raw.toString('utf8')));
  if (type === JSON_TYPE) return parseJsonFields(raw);
  throw new HttpError(
    415,
    `Unsupported content type${type ? ` "${type}"` : ''}: send ${FORM} (or ${JSON_TYPE}).`,
  );
}

function tooLarge(maxBytes: number): HttpError {
  // The rest of an oversized body is not read, so the connection cannot be reused.
  return new HttpError(413, `The request body is larger than ${maxBytes} bytes.`, {
    Connection: 'close',
  });
}

function readLimited(request: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        cleanup();
        request.pause();
        reject(tooLarge(maxBytes));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(new HttpError(400, `The request body could not be read: ${error.message}`));
    };
    const cleanup = () => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
    };
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
  });
}

function parseJsonFields(raw: Buffer): FormFields {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new HttpError(400, 'The request body must be a JSON object.');
  }
  const fields: FormFields = new Map();
  const errors = new ValidationErrors();
  for (const [name, value] of Object.entries(parsed)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'object') {
      // Every field is a string or a number. Not serialised back: a value nested thousands deep
      // overflowed the stack in JSON.stringify and answered 500.
      errors.add(name, `The ${name} must be a string or a number, not an object or an array.`);
      continue;
    }
    fields.set(name, String(value));
  }
  errors.throwIfAny();
  return fields;
}
