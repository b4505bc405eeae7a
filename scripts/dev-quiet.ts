/**
 * The dev server's background work (search indexes, keeping compiled pages) waits until the
 * browser has stopped asking for files. A first page is some eighty module requests; on two cores
 * the search worker's second of CPU and the cache's serialisation, started on a timer, landed in
 * the middle of them and held the page back.
 */
import type { Plugin } from 'vite';

export interface QuietScheduler {
  /** Counts the requests the server is answering. */
  plugin: Plugin;
  /**
   * Runs `task` once `delayMs` have passed and the server has had no open request for the quiet
   * time. A later call with the same `key` replaces a task of that key that has not run yet.
   */
  later(key: string, delayMs: number, task: () => void): void;
}

export function quietScheduler(quietMs: number, now: () => number = Date.now): QuietScheduler {
  let open = 0;
  let lastActivity = -Infinity;
  const waiting = new Map<string, { due: number; task: () => void }>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function check(): void {
    clearTimeout(timer);
    timer = undefined;
    if (open > 0 || waiting.size === 0) return; // a request's end checks again
    const at = now();
    const quietFrom = lastActivity + quietMs;
    const ready = [...waiting].filter(([, { due }]) => due <= at && quietFrom <= at);
    for (const [key] of ready) waiting.delete(key);
    if (waiting.size > 0) {
      const next = Math.max(quietFrom, Math.min(...[...waiting.values()].map((w) => w.due)));
      // The server keeps the process alive; a task never should.
      timer = setTimeout(check, Math.max(0, next - at));
      timer.unref();
    }
    // Last: a task may schedule another.
    for (const [, { task }] of ready) task();
  }

  return {
    plugin: {
      name: 'docs-dev-quiet',
      configureServer(server) {
        server.middlewares.use((_req, res, next) => {
          open++;
          lastActivity = now();
          res.once('close', () => {
            open--;
            lastActivity = now();
            check();
          });
          next();
        });
      },
    },
    later(key, delayMs, task) {
      waiting.set(key, { due: now() + delayMs, task });
      check();
    },
  };
}
