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

/** The base-free path a click should navigate to, or null when the browser should have it. */
export function pageLinkTarget(event: MouseEvent, base: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(`a[${PAGE_LINK_ATTRIBUTE}]`);
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href);
  return stripBase(url.pathname, base) + url.search + url.hash;
}

export function usePageLinkClicks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const to = pageLinkTarget(event, siteData.base);
      if (to === null) return;
      event.preventDefault();
      // A link to the address already shown replaces it, as `Link` does, instead of stacking a
      // second history entry for the same place.
      const anchor = (event.target as Element).closest<HTMLAnchorElement>('a')!;
      void navigate(to, { replace: anchor.href === window.location.href });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
