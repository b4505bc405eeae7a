/** Shared bits of the command-line scripts. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
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

/** The file every TypeScript script runs through: `node scripts/launch.mjs <script.ts> [args]`. */
export const SCRIPT_LAUNCHER = path.join(projectRoot, 'scripts/launch.mjs');

/** Node's arguments before a TypeScript script's path: they run it as package.json's scripts do. */
export const SCRIPT_NODE_ARGS = [SCRIPT_LAUNCHER];

/**
 * A worker thread running the TypeScript file `script` through the launcher, which bundles it like
 * a script, whether or not this thread itself runs from a bundle.
 */
export function scriptWorker(script: URL, options: Omit<WorkerOptions, 'workerData' | 'execArgv'> = {}): Worker {
  return new Worker(SCRIPT_LAUNCHER, { ...options, execArgv: [], workerData: { script: fileURLToPath(script) } });
}
