import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // dist/ rebuilt when src/ changed: the end-to-end tests run the bundles.
    globalSetup: ['test/global-setup.mjs'],
    // End-to-end tests start servers and child processes; two cores are shared with other work.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
