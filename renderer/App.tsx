/**
 * The app: one splat route whose element follows the address bar, loads the matching page chunk
 * (keeping the previous page on screen meanwhile, a progress bar after 200 ms), and lays it out.
 */
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { defaultLangRedirect, parsePath } from '../common/routes.ts';
import { localeContext, localeFor, siteData } from './site/site.ts';
import { PageContext, type PageState } from './site/page-context.tsx';
import { visibleParts } from './site/page-flags.ts';
import { Layout } from './components/Layout.tsx';
import { ProgressBar } from './components/ProgressBar.tsx';
import { SearchDialog } from './search/SearchDialog.tsx';
import { useLocaleRedirect } from './hooks/locale-redirect.ts';
import { updateHead } from './site/head.ts';
import { useScrollOnPageChange } from './hooks/page-scroll.ts';
import { usePageLoading, type ShownPage } from './hooks/page-loading.ts';
import { useSearchShortcut } from './hooks/search-shortcut.ts';
import { usePageLinkClicks } from './hooks/page-link-clicks.ts';
import { goLive } from './site/app-live.ts';
import { pageHref } from './site/links.ts';

export type { ShownPage };

function PageHost({ initial }: { initial: ShownPage }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const { pathname, shown, loading } = usePageLoading(initial);

  useLocaleRedirect(pathname);
  usePageLinkClicks();

  useEffect(() => {
    const redirect = defaultLangRedirect(location.pathname, localeContext);
    if (redirect) navigate(pageHref(redirect) + location.search + location.hash, { replace: true });
  }, [location.pathname, location.search, location.hash, navigate]);

  // Query flags are read after hydration so the first client render matches the server's.
  useEffect(() => setSearch(location.search), [location.search]);

  // Layout effects: the head and the scroll position change in the same frame as the content.
  useLayoutEffect(() => updateHead(shown.page, shown.pathname), [shown]);

  useScrollOnPageChange(shown.pathname, shown.pathname === pathname);

  const { searchOpen, openSearch, closeSearch } = useSearchShortcut();

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
      {siteData.themeConfig.search.enabled && searchOpen && <SearchDialog onClose={closeSearch} />}
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
