/// <reference lib="webworker" />
/**
 * Holds the language's lunr index off the main thread: loads it once, answers queries, keeps
 * the last 100 answers.
 */
import lunr from 'lunr';
import { searchIndex } from '../../common/search/query.ts';
import type { SearchIndexFile } from '../../common/search/index-file.ts';
import type { SearchHit } from '../../common/search/hit.ts';
import type { WorkerRequest, WorkerResponse } from './protocol.ts';

export const QUERY_CACHE_SIZE = 100;

let loaded: { index: lunr.Index; file: SearchIndexFile } | undefined;
const cache = new Map<string, SearchHit[]>();

const post = (message: WorkerResponse) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(message);

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  if (message.type === 'load') {
    if (loaded) {
      post({ type: 'loaded' });
      return;
    }
    fetch(message.url)
      .then((res) => {
        if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
        return res.json() as Promise<SearchIndexFile>;
      })
      .then((file) => {
        loaded = { index: lunr.Index.load(file.index), file };
        post({ type: 'loaded' });
      })
      .catch((error: unknown) => post({ type: 'load-error', message: String(error) }));
    return;
  }
  if (!loaded) return;
  const key = `${message.limit}:${message.query}`;
  let hits = cache.get(key);
  if (!hits) {
    hits = searchIndex(loaded.index, loaded.file.documents, message.query, message.limit);
    cache.set(key, hits);
    if (cache.size > QUERY_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  post({ type: 'results', id: message.id, query: message.query, hits });
});
