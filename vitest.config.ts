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
    // Test files share each worker's module cache instead of re-importing the code for every file:
    // about a third less CPU for the suite (the imports and transforms were ~70 s of it). No test
    // mocks modules or stubs globals; each test file builds its own Worlds, servers and browsers.
    isolate: false,
  },
});
