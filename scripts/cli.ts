/** Shared bits of the command-line scripts. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ValidationError } from '../schemas/format-issues.ts';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where `npm run build` and `npm start` keep their build caches, one folder per site. */
export const buildCacheRoot = path.join(projectRoot, '.cache', 'build-cache');

/** Prints a build failure for a person (no stack for input problems) and exits 1. */
export function reportFailure(error: unknown): never {
  if (error instanceof ValidationError) {
    console.error(`\n${error.message}\n\nNothing was written: dist/ is unchanged.`);
  } else {
    console.error(error);
    console.error('\nThe build failed: dist/ is unchanged.');
  }
  process.exit(1);
}

/**
 * Node flags that run a TypeScript entry as package.json's scripts do: the project's TypeScript
 * through tsx, installed packages through Node's own loader (scripts/typescript-loader.mjs).
 */
export const TYPESCRIPT_NODE_FLAGS = ['--import', path.join(projectRoot, 'scripts/typescript-loader.mjs')];
