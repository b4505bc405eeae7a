/**
 * Builds and writes the dev server's search files on a thread of its own: an index build takes a
 * second at this site's size (six at ten times it), and on the server's thread it held up every
 * request made meanwhile, the first page's modules included. Keeps each document's terms between
 * builds, so a save re-splits only the pages it changed.
 */
import { parentPort } from 'node:worker_threads';
import { buildSearchIndexes, emptySearchIndexCache, searchLocaleOf } from '../generator/search/build-index.ts';
import { writeSearchFiles } from '../generator/emit/write-generated.ts';
import type { DevSearchJob } from './dev-search.ts';

const cache = emptySearchIndexCache();

parentPort!.on('message', ({ documents, locales, outDir }: DevSearchJob) => {
  const started = Date.now();
  try {
    writeSearchFiles(buildSearchIndexes(documents, searchLocaleOf({ locales }), cache), outDir);
    parentPort!.postMessage({ ms: Date.now() - started });
  } catch (error) {
    parentPort!.postMessage({ ms: Date.now() - started, failed: String(error) });
  }
});
