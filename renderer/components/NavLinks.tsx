/** The top-level nav links, shared by the navbar and the menu screen behind the hamburger. */
import { PageLink } from './PageLink.tsx';
import { localeContext } from '../site/site.ts';
import { usePageState } from '../site/page-context.tsx';
import { pageHref } from '../site/links.ts';
import { parsePath } from '../../common/routes.ts';
import type { NavItem } from '../../common/types.ts';

/** Whether a nav item names the section of a page (its `activeMatch` against the route path). */
export function isNavActive(item: NavItem, pathname: string): boolean {
  const { routePath } = parsePath(pathname, localeContext);
  try {
    return new RegExp(item.activeMatch).test(routePath);
  } catch {
    return routePath.startsWith(item.link);
  }
}

export function NavLinks({ items, className }: { items: NavItem[]; className?: string }) {
  const { pathname } = usePageState();
  return (
    <ul className={className}>
      {items.map((item) => {
        const active = isNavActive(item, pathname);
        return (
          <li key={item.link}>
            <PageLink
              to={pageHref(item.link)}
              className={`nav-link${active ? ' active' : ''}`}
              aria-current={active ? 'page' : undefined}
            >
              {item.text}
            </PageLink>
          </li>
        );
      })}
    </ul>
  );
}
