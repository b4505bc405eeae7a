/**
 * Runs `task` once the browser has painted the current document: a frame callback runs just
 * before a paint, and a task queued from it runs after that paint. A hidden tab paints nothing,
 * so there the task runs at once.
 */
export function afterFirstPaint(task: () => void): void {
  if (document.visibilityState === 'hidden') {
    task();
    return;
  }
  requestAnimationFrame(() => setTimeout(task, 0));
}
