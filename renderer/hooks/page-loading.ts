/**
 * The page on screen and the one the address bar asks for: a new path loads its page chunk,
 * keeping the previous page on screen meanwhile and showing the progress bar after 200 ms.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { flushSync } from 'react-dom';
import { findRoute, siteData } from '../site/site.ts';
import { cachedPage, loadPage, onPageUpdate } from '../site/page-loader.ts';
import { PROGRESS_BAR_DELAY } from '../components/ProgressBar.tsx';
import { withEditedPage, type ShownPage } from './shown-page.ts';

export type { ShownPage };

export interface PageLoading {
  /** The canonical path the address bar asks for. */
  pathname: string;
  shown: ShownPage;
  /** A page chunk has taken longer than `PROGRESS_BAR_DELAY`. */
  loading: boolean;
}

function withViewTransition(update: () => void): void {
  const doc = document as Document & { startViewTransition?: (cb: () => void) => unknown };
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (siteData.themeConfig.enableContentAnimation && doc.startViewTransition && !reduce)
    doc.startViewTransition(() => flushSync(update));
  else update();
}

/** Development: an edited page is swapped in place. */
function usePageUpdates(setShown: (update: (current: ShownPage) => ShownPage) => void): void {
  useEffect(() => onPageUpdate((page) => setShown((current) => withEditedPage(current, page))), [setShown]);
}

export function usePageLoading(initial: ShownPage): PageLoading {
  const location = useLocation();
  const [shown, setShown] = useState<ShownPage>(initial);
  const [loading, setLoading] = useState(false);
  const first = useRef(true);
  // The page's canonical path (`/guide/start/index.html` and `/guide/start` are `/guide/start/`):
  // the one path links and sidebars are compared with, whether or not the site has clean URLs.
  const pathname = findRoute(location.pathname)?.path ?? location.pathname;
  // The path the address bar asks for now. A page whose chunk (or view transition) arrives after
  // the reader has moved on is dropped, so the screen never shows a page the URL does not name.
  const wanted = useRef(pathname);
  useLayoutEffect(() => {
    wanted.current = pathname;
  }, [pathname]);
  const show = useCallback((next: ShownPage) => {
    withViewTransition(() => {
      if (wanted.current === next.pathname) setShown(next);
    });
  }, []);

  useEffect(() => {
    if (first.current && shown.pathname === pathname) {
      first.current = false;
      return;
    }
    first.current = false;
    const route = findRoute(pathname);
    if (!route) {
      show({ pathname, page: null });
      return;
    }
    const hit = cachedPage(route.chunk);
    if (hit) {
      show({ pathname, page: hit });
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => setLoading(true), PROGRESS_BAR_DELAY);
    loadPage(route.chunk)
      .then((page) => {
        if (!cancelled) show({ pathname, page });
      })
      .catch((error: unknown) => console.error(`[docs] failed to load ${pathname}`, error))
      .finally(() => {
        clearTimeout(timer);
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new path loads a new page
  }, [pathname]);

  usePageUpdates(setShown);
  return { pathname, shown, loading };
}
