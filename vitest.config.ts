import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // dist/ rebuilt when src/ changed: the end-to-end tests run the bundles.
    globalSetup: ['test/global-setup.mjs'],
    // Property tests run from a fixed seed (FC_SEED to change it): see the file.
    setupFiles: ['test/support/fast-check-seed.ts'],
    // Most of the suite waits on sockets and child processes, not the CPU: vitest's default of
    // one worker per core minus one would run it one file at a time on a 2-core machine.
    maxWorkers: 4,
    // End-to-end tests start servers and child processes; two cores are shared with other work.
    // A limit for hangs only: no test waits on it, and a loaded machine can make a test that
    // takes 10 s on a quiet one take several times that.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
