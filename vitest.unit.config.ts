import { defineConfig } from 'vitest/config';

// npm run test:unit: the seconds-long loop. Tests of pure logic and in-process servers only; the
// end-to-end, CLI process, reliability and docs tests (which run dist/) are left to npm test.
export default defineConfig({
  test: {
    include: [
      'test/{api,app,audit,action,analyzer,baseline,crawl,findings,links,service,shared,site-dir}/**/*.test.ts',
      'test/cli/{formats,main}.test.ts',
      'test/grade.test.ts',
      'test/errors.test.ts',
      'test/prototype-keys.test.ts',
      'test/architecture.test.ts',
      'test/package/manifest.test.ts',
    ],
    // Property tests run from a fixed seed (FC_SEED to change it): see the file.
    setupFiles: ['test/support/fast-check-seed.ts'],
    maxWorkers: 4,
    testTimeout: 30_000,
    // As in vitest.config.ts: a suite that starts a service and audits pages in beforeAll takes
    // longer than the default 10 s on a busy machine.
    hookTimeout: 120_000,
  },
});
