import { EventEmitter } from 'node:events';
import type { Connect, ViteDevServer } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietScheduler, type QuietScheduler } from '../../scripts/dev-quiet.ts';

const QUIET_MS = 300;

/** The scheduler's plugin on a stand-in server; `request()` opens a request, its result ends it. */
function serve(scheduler: QuietScheduler): { request: () => () => void } {
  let middleware: Connect.NextHandleFunction | undefined;
  const server = { middlewares: { use: (fn: Connect.NextHandleFunction) => (middleware = fn) } };
  const hook = scheduler.plugin.configureServer as (server: ViteDevServer) => void;
  hook(server as unknown as ViteDevServer);
  return {
    request() {
      const res = new EventEmitter();
      const next = vi.fn();
      middleware!({} as Connect.IncomingMessage, res as never, next);
      expect(next).toHaveBeenCalledOnce();
      return () => res.emit('close');
    },
  };
}

describe('background work in the dev server', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a task after its delay when the server is idle', () => {
    const scheduler = quietScheduler(QUIET_MS);
    serve(scheduler);
    const task = vi.fn();
    scheduler.later('search', 1500, task);
    vi.advanceTimersByTime(1499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it('holds a due task while a request is open, and runs it once the server has been quiet', () => {
    const scheduler = quietScheduler(QUIET_MS);
    const { request } = serve(scheduler);
    const task = vi.fn();
    scheduler.later('search', 1000, task);
    vi.advanceTimersByTime(900);
    const end = request();
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
    end();
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(task).not.toHaveBeenCalled();
    // Another request within the quiet time starts the wait again.
    request()();
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it('replaces a waiting task of the same key, and keeps tasks of other keys', () => {
    const scheduler = quietScheduler(QUIET_MS);
    serve(scheduler);
    const [first, second, other] = [vi.fn(), vi.fn(), vi.fn()];
    scheduler.later('search', 1000, first);
    scheduler.later('cache', 2000, other);
    vi.advanceTimersByTime(500);
    scheduler.later('search', 1000, second);
    vi.advanceTimersByTime(1000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
    expect(other).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(other).toHaveBeenCalledOnce();
  });

  it('lets a task schedule another', () => {
    const scheduler = quietScheduler(QUIET_MS);
    serve(scheduler);
    const again = vi.fn();
    scheduler.later('first', 100, () => scheduler.later('again', 100, again));
    vi.advanceTimersByTime(200);
    expect(again).toHaveBeenCalledOnce();
  });
});
