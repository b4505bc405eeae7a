/** `hideNavbar`: always hidden, never hidden, or hidden while scrolling down (throttled 200 ms). */
import { useEffect, useLayoutEffect, useState } from 'react';
import type { HideNavbar } from '../../common/types.ts';
import { throttle } from '../browser/throttle.ts';

export const NAVBAR_SCROLL_THROTTLE = 200;
/**
 * On <html> while the top bar is hidden: the theme's sticky parts (sidebar, outline, local bar)
 * then move up to the window's edge instead of leaving the bar's 64 px empty.
 */
export const NAVBAR_HIDDEN_ATTR = 'data-navbar-hidden';

export function useHideOnScroll(mode: HideNavbar): boolean {
  const [hidden, setHidden] = useState(mode === 'always');
  useEffect(() => {
    if (mode !== 'auto') {
      setHidden(mode === 'always');
      return;
    }
    let lastY = window.scrollY;
    const onScroll = throttle(() => {
      const y = window.scrollY;
      setHidden(y > lastY && y > 72);
      lastY = y;
    }, NAVBAR_SCROLL_THROTTLE);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, [mode]);
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.toggleAttribute(NAVBAR_HIDDEN_ATTR, hidden);
    return () => root.removeAttribute(NAVBAR_HIDDEN_ATTR);
  }, [hidden]);
  return hidden;
}
