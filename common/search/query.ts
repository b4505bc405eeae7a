/**
 * Runs a reader's query against a loaded lunr index, identically in the worker and in tests.
 * Terms come from the shared tokenizer, so query syntax characters never reach lunr's parser.
 * Several words match pages holding most of them; a word with no exact hit falls back to a
 * prefix and then to a one-typo match.
 */
import lunr from 'lunr';
import { tokenize } from './tokenize.ts';
import type { SearchIndexDocument } from './index-file.ts';
import { findHighlights, snippetAround } from './snippet.ts';
import { DEFAULT_RESULT_LIMIT, LIBRARY_RESULT_LIMIT } from './limits.ts';
import type { SearchHit } from './hit.ts';

export { DEFAULT_RESULT_LIMIT, LIBRARY_RESULT_LIMIT };
export type { SearchHit };

type Stage = 'exact' | 'prefix' | 'fuzzy';

function runStage(index: lunr.Index, terms: string[], stage: Stage): lunr.Index.Result[] {
  // A lunr query without clauses matches every document; a stage with nothing to ask finds nothing.
  if (stage === 'fuzzy' && !terms.some((t) => t.length >= 4)) return [];
  return index.query((q) => {
    for (const term of terms) {
      if (stage === 'exact') q.term(term, { presence: lunr.Query.presence.OPTIONAL });
      else if (stage === 'prefix') q.term(term, { presence: lunr.Query.presence.OPTIONAL, wildcard: lunr.Query.wildcard.TRAILING, usePipeline: false });
      else if (term.length >= 4) q.term(term, { presence: lunr.Query.presence.OPTIONAL, editDistance: 1, usePipeline: false });
    }
  });
}

/** How many of the query's terms the document actually contains: used to prefer pages with most words. */
function coverage(doc: SearchIndexDocument, terms: string[]): number {
  const haystack = `${doc.title}\n${doc.toc.map((t) => t.text).join('\n')}\n${doc.content}`.toLowerCase();
  return terms.filter((t) => haystack.includes(t)).length / Math.max(1, terms.length);
}

export function searchIndex(index: lunr.Index, documents: SearchIndexDocument[], query: string, limit = DEFAULT_RESULT_LIMIT): SearchHit[] {
  const terms = [...new Set(tokenize(query))];
  if (terms.length === 0) return [];
  const byId = new Map(documents.map((d) => [String(d.id), d]));
  let results: lunr.Index.Result[] = [];
  for (const stage of ['exact', 'prefix', 'fuzzy'] as Stage[]) {
    try {
      results = runStage(index, terms, stage);
    } catch {
      results = [];
    }
    if (results.length) break;
  }
  const needles = query
    .split(/\s+/)
    .filter(Boolean)
    .concat(terms.filter((t) => t.length > 1));
  return results
    .map((r) => ({ r, doc: byId.get(r.ref)! }))
    .filter((x) => x.doc && x.r.score > 0)
    .map(({ r, doc }) => ({ doc, score: r.score * (0.5 + coverage(doc, terms)) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, Math.min(limit, LIBRARY_RESULT_LIMIT))
    .map(({ doc, score }) => toHit(doc, needles, score));
}

function toHit(doc: SearchIndexDocument, needles: string[], score: number): SearchHit {
  const lower = doc.content.toLowerCase();
  let at = -1;
  for (const n of needles) {
    const i = lower.indexOf(n.toLowerCase());
    if (i >= 0 && (at < 0 || i < at)) at = i;
  }
  // The heading that precedes the match in the text.
  let header = '';
  let headerId = '';
  if (at >= 0) {
    for (const t of doc.toc) {
      const pos = doc.content.indexOf(t.text);
      if (pos >= 0 && pos <= at) {
        header = t.text;
        headerId = t.id;
      }
    }
  }
  const headerHit = doc.toc.find((t) => findHighlights(t.text, needles).length > 0);
  if (!header && headerHit) {
    header = headerHit.text;
    headerId = headerHit.id;
  }
  const snippet = snippetAround(doc.content, Math.max(0, at));
  return {
    routePath: doc.routePath,
    title: doc.title,
    header,
    headerId,
    statement: snippet.text,
    titleHighlights: findHighlights(doc.title, needles),
    statementHighlights: findHighlights(snippet.text, needles),
    score,
  };
}
