// What the link check is asked to do (check-links), apart from the checker so that reading the
// options loads no HTTP client.

/** Which targets are requested: `internal`, those on the audited origins; `off`, none. */
export const CHECK_LINKS_VALUES = ['internal', 'off'] as const;
export type CheckLinks = (typeof CHECK_LINKS_VALUES)[number];
export const DEFAULT_CHECK_LINKS: CheckLinks = 'off';
