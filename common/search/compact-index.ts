/**
 * The compact search index a language ships, and its decoder. lunr's serialised JSON repeats what
 * can be rebuilt (field vectors, per-posting metadata); this format keeps only what BM25 needs:
 * the sorted vocabulary, per term and field the documents holding it (delta-encoded) with their
 * term frequencies, and each field's length per document. Snippet prose lives in separate chunk
 * files, fetched once a result needs it.
 *
 * Postings line of one term: the fields separated by `;`, each a `,`-separated list of
 * `<doc delta>` or `<doc delta>:<term frequency>` (frequency 1 is left out), numbers in base 36.
 */

import { normalizeSearchText } from './normalize.ts';

/** Fields in index order, with the boost lunr gave each. */
export const SEARCH_FIELDS = [
  { name: 'title', boost: 10 },
  { name: 'headers', boost: 4 },
  { name: 'content', boost: 1 },
] as const;
export const FIELD_COUNT = SEARCH_FIELDS.length;

export const COMPACT_FORMAT = 2;

/** A document's metadata: route, title, outline, and which prose chunk holds its text. */
export type CompactDoc = [
  routePath: string,
  title: string,
  toc: [id: string, text: string, depth: number][],
  chunk: number,
];

export interface CompactIndexFile {
  format: typeof COMPACT_FORMAT;
  lang: string;
  docs: CompactDoc[];
  /** FIELD_COUNT lengths (terms after the pipeline) per document. */
  lengths: number[];
  /** The vocabulary, sorted by code unit and front-coded (`encodeTerms`). */
  terms: string;
  /** One postings line per term, in vocabulary order, joined by newlines. */
  postings: string;
  /** Content hashes of the prose chunk files, by chunk number. */
  chunks: string[];
  /** The locale's synonym groups, normalised (`common/search/synonyms.ts`). */
  synonyms: string[][];
}

/** A prose chunk file: document id → the text snippets are cut from. */
export type ProseChunkFile = Record<string, string>;

/** Term frequencies of one document: one map per field. */
export type DocTerms = Map<string, number>[];

export function encodePostings(perDoc: DocTerms[]): { terms: string[]; lines: string[] } {
  const byTerm = new Map<string, [number, number][][]>();
  perDoc.forEach((fields, doc) => {
    fields.forEach((counts, field) => {
      for (const [term, tf] of counts) {
        let entry = byTerm.get(term);
        if (!entry) byTerm.set(term, (entry = Array.from({ length: FIELD_COUNT }, () => [])));
        entry[field]!.push([doc, tf]);
      }
    });
  });
  const terms = [...byTerm.keys()].sort(compareTerms);
  const lines = terms.map((term) =>
    byTerm
      .get(term)!
      .map((list) => {
        let previous = 0;
        return list
          .map(([doc, tf]) => {
            const delta = (doc - previous).toString(36);
            previous = doc;
            return tf === 1 ? delta : `${delta}:${tf.toString(36)}`;
          })
          .join(',');
      })
      .join(';')
      .replace(/;+$/, ''),
  );
  return { terms, lines };
}

/**
 * Front coding of the sorted vocabulary: each term is the length of the prefix it shares with the
 * previous one (one base-36 digit, at most 35) followed by the rest, one term per line. Chinese
 * bigrams sharing their first character shrink to one digit and one character.
 */
export function encodeTerms(sorted: string[]): string {
  let previous = '';
  return sorted
    .map((term) => {
      let k = 0;
      while (k < 35 && k < previous.length && k < term.length && previous[k] === term[k]) k++;
      previous = term;
      return k.toString(36) + term.slice(k);
    })
    .join('\n');
}

export function decodeTerms(encoded: string): string[] {
  if (!encoded) return [];
  let previous = '';
  return encoded.split('\n').map((line) => {
    previous = previous.slice(0, parseInt(line[0]!, 36)) + line.slice(1);
    return previous;
  });
}

/** Code-unit order, the same in Node and every browser (localeCompare is not). */
export function compareTerms(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Documents and term frequencies of one term, per field. */
export interface Posting {
  docs: number[][];
  tfs: number[][];
  /** Field occurrences over all fields, as lunr counts them for the IDF. */
  count: number;
}

export function decodePosting(line: string): Posting {
  const docs: number[][] = [];
  const tfs: number[][] = [];
  let count = 0;
  const parts = line.split(';');
  for (let f = 0; f < FIELD_COUNT; f++) {
    const fieldDocs: number[] = [];
    const fieldTfs: number[] = [];
    const part = parts[f];
    if (part) {
      let doc = 0;
      for (const item of part.split(',')) {
        const colon = item.indexOf(':');
        doc += parseInt(colon < 0 ? item : item.slice(0, colon), 36);
        fieldDocs.push(doc);
        fieldTfs.push(colon < 0 ? 1 : parseInt(item.slice(colon + 1), 36));
      }
    }
    count += fieldDocs.length;
    docs.push(fieldDocs);
    tfs.push(fieldTfs);
  }
  return { docs, tfs, count };
}

export interface SearchDocMeta {
  id: number;
  routePath: string;
  title: string;
  /** The title normalised as queries are, worked out once at load rather than for every query. */
  titleKey: string;
  toc: { id: string; text: string; depth: number }[];
  chunk: number;
}

/** A decoded index: cheap to make (two splits and a pass over the lengths); postings decode on first use. */
export interface LoadedIndex {
  lang: string;
  /** The word pipelines its terms went through (the locale's `searchLanguages`); queries go through them too. */
  languages: readonly string[];
  docs: SearchDocMeta[];
  terms: string[];
  lengths: number[];
  averageLengths: number[];
  chunks: string[];
  /** Synonym groups queries are rewritten with. */
  synonyms: string[][];
  posting: (termIndex: number) => Posting;
}

export function loadCompactIndex(file: CompactIndexFile, languages: readonly string[]): LoadedIndex {
  if (file.format !== COMPACT_FORMAT)
    throw new Error(`search index format ${String(file.format)}, expected ${COMPACT_FORMAT}`);
  const terms = decodeTerms(file.terms);
  const lines = file.postings.split('\n');
  const decoded = new Map<number, Posting>();
  const docs = file.docs.map(([routePath, title, toc, chunk], id) => ({
    id,
    routePath,
    title,
    titleKey: normalizeSearchText(title),
    toc: toc.map(([tid, text, depth]) => ({ id: tid, text, depth })),
    chunk,
  }));
  const averageLengths = SEARCH_FIELDS.map((_, f) => {
    let sum = 0;
    for (let d = 0; d < docs.length; d++) sum += file.lengths[d * FIELD_COUNT + f]!;
    return sum / Math.max(1, docs.length);
  });
  return {
    lang: file.lang,
    languages,
    docs,
    terms,
    lengths: file.lengths,
    averageLengths,
    chunks: file.chunks,
    synonyms: file.synonyms,
    posting: (i) => {
      let p = decoded.get(i);
      if (!p) decoded.set(i, (p = decodePosting(lines[i] ?? '')));
      return p;
    },
  };
}
