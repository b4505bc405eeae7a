/**
 * `npm run build`: the static site in dist/. Exit 1 with every problem listed on bad input.
 * Options: `--root <dir>` builds another site folder, `--out <dir>` writes elsewhere,
 * `--base /docs/` overrides the manifest's base path, `--no-cache` builds from nothing (the build
 * otherwise reuses what the last one made from the same inputs, see builder/build-cache.ts),
 * `--cache-dir <dir>` keeps the caches elsewhere than `.cache/build-cache`.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildSite } from '../builder/build-site.ts';
import { buildCacheRoot, projectRoot, reportFailure } from './cli.ts';

const { values } = parseArgs({
  options: {
    root: { type: 'string' },
    out: { type: 'string' },
    base: { type: 'string' },
    'no-cache': { type: 'boolean' },
    'cache-dir': { type: 'string' },
  },
});
const root = path.resolve(values.root ?? projectRoot);
try {
  await buildSite({
    root,
    ...(values.out ? { outDir: path.resolve(values.out) } : {}),
    ...(values.base ? { base: values.base } : {}),
    log: (line) => console.log(`[build] ${line}`),
    ...(values['no-cache'] ? {} : { cacheRoot: path.resolve(values['cache-dir'] ?? buildCacheRoot) }),
  });
} catch (error) {
  reportFailure(error);
}
