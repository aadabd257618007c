// Types of tools/lint/import-boundaries.js (plain JS, so that ESLint loads it without a build).
import type { ESLint } from 'eslint';

export const ROOT: string;
export const LAYERS: readonly (readonly [name: string, prefix: string])[];
export const ALLOWED: Readonly<Record<string, readonly string[]>>;
export const PENDING: Readonly<Record<string, readonly string[]>>;
export function layerOf(rel: string): string | undefined;
declare const plugin: ESLint.Plugin;
export default plugin;
