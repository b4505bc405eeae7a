/** Keeps the page behind an open drawer or menu from scrolling; closing restores it. */
import { useLayoutEffect } from 'react';

const LOCKED_CLASS = 'scroll-locked';

export function useScrollLock(locked: boolean): void {
  useLayoutEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    root.classList.add(LOCKED_CLASS);
    return () => root.classList.remove(LOCKED_CLASS);
  }, [locked]);
}
