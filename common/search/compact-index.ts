/**
 * The compact encoding of search postings and vocabulary. lunr's serialised JSON repeats what can
 * be rebuilt (field vectors, per-posting metadata); this encoding keeps only what BM25 needs: the
 * sorted vocabulary, per term and field the documents holding it (delta-encoded) with their term
 * frequencies. How the encoded parts are split into files is `sharded-index.ts`.
 *
 * Postings line of one term: the fields separated by `;`, each a `,`-separated list of
 * `<doc delta>` or `<doc delta>:<term frequency>` (frequency 1 is left out), numbers in base 36.
 */

/** Fields in index order, with the boost lunr gave each. */
export const SEARCH_FIELDS = [
  { name: 'title', boost: 10 },
  { name: 'headers', boost: 4 },
  { name: 'content', boost: 1 },
] as const;
export const FIELD_COUNT = SEARCH_FIELDS.length;

/** A prose chunk file: document id → the text snippets are cut from. */
export type ProseChunkFile = Record<string, string>;

/** Term frequencies of one document: one map per field. */
export type DocTerms = Map<string, number>[];

/** A term's postings, encoded as documents arrive: one list per field, and the last document of each. */
interface PostingLists {
  lists: string[];
  previous: number[];
}

export function encodePostings(perDoc: DocTerms[]): { terms: string[]; lines: string[] } {
  // Documents arrive in order, so each posting is encoded when it is met: a tuple per posting
  // kept until the end was most of the encoder's time at ten times this site's pages.
  const byTerm = new Map<string, PostingLists>();
  perDoc.forEach((fields, doc) => {
    fields.forEach((counts, field) => {
      for (const [term, tf] of counts) {
        let entry = byTerm.get(term);
        if (!entry) {
          entry = { lists: new Array<string>(FIELD_COUNT).fill(''), previous: new Array<number>(FIELD_COUNT).fill(0) };
          byTerm.set(term, entry);
        }
        const delta = (doc - entry.previous[field]!).toString(36);
        entry.previous[field] = doc;
        const posting = tf === 1 ? delta : `${delta}:${tf.toString(36)}`;
        entry.lists[field] = entry.lists[field] ? `${entry.lists[field]},${posting}` : posting;
      }
    });
  });
  const terms = [...byTerm.keys()].sort(compareTerms);
  const lines = terms.map((term) => byTerm.get(term)!.lists.join(';').replace(/;+$/, ''));
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

/** Index of the first term ≥ `word` in a sorted vocabulary. */
export function lowerBound(terms: readonly string[], word: string): number {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (compareTerms(terms[mid]!, word) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
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
