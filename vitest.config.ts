import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two test files at a time even on two cores: much of the suite waits on child processes
    // (Chromium, the CLI, the allocation harnesses, render workers), so the second core would idle.
    maxWorkers: 2,
  },
});
