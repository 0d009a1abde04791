import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // End-to-end tests start servers and child processes; two cores are shared with other work.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
