/**
 * Renders pages on a worker thread. A warm build (see build-cache.ts) starts it on the last
 * build's server renderer before it generates anything, so loading React and the app, about
 * 200 ms, overlaps the generation instead of following it. Built beside the server renderer
 * (entry-server.js), which it loads from its own folder, so the worker starts as plain JavaScript.
 */
import { parentPort } from 'node:worker_threads';
import type { PageContent, RenderedPage } from '../common/types.ts';

export interface RenderJob {
  id: number;
  pathname: string;
  page: PageContent | null;
}

export type RenderReply = { id: number; rendered: RenderedPage } | { id: number; failed: string };

type ServerEntry = { render(pathname: string, page: PageContent | null): RenderedPage };
const { render } = (await import(/* @vite-ignore */ new URL('./entry-server.js', import.meta.url).href)) as ServerEntry;

parentPort!.on('message', ({ id, pathname, page }: RenderJob) => {
  let reply: RenderReply;
  try {
    reply = { id, rendered: render(pathname, page) };
  } catch (error) {
    reply = { id, failed: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort!.postMessage(reply);
});
