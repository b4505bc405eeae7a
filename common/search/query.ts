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

/** A heading of the page's outline where it stands in the prose, as a line of its own. */
interface HeadingLine {
  id: string;
  text: string;
  /** Where the line starts, and where it ends (before its line break). */
  start: number;
  end: number;
}

/**
 * The outline's headings found as whole lines of the prose, in page order. The prose holds each
 * heading as a line (generator/search/snippet-text.ts); a heading it lacks is skipped.
 */
export function headingLines(prose: string, toc: readonly { id: string; text: string }[]): HeadingLine[] {
  const lines: HeadingLine[] = [];
  let from = 0;
  for (const { id, text } of toc) {
    if (!text) continue;
    for (let at = prose.indexOf(text, from); at >= 0; at = prose.indexOf(text, at + 1)) {
      const end = at + text.length;
      if ((at === 0 || prose[at - 1] === '\n') && (end === prose.length || prose[end] === '\n')) {
        lines.push({ id, text, start: at, end });
        from = end;
        break;
      }
    }
  }
  return lines;
}

/**
 * Adds the snippet: about 100 units of the section the result points to, from its first match
 * (or its first line when the words are only in its heading or beyond its kept lead). The
 * snippet never holds a heading line: the result shows its heading above the snippet already,
 * and a heading read into the middle of a sentence ("… server.proxy Related links") reads as
 * part of it. Without a heading of its own, the result takes the heading of the section its
 * first match sits in. `lower` is the prose lower-cased once per page.
 */
export function fillStatement(
  hit: SearchHit,
  doc: SearchDocMeta,
  prose: string,
  lower = prose.toLowerCase(),
): SearchHit {
  const headings = headingLines(prose, doc.toc);
  const needles = (hit.needles ?? []).filter(Boolean);
  /** The first match in prose[from, to) outside heading lines, or -1. */
  const firstMatch = (from: number, to: number) => {
    let at = -1;
    for (const n of needles) {
      for (let i = lower.indexOf(n, from); i >= 0 && i < to; i = lower.indexOf(n, i + 1)) {
        if (headings.some((h) => i < h.end && i + n.length > h.start)) continue;
        if (at < 0 || i < at) at = i;
        break;
      }
    }
    return at;
  };
  /** A section's text, without its heading line: from the line after it (or the page's start for
   * the lead, -1) to the line break before the next heading. */
  const textOf = (section: number) => {
    const from = section >= 0 ? Math.min(prose.length, headings[section]!.end + 1) : 0;
    const next = headings[section + 1];
    return { from, to: next ? Math.max(from, next.start - 1) : prose.length };
  };
  let { header, headerId } = hit;
  let section = headerId ? headings.findIndex((h) => h.id === headerId) : -1;
  let at: number;
  if (section >= 0) {
    const { from, to } = textOf(section);
    const match = firstMatch(from, to);
    at = match >= 0 ? match : from;
  } else {
    at = Math.max(0, firstMatch(0, prose.length));
    // The section the match sits in: the last heading line before it.
    for (let i = 0; i < headings.length && headings[i]!.end <= at; i++) section = i;
    if (!headerId && section >= 0) {
      header = headings[section]!.text;
      headerId = headings[section]!.id;
    }
  }
  let { from, to } = textOf(section);
  let start = Math.min(Math.max(at, from), to) - from;
  // A section without prose of its own (only code, or a heading straight over a subheading):
  // the text of the next section that has some, from its start.
  for (let next = section + 1; to <= from && next < headings.length; next++) {
    ({ from, to } = textOf(next));
    start = 0;
  }
  // Nothing after it either (the page ends in code): the prose around the match, as it stands.
  const snippet = to > from ? snippetAround(prose.slice(from, to), start) : snippetAround(prose, at);
  return {
    ...hit,
    header,
    headerId,
    statement: snippet.text,
    statementHighlights: findHighlights(snippet.text, needles),
  };
}
