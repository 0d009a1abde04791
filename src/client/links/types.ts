// What the link check is asked to do (check-links, check-external-links and the link-* options),
// apart from the checker so that reading the options loads no HTTP client.

/** Which targets are requested: `internal`, those on the audited origins; `off`, none. */
export const CHECK_LINKS_VALUES = ['internal', 'off'] as const;
export type CheckLinks = (typeof CHECK_LINKS_VALUES)[number];
export const DEFAULT_CHECK_LINKS: CheckLinks = 'off';

/** link-accept: answers and URLs that count as working, whatever they answer. */
export interface LinkAccept {
  /** Status ranges, both ends included (`403` is 403-403). */
  statuses: readonly { from: number; to: number }[];
  /** URL patterns (a path from `/`, or a whole URL), `*` for any run: not requested at all. */
  patterns: readonly string[];
}

export const NO_ACCEPT: LinkAccept = { statuses: [], patterns: [] };

/** check-external-links: targets on other origins, with their own policy (docs/links.md). */
export interface ExternalLinkOptions {
  /** What all the external requests of a run may take (link-run-timeout). */
  runTimeoutMs: number;
  /** A file of answers kept between runs (link-cache); null: none. */
  cache: { path: string; maxAgeMs: number } | null;
  /** Request loopback and private addresses too (allow-private-network). */
  allowPrivateNetwork: boolean;
}

/** The link check's settings beyond check-links itself. */
export interface LinkOptions {
  accept: LinkAccept;
  /** Each request's limit (link-timeout), internal and external alike. */
  timeoutMs: number;
  /** null: external targets are not requested. */
  external: ExternalLinkOptions | null;
}

export const DEFAULT_LINK_TIMEOUT_S = 30;
export const DEFAULT_LINK_RUN_TIMEOUT_S = 300;
export const DEFAULT_LINK_CACHE_MAX_AGE = '1d';

export const DEFAULT_LINK_OPTIONS: LinkOptions = {
  accept: NO_ACCEPT,
  timeoutMs: DEFAULT_LINK_TIMEOUT_S * 1000,
  external: null,
};
