/** Sidebar lookups shared by the generator (overview pages) and the renderer (chrome). */
import type { SidebarItem, SidebarLink } from './types.ts';

/** The sidebar serving a route: the longest configured prefix that the route path starts with. */
export function sidebarKeyFor(routePath: string, keys: string[]): string | undefined {
  let best: string | undefined;
  for (const key of keys) {
    const prefix = key.endsWith('/') ? key : `${key}/`;
    if ((routePath === key || routePath.startsWith(prefix)) && (!best || key.length > best.length)) best = key;
  }
  return best;
}

/** Every page link of a sidebar in reading order, anchors left out, for previous/next links. */
export function flattenLinks(items: SidebarItem[]): SidebarLink[] {
  const out: SidebarLink[] = [];
  const seen = new Set<string>();
  const visit = (list: SidebarItem[]) => {
    for (const item of list) {
      if (item.kind === 'link' && !item.link.includes('#') && !seen.has(item.link)) {
        seen.add(item.link);
        out.push(item);
      } else if (item.kind === 'group') {
        if (item.link && !seen.has(item.link)) {
          seen.add(item.link);
          out.push({ kind: 'link', text: item.text, link: item.link });
        }
        visit(item.items);
      }
    }
  };
  visit(items);
  return out;
}

/** Whether a group holds the page at `pathname` (so it opens automatically). */
export function groupContains(item: SidebarItem, pathname: string): boolean {
  if (item.kind === 'link') return item.link.split('#')[0] === pathname;
  if (item.kind === 'group')
    return item.link === pathname || item.items.some((child) => groupContains(child, pathname));
  return false;
}
