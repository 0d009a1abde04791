// One way out for text: everything a face writes passes through here, so that a secret never
// leaves and text from a service, a page or a sitemap cannot act as a command. A line break
// followed by `::error::` or `::add-mask::` would be a workflow command in a GitHub log; an ESC
// sequence drives a terminal; bidi overrides make text read differently than it is.
import { SecretScrubber } from '../api/secrets.js';

const BREAKS = /[\r\n\t\v\f\u0085\u2028\u2029]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are what must not pass
const CONTROLS = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

// Any character of BREAKS or CONTROLS: one scan tells that a line has none (nearly every line).
// Made of the two, so that it can never let through what either replaces.
const BREAK_OR_CONTROL = new RegExp(`${BREAKS.source}|${CONTROLS.source}`);

/** One line, without control characters, ESC or bidi controls (each shown as U+FFFD). */
export function neutralise(text: string): string {
  if (!BREAK_OR_CONTROL.test(text)) return text;
  return text.replace(BREAKS, ' ').replace(CONTROLS, '\uFFFD');
}

// What JSON.stringify leaves raw although a terminal or a log acts on it: DEL, C1 controls (NEL,
// CSI), line separators and bidi controls. Only string contents can hold them.
const RAW_IN_JSON = /[\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;

/** The same character as a \uXXXX (JSON) or &#xXXXX; (XML) escape. */
const hex = (char: string) =>
  (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');

/** JSON text with those characters escaped: the same value, nothing raw for a terminal. */
export function escapeJsonInvisibles(json: string): string {
  return json.replace(RAW_IN_JSON, (char) => `\\u${hex(char)}`);
}

/** XML text with those characters as character references: the same value, nothing raw. */
export function escapeXmlInvisibles(xml: string): string {
  return xml.replace(RAW_IN_JSON, (char) => `&#x${hex(char)};`);
}

/** Scrubs the secrets and neutralises what the faces write. */
export class SafeText {
  private readonly scrubber = new SecretScrubber();
  /** A secret holds a line break: it could straddle two pieces of a block written in pieces. */
  private secretSpansLines = false;

  constructor(secrets: (string | null | undefined)[] = []) {
    for (const secret of secrets) this.add(secret);
  }

  add(secret: string | null | undefined): void {
    this.scrubber.add(secret);
    if (secret && secret.trim() !== secret) this.scrubber.add(secret.trim());
    if (secret?.includes('\n')) this.secretSpansLines = true;
  }

  /** A log line: one line, no secret. */
  line(text: string): string {
    return neutralise(this.scrubber.scrub(text));
  }

  /** A block a renderer made (markdown, a table, JSON, XML): its cells are escaped already. */
  block(text: string): string {
    return this.scrubber.scrub(text);
  }

  /**
   * A block given in parts (a renderer's lines), as pieces of about `size` characters to write
   * one after the other: the same text as `block` of the parts joined, without ever holding it
   * whole (a 10,000-page table is 13 MB). A piece ends only where a part ends a line, and only
   * a secret with a line break could straddle two: with one, the block is scrubbed whole.
   */
  *blockPieces(parts: Iterable<string>, size: number = 64 * 1024): Generator<string> {
    if (this.secretSpansLines) {
      yield this.block([...parts].join(''));
      return;
    }
    let piece: string[] = [];
    let length = 0;
    for (const part of parts) {
      piece.push(part);
      length += part.length;
      if (length >= size && part.endsWith('\n')) {
        yield this.block(piece.join(''));
        piece = [];
        length = 0;
      }
    }
    if (piece.length > 0) yield this.block(piece.join(''));
  }
}
