// Names of the values the main step hands to the post step (core.saveState / core.getState).
import { own } from '../../shared/own-keys.js';

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
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return { watermark: null, urls: [] };
    const saved = own(value as Record<string, unknown>, 'urls');
    const watermark = own(value as Record<string, unknown>, 'watermark');
    return {
      watermark: typeof watermark === 'string' ? watermark : null,
      urls: Array.isArray(saved) ? saved.filter((url) => typeof url === 'string') : [],
    };
  } catch {
    return { watermark: null, urls: [] };
  }
}
