/**
 * Scores documents of a sharded index for a reader's query with the BM25 lunr computes (k1 1.2,
 * b 0.75, field boosts, lunr's IDF that counts field occurrences, weights rounded to three
 * decimals, the query vector's length as divisor), without building lunr's field vectors: only
 * the postings of the terms the query names are read.
 *
 * Each query word is expanded on its own: the word itself when the index has it, else the
 * indexed words it begins (a word still being typed), else, from four letters on, the words one
 * typo away. Which parts of the vocabulary each step looks in is `partsVocabulary`'s to say.
 */
import { FIELD_COUNT, SEARCH_FIELDS, lowerBound } from './compact-index.ts';
import { documentCount, postingOf, type LoadedIndex, type Vocabulary } from './sharded-index.ts';

export { lowerBound };

const K1 = 1.2;
const B = 0.75;
/** A prefix of one or two letters would otherwise pull in thousands of words. */
export const MAX_EXPANSIONS = 64;

export type Expansion = 'exact' | 'prefix' | 'fuzzy';

export function idf(count: number, documentCount: number): number {
  const x = (documentCount - count + 0.5) / (count + 0.5);
  return Math.log(1 + Math.abs(x));
}

/** Whether a and b differ by at most one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** One sorted list as the whole vocabulary: every word is looked up in all of it. */
export function wholeVocabulary(terms: readonly string[]): Vocabulary {
  return { around: () => terms, beginning: () => terms, near: () => terms };
}

/**
 * The indexed words a query word stands for, and how it matched; undefined while a part of the
 * vocabulary it needs is not at hand.
 */
export function expand(
  vocabulary: Vocabulary,
  stemmed: string,
  typed: string,
): { terms: string[]; how: Expansion } | undefined {
  const around = vocabulary.around(stemmed);
  if (!around) return undefined;
  if (around[lowerBound(around, stemmed)] === stemmed) return { terms: [stemmed], how: 'exact' };
  const beginning = vocabulary.beginning(typed);
  if (!beginning) return undefined;
  const prefix: string[] = [];
  for (let i = lowerBound(beginning, typed); i < beginning.length && beginning[i]!.startsWith(typed); i++)
    prefix.push(beginning[i]!);
  if (prefix.length) {
    // The shortest completions are the likeliest words being typed (sort is stable: ties keep vocabulary order).
    prefix.sort((x, y) => x.length - y.length);
    return { terms: prefix.slice(0, MAX_EXPANSIONS), how: 'prefix' };
  }
  if (typed.length < 4) return { terms: [], how: 'fuzzy' };
  const near = vocabulary.near(typed);
  if (!near) return undefined;
  const fuzzy: string[] = [];
  for (let i = 0; i < near.length && fuzzy.length < MAX_EXPANSIONS; i++) {
    const t = near[i]!;
    if (Math.abs(t.length - typed.length) <= 1 && withinOneEdit(t, typed)) fuzzy.push(t);
  }
  return { terms: fuzzy, how: 'fuzzy' };
}

export interface ScoredDoc {
  doc: number;
  /** lunr's score. */
  score: number;
  /** How many of the query's words the document holds (in any field). */
  matched: number;
  /** Per field, how many of the query's words it holds. */
  fieldMatched: number[];
}

/** BM25 as lunr scores it, summed over fields, for every document matching any expansion. */
export function scoreQuery(index: LoadedIndex, clauses: string[][]): ScoredDoc[] {
  const count = documentCount(index);
  // lunr's query vector: one unit per clause a term expands from; each term is scored once.
  const clausesOf = new Map<string, number[]>();
  clauses.forEach((clause, c) => {
    for (const t of clause) clausesOf.set(t, [...(clausesOf.get(t) ?? []), c]);
  });
  let magnitude = 0;
  for (const cs of clausesOf.values()) magnitude += cs.length * cs.length;
  magnitude = Math.sqrt(magnitude);
  const byDoc = new Map<number, ScoredDoc & { held: Set<number>[] }>();
  for (const [t, cs] of clausesOf) {
    const posting = postingOf(index, t);
    const termIdf = idf(posting.count, count);
    for (let f = 0; f < FIELD_COUNT; f++) {
      const docs = posting.docs[f]!;
      const tfs = posting.tfs[f]!;
      const average = index.averageLengths[f]!;
      const boost = SEARCH_FIELDS[f]!.boost;
      for (let k = 0; k < docs.length; k++) {
        const d = docs[k]!;
        const tf = tfs[k]!;
        const length = index.lengths[d * FIELD_COUNT + f]!;
        const weight =
          Math.round(((termIdf * ((K1 + 1) * tf)) / (K1 * (1 - B + B * (length / average)) + tf)) * boost * 1000) /
          1000;
        let entry = byDoc.get(d);
        if (!entry) {
          entry = {
            doc: d,
            score: 0,
            matched: 0,
            fieldMatched: [],
            held: Array.from({ length: FIELD_COUNT + 1 }, () => new Set<number>()),
          };
          byDoc.set(d, entry);
        }
        entry.score += (cs.length * weight) / magnitude;
        for (const c of cs) {
          entry.held[f]!.add(c);
          entry.held[FIELD_COUNT]!.add(c);
        }
      }
    }
  }
  return [...byDoc.values()].map(({ doc, score, held }) => ({
    doc,
    score,
    matched: held[FIELD_COUNT]!.size,
    fieldMatched: held.slice(0, FIELD_COUNT).map((h) => h.size),
  }));
}
