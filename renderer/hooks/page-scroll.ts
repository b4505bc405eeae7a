/**
 * Where the window stands when a page is shown. Back and Forward return to where the reader was on
 * that history entry; any other new page opens at its #hash heading or at its top. The first page
 * keeps what the browser did (a position restored on reload, or a #hash jump before hydration),
 * and a page edited in place (dev) keeps the reader where they are.
 */
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { scrollToId } from './active-heading.ts';

/** Scroll positions of the history entries this tab has left, by the router's entry key. */
const leftAt = new Map<string, number>();

export function useScrollOnPageChange(shownPathname: string): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Runs when the address moves on, while the old page is still on screen.
  useLayoutEffect(() => {
    const key = location.key;
    return () => {
      leftAt.set(key, window.scrollY);
    };
  }, [location.key]);

  const firstShown = useRef(true);
  useLayoutEffect(() => {
    if (firstShown.current) {
      firstShown.current = false;
      return;
    }
    const saved = navigationType === 'POP' ? leftAt.get(location.key) : undefined;
    const hash = decodeURIComponent(location.hash.slice(1));
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (hash) requestAnimationFrame(() => scrollToId(hash));
    else window.scrollTo(0, 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per page shown
  }, [shownPathname]);
}
