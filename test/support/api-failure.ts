// The client's failure a test expects: it must be a SeoReportApiError, and none of its texts
// (message, cause, fields) may carry a secret.
import { expect } from 'vitest';
import { SeoReportApiError } from '../../src/client/api/errors.js';
import { errorPlaces, expectNoSecrets } from './secret-scan.js';

export async function apiFailure(
  promise: Promise<unknown>,
  secrets: string[],
): Promise<SeoReportApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SeoReportApiError);
  expectNoSecrets(errorPlaces(error), secrets);
  return error as SeoReportApiError;
}
