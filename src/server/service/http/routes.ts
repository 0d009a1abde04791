import type { Handler } from './context.js';
import { showHome } from './home-handler.js';
import { deleteProject, listProjects } from './project-handlers.js';
import {
  createReport,
  deleteReport,
  getReport,
  listReports,
  updateReport,
} from './report-handlers.js';
import { showReportPage, unlockReportPage } from './report-page-handlers.js';
import { showSignIn, signIn, signOut } from './session-handlers.js';

interface Route {
  /** Path segments; ':' marks a parameter. */
  segments: string[];
  /** API routes need a key and are rate limited; the pages (home, sign-in, reports) are for browsers. */
  api: boolean;
  methods: Record<string, Handler>;
}

const ROUTES: Route[] = [
  {
    segments: ['api', 'v1', 'reports'],
    api: true,
    methods: { GET: listReports, POST: createReport },
  },
  {
    segments: ['api', 'v1', 'reports', ':id'],
    api: true,
    methods: { GET: getReport, PUT: updateReport, DELETE: deleteReport },
  },
  { segments: ['api', 'v1', 'projects'], api: true, methods: { GET: listProjects } },
  {
    segments: ['api', 'v1', 'projects', ':project'],
    api: true,
    methods: { DELETE: deleteProject },
  },
  {
    segments: ['reports', ':id'],
    api: false,
    methods: { GET: showReportPage, POST: unlockReportPage },
  },
  // "/" splits into one empty segment.
  { segments: [''], api: false, methods: { GET: showHome } },
  { segments: ['login'], api: false, methods: { GET: showSignIn, POST: signIn } },
  { segments: ['logout'], api: false, methods: { POST: signOut } },
];

const MAX_SEGMENTS = Math.max(...ROUTES.map((route) => route.segments.length));

interface RouteMatch {
  route: Route;
  params: string[];
}

/** Matches a raw pathname; segments are percent-decoded one by one so "%2F" stays in a name. */
export function matchRoute(pathname: string): RouteMatch | null {
  // A loop, not /\/+$/: that retries at every slash of a run, and a path of thousands of
  // slashes (sent before any key is checked) held the event loop for seconds.
  let end = pathname.length;
  while (end > 1 && pathname.charCodeAt(end - 1) === 0x2f) end--;
  const trimmed = pathname.slice(0, end);
  // No route has more segments than this: a path of thousands is refused before any decoding.
  const rawSegments = trimmed.split('/', MAX_SEGMENTS + 2).slice(1);
  if (rawSegments.length > MAX_SEGMENTS) return null;
  let segments: string[];
  try {
    segments = rawSegments.map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
  for (const route of ROUTES) {
    if (route.segments.length !== segments.length) continue;
    const params: string[] = [];
    const matches = route.segments.every((expected, i) => {
      const actual = segments[i] as string;
      if (expected.startsWith(':')) {
        params.push(actual);
        return actual !== '';
      }
      return expected === actual;
    });
    if (matches) return { route, params };
  }
  return null;
}
