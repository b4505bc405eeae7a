/**
 * Runs a reader's query against a sharded index, identically in the worker, the tests and the
 * benchmark. Results come in two steps: titles and headings from the index, then the snippet once
 * the prose of the page has arrived (`fillStatement`). `searchIndex` reads the parts at hand and
 * notes those it lacks; `searchLoading` fetches them and runs it again.
 */
import { tokenize } from './tokenize.ts';
import { termPipeline } from './pipeline.ts';
import {
  docMeta,
  partsVocabulary,
  withParts,
  type LoadedIndex,
  type PartRef,
  type SearchDocMeta,
} from './sharded-index.ts';
import { expand, scoreQuery, type ScoredDoc } from './scorer.ts';
import { findHighlights, snippetAround } from './snippet.ts';
import { DEFAULT_RESULT_LIMIT, LIBRARY_RESULT_LIMIT } from './limits.ts';
import type { SearchHit } from './hit.ts';
import { normalizeSearchText } from './normalize.ts';
import { queryVariants } from './synonyms.ts';

export { DEFAULT_RESULT_LIMIT, LIBRARY_RESULT_LIMIT };
export type { SearchHit };

export interface QueryPlan {
  /** Per query word: the indexed words it stands for. */
  clauses: string[][];
  /** Words to highlight. */
  needles: string[];
}

export function planQuery(index: LoadedIndex, query: string): QueryPlan {
  const pipeline = termPipeline(index.languages);
  const typed = [...new Set(pipeline.filter(tokenize(query)))];
  const clauses: string[][] = [];
  const vocabulary = partsVocabulary(index);
  const needles = query
    .split(/\s+/)
    .filter(Boolean)
    .map(normalizeSearchText)
    .concat(typed.filter((t) => t.length > 1));
  for (const word of typed) {
    const stemmed = pipeline.index([word])[0] ?? word;
    const expansion = expand(vocabulary, stemmed, word);
    if (expansion?.how === 'exact' && stemmed !== word) needles.push(stemmed);
    clauses.push(expansion?.terms ?? []);
  }
  return { clauses, needles: [...new Set(needles)] };
}

/** Final order: lunr's BM25, scaled by how many of the query's words a page holds and where. */
export function rank(
  index: LoadedIndex,
  scored: ScoredDoc[],
  words: number,
  query: string,
): { doc: number; score: number }[] {
  const q = normalizeSearchText(query.trim());
  return scored
    .filter((s) => s.score > 0)
    .map((s) => {
      const doc = s.doc;
      // Pages holding most of the query's words first, then those whose headings or summary hold them.
      const coverage = s.matched / Math.max(1, words);
      const inHeadings = s.fieldMatched[1]! / Math.max(1, words);
      // A page named exactly what the reader typed (an option's own page) comes first.
      const named = index.titleKeys[doc] === q ? 2 : 1;
      return { doc, score: s.score * (0.5 + coverage) * (1 + inHeadings) * named };
    })
    .sort((a, b) => b.score - a.score || a.doc - b.doc);
}

/**
 * A page found only through a synonym ranks a little below one holding the words as typed, so a
 * rewrite adds pages without reordering those the query itself finds equally well.
 */
export const SYNONYM_WEIGHT = 0.9;

export function searchIndex(index: LoadedIndex, query: string, limit = DEFAULT_RESULT_LIMIT): SearchHit[] {
  if (!query.trim()) return [];
  // Each page keeps its best score over the query and its synonym rewrites.
  const best = new Map<number, { doc: number; score: number }>();
  const needles: string[] = [];
  queryVariants(query, index.synonyms).forEach((variant, i) => {
    const plan = planQuery(index, variant);
    if (plan.clauses.every((c) => c.length === 0)) return;
    needles.push(...plan.needles);
    const weight = i === 0 ? 1 : SYNONYM_WEIGHT;
    for (const { doc, score } of rank(index, scoreQuery(index, plan.clauses), plan.clauses.length, variant)) {
      const held = best.get(doc);
      if (!held || held.score < score * weight) best.set(doc, { doc, score: score * weight });
    }
  });
  // A part missing for the words: the ranking is not final yet, so no page part is asked for.
  if (index.missing.size) return [];
  const allNeedles = [...new Set(needles)];
  const top = [...best.values()]
    .sort((a, b) => b.score - a.score || a.doc - b.doc)
    .slice(0, Math.min(limit, LIBRARY_RESULT_LIMIT))
    .map(({ doc, score }) => ({ meta: docMeta(index, doc), score }));
  return index.missing.size ? [] : top.map(({ meta, score }) => headHit(meta!, allNeedles, score));
}

/** `searchIndex`, fetching the parts it needs first (`fetchPart` returns a part's parsed file). */
export function searchLoading(
  index: LoadedIndex,
  query: string,
  limit: number,
  fetchPart: (ref: PartRef) => Promise<unknown>,
): Promise<SearchHit[]> {
  return withParts(index, () => searchIndex(index, query, limit), fetchPart);
}

/** A hit before its page's prose is known: title and, when one matches, the heading. */
function headHit(doc: SearchDocMeta, needles: string[], score: number): SearchHit {
  const heading = doc.toc.find((t) => findHighlights(t.text, needles).length > 0);
  return {
    docId: doc.id,
    routePath: doc.routePath,
    title: doc.title,
    header: heading?.text ?? '',
    headerId: heading?.id ?? '',
    statement: '',
    titleHighlights: findHighlights(doc.title, needles),
    statementHighlights: [],
    score,
    needles,
  };
}

/**
 * Adds the snippet around the first match (after the matching heading, if any) and, when no
 * heading matched, the heading the match sits under. Without a match, the snippet opens the
 * matching heading's section, or the page. `lower` is the prose lower-cased once per page.
 */
export function fillStatement(
  hit: SearchHit,
  doc: SearchDocMeta,
  prose: string,
  lower = prose.toLowerCase(),
): SearchHit {
  const headingAt = hit.headerId ? lower.indexOf(hit.header.toLowerCase()) : -1;
  let at = -1;
  for (const pass of headingAt >= 0 ? [headingAt, 0] : [0]) {
    for (const n of hit.needles ?? []) {
      const i = lower.indexOf(n, pass);
      if (i >= 0 && (at < 0 || i < at)) at = i;
    }
    if (at >= 0) break;
  }
  // The words lie beyond the section's lead the prose keeps: show that lead, under its heading.
  if (at < 0 && headingAt >= 0) at = Math.min(prose.length, headingAt + hit.header.length + 1);
  let { header, headerId } = hit;
  if (!headerId && at >= 0) {
    for (const t of doc.toc) {
      const pos = prose.indexOf(t.text);
      if (pos >= 0 && pos <= at) {
        header = t.text;
        headerId = t.id;
      }
    }
  }
  const snippet = snippetAround(prose, Math.max(0, at));
  return {
    ...hit,
    header,
    headerId,
    statement: snippet.text,
    statementHighlights: findHighlights(snippet.text, hit.needles ?? []),
  };
}
