// Builders of the client's Report model for tests of what renders it.
import type { Report } from '../../src/api/index.js';

/** A generated report with the given checks and nothing else of note. */
export function reportWithChecks(
  id: string,
  checks: Report['checks'],
  url = 'example.com',
): Report {
  return {
    id,
    url,
    fullUrl: null,
    project: null,
    score: null,
    grade: null,
    generated: true,
    generatedAt: null,
    generationError: null,
    privacy: 1,
    hasPassword: false,
    checks,
    createdAt: null,
    updatedAt: null,
    raw: {},
  };
}
