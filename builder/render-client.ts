/** The build's side of render-worker.ts: one worker, one page at a time, answers by id. */
import { Worker } from 'node:worker_threads';
import type { PageContent, RenderedPage } from '../common/types.ts';
import type { RenderJob, RenderReply } from './render-worker.ts';

export interface PageRenderer {
  render(pathname: string, page: PageContent | null): Promise<RenderedPage>;
  stop(): Promise<void>;
}

/** `workerFile`: the bundled render-worker.js of a server build. */
export function renderWorker(workerFile: string): PageRenderer {
  // React's server renderer reads it as it loads; the bundles are compiled for production.
  const worker = new Worker(workerFile, { execArgv: [], env: { ...process.env, NODE_ENV: 'production' } });
  const waiting = new Map<number, { resolve: (r: RenderedPage) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  let crashed: Error | undefined;
  let stopping = false;
  const fail = (error: Error) => {
    crashed = error;
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
  };
  worker.on('message', (reply: RenderReply) => {
    const entry = waiting.get(reply.id);
    waiting.delete(reply.id);
    if ('failed' in reply) entry?.reject(new Error(reply.failed));
    else entry?.resolve(reply.rendered);
  });
  worker.on('error', fail);
  // A worker that ends without an error event would leave the build waiting for ever.
  worker.on('exit', (code) => {
    if (!stopping) fail(crashed ?? new Error(`the render worker exited with code ${code}`));
  });
  return {
    render(pathname, page) {
      if (crashed) return Promise.reject(crashed);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        const job: RenderJob = { id, pathname, page };
        worker.postMessage(job);
      });
    },
    async stop() {
      stopping = true;
      await worker.terminate();
    },
  };
}
