/** `npm start`: builds the site if anything changed since the last build, then serves dist/. */
import path from 'node:path';
import { buildSite } from '../builder/build-site.ts';
import { isBuildCurrent } from '../builder/build-stamp.ts';
import { createStaticServer, listen } from '../server/static-server.ts';
import { loadManifest } from '../generator/manifest/load-manifest.ts';
import { projectRoot, reportFailure } from './cli.ts';

const dist = path.join(projectRoot, 'dist');
try {
  if (isBuildCurrent(projectRoot, dist)) console.log('[start] dist/ is up to date');
  else await buildSite({ root: projectRoot, log: (line) => console.log(`[build] ${line}`) });
} catch (error) {
  reportFailure(error);
}
const base = loadManifest(path.join(projectRoot, 'manifest')).site.base;
const port = Number(process.env.PORT ?? 4173);
const server = createStaticServer({ dir: dist, base });
const actual = await listen(server, port, process.env.HOST ?? '127.0.0.1');
console.log(`[start] serving dist/ at http://localhost:${actual}${base}`);
