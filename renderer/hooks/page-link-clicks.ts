/**
 * Plain left clicks on the site's page links (`PageLink`) go through the router: the app stays
 * and only the page's content is fetched. A click with a modifier key, on another button or
 * already handled keeps the browser's own behaviour (a new tab, a download…), as `Link` did. One
 * listener for the whole document, rather than one handler per link.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { stripBase } from '../../common/routes.ts';
import { siteData } from '../site/site.ts';

/** The attribute that marks an anchor as a page link. */
export const PAGE_LINK_ATTRIBUTE = 'data-page-link';

/**
 * Where a click should take the router (a base-free path) and whether it replaces the history
 * entry, or null when the browser should have the click.
 */
export function pageLinkTarget(event: MouseEvent, base: string): { to: string; replace: boolean } | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(`a[${PAGE_LINK_ATTRIBUTE}]`);
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href);
  // A link to the address already shown replaces it, as `Link` does, instead of stacking a second
  // history entry for the same place.
  return { to: stripBase(url.pathname, base) + url.search + url.hash, replace: link.href === window.location.href };
}

export function usePageLinkClicks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = pageLinkTarget(event, siteData.base);
      if (!target) return;
      event.preventDefault();
      void navigate(target.to, { replace: target.replace });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
