/** Chooses the chrome for the page type: home, doc, overview, custom, blank or 404. */
import { useEffect, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { useScrollLock } from '../hooks/scroll-lock.ts';
import { useLocation } from 'react-router-dom';
import { usePageState } from '../site/page-context.tsx';
import { Navbar } from './Navbar.tsx';
import { Sidebar } from './Sidebar.tsx';
import { Outline } from './Outline.tsx';
import { OutlineMenu } from './OutlineMenu.tsx';
import { useActiveHeading } from '../hooks/active-heading.ts';
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
import type { PageContent, TocEntry } from '../../common/types.ts';

const EMPTY_TOC: TocEntry[] = [];

function SkipLink({ text }: { text: string }) {
  return (
    <a className="skip-link" href={`#${LAYOUT_IDS.main}`}>
      {text}
    </a>
  );
}

/** What every page type but `blank` shares: the skip link and the navbar above its content. */
function PageChrome({ children }: { children: ReactNode }) {
  const { locale, visible } = usePageState();
  return (
    <>
      <SkipLink text={locale.strings.skipToContent} />
      {visible.navbar && <Navbar />}
      {children}
    </>
  );
}

function PlainMain({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <main id={LAYOUT_IDS.main} className={className}>
      {children}
    </main>
  );
}

interface DocPageProps {
  page: PageContent;
  mobileSidebar: boolean;
  setMobileSidebar: Dispatch<SetStateAction<boolean>>;
  activeHeading: string | undefined;
  setActiveHeading: (id: string) => void;
}

/** A doc or overview page: sidebar, outline, content and footer. */
function DocPage({ page, mobileSidebar, setMobileSidebar, activeHeading, setActiveHeading }: DocPageProps) {
  const { locale, pathname, visible } = usePageState();
  const s = locale.strings;
  const sidebar = page.sidebar;
  const links = flattenLinks(sidebar);
  const index = links.findIndex((l) => l.link === pathname);
  const prev = index > 0 ? links[index - 1] : undefined;
  const next = index >= 0 && index < links.length - 1 ? links[index + 1] : undefined;
  const showSidebar = visible.sidebar && sidebar.length > 0;
  const showOutline = visible.outline && page.toc.length > 0 && page.pageType !== 'overview';
  return (
    <>
      {(showSidebar || showOutline) && (
        <div className="local-nav">
          {showSidebar && (
            <button
              type="button"
              className="local-nav-toggle"
              aria-expanded={mobileSidebar}
              onClick={() => setMobileSidebar((v) => !v)}
            >
              {icons.menu}
              <span>{s.menuText}</span>
            </button>
          )}
          {showOutline && (
            <OutlineMenu toc={page.toc} title={s.outlineTitle} active={activeHeading} onGo={setActiveHeading} />
          )}
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
            <Outline toc={page.toc} title={s.outlineTitle} active={activeHeading} onGo={setActiveHeading} />
          </aside>
        )}
      </div>
      {siteData.themeConfig.enableScrollToTop && <ScrollToTop label={s.scrollToTop} />}
    </>
  );
}

export function Layout() {
  const { page, pathname } = usePageState();
  const [mobileSidebar, setMobileSidebar] = useState(false);
  // The drawer closes as soon as a navigation starts (the address changes), not when the next
  // page has loaded: on a slow device the reader sees at once that the tap was taken.
  const requested = useLocation().pathname;
  useEffect(() => setMobileSidebar(false), [requested, pathname]);
  useScrollLock(mobileSidebar);
  const toc = page?.toc ?? EMPTY_TOC;
  const [activeHeading, setActiveHeading] = useActiveHeading(toc);

  if (page?.pageType === 'blank') {
    return (
      <main id={LAYOUT_IDS.main}>
        <DocContent html={page.html} routeKey={pathname} />
      </main>
    );
  }
  let content: ReactNode;
  if (page === null) {
    content = (
      <PlainMain className="page-404">
        <NotFound />
      </PlainMain>
    );
  } else if (page.pageType === 'custom') {
    content = (
      <PlainMain className="page-custom">
        <DocContent html={page.html} routeKey={pathname} />
      </PlainMain>
    );
  } else if (page.pageType === 'home') {
    content = (
      <PlainMain className="page-home">
        <HomePage page={page} />
      </PlainMain>
    );
  } else {
    const docProps = { page, mobileSidebar, setMobileSidebar, activeHeading, setActiveHeading };
    content = <DocPage {...docProps} />;
  }
  return <PageChrome>{content}</PageChrome>;
}
