// Names of the values the main step hands to the post step (core.saveState / core.getState).
export const STATE = {
  /** Comma-separated ids of the reports this step created, rewritten as each is known. */
  reportIds: 'report-ids',
  /**
   * JSON {watermark, urls}: URLs whose create was cut off after it may have reached the service,
   * and the highest report id seen before the first create; the post step sweeps above it.
   */
  uncertainCreates: 'uncertain-creates',
  /** 'true' when the audit ran on the embedded service, whose reports die with the main step. */
  embedded: 'embedded',
} as const;

export interface UncertainCreates {
  watermark: string | null;
  urls: string[];
}

/** Reads the uncertain creates saved by the main step; an unreadable value counts as none. */
export function parseUncertainCreates(text: string): UncertainCreates {
  try {
    const value = JSON.parse(text) as Partial<UncertainCreates>;
    const urls = Array.isArray(value.urls) ? value.urls.filter((u) => typeof u === 'string') : [];
    const watermark = typeof value.watermark === 'string' ? value.watermark : null;
    return { watermark, urls };
  } catch {
    return { watermark: null, urls: [] };
  }
}
