/// <reference lib="webworker" />
/**
 * Holds the language's compact index off the main thread: loads it once, answers queries with
 * titles and headings at once, then fetches the prose chunks the hits need (once each) and sends
 * the hits again with their snippets. Keeps the last 100 complete answers.
 */
import {
  loadCompactIndex,
  type CompactIndexFile,
  type LoadedIndex,
  type ProseChunkFile,
} from '../../common/search/compact-index.ts';
import { fillStatement, searchIndex } from '../../common/search/query.ts';
import type { SearchHit } from '../../common/search/hit.ts';
import type { SearchHashes } from '../../common/search/index-file.ts';
import type { WorkerRequest, WorkerResponse } from './protocol.ts';

export const QUERY_CACHE_SIZE = 100;

let index: LoadedIndex | undefined;
let textUrl = '';
const chunks = new Map<number, Promise<ProseChunkFile>>();
/** Prose lower-cased once per page, not once per query. */
const lowered = new Map<number, string>();
const cache = new Map<string, SearchHit[]>();

const post = (message: WorkerResponse) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(message);

async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
  return (await res.json()) as T;
}

function chunk(loadedIndex: LoadedIndex, n: number): Promise<ProseChunkFile> {
  let pending = chunks.get(n);
  if (!pending) {
    pending = fetchJson<ProseChunkFile>(textUrl.replace('{hash}', loadedIndex.chunks[n]!));
    chunks.set(n, pending);
    pending.catch(() => chunks.delete(n));
  }
  return pending;
}

async function fill(loadedIndex: LoadedIndex, hits: SearchHit[]): Promise<SearchHit[]> {
  const docs = hits.map((h) => loadedIndex.docs[h.docId!]!);
  const files = await Promise.all(
    [...new Set(docs.map((d) => d.chunk))].map(async (n) => [n, await chunk(loadedIndex, n)] as const),
  );
  const byChunk = new Map(files);
  return hits.map((hit, i) => {
    const doc = docs[i]!;
    const prose = byChunk.get(doc.chunk)?.[String(doc.id)] ?? '';
    let lower = lowered.get(doc.id);
    if (lower === undefined) lowered.set(doc.id, (lower = prose.toLowerCase()));
    return fillStatement(hit, doc, prose, lower);
  });
}

function remember(key: string, hits: SearchHit[]): void {
  cache.set(key, hits);
  if (cache.size > QUERY_CACHE_SIZE) cache.delete(cache.keys().next().value!);
}

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  if (message.type === 'load') {
    if (index) {
      post({ type: 'loaded', ms: 0 });
      return;
    }
    textUrl = message.textUrl;
    // The map is tiny and revalidated; the index it names is cached for good.
    fetchJson<SearchHashes>(message.hashesUrl, { cache: 'no-cache' })
      .then((hashes) => {
        const hash = hashes[message.key];
        if (!hash) throw new Error(`no search index "${message.key}"`);
        return fetch(message.url.replace('{hash}', hash));
      })
      .then((res) => {
        if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
        return res.text();
      })
      .then((body) => {
        const started = performance.now();
        index = loadCompactIndex(JSON.parse(body) as CompactIndexFile, message.languages);
        post({ type: 'loaded', ms: performance.now() - started });
      })
      .catch((error: unknown) => post({ type: 'load-error', message: String(error) }));
    return;
  }
  const loadedIndex = index;
  if (!loadedIndex) return;
  const { id, query, limit } = message;
  const key = `${limit}:${query}`;
  const cached = cache.get(key);
  if (cached) {
    post({ type: 'results', id, query, hits: cached, complete: true });
    return;
  }
  const hits = searchIndex(loadedIndex, query, limit);
  post({ type: 'results', id, query, hits, complete: hits.length === 0 });
  if (hits.length === 0) return;
  fill(loadedIndex, hits).then(
    (filled) => {
      remember(key, filled);
      post({ type: 'results', id, query, hits: filled, complete: true });
    },
    // Without the prose the titles stay; the reader can still open every hit.
    () => post({ type: 'results', id, query, hits, complete: true }),
  );
});
