/**
 * What search downloads before a query's first results, as a reader with an empty cache meets it:
 * the worker's code, the head of the language's index, and the term and page parts that query
 * reads, each gzip-compressed as served. The parts are the ones the worker itself would fetch:
 * the query runs through the same code (`searchIndex` over `sharded-index.ts`), reading the
 * built files instead of the network.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { searchIndex } from '../common/search/query.ts';
import { SEARCH_DIR } from '../common/contract.ts';
import { openIndexInDir } from '../generator/search/open-index.ts';
import { median } from './figure.ts';

/** The search worker's script in a built site (`assets/search.worker-<hash>.js`). */
export function workerScript(dist: string): string {
  const name = fs.readdirSync(path.join(dist, 'assets')).find((f) => /^search\.worker-.*\.js$/.test(f));
  if (!name) throw new Error(`no search worker script in ${dist}/assets`);
  return path.join(dist, 'assets', name);
}

const gzipBytes = (body: string | Buffer) => zlib.gzipSync(body).length;

/** KB (gzip) each query downloads before its first results: median and max over `queries`. */
export function searchDownloads(
  dist: string,
  lang: string,
  languages: readonly string[],
  queries: string[],
): { medianKB: number; maxKB: number } {
  const worker = gzipBytes(fs.readFileSync(workerScript(dist)));
  const sizes = new Map<string, number>();
  const sizeOf = (name: string, body: string) => {
    let size = sizes.get(name);
    if (size === undefined) sizes.set(name, (size = gzipBytes(body)));
    return size;
  };
  const totals = queries.map((query) => {
    let bytes = worker;
    // A fresh index per query: each is measured as the first one a reader types.
    const index = openIndexInDir(path.join(dist, SEARCH_DIR), lang, languages, (name, body) => {
      bytes += sizeOf(name, body);
    });
    searchIndex(index, query);
    return bytes / 1024;
  });
  return { medianKB: median(totals), maxKB: Math.max(...totals) };
}
