// Evidence for how safely the page is served: the security checks of deployed services.
import { listSample, plural, quote } from '../format.js';
import { count, field, isRecord, num, str, texts } from '../read.js';
import type { EvidenceTable } from '../types.js';
import { view, withOthers } from './view.js';

const EXAMPLES = 3;

/** "x-powered-by" -> "X-Powered-By". */
function headerName(name: string): string {
  return name.replace(
    /(^|-)([a-z])/g,
    (_match, dash: string, letter: string) => dash + letter.toUpperCase(),
  );
}

export const SECURITY_EVIDENCE = {
  https_encryption(check) {
    const c = view(check);
    const value = str(c.value);
    const url = value?.includes('://') ? value : null;
    const out: string[] = [];
    if (c.failed) out.push(`The page is served over plain http${url ? `: ${url}` : ''}`);
    else if (c.passed) out.push('The page is served over https');
    return withOthers(out, c, ['missing']);
  },

  mixed_content(check) {
    const c = view(check);
    const detail = c.error('failed');
    // Ours: the URLs in the value, the count in the error; phpRank: the URLs by kind in the error.
    const urls = texts(
      Array.isArray(c.value)
        ? c.value
        : isRecord(detail) && !Object.hasOwn(detail, 'count')
          ? detail
          : c.value,
    );
    const total = Math.max(count(detail) ?? 0, urls.length);
    const out: string[] = [];
    if (c.failed) {
      out.push(
        total > 0
          ? `The https page loads ${plural(total, 'file')} over http${urls.length > 0 ? `: ${listSample(urls, EXAMPLES, total)}` : ''}`
          : 'The https page loads files over http',
      );
    } else if (c.passed) {
      out.push(
        field(c.value, 'upgradedByCsp') !== undefined
          ? 'Files linked over http are upgraded to https by the Content-Security-Policy'
          : 'Every file is loaded over https',
      );
    }
    return withOthers(out, c, ['failed']);
  },

  server_signature(check) {
    const c = view(check);
    const detail = c.error('failed');
    const headers: string[] = [];
    if (isRecord(detail)) {
      for (const [name, value] of Object.entries(detail)) {
        const text = str(value);
        if (text !== null) headers.push(`${headerName(name)}: ${text}`);
      }
    }
    if (headers.length === 0) {
      const server = str(field(c.value, 'server')) ?? texts(c.value)[0] ?? null;
      if (server !== null) headers.push(`Server: ${server}`);
    }
    const out: string[] = [];
    if (c.failed) {
      out.push(
        headers.length > 0
          ? `The server's headers reveal its software: ${listSample(headers, EXAMPLES)}`
          : "The server's headers reveal its software",
      );
    } else if (c.passed) out.push("The server's headers reveal no version number");
    return withOthers(out, c, ['failed']);
  },

  unsafe_cross_origin_links(check) {
    const c = view(check);
    const detail = c.error('failed');
    const urls = texts(
      Array.isArray(c.value) && c.value.length > 0
        ? c.value
        : Array.isArray(detail)
          ? detail
          : c.value,
    );
    const total = Math.max(count(detail) ?? 0, urls.length);
    const out: string[] = [];
    if (c.failed) {
      out.push(
        `${total > 0 ? plural(total, 'link') : 'Links'} ${total === 1 ? 'opens' : 'open'} another site in a new tab without rel="noopener"${
          urls.length > 0 ? `: ${listSample(urls, EXAMPLES, total)}` : ''
        }`,
      );
    } else if (c.passed)
      out.push('Every link that opens another site in a new tab has rel="noopener"');
    return withOthers(out, c, ['failed']);
  },

  htst(check) {
    const c = view(check);
    const header = str(c.value);
    const out: string[] = [];
    if (c.has('missing') || (c.failed && header === null)) {
      out.push('The page sends no Strict-Transport-Security header');
    } else if (c.has('bad_format')) {
      const maxAge = num(field(c.error('bad_format'), 'maxAge'));
      out.push(
        `The Strict-Transport-Security header has no positive max-age${maxAge !== null ? ` (max-age=${maxAge})` : ''}${
          header ? `: ${quote(header, 60)}` : ''
        }`,
      );
    } else if (c.passed && header) out.push(`Strict-Transport-Security: ${header}`);
    return withOthers(out, c, ['missing', 'bad_format']);
  },

  plaintext_email(check) {
    const c = view(check);
    const detail = c.error('failed');
    const emails = texts(Array.isArray(c.value) && c.value.length > 0 ? c.value : detail);
    const total = Math.max(count(detail) ?? 0, emails.length);
    const out: string[] = [];
    if (c.failed) {
      out.push(
        `The page shows ${total > 0 ? plural(total, 'e-mail address', 'e-mail addresses') : 'e-mail addresses'} to spam bots${
          emails.length > 0 ? `: ${listSample(emails, EXAMPLES, total)}` : ''
        }`,
      );
    } else if (c.passed) out.push('The page shows no e-mail address');
    return withOthers(out, c, ['failed']);
  },
} satisfies Partial<EvidenceTable>;
