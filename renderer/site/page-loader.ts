/**
 * Loads page content on demand (one JSON file per page, see `PAGES_DIR`) and keeps the most
 * recent pages, so going back is instant and the first paint after hydration never waits on a
 * second fetch. The entry preloads the file of the page being opened.
 */
import pageTable from 'virtual:page-table';
import type { PageContent } from '../../common/types.ts';
import { routePathToContentPath, withBase } from '../../common/routes.ts';
import { chunkId, PAGE_UPDATE_EVENT, pageContentPath } from '../../common/contract.ts';
import { siteData } from './site.ts';

const CACHE_SIZE = 20;
const cache = new Map<string, PageContent>();
const known = new Set(pageTable.chunks);

function remember(chunk: string, page: PageContent): void {
  cache.delete(chunk);
  cache.set(chunk, page);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
}

type Listener = (page: PageContent) => void;
const listeners = new Set<Listener>();

/** Called with a page whose content changed while the site is open (dev server hot updates). */
export function onPageUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Only the dev server has a hot-update socket; the build drops this block.
if (import.meta.hot) {
  import.meta.hot.on(PAGE_UPDATE_EVENT, (page: PageContent) => {
    const chunk = chunkId(page.lang, routePathToContentPath(page.routePath));
    if (cache.has(chunk)) remember(chunk, page);
    for (const listener of listeners) listener(page);
  });
}

export function cachedPage(chunk: string): PageContent | undefined {
  return cache.get(chunk);
}

/** The URL of a page's content file, under the site's base. */
export function pageContentUrl(chunk: string): string {
  return withBase(pageContentPath(chunk), siteData.base);
}

export async function loadPage(chunk: string): Promise<PageContent> {
  const hit = cache.get(chunk);
  if (hit) return hit;
  if (!known.has(chunk)) throw new Error(`no page "${chunk}"`);
  const response = await fetch(pageContentUrl(chunk));
  if (!response.ok) throw new Error(`page "${chunk}": HTTP ${response.status}`);
  const page = (await response.json()) as PageContent;
  remember(chunk, page);
  return page;
}
