/**
 * Where the window stands when a page is shown. Back and Forward return to where the reader was on
 * that history entry; any other new page opens at its #hash heading or at its top. The first page
 * keeps what the browser did (a position restored on reload, or a #hash jump before hydration),
 * and a page edited in place (dev) keeps the reader where they are.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { scrollToId } from './active-heading.ts';

/** Scroll positions of the history entries this tab has shown, by the router's entry key. */
const leftAt = new Map<string, number>();

/**
 * The entry on screen, and whether the reader is moving through history towards another one. The
 * position is recorded as the reader scrolls: reading it only when the address changes would be
 * too late on Back and Forward, because the browser restores the position of the entry it returns
 * to before the app hears of the change, and that value would be filed under the entry being left.
 * From a traversal until the next page is shown, scrolling is not recorded.
 */
const tracked = { shownKey: '', traversing: false };

function useScrollRecord(): void {
  useEffect(() => {
    const onPopState = () => (tracked.traversing = true);
    const onScroll = () => {
      if (!tracked.traversing) leftAt.set(tracked.shownKey, window.scrollY);
    };
    window.addEventListener('popstate', onPopState);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
}

/**
 * `shownPathname` is the page on screen; `arrived` whether it is the page the address asks for (a
 * new address waits for its page, a #hash change on the same page does not).
 */
export function useScrollOnPageChange(shownPathname: string, arrived: boolean): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  useScrollRecord();
  useLayoutEffect(() => {
    if (!arrived) return;
    tracked.shownKey = location.key;
    tracked.traversing = false;
  }, [location.key, arrived]);

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
