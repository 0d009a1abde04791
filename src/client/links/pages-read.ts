// Pages another part of the run already read (the crawler, with crawl-discovery: pages or when a
// report lists no links), handed to the link check so that it does not read them again: one GET
// of a page for the whole run instead of two (docs/links.md). What is kept is each page's targets
// on the checked origins, not its HTML: a crawl of 10,000 pages keeps lists of references to
// shared target objects (each distinct target once for the run), not 10,000 documents.
import { xRobotsTagBlocksIndexing } from '../../shared/robots-directives.js';
import type { TargetAnswer } from './checker.js';
import { type PageResource, pageResources } from './resources.js';

/** A page as the other reader got it: its HTML, where it ended, and its answer's headers. */
export interface PageReadElsewhere {
  /** The URL the HTML came from, after any redirects: what relative links resolve against. */
  url: string;
  html: string;
  /** The answer's status; unknown (undefined) when the reader did not say. */
  status?: number;
  /** Whether redirects led there: their hops are unknown, so the page's answer is not reused. */
  redirected?: boolean;
  /** The answer's X-Robots-Tag, as fetch gives it (several lines joined by commas). */
  xRobotsTag?: string | null;
}

/** What the link check takes instead of reading a page itself. */
export interface HandedOverPage {
  /** The page's targets on the checked origins, in document order. */
  resources: readonly PageResource[];
  /**
   * The page's own answer, kept as the answer to a link to it; null when it came through
   * redirects or without a status (a link to it is then requested).
   */
  answer: TargetAnswer | null;
}

export class PagesRead {
  private readonly pages = new Map<string, HandedOverPage>();
  /** One object per distinct target of the run, shared by every page that has it. */
  private readonly targets = new Map<string, PageResource>();

  /**
   * `origins`: where the link check requests targets; the others are not kept. `all`: every
   * target is (check-external-links requests those on other sites too).
   */
  constructor(private readonly origins: ReadonlySet<string> | 'all') {}

  /** Keeps what the link check needs of a page read at `requested` (the URL it is audited at). */
  keep(requested: string, read: PageReadElsewhere): void {
    const resources: PageResource[] = [];
    for (const resource of pageResources(read.html, read.url)) {
      if (this.origins !== 'all' && !this.origins.has(new URL(resource.url).origin)) continue;
      const key = `${resource.kind} ${resource.url}`;
      let shared = this.targets.get(key);
      if (shared === undefined) {
        shared = resource;
        this.targets.set(key, shared);
      }
      resources.push(shared);
    }
    const answer: TargetAnswer | null =
      read.status === undefined || read.redirected !== false
        ? null
        : {
            url: requested,
            status: read.status,
            failure: null,
            hops: [],
            finalUrl: read.url,
            noindex: xRobotsTagBlocksIndexing(read.xRobotsTag),
          };
    this.pages.set(requested, { resources, answer });
  }

  /** The page read at `url`, handed over once (and then forgotten); undefined if none was. */
  take(url: string): HandedOverPage | undefined {
    const page = this.pages.get(url);
    this.pages.delete(url);
    return page;
  }

  /** Pages kept and not yet taken. */
  get size(): number {
    return this.pages.size;
  }
}
