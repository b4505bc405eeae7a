/**
 * First visit with `localeRedirect: auto`: on a default-language page, a browser language matching
 * another locale sends the reader there once; a `visited` marker in localStorage stops it from happening again.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { parsePath, toPath } from '../../common/routes.ts';
import { findRoute, localeContext, siteData } from '../site/site.ts';
import { pageHref } from '../site/links.ts';
import { readStorage, writeStorage } from '../browser/safe-storage.ts';

export const VISITED_KEY = 'visited';

/** The locale a browser language list prefers, if the site has it (`zh-CN` → `zh`). */
function preferredLocale(browserLangs: readonly string[], siteLangs: readonly string[]): string | undefined {
  for (const tag of browserLangs) {
    const base = tag.toLowerCase().split('-')[0]!;
    const hit = siteLangs.find((l) => l.toLowerCase() === tag.toLowerCase() || l.toLowerCase() === base);
    if (hit) return hit;
  }
  return undefined;
}

export function useLocaleRedirect(pathname: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (siteData.themeConfig.localeRedirect !== 'auto') return;
    if (readStorage(VISITED_KEY)) return;
    writeStorage(VISITED_KEY, '1');
    const wanted = preferredLocale(navigator.languages ?? [navigator.language], localeContext.langs);
    const current = parsePath(pathname, localeContext);
    // A reader who opened a page of a non-default language chose it; only default-language
    // addresses are redirected.
    if (!wanted || wanted === current.lang || current.lang !== localeContext.defaultLang) return;
    const target = toPath({ ...current, lang: wanted }, localeContext);
    if (findRoute(target))
      navigate(pageHref(target) + window.location.search + window.location.hash, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on the first page of a visit
  }, []);
}
