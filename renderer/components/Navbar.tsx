import { useEffect, useState } from 'react';
import { useScrollLock } from '../hooks/scroll-lock.ts';
import { PageLink } from './PageLink.tsx';
import { siteData } from '../site/site.ts';
import { usePageState } from '../site/page-context.tsx';
import { withBase } from '../../common/routes.ts';
import { pageHref } from '../site/links.ts';
import { icons } from '../theme/icons.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { AppearanceToggle } from './AppearanceToggle.tsx';
import { SocialLinks } from './SocialLinks.tsx';
import { MoreProducts } from './MoreProducts.tsx';
import { NavMenuScreen } from './NavMenuScreen.tsx';
import { useHideOnScroll } from '../hooks/hide-on-scroll.ts';
import { NavLinks } from './NavLinks.tsx';
import { LAYOUT_IDS, SEARCH_BUTTON_CLASS } from '../../common/contract.ts';

export function Navbar() {
  const { locale, openSearch } = usePageState();
  const [menuOpen, setMenuOpen] = useState(false);
  const hidden = useHideOnScroll(siteData.themeConfig.hideNavbar);
  const { pathname } = usePageState();
  useEffect(() => setMenuOpen(false), [pathname]);
  // Scrolling the page behind the open menu would also hide the bar the menu hangs from.
  useScrollLock(menuOpen);
  const left = locale.nav.filter((i) => i.position === 'left');
  const right = locale.nav.filter((i) => i.position !== 'left');
  const s = locale.strings;
  return (
    <header className={`navbar${hidden ? ' navbar-hidden' : ''}`}>
      <div className="navbar-inner">
        <div className="navbar-brand">
          <PageLink
            to={pageHref(locale.home)}
            className="logo"
            aria-label={`${siteData.logoText || siteData.title} — ${locale.title}`}
          >
            <img
              className="logo-light"
              src={withBase(siteData.logo.light, siteData.base)}
              alt=""
              width="28"
              height="28"
            />
            <img
              className="logo-dark"
              src={withBase(siteData.logo.dark, siteData.base)}
              alt=""
              width="28"
              height="28"
              loading="lazy"
            />
            <span className="logo-text">{siteData.logoText || siteData.title}</span>
          </PageLink>
          <MoreProducts />
        </div>
        <nav className="navbar-nav" aria-label={s.mainNavigation}>
          {left.length > 0 && <NavLinks items={left} className="nav-links nav-left" />}
          <button type="button" className={SEARCH_BUTTON_CLASS} onClick={openSearch}>
            {icons.search}
            <span className={`${SEARCH_BUTTON_CLASS}-text`}>{s.searchPlaceholderText}</span>
            <kbd className="search-shortcut" aria-hidden="true">
              {s.searchShortcut}
            </kbd>
          </button>
          <NavLinks items={right} className="nav-links nav-right" />
        </nav>
        <div className="navbar-tools">
          <LanguageMenu />
          {siteData.themeConfig.darkMode && <AppearanceToggle />}
          <SocialLinks />
          <button
            type="button"
            className="hamburger"
            aria-label={s.menuText}
            aria-expanded={menuOpen}
            aria-controls={LAYOUT_IDS.navMenuScreen}
            onClick={() => setMenuOpen((v) => !v)}
          >
            {menuOpen ? icons.close : icons.menu}
          </button>
        </div>
      </div>
      {menuOpen && <NavMenuScreen onClose={() => setMenuOpen(false)} />}
    </header>
  );
}
