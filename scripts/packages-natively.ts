/**
 * A module hook that hands installed packages straight to Node's own loader, so only the
 * project's TypeScript goes through tsx. tsx keeps the source of every module it loads in its
 * hooks thread: through it, importing Vite alone raised the build's resident memory by about
 * 165 MiB. Packages in node_modules are plain JavaScript that Node runs as they are.
 * Registered after tsx, so it runs before it (`scripts/typescript-loader.mjs`).
 */
import fs from 'node:fs';
import type { LoadHook } from 'node:module';

const INSTALLED = /\/node_modules\/(?!tsx\/)/;

export const load: LoadHook = async (url, context, nextLoad) => {
  if (url.startsWith('file:') && INSTALLED.test(url)) {
    // Node's resolver has named the format (extension and the package's "type"); CommonJS without
    // source goes to Node's require, which loads it and its own requires.
    if (context.format === 'commonjs') return { format: 'commonjs', shortCircuit: true };
    if (context.format === 'module' || context.format === 'json')
      return { format: context.format, source: fs.readFileSync(new URL(url)), shortCircuit: true };
  }
  return nextLoad(url, context);
};
