/**
 * The menu screen behind the hamburger (screens up to 1024 px). It closes itself when the window
 * grows to 768 px or wider, so rotating a phone never leaves it covering the page.
 */
import { useEffect } from 'react';
import { usePageState } from '../site/page-context.tsx';
import { NavLinks } from './NavLinks.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { AppearanceToggle } from './AppearanceToggle.tsx';
import { SocialLinks } from './SocialLinks.tsx';
import { siteData } from '../site/site.ts';
import { LAYOUT_IDS } from '../../common/contract.ts';

export const MENU_SCREEN_CLOSE_WIDTH = 768;

export function NavMenuScreen({ onClose }: { onClose: () => void }) {
  const { locale } = usePageState();
  useEffect(() => {
    const media = window.matchMedia(`(min-width: ${MENU_SCREEN_CLOSE_WIDTH}px)`);
    const check = () => media.matches && onClose();
    media.addEventListener('change', check);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      media.removeEventListener('change', check);
      document.removeEventListener('keydown', onKey);
    };
  }, [onClose]);
  return (
    <div id={LAYOUT_IDS.navMenuScreen} className="nav-menu-screen">
      <nav aria-label={locale.strings.mainNavigation}>
        <NavLinks items={locale.nav} className="nav-links nav-screen" />
      </nav>
      <LanguageMenu inline />
      {siteData.themeConfig.darkMode && <AppearanceToggle />}
      <SocialLinks />
    </div>
  );
}
