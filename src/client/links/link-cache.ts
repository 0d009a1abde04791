// The external answers kept between runs (link-cache, docs/links.md), so that a nightly run does
// not ask the same hosts about the same links every night. A JSON file the user keeps with
// actions/cache: versioned, written whole to a temporary file and renamed over the old one (a run
// killed mid-write leaves the old file, never half a file), and read with suspicion: it comes
// back from a cache service, so a file that is not ours is a warning and left alone, and a bad
// entry is dropped. It keeps a URL, when it was checked, until when it is trusted, and the status;
// never a header, a body or a URL with credentials in it.
//
// What is kept: links that work, for link-cache-max-age; and a host's 429 with a time to come
// back (Retry-After), until that time, so that the next run does not ask before the host said.
// Broken and unverifiable answers are not kept: asked again next run, a fix shows at once and a
// passing outage is not remembered.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { TargetAnswer } from './checker.js';
import type { Judgement } from './judge.js';

export const LINK_CACHE_FORMAT = 'seo-report-link-cache';
export const LINK_CACHE_VERSION = 1;
/** Past this, the oldest entries go: a cache that only grows would slow every restore. */
const MAX_ENTRIES = 100_000;
/** A time this far ahead of our clock is not a check we made (a forged or garbled entry). */
const CLOCK_SKEW_MS = 5 * 60_000;

interface CacheEntry {
  /** `ok`: the link worked; `rate_limited`: the host answered 429 and said to come back at `expires`. */
  kind: 'ok' | 'rate_limited';
  /** The last status the host answered (after redirects). */
  status: number;
  /** When it was asked (epoch ms). */
  checked: number;
  /** When it stops being trusted (epoch ms). */
  expires: number;
}

interface CacheFile {
  format: typeof LINK_CACHE_FORMAT;
  version: number;
  entries: Record<string, CacheEntry>;
}

export class LinkCache {
  /** Answers taken from the file this run. */
  hits = 0;
  private readonly entries: Map<string, CacheEntry>;

  private constructor(
    readonly path: string,
    private readonly maxAgeMs: number,
    entries: Map<string, CacheEntry>,
    /** False when the file is not ours: it is then left as it is. */
    private readonly writable: boolean,
    private readonly now: () => number,
  ) {
    this.entries = entries;
  }

