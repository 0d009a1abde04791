import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiKeyStore } from '../api-keys.js';
import type { GenerationQueue } from '../generation-queue.js';
import type { ResolvedOptions } from '../options.js';
import type { ProjectStore } from '../project-store.js';
import type { ReportStore } from '../report-store.js';
import type { RequestThrottle } from '../request-throttle.js';
import type { SessionStore } from '../sessions.js';
import type { WorkGate } from '../work-gate.js';

/** What every handler may use: the stores, the queue and the options of this service. */
export interface ServiceContext {
  options: ResolvedOptions;
  reports: ReportStore;
  projects: ProjectStore;
  keys: ApiKeyStore;
  queue: GenerationQueue;
  /** Per-key limiter of the API; null when rate limiting is off. */
  apiLimiter: RequestThrottle | null;
  /** Per-address limiter of report-page password attempts. */
  passwordLimiter: RequestThrottle;
  /** Per-report limiter of password attempts, whatever the address. */
  reportPasswordLimiter: RequestThrottle;
  /** Few password checks (scrypt) at once, so that a flood cannot starve other work. */
  passwordGate: WorkGate;
  /** Browser sign-ins with an API key (the cookie that opens private report pages). */
  sessions: SessionStore;
  /** Per-address limiter of sign-in attempts with a wrong key. */
  signInLimiter: RequestThrottle;
  /** Signs the cookie that remembers an entered report password. */
  pageSecret: Buffer;
  /** Base URL without trailing slash, for links in list envelopes. */
  baseUrl: () => string;
}

export interface RequestInfo {
  request: IncomingMessage;
  response: ServerResponse;
  url: URL;
  params: string[];
  /** The authenticated user, set for API routes. */
  userId: number;
}

export type Handler = (context: ServiceContext, info: RequestInfo) => Promise<void> | void;
