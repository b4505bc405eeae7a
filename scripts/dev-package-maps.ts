/**
 * The dev server sends installed packages' code (React, the router, Vite's own client) without
 * source maps. Vite inlined each package's map into the module as base64: the first page
 * downloaded 5.2 MB where the code is 1.9 MB, and the server parsed, encoded and wrote every map
 * on each load. Packages are read as the bundled JavaScript they are; the site's own modules keep
 * their maps.
 */
import type { Plugin } from 'vite';

export function packagesWithoutSourceMaps(): Plugin {
  return {
    name: 'docs-packages-without-source-maps',
    apply: 'serve',
    // Before Vite's transforms: an empty map in the chain ends it, so none is combined or inlined.
    enforce: 'pre',
    transform(code, id) {
      return id.includes('/node_modules/') ? { code, map: { mappings: '' } } : null;
    },
  };
}
