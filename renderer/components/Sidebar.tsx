/**
 * The section sidebar: collapsible groups (expanded by default, 0.3 s opening, 0.5 s closing),
 * the group holding the current page opened automatically, the current page marked.
 */
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { NameText } from './NameText.tsx';
import { PageLink } from './PageLink.tsx';
import { usePageState } from '../site/page-context.tsx';
import { groupContains } from '../../common/sidebar.ts';
import type { SidebarGroup, SidebarItem } from '../../common/types.ts';
import { icons } from '../theme/icons.tsx';
import { pageHref } from '../site/links.ts';

function samePage(link: string, pathname: string): boolean {
  return link.split('#')[0] === pathname;
}

function Group({ group, pathname, depth }: { group: SidebarGroup; pathname: string; depth: number }) {
  const holdsCurrent = groupContains(group, pathname);
  const [open, setOpen] = useState(!group.collapsed || holdsCurrent);
  // Opening the group of a newly current page happens in the same render as the page change
  // (not in an effect a frame later), so the current link is never shown inside a closed group.
  const [heldCurrent, setHeldCurrent] = useState(holdsCurrent);
  if (heldCurrent !== holdsCurrent) {
    setHeldCurrent(holdsCurrent);
    if (holdsCurrent) setOpen(true);
  }
  const id = useId();
  const toggle = () => setOpen((v) => !v);
  const chevron = <span className="sidebar-group-chevron">{icons.chevron}</span>;
  const title = group.link ? (
    <PageLink
      to={pageHref(group.link)}
      className={`sidebar-group-title${samePage(group.link, pathname) ? ' active' : ''}`}
    >
      {group.text}
    </PageLink>
  ) : (
    <span className="sidebar-group-title">{group.text}</span>
  );
  let header;
  if (!group.collapsible) header = <div className="sidebar-group-header">{title}</div>;
  else if (group.link) {
    // The title is a page link, so only the chevron beside it toggles.
    header = (
      <div className="sidebar-group-header">
        {title}
        <button
          type="button"
          className="sidebar-group-toggle sidebar-group-toggle-icon"
          aria-expanded={open}
          aria-controls={id}
          aria-label={group.text}
          onClick={toggle}
        >
          {chevron}
        </button>
      </div>
    );
  } else {
    // The whole row, title and chevron, is one button.
    header = (
      <button
        type="button"
        className="sidebar-group-header sidebar-group-toggle"
        aria-expanded={open}
        aria-controls={id}
        aria-label={group.text}
        onClick={toggle}
      >
        {title}
        {chevron}
      </button>
    );
  }
  return (
    <li className={`sidebar-group${open ? ' open' : ''}`}>
      {header}
      <div className="sidebar-group-body" id={id} data-open={open}>
        <ul className="sidebar-group-items">
          <SidebarItems items={group.items} pathname={pathname} depth={depth + 1} />
        </ul>
      </div>
    </li>
  );
}

function SidebarItems({ items, pathname, depth }: { items: SidebarItem[]; pathname: string; depth: number }) {
  return (
    <>
      {items.map((item, i) => {
        switch (item.kind) {
          case 'group':
            return <Group key={`g${i}`} group={item} pathname={pathname} depth={depth} />;
          case 'divider':
            return (
              <li key={`d${i}`} role="separator" className={`sidebar-divider sidebar-divider-${item.dividerType}`} />
            );
          case 'section':
            return (
              <li key={`s${i}`} className="sidebar-section-header">
                {item.text}
                {item.tag && <span className="tag">{item.tag}</span>}
              </li>
            );
          default: {
            const active = samePage(item.link, pathname) && !item.link.includes('#');
            return (
              <li key={`l${i}`}>
                <PageLink
                  to={pageHref(item.link)}
                  className={`sidebar-link${active ? ' active' : ''}`}
                  aria-current={active ? 'page' : undefined}
                >
                  <NameText text={item.text} />
                  {item.tag && <span className="tag">{item.tag}</span>}
                </PageLink>
              </li>
            );
          }
        }
      })}
    </>
  );
}

/**
 * Scrolls the sidebar, never the page, so that its current link shows: a long sidebar (the config
 * reference) would otherwise keep the reader's page thousands of pixels below its fold. A link
 * already in view stays where it is, so clicking one does not move the list under the pointer.
 */
export function revealCurrentLink(sidebar: HTMLElement): void {
  const link = sidebar.querySelector<HTMLElement>('.sidebar-link.active');
  if (!link) return;
  const box = sidebar.getBoundingClientRect();
  const target = link.getBoundingClientRect();
  if (target.top >= box.top && target.bottom <= box.bottom) return;
  sidebar.scrollTop += target.top - box.top - (sidebar.clientHeight - target.height) / 2;
}

export function Sidebar({ items, open }: { items: SidebarItem[]; open: boolean }) {
  const { pathname, locale } = usePageState();
  const aside = useRef<HTMLElement>(null);
  // On load, on each new page and when the drawer opens.
  useLayoutEffect(() => {
    if (aside.current) revealCurrentLink(aside.current);
  }, [pathname, open]);
  return (
    <aside ref={aside} className={`sidebar${open ? ' sidebar-open' : ''}`} aria-label={locale.strings.sidebarLabel}>
      <nav>
        <ul className="sidebar-items">
          <SidebarItems items={items} pathname={pathname} depth={0} />
        </ul>
      </nav>
    </aside>
  );
}
