/** Remote search (when the manifest sets `search.apiUrl`): a failure is logged and gives no hits. */
import type { SearchHit } from '../../common/search/hit.ts';

export interface RemoteGroup {
  index: string;
  hits: SearchHit[];
}

export function remoteSearchUrl(
  apiUrl: string,
  params: { keyword: string; limit: number; searchIndexes: string[]; lang: string },
): string {
  const url = new URL(apiUrl, typeof window === 'undefined' ? 'http://localhost' : window.location.href);
  url.searchParams.set('keyword', params.keyword);
  url.searchParams.set('limit', String(params.limit));
  url.searchParams.set('searchIndexes', params.searchIndexes.join(','));
  url.searchParams.set('lang', params.lang);
  return url.toString();
}

export async function remoteSearch(
  apiUrl: string,
  params: { keyword: string; limit: number; searchIndexes: string[]; lang: string },
): Promise<RemoteGroup[]> {
  try {
    const res = await fetch(remoteSearchUrl(apiUrl, params));
    if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
    const data = (await res.json()) as unknown;
    return Array.isArray(data) ? (data as RemoteGroup[]) : [];
  } catch (error) {
    console.error('[docs] remote search failed', error);
    return [];
  }
}
