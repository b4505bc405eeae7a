/**
 * The overview grid of a section (the overview page type): the groups of the section's sidebar with
 * their pages, each with its one-line summary, the facts it states (a config option's type and
 * default) and its `##` headings.
 */
import type { OverviewGroup, PageFact, SidebarItem } from '../../common/types.ts';

export interface OverviewPageInfo {
  title: string;
  description: string;
  facts: PageFact[];
  headers: { id: string; text: string }[];
}

export function buildOverview(
  sidebar: SidebarItem[],
  othersLabel: string,
  pageAt: (link: string) => OverviewPageInfo | undefined,
  selfLink: string,
): OverviewGroup[] {
  const groups: OverviewGroup[] = [];
  const loose: OverviewGroup = { name: othersLabel, items: [] };
  const toItem = (link: string, text: string) => {
    const info = pageAt(link);
    return { text, link, description: info?.description ?? '', facts: info?.facts ?? [], headers: info?.headers ?? [] };
  };
  const collect = (items: SidebarItem[]): OverviewGroup['items'] =>
    items.flatMap((item) => {
      if (item.kind === 'link') return item.link === selfLink ? [] : [toItem(item.link, item.text)];
      if (item.kind === 'group') return collect(item.items);
      return [];
    });
  for (const item of sidebar) {
    if (item.kind === 'group') {
      const items = collect(item.items);
      if (items.length) groups.push({ name: item.text, items });
    } else if (item.kind === 'link' && item.link !== selfLink) {
      loose.items.push(toItem(item.link, item.text));
    }
  }
  return loose.items.length ? [loose, ...groups] : groups;
}
