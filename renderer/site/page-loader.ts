/**
 * Loads page chunks on demand and keeps the most recent ones, so going back is instant and the
 * first paint after hydration never waits on a second fetch.
 */
import { loaders } from 'virtual:page-loaders';
import type { PageContent } from '../../common/types.ts';
import { routePathToContentPath } from '../../common/routes.ts';
import { chunkId, PAGE_UPDATE_EVENT } from '../../common/contract.ts';

const CACHE_SIZE = 20;
const cache = new Map<string, PageContent>();

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

if (typeof window !== 'undefined') {
  window.addEventListener(PAGE_UPDATE_EVENT, (event) => {
    const page = (event as CustomEvent<PageContent>).detail;
    const chunk = chunkId(page.lang, routePathToContentPath(page.routePath));
    if (cache.has(chunk)) remember(chunk, page);
    for (const listener of listeners) listener(page);
  });
}

export function cachedPage(chunk: string): PageContent | undefined {
  return cache.get(chunk);
}

export async function loadPage(chunk: string): Promise<PageContent> {
  const hit = cache.get(chunk);
  if (hit) return hit;
  const loader = loaders[chunk];
  if (!loader) throw new Error(`no content chunk "${chunk}"`);
  const page = (await loader()).default;
  remember(chunk, page);
  return page;
}