  /** Reads the file; a problem with it is a warning (the run goes on without it), never a throw. */
  static async open(
    path: string,
    maxAgeMs: number,
    now: () => number = Date.now,
  ): Promise<{ cache: LinkCache; warning: string | null }> {
    const fresh = (writable: boolean, warning: string | null) => ({
      cache: new LinkCache(path, maxAgeMs, new Map(), writable, now),
      warning: warning === null ? null : `link-cache ${path}: ${warning}`,
    });
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // No file yet: the first run, or a cache not restored. Nothing to say.
      if (code === 'ENOENT') return fresh(true, null);
      return fresh(false, `cannot be read (${code ?? String(error)}); the run goes on without it`);
    }
    if (text.trim() === '') return fresh(true, null);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return fresh(
        false,
        'is not JSON, so not a link cache: ignored and left as it is (remove it, or give link-cache another path)',
      );
    }
    const file = parsed as Partial<CacheFile> | null;
    if (typeof file !== 'object' || file === null || file.format !== LINK_CACHE_FORMAT)
      return fresh(
        false,
        'is not a link cache of seo-report: ignored and left as it is (remove it, or give link-cache another path)',
      );
    if (file.version !== LINK_CACHE_VERSION)
      return fresh(
        true,
        `was written in another format (version ${JSON.stringify(file.version)}, this run reads ${LINK_CACHE_VERSION}): starting afresh`,
      );
    const entries = new Map<string, CacheEntry>();
    let dropped = 0;
    const at = now();
    const raw = typeof file.entries === 'object' && file.entries !== null ? file.entries : {};
    for (const [url, entry] of Object.entries(raw)) {
      const checked = validEntry(url, entry, at);
      if (checked === null) {
        dropped++;
        continue;
      }
      // A shorter link-cache-max-age than the run that wrote it applies at once.
      const expires = Math.min(checked.expires, checked.checked + maxAgeMs);
      if (expires > at) entries.set(url, { ...checked, expires });
    }
    const cache = new LinkCache(path, maxAgeMs, entries, true, now);
    return {
      cache,
      warning:
        dropped === 0
          ? null
          : `link-cache ${path}: ${dropped} unreadable ${dropped === 1 ? 'entry' : 'entries'} dropped`,
    };
  }

  /** The kept answer for a URL, as the checker would give it; null when none is trusted now. */
  get(url: string): TargetAnswer | null {
    const entry = this.entries.get(url);
    if (entry === undefined || entry.expires <= this.now()) return null;
    this.hits++;
    const answer: TargetAnswer = {
      url,
      status: entry.status,
      failure: null,
      hops: [],
      finalUrl: url,
      noindex: false,
    };
    if (entry.kind === 'rate_limited') answer.rateLimited = { retryAt: entry.expires };
    return answer;
  }

  /** Keeps what this run learned of a URL, when it is worth keeping (see the top). */
  record(url: string, answer: TargetAnswer, judgement: Judgement): void {
    if (hasCredentials(url) || answer.status === null || answer.unchecked !== undefined) return;
    const now = this.now();
    if (judgement.kind === 'ok') {
      this.entries.set(url, {
        kind: 'ok',
        status: answer.status,
        checked: now,
        expires: now + this.maxAgeMs,
      });
      return;
    }
    const retryAt = answer.rateLimited?.retryAt ?? null;
    if (answer.status === 429 && retryAt !== null && retryAt > now)
      this.entries.set(url, {
        kind: 'rate_limited',
        status: 429,
        checked: now,
        expires: Math.min(retryAt, now + this.maxAgeMs),
      });
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Writes the file: what is still trusted, newest first up to MAX_ENTRIES, to a temporary file
   * beside it, renamed over it. A failure is a warning; the run's results stand.
   */
  async save(): Promise<string | null> {
    if (!this.writable) return null;
    const now = this.now();
    const kept = [...this.entries]
      .filter(([, entry]) => entry.expires > now)
      .sort(([, a], [, b]) => b.checked - a.checked)
      .slice(0, MAX_ENTRIES);
    const file: CacheFile = {
      format: LINK_CACHE_FORMAT,
      version: LINK_CACHE_VERSION,
      entries: Object.fromEntries(kept),
    };
    const temporary = `${this.path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await mkdir(dirname(this.path), { recursive: true });
      await writeFile(temporary, `${JSON.stringify(file)}\n`, { mode: 0o644 });
      await rename(temporary, this.path);
      return null;
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => undefined);
      const code = (error as NodeJS.ErrnoException).code;
      return `link-cache ${this.path}: cannot be written (${code ?? String(error)}); the next run asks again`;
    }
  }
}

/** An entry as we write them, or null; URLs with credentials are never taken either. */
function validEntry(url: string, entry: unknown, now: number): CacheEntry | null {
  const parsed = URL.parse(url);
  if (parsed === null || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return null;
  if (hasCredentials(url)) return null;
  if (typeof entry !== 'object' || entry === null) return null;
  const { kind, status, checked, expires } = entry as Record<string, unknown>;
  if (kind !== 'ok' && kind !== 'rate_limited') return null;
  if (!Number.isInteger(status) || (status as number) < 100 || (status as number) > 999)
    return null;
  if (typeof checked !== 'number' || !Number.isFinite(checked) || checked > now + CLOCK_SKEW_MS)
    return null;
  if (typeof expires !== 'number' || !Number.isFinite(expires)) return null;
  return { kind, status: status as number, checked, expires };
}

function hasCredentials(url: string): boolean {
  const parsed = URL.parse(url);
  return parsed !== null && (parsed.username !== '' || parsed.password !== '');
}
