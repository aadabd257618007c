import { configDefaults, defineConfig } from 'vitest/config';

/** `npm run test:full` (and CI) sets TOOM_FULL=1: every test file, and the long sweeps in them. */
const FULL = process.env.TOOM_FULL === '1';
/** Test files named on the command line (`npx vitest run tests/web/living.test.ts`) run whatever
 *  their tier; only a run of the whole suite leaves the full-only files out. */
const NAMED = process.argv.slice(2).some((a) => /(^|\/)tests\//.test(a));

/**
 * Test files only the full run takes. The browser ones drive the page through flows of many frames in
 * real time (the living world's doors, pickups and exits; loading hostile WADs and cancelling; the
 * portal authoring walk; the automap path; skills; live reload; the local file stack; the URL after
 * Open WAD and the game options; the page's
 * allocation check; the thread probe; the GPU path); `npm test` keeps the page's smoke test
 * (tests/web/page, threads) and tests what these rest on in Node (the simulation, the load worker's
 * limits, the portal edit, the path ring, the tic clock, the message timer, the probe's verdict).
 * docs/testing.md lists what moved.
 */
export const FULL_ONLY_FILES = [
  'tests/web/loading.test.ts',
  'tests/web/authoring.test.ts',
  'tests/web/automap-authoring.test.ts',
  'tests/web/skill.test.ts',
  'tests/web/live-reload.test.ts',
  'tests/web/local-stack.test.ts',
  'tests/web/page-options.test.ts',
  'tests/web/no-allocation.test.ts',
  'tests/web/thread-pick.test.ts',
  'tests/gpu/live.test.ts',
  'tests/gpu/gpu-page.test.ts',
  'tests/web/living.test.ts',
  'tests/web/screen-effects.test.ts',
  'tests/web/reborn.test.ts',
  'tests/web/page-problems.test.ts',
  // The page between maps: two walks to an exit, the tally, the text and the cast, in real time.
  'tests/web/interlude.test.ts',
  // DOOM's front end in the page: the title's 171 tics, DEMO1 in sync, the menus, cheats, pause
  // (tests/frontend checks the same logic in Node, in npm test).
  'tests/web/front-end.test.ts',
  // The page's sounds and music in Chromium: a scripted route of 150 tics to a door and back, in
  // real time (tests/web/sound-output and tests/sound check the same decisions in Node).
  'tests/web/sound.test.ts',
  // The server's races and floods: seconds of swapping names and hundreds of connections; the
  // watcher's reloads (tests/web/serve keeps the server's smoke test).
  'tests/web/serve-race.test.ts',
  'tests/web/serve-watch.test.ts',
  'tests/web/serve-flood.test.ts',
  // The CLI as a child process, case by case: the usage surface, data safety (links, kill -9, a full
  // disk, concurrent writers), the hostile WADs under time and memory bounds. `npm test` keeps the
  // CLI's own smoke test (tests/cli/cli, play, render-time-lights) and the in-process cases
  // (tests/fuzz/aliases, replay, tests/world, tests/assets).
  'tests/cli/cli-usage.test.ts',
  // toom udmf as a child process, and Freedoom's demos played on the UDMF maps it writes
  // (tests/mapdata/udmf converts and reads back in-process, records, blockmap, nodes and Worlds).
  'tests/cli/udmf-command.test.ts',
  'tests/sim/udmf-demo-sync.test.ts',
  'tests/cli/data-safety.test.ts',
  'tests/fuzz/hostile.test.ts',
  // No-allocation children that run thousands of frames of one screen or song (`npm test` keeps the
  // renderer's, the playsim's, the status bar's and the sound mixer's).
  'tests/screen/interlude-no-allocation.test.ts',
  'tests/sound/music-no-allocation.test.ts',
];

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: FULL || NAMED ? configDefaults.exclude : [...configDefaults.exclude, ...FULL_ONLY_FILES],
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
