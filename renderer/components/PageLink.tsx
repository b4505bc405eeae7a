/**
 * A link to a page of the site: a plain anchor, which `usePageLinkClicks` hands to the router on
 * a plain click. React Router's `Link` runs a dozen hooks for each link, and a page renders a
 * hundred of them in its sidebar: they were a third of pre-rendering a page, and of hydrating it.
 */
import type { AnchorHTMLAttributes } from 'react';
import { withBase } from '../../common/routes.ts';
import { siteData } from '../site/site.ts';
import { PAGE_LINK_ATTRIBUTE } from '../hooks/page-link-clicks.ts';

type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A base-free page path (`pageHref`, `localizedLink`), or a URL of another site. */
  to: string;
};

export function PageLink({ to, ...props }: PageLinkProps) {
  if (!to.startsWith('/')) return <a {...props} href={to} />;
  return <a {...props} href={withBase(to, siteData.base)} {...{ [PAGE_LINK_ATTRIBUTE]: '' }} />;
}
