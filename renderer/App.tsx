/**
 * The app: one splat route whose element follows the address bar, loads the matching page chunk
 * (keeping the previous page on screen meanwhile, a progress bar after 200 ms), and lays it out.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { flushSync } from 'react-dom';
import type { PageContent } from '../common/types.ts';
import { defaultLangRedirect, parsePath } from '../common/routes.ts';
import { findRoute, localeContext, localeFor, siteData } from './site/site.ts';
import { cachedPage, loadPage, onPageUpdate } from './site/page-loader.ts';
import { PageContext, type PageState } from './site/page-context.tsx';
import { visibleParts } from './site/page-flags.ts';
import { Layout } from './components/Layout.tsx';
import { ProgressBar, PROGRESS_BAR_DELAY } from './components/ProgressBar.tsx';
import { SearchDialog } from './search/SearchDialog.tsx';
import { isSearchShortcut } from './search/intent.ts';
import { useLocaleRedirect } from './hooks/locale-redirect.ts';
import { updateHead } from './site/head.ts';
import { useScrollOnPageChange } from './hooks/page-scroll.ts';
import { goLive } from './site/app-live.ts';
import { pageHref } from './site/links.ts';

export interface ShownPage {
  pathname: string;
  page: PageContent | null;
}

function withViewTransition(update: () => void): void {
  const doc = document as Document & { startViewTransition?: (cb: () => void) => unknown };
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (siteData.themeConfig.enableContentAnimation && doc.startViewTransition && !reduce)
    doc.startViewTransition(() => flushSync(update));
  else update();
}

function PageHost({ initial }: { initial: ShownPage }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [shown, setShown] = useState<ShownPage>(initial);
  const [loading, setLoading] = useState(false);
  const [search, setSearch] = useState('');
  const [searchOpen, setSearchOpen] = useState(false);
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

  useLocaleRedirect(pathname);

  useEffect(() => {
    const redirect = defaultLangRedirect(location.pathname, localeContext);
    if (redirect) navigate(pageHref(redirect) + location.search + location.hash, { replace: true });
  }, [location.pathname, location.search, location.hash, navigate]);

  // Query flags are read after hydration so the first client render matches the server's.
  useEffect(() => setSearch(location.search), [location.search]);

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

  // Layout effects: the head and the scroll position change in the same frame as the content.
  useLayoutEffect(() => updateHead(shown.page, shown.pathname), [shown]);

  useScrollOnPageChange(shown.pathname);

  // Development: an edited page is swapped in place.
  useEffect(
    () =>
      onPageUpdate((page) =>
        setShown((current) =>
          current.page && current.page.lang === page.lang && current.page.routePath === page.routePath
            ? { ...current, page }
            : current,
        ),
      ),
    [],
  );

  const openSearch = useCallback(() => setSearchOpen(true), []);

  // Registered before goLive, which replays a Ctrl/Cmd+K the reader pressed before hydration.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        setSearchOpen((v) => !v);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // Last of the first commit's effects (after the content's behaviours are attached).
  useEffect(goLive, []);

  const state = useMemo<PageState>(() => {
    const locale = localeFor(shown.pathname);
    return {
      page: shown.page,
      locale,
      pathname: shown.pathname,
      routePath: parsePath(shown.pathname, localeContext).routePath,
      visible: visibleParts(shown.page?.frontmatter ?? {}, search),
      openSearch,
    };
  }, [shown, search, openSearch]);

  return (
    <PageContext.Provider value={state}>
      <ProgressBar visible={loading} />
      <Layout />
      {siteData.themeConfig.search.enabled && searchOpen && <SearchDialog onClose={() => setSearchOpen(false)} />}
    </PageContext.Provider>
  );
}

export function App({ initial }: { initial: ShownPage }) {
  return (
    <Routes>
      <Route path="*" element={<PageHost initial={initial} />} />
    </Routes>
  );
}
