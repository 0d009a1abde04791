// Checks of how safely the page is served and how it treats its visitors' data.
import { findEmails } from '../text/emails.js';
import {
  type CheckLogic,
  failed,
  firstOf,
  type LogicTable,
  notApplicable,
  outcomeOf,
  passed,
} from './check.js';

export const httpsEncryption: CheckLogic<'https_encryption'> = {
  run({ finalUrl }) {
    const scheme = finalUrl.protocol.slice(0, -1);
    return scheme === 'https' ? passed(scheme) : failed(scheme, { missing: null });
  },
};

export const mixedContent: CheckLogic<'mixed_content'> = {
  run({ finalUrl, baseUrl, facts, resolve, header }) {
    if (finalUrl.protocol !== 'https:') {
      return notApplicable('mixed content exists only on pages served over https');
    }
    const insecure = new Set<string>();
    const relativeIsInsecure = baseUrl.protocol === 'http:';
    for (const raw of facts.subresourceUrls) {
      // Only the scheme matters, so most URLs need no parsing: an absolute URL names its
      // scheme, and a relative one (or //host/...) takes that of the base.
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(raw)?.[1]?.toLowerCase();
      if (scheme === 'http' || (scheme === undefined && relativeIsInsecure)) {
        insecure.add(resolve(raw)?.href ?? raw);
      }
    }
    const list = [...insecure];
    if (list.length === 0) return passed([]);
    // With upgrade-insecure-requests the browser fetches every one of them over https.
    const policies = [header('content-security-policy') ?? '', ...facts.metaCsp];
    if (policies.some((policy) => /(^|;)\s*upgrade-insecure-requests\s*(;|$)/i.test(policy))) {
      return passed({ upgradedByCsp: firstOf(list) });
    }
    return failed(firstOf(list), { failed: { count: list.length } });
  },
};

export const serverSignature: CheckLogic<'server_signature'> = {
  run({ header }) {
    // A product name alone says little; a version number tells an attacker which exploits fit.
    const server = header('server') ?? null;
    const disclosed: Record<string, string> = {};
    if (server !== null && /\d/.test(server)) disclosed.server = server;
    for (const name of ['x-powered-by', 'x-aspnet-version', 'x-aspnetmvc-version']) {
      const value = header(name);
      if (value !== undefined) disclosed[name] = value;
    }
    const value = { server, ...disclosed };
    return outcomeOf(value, Object.keys(disclosed).length === 0 ? {} : { failed: disclosed });
  },
};

export const unsafeCrossOriginLinks: CheckLogic<'unsafe_cross_origin_links'> = {
  run({ links, finalUrl, resolve }) {
    const unsafe: string[] = [];
    for (const link of links) {
      if (link.target?.trim().toLowerCase() !== '_blank') continue;
      const url = resolve(link.href);
      if (url === null || url.origin === finalUrl.origin) continue;
      const rel = ` ${(link.rel ?? '').toLowerCase().replace(/\s+/g, ' ')} `;
      if (!rel.includes(' noopener ') && !rel.includes(' noreferrer ')) unsafe.push(url.href);
    }
    if (unsafe.length === 0) return passed([]);
    return failed(firstOf(unsafe), { failed: { count: unsafe.length } });
  },
};

export const hsts: CheckLogic<'htst'> = {
  run({ finalUrl, header }) {
    if (finalUrl.protocol !== 'https:') {
      // Browsers ignore the header over http; a site without https cannot have HSTS at all.
      return failed(null, { missing: null });
    }
    const value = header('strict-transport-security') ?? null;
    if (value === null) return failed(null, { missing: null });
    const maxAge = Number(/max-age\s*=\s*"?(\d+)/i.exec(value)?.[1] ?? Number.NaN);
    if (!(maxAge > 0))
      return failed(value, { bad_format: { maxAge: Number.isNaN(maxAge) ? null : maxAge } });
    return passed(value);
  },
};

export const plaintextEmail: CheckLogic<'plaintext_email'> = {
  run({ facts }) {
    // Addresses in the text or in mailto: links are there for harvesting bots to read.
    const emails = new Set<string>();
    for (const email of findEmails(facts.text)) emails.add(email.toLowerCase());
    for (const link of facts.links) {
      const href = link.href.trim();
      if (!/^mailto:/i.test(href)) continue;
      const address = safeDecode(href.slice(7).split('?')[0] ?? '')
        .trim()
        .toLowerCase();
      if (address !== '') emails.add(address);
    }
    const list = [...emails];
    if (list.length === 0) return passed([]);
    return failed(firstOf(list), { failed: { count: list.length } });
  },
};

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export const SECURITY_LOGIC = {
  https_encryption: httpsEncryption,
  mixed_content: mixedContent,
  server_signature: serverSignature,
  unsafe_cross_origin_links: unsafeCrossOriginLinks,
  htst: hsts,
  plaintext_email: plaintextEmail,
} satisfies Partial<LogicTable>;
