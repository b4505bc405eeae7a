/**
 * Serves the freshly built dist/ (npm test builds it first) on a free localhost port for the
 * browser tests, with the same server `npm start` uses.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createStaticServer, listen } from '../../server/static-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** CPU slowdown for the pages of the slow-device project; absent elsewhere. */
    cpuThrottle?: number;
    /** `--update` on the command line: the visual gallery rewrites its baselines. */
    updateBaselines?: boolean;
  }
}

export default async function setup(project: TestProject) {
  const dist = path.resolve(import.meta.dirname, '../../dist');
  if (!fs.existsSync(path.join(dist, 'index.html')))
    throw new Error('dist/ is missing: run `npm run build` before the browser tests');
  const server = createStaticServer({ dir: dist });
  const port = await listen(server, 0);
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
