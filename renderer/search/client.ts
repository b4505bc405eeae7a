/**
 * The page's side of the search worker: one worker per language, created on the first sign that
 * the reader wants to search (see intent.ts) or when the dialog opens, whichever comes first.
 */
import { localeByLang, siteData } from '../site/site.ts';
import { withBase } from '../../common/routes.ts';
import type { SearchHit } from '../../common/search/hit.ts';
import type { WorkerRequest, WorkerResponse } from './protocol.ts';
import { SEARCH_DIR } from '../../common/contract.ts';

interface SearchWorker {
  worker: Worker;
  ready: Promise<void>;
  loaded: boolean;
}

const workers = new Map<string, SearchWorker>();

export function workerFor(lang: string): SearchWorker {
  const existing = workers.get(lang);
  if (existing) return existing;
  const worker = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module' });
  const entry: SearchWorker = { worker, ready: Promise.resolve(), loaded: false };
  entry.ready = new Promise<void>((resolve, reject) => {
    const onMessage = (event: MessageEvent<WorkerResponse>) => {
      if (event.data.type === 'loaded') {
        entry.loaded = true;
        performance.mark('docs:search-index-loaded', { detail: { lang, workerMs: event.data.ms } });
        resolve();
      } else if (event.data.type === 'load-error') reject(new Error(event.data.message));
      else return;
      worker.removeEventListener('message', onMessage);
    };
    worker.addEventListener('message', onMessage);
  });
  const request: WorkerRequest = {
    type: 'load',
    dirUrl: withBase(`/${SEARCH_DIR}/`, siteData.base),
    key: lang,
    languages: localeByLang(lang).searchLanguages,
  };
  worker.postMessage(request);
  workers.set(lang, entry);
  entry.ready.catch(() => {
    workers.delete(lang);
    worker.terminate();
  });
  return entry;
}

/** Starts loading the language's index (idempotent); remote search has nothing to load. */
export function preloadSearch(lang: string): void {
  if (siteData.themeConfig.search.enabled && !siteData.themeConfig.search.apiUrl) workerFor(lang);
}

let nextId = 0;

/**
 * Asks the worker; `onResults` is called with titles first and again once snippets are filled in.
 * Returns a function that stops listening (a newer query supersedes this one).
 */
export function queryWorker(
  lang: string,
  query: string,
  limit: number,
  onResults: (hits: SearchHit[], complete: boolean) => void,
  onError: () => void,
): () => void {
  const { worker, ready } = workerFor(lang);
  const id = ++nextId;
  let stopped = false;
  const onMessage = (event: MessageEvent<WorkerResponse>) => {
    const message = event.data;
    if (message.type === 'query-error' && message.id === id) {
      worker.removeEventListener('message', onMessage);
      onError();
      return;
    }
    if (message.type !== 'results' || message.id !== id) return;
    if (message.complete) worker.removeEventListener('message', onMessage);
    onResults(message.hits, message.complete);
  };
  ready.then(
    () => {
      if (stopped) return;
      worker.addEventListener('message', onMessage);
      const request: WorkerRequest = { type: 'query', id, query, limit };
      worker.postMessage(request);
    },
    () => !stopped && onError(),
  );
  return () => {
    stopped = true;
    worker.removeEventListener('message', onMessage);
  };
}
