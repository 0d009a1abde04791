// The service's URL rules: how long a URL may be, and the project a report joins. How a report
// shows its URL (scheme and "www." stripped, a lone trailing "/" removed) is the shared cleaning,
// src/shared/url-key.ts, the one the client compares URLs by.
import { bareHost } from '../../shared/url-key.js';

export const MAX_URL_LENGTH = 2048;

/** The project a report joins when the caller names none: the host without "www.". */
export function projectForUrl(absoluteUrl: string): string {
  return bareHost(new URL(absoluteUrl).hostname);
}
