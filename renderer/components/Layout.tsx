/** Chooses the chrome for the page type: home, doc, overview, custom, blank or 404. */
import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageState } from '../site/page-context.tsx';
import { Navbar } from './Navbar.tsx';
import { Sidebar } from './Sidebar.tsx';
import { Outline } from './Outline.tsx';
import { DocFooter } from './DocFooter.tsx';
import { DocContent } from './DocContent.tsx';
import { StaleNotice } from './StaleNotice.tsx';
import { HomePage } from './HomePage.tsx';
import { OverviewGrid } from './OverviewPage.tsx';
import { NotFound } from './NotFound.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import { siteData } from '../site/site.ts';
import { flattenLinks } from '../../common/sidebar.ts';
import { icons } from '../theme/icons.tsx';
import { LAYOUT_IDS } from '../../common/contract.ts';

function SkipLink({ text }: { text: string }) {
  return (
    <a className="skip-link" href={`#${LAYOUT_IDS.main}`}>
      {text}
    </a>
  );
}

export function Layout() {
  const { page, locale, pathname, visible } = usePageState();
  const [mobileSidebar, setMobileSidebar] = useState(false);
  // The drawer closes as soon as a navigation starts (the address changes), not when the next
  // page has loaded: on a slow device the reader sees at once that the tap was taken.
  const requested = useLocation().pathname;
  useEffect(() => setMobileSidebar(false), [requested, pathname]);
  // While the drawer is open the page behind it does not scroll; closing restores it.
  useLayoutEffect(() => {
    if (!mobileSidebar) return;
    const root = document.documentElement;
    root.classList.add('scroll-locked');
    return () => root.classList.remove('scroll-locked');
  }, [mobileSidebar]);
  const s = locale.strings;

  if (page === null) {
    return (
      <>
        <SkipLink text={s.skipToContent} />
        {visible.navbar && <Navbar />}
        <main id={LAYOUT_IDS.main} className="page-404">
          <NotFound />
        </main>
      </>
    );
  }
  if (page.pageType === 'blank') {
    return (
      <main id={LAYOUT_IDS.main}>
        <DocContent html={page.html} routeKey={pathname} />
      </main>
    );
  }
  if (page.pageType === 'custom') {
    return (
      <>
        <SkipLink text={s.skipToContent} />
        {visible.navbar && <Navbar />}
        <main id={LAYOUT_IDS.main} className="page-custom">
          <DocContent html={page.html} routeKey={pathname} />
        </main>
      </>
    );
  }
  if (page.pageType === 'home') {
    return (
      <>
        <SkipLink text={s.skipToContent} />
        {visible.navbar && <Navbar />}
        <main id={LAYOUT_IDS.main} className="page-home">
          <HomePage page={page} />
        </main>
      </>
    );
  }

  const sidebar = page.sidebar;
  const links = flattenLinks(sidebar);
  const index = links.findIndex((l) => l.link === pathname);
  const prev = index > 0 ? links[index - 1] : undefined;
  const next = index >= 0 && index < links.length - 1 ? links[index + 1] : undefined;
  const showSidebar = visible.sidebar && sidebar.length > 0;
  const showOutline = visible.outline && page.toc.length > 0 && page.pageType !== 'overview';
  return (
    <>
      <SkipLink text={s.skipToContent} />
      {visible.navbar && <Navbar />}
      {showSidebar && (
        <div className="local-nav">
          <button
            type="button"
            className="local-nav-toggle"
            aria-expanded={mobileSidebar}
            onClick={() => setMobileSidebar((v) => !v)}
          >
            {icons.menu}
            <span>{s.menuText}</span>
          </button>
        </div>
      )}
      <div className={`doc-layout${showSidebar ? ' has-sidebar' : ''}${showOutline ? ' has-outline' : ''}`}>
        {showSidebar && <Sidebar items={sidebar} open={mobileSidebar} />}
        {mobileSidebar && <div className="sidebar-backdrop" onClick={() => setMobileSidebar(false)} />}
        <main id={LAYOUT_IDS.main} className="doc-main">
          <article className="doc">
            {page.staleTranslation && <StaleNotice notice={page.staleTranslation} />}
            <DocContent html={page.html} routeKey={pathname} />
            {page.overview && <OverviewGrid groups={page.overview} />}
          </article>
          {visible.footer && <DocFooter page={page} {...(prev ? { prev } : {})} {...(next ? { next } : {})} />}
        </main>
        {showOutline && (
          <aside className="doc-aside">
            <Outline toc={page.toc} title={s.outlineTitle} />
          </aside>
        )}
      </div>
      {siteData.themeConfig.enableScrollToTop && <ScrollToTop label={s.scrollToTop} />}
    </>
  );
}
