/**
 * `npm start`: builds the site if anything changed since the last build, then serves dist/ from
 * one process per core (node:cluster), sharing one port. One process serves as many requests a
 * second on this 2-core machine, but a freshly started server answers its first burst twice as
 * fast with two: each warms up on half of it. `WORKERS=1` keeps a single process.
 */
import cluster from 'node:cluster';
import os from 'node:os';
import path from 'node:path';
import { buildSite } from '../builder/build-site.ts';
import { isBuildCurrent } from '../builder/build-stamp.ts';
import { createStaticServer, listen } from '../server/static-server.ts';
import { loadManifest } from '../generator/manifest/load-manifest.ts';
import { buildCacheRoot, projectRoot, reportFailure } from './cli.ts';

const dist = path.join(projectRoot, 'dist');
const base = () => loadManifest(path.join(projectRoot, 'manifest')).site.base;
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

if (cluster.isPrimary) {
  try {
    if (isBuildCurrent(projectRoot, dist)) console.log('[start] dist/ is up to date');
    else
      await buildSite({
        root: projectRoot,
        cacheRoot: buildCacheRoot,
        log: (line) => console.log(`[build] ${line}`),
      });
  } catch (error) {
    reportFailure(error);
  }
  const count = Math.max(1, Math.min(Number(process.env.WORKERS ?? os.availableParallelism()), 16));
  const ports = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<number>((resolve, reject) => {
          const worker = cluster.fork();
          worker.once('listening', (address) => resolve(address.port));
          worker.once('exit', (code) => reject(new Error(`a server process exited with code ${code}`)));
        }),
    ),
  ).catch((error: unknown) => reportFailure(error));
  // A worker that dies later is replaced, so the preview keeps answering.
  cluster.on('exit', (_worker, code, signal) => {
    console.error(`[start] a server process exited (${signal ?? code}); starting another`);
    cluster.fork();
  });
  console.log(`[start] serving dist/ at http://localhost:${ports[0]}${base()} (${count} processes)`);
} else {
  await listen(createStaticServer({ dir: dist, base: base() }), port, host);
}
