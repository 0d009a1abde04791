// Shared helpers for the service tests: start a service on 127.0.0.1:0 with a fake analyzer that
// the test controls, and talk to it over real HTTP with fetch.
import type { Analysis, CheckResult } from '../../src/server/analyzer/types.js';
import {
  type AnalyzeFunction,
  type RunningService,
  type ServiceOptions,
  startService,
} from '../../src/server/service/index.js';
import { gradeForScore } from '../../src/shared/grade.js';

export const SAMPLE_RESULTS: Record<string, CheckResult> = {
  title: { passed: true, importance: 'high', category: 'seo', value: 'Home' },
  meta_description: {
    passed: false,
    importance: 'high',
    category: 'seo',
    value: null,
    errors: { missing: null },
  },
  load_time: { passed: true, importance: 'medium', category: 'performance', value: 0.12 },
};

export function fakeAnalysis(url: string, score: number | null, finalUrl?: string): Analysis {
  return {
    url,
    finalUrl: finalUrl ?? url,
    score,
    grade: score === null ? null : gradeForScore(score),
    results: score === null ? {} : SAMPLE_RESULTS,
    failure: score === null ? { code: 'unreachable', message: `cannot reach ${url}` } : null,
    timings: { fetchMs: 1, analyzeMs: 1 },
  };
}

/** An analyzer that scores a URL by its `?score=N` parameter (default 90); no network. */
export const scoringAnalyzer: AnalyzeFunction = async (url) => {
  const score = new URL(url).searchParams.get('score');
  if (score === 'fail') return fakeAnalysis(url, null);
  return fakeAnalysis(url, score === null ? 90 : Number(score));
};

export interface PendingCall {
  url: string;
  signal: AbortSignal;
  resolve(analysis: Analysis): void;
  reject(error: Error): void;
}

/** An analyzer whose calls wait until the test settles them, to observe the queue between. */
export function controlledAnalyzer() {
  const calls: PendingCall[] = [];
  const waiting: Array<(call: PendingCall) => void> = [];
  let active = 0;
  let maxActive = 0;
  const analyze: AnalyzeFunction = (url, { signal }) =>
    new Promise<Analysis>((resolve, reject) => {
      active++;
      maxActive = Math.max(maxActive, active);
      const done = () => {
        active--;
      };
      const call: PendingCall = {
        url,
        signal,
        resolve: (analysis) => {
          done();
          resolve(analysis);
        },
        reject: (error) => {
          done();
          reject(error);
        },
      };
      signal.addEventListener('abort', () => call.reject(signal.reason as Error), { once: true });
      const waiter = waiting.shift();
      if (waiter) waiter(call);
      else calls.push(call);
    });
  return {
    analyze,
    /** The next call the analyzer receives (already received ones first). */
    nextCall(): Promise<PendingCall> {
      const call = calls.shift();
      if (call) return Promise.resolve(call);
      return new Promise((resolve) => waiting.push(resolve));
    },
    get maxActive() {
      return maxActive;
    },
    get active() {
      return active;
    },
  };
}

// Answers are read loosely in tests: their exact shape is what the assertions check.
// biome-ignore lint/suspicious/noExplicitAny: see above
export type Json = any;

export interface Answer {
  status: number;
  headers: Headers;
  body: Json;
}

export class TestClient {
  constructor(
    readonly baseUrl: string,
    readonly key: string | null,
  ) {}

  async request(
    method: string,
    path: string,
    options: {
      form?: Record<string, string | number>;
      headers?: Record<string, string>;
      body?: string;
    } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (this.key) headers.Authorization = `Bearer ${this.key}`;
    let body: string | undefined = options.body;
    if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(
        Object.entries(options.form).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json')) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed };
  }

  get(path: string) {
    return this.request('GET', path);
  }

  create(form: Record<string, string | number>) {
    return this.request('POST', '/api/v1/reports', { form });
  }

  /** Polls a report until its generation has settled; the test's timeout is the only limit. */
  async settled(id: number): Promise<Json> {
    for (;;) {
      const answer = await this.get(`/api/v1/reports/${id}`);
      if (answer.body.data.state === 'generated' || answer.body.data.state === 'failed') {
        return answer.body.data;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}

export async function startTestService(options: ServiceOptions = {}): Promise<{
  service: RunningService;
  client: TestClient;
  key: string;
}> {
  const service = await startService({ analyze: scoringAnalyzer, rateLimit: false, ...options });
  const key = service.createKey();
  return { service, client: new TestClient(`${service.url}`, key), key };
}
