/**
 * The search dialog's loading spinner. A wait shorter than `SPINNER_DELAY_MS` shows nothing, and a
 * spinner once shown stays `MIN_SPINNER_MS`, so it never flickers.
 */
import { useCallback, useRef, useState } from 'react';

export const MIN_SPINNER_MS = 1000;
/** A wait shorter than this shows no spinner at all (it would only flash for the 1 s minimum). */
export const SPINNER_DELAY_MS = 250;

/** How much longer a spinner shown at `since` must stay at `now`; 0 or less means it may go. */
export function spinnerHoldMs(since: number | null, now: number): number {
  return since === null ? 0 : MIN_SPINNER_MS - (now - since);
}

export interface MinimumSpinner {
  spinning: boolean;
  reveal: () => void;
  hide: () => void;
  /** Whether the spinner is up, read from a ref so timers see it without waiting for a render. */
  isShown: () => boolean;
  holdMs: () => number;
}

export function useMinimumSpinner(): MinimumSpinner {
  const [spinning, setSpinning] = useState(false);
  const since = useRef<number | null>(null);
  const reveal = useCallback(() => {
    since.current = Date.now();
    setSpinning(true);
  }, []);
  const hide = useCallback(() => {
    since.current = null;
    setSpinning(false);
  }, []);
  const isShown = useCallback(() => since.current !== null, []);
  const holdMs = useCallback(() => spinnerHoldMs(since.current, Date.now()), []);
  return { spinning, reveal, hide, isShown, holdMs };
}
