// Names of the values the main step hands to the post step (core.saveState / core.getState).
export const STATE = {
  /** Comma-separated ids of the reports this step created, rewritten as each is known. */
  reportIds: 'report-ids',
  /** 'true' when the audit ran on the embedded service, whose reports die with the main step. */
  embedded: 'embedded',
} as const;
