// Builds dist/ (CLI, web app) and the demo WAD once before the suite, so the tests run what ships;
// then starts one headless Chromium that every browser test file connects to (a fresh context each:
// its own storage and cache) instead of launching its own, and stops it after the suite.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, CHROMIUM_ARGS } from './web/chromium.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared Chromium's WebSocket endpoint ('' when Chromium is not installed). */
    chromiumWs: string;
  }
}

let server: BrowserServer | null = null;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const r = spawnSync(process.execPath, [join(__dirname, '..', 'tools', 'build.mjs')], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`build failed:\n${r.stdout}\n${r.stderr}`);
  if (existsSync(CHROMIUM)) server = await chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  project.provide('chromiumWs', server?.wsEndpoint() ?? '');
  return async () => {
    await server?.close();
    server = null;
  };
}
