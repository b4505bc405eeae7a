/**
 * A language's built search files opened as the worker opens them, but read at once from memory
 * or disk: for the tests, the benchmark and the tools, which want a query's answer without a
 * network. Every part goes through JSON as it would over the wire, and `onRead` hears of each file
 * the first time a query needs it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadHead, partHash, type LoadedIndex, type SearchHeadFile } from '../../common/search/sharded-index.ts';
import {
  SEARCH_HASHES_FILE,
  searchIndexFileName,
  searchPartFileName,
  type SearchHashes,
} from '../../common/search/index-file.ts';
import type { BuiltSearchIndex } from './build-index.ts';

export function openIndex(
  lang: string,
  headHash: string,
  languages: readonly string[],
  read: (name: string) => string,
  onRead?: (name: string, body: string) => void,
): LoadedIndex {
  const open = (name: string) => {
    const body = read(name);
    onRead?.(name, body);
    return JSON.parse(body) as unknown;
  };
  const index = loadHead(open(searchIndexFileName(lang, headHash)) as SearchHeadFile, languages);
  index.supply = (ref) => open(searchPartFileName(lang, ref.kind, partHash(index, ref)));
  return index;
}

export function openBuiltIndex(
  built: BuiltSearchIndex,
  languages: readonly string[],
  onRead?: (name: string, body: string) => void,
): LoadedIndex {
  const bodies = new Map(built.files.map((f) => [f.name, f.body]));
  const read = (name: string) => {
    const body = bodies.get(name);
    if (body === undefined) throw new Error(`search: no file ${name}`);
    return body;
  };
  return openIndex(built.lang, built.hash, languages, read, onRead);
}

/** A language's index in a built site's search directory, by the head hash `search_hashes.json` names. */
export function openIndexInDir(
  dir: string,
  lang: string,
  languages: readonly string[],
  onRead?: (name: string, body: string) => void,
): LoadedIndex {
  const hashes = JSON.parse(fs.readFileSync(path.join(dir, SEARCH_HASHES_FILE), 'utf8')) as SearchHashes;
  const hash = hashes[lang];
  if (!hash) throw new Error(`search: no index for ${lang} in ${dir}`);
  return openIndex(lang, hash, languages, (name) => fs.readFileSync(path.join(dir, name), 'utf8'), onRead);
}
