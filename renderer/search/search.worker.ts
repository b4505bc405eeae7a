/// <reference lib="webworker" />
/**
 * Holds the language's sharded index off the main thread: loads its head once, answers each
 * query with titles and headings as soon as the parts it needs have arrived (each fetched once),
 * then fetches the prose chunks the hits need and sends the hits again with their snippets.
 * Keeps the last 100 complete answers.
 */
import type { ProseChunkFile } from '../../common/search/compact-index.ts';
import {
  docMeta,
  loadHead,
  partHash,
  refKey,
  type LoadedIndex,
  type PartRef,
  type SearchHeadFile,
} from '../../common/search/sharded-index.ts';
import { fillStatement, searchLoading } from '../../common/search/query.ts';
import type { SearchHit } from '../../common/search/hit.ts';
import {
  SEARCH_HASHES_FILE,
  searchIndexFileName,
  searchPartFileName,
  searchTextFileName,
  type SearchHashes,
} from '../../common/search/index-file.ts';
import type { WorkerRequest, WorkerResponse } from './protocol.ts';

export const QUERY_CACHE_SIZE = 100;

let index: LoadedIndex | undefined;
/** The search directory's URL, ending in `/`. */
let dirUrl = '';
const chunks = new Map<number, Promise<ProseChunkFile>>();
const parts = new Map<string, Promise<unknown>>();
/** Prose lower-cased once per page, not once per query. */
const lowered = new Map<number, string>();
const cache = new Map<string, SearchHit[]>();

const post = (message: WorkerResponse) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(message);

async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
  return (await res.json()) as T;
}

/** A part of the index, fetched once even when two queries in flight both need it. */
function fetchPart(loadedIndex: LoadedIndex, ref: PartRef): Promise<unknown> {
  const key = refKey(ref);
  let pending = parts.get(key);
  if (!pending) {
    pending = fetchJson(dirUrl + searchPartFileName(loadedIndex.lang, ref.kind, partHash(loadedIndex, ref)));
    parts.set(key, pending);
    pending.catch(() => parts.delete(key));
  }
  return pending;
}

function chunk(loadedIndex: LoadedIndex, n: number): Promise<ProseChunkFile> {
  let pending = chunks.get(n);
  if (!pending) {
    pending = fetchJson<ProseChunkFile>(dirUrl + searchTextFileName(loadedIndex.lang, loadedIndex.chunks[n]!));
    chunks.set(n, pending);
    pending.catch(() => chunks.delete(n));
  }
  return pending;
}

async function fill(loadedIndex: LoadedIndex, hits: SearchHit[]): Promise<SearchHit[]> {
  // The hits' page parts are at hand: the search that found them needed them.
  const docs = hits.map((h) => docMeta(loadedIndex, h.docId!)!);
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
    dirUrl = message.dirUrl;
    // The map is tiny and revalidated; the index it names is cached for good.
    fetchJson<SearchHashes>(dirUrl + SEARCH_HASHES_FILE, { cache: 'no-cache' })
      .then((hashes) => {
        const hash = hashes[message.key];
        if (!hash) throw new Error(`no search index "${message.key}"`);
        return fetch(dirUrl + searchIndexFileName(message.key, hash));
      })
      .then((res) => {
        if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
        return res.text();
      })
      .then((body) => {
        const started = performance.now();
        index = loadHead(JSON.parse(body) as SearchHeadFile, message.languages);
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
  searchLoading(loadedIndex, query, limit, (ref) => fetchPart(loadedIndex, ref))
    .then((hits) => {
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
    })
    .catch((error: unknown) => post({ type: 'query-error', id, query, message: String(error) }));
});
