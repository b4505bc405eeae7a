/**
 * Runs `task` once the browser has shown the current document. Chromium reports a paint only when
 * the frame reaches the screen, and a task queued from a frame callback can run before that, so
 * where paint timing exists the task waits for the paint entry itself. A hidden tab paints
 * nothing, so there (or once the tab is hidden) the task runs at once; and should no paint ever be
 * reported (a browser may skip reporting a frame with nothing visible in it), the task runs after
 * `PAINT_FALLBACK_MS` anyway, so the page always comes alive.
 */
export const PAINT_FALLBACK_MS = 2000;

export function afterFirstPaint(task: () => void): void {
  let observer: PerformanceObserver | undefined;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(fallback);
    document.removeEventListener('visibilitychange', runIfHidden);
    task();
  };
  const runIfHidden = () => {
    if (document.visibilityState === 'hidden') run();
  };
  if (document.visibilityState === 'hidden') return run();
  document.addEventListener('visibilitychange', runIfHidden);
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes.includes('paint')) {
    // `buffered` also reports a paint that happened before this script ran.
    observer = new PerformanceObserver(run);
    observer.observe({ type: 'paint', buffered: true });
    fallback = setTimeout(run, PAINT_FALLBACK_MS);
  } else {
    requestAnimationFrame(() => setTimeout(run, 0));
  }
}
