/** Calls `fn` at most once per `wait` ms, always finishing with a trailing call. */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
): ((...args: A) => void) & { cancel(): void } {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = () => {
    last = Date.now();
    timer = undefined;
    if (pending) fn(...pending);
    pending = undefined;
  };
  const throttled = (...args: A) => {
    pending = args;
    const remaining = wait - (Date.now() - last);
    if (remaining <= 0) run();
    else if (!timer) timer = setTimeout(run, remaining);
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
