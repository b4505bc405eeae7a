/** Relevance measures over a set of queries with the page each must find (tests and benchmark). */
export interface RelevanceCase {
  lang: string;
  query: string;
  expect: string;
}

export interface RelevanceScore {
  cases: number;
  hitAt1: number;
  hitAt7: number;
  mrr: number;
  misses: { query: string; expect: string; got: string[] }[];
}

export function scoreRelevance(cases: RelevanceCase[], search: (c: RelevanceCase) => string[]): RelevanceScore {
  let at1 = 0;
  let at7 = 0;
  let rr = 0;
  const misses: RelevanceScore['misses'] = [];
  for (const c of cases) {
    const ranked = search(c);
    const rank = ranked.indexOf(c.expect);
    if (rank === 0) at1++;
    if (rank >= 0 && rank < 7) at7++;
    else misses.push({ query: c.query, expect: c.expect, got: ranked.slice(0, 7) });
    if (rank >= 0) rr += 1 / (rank + 1);
  }
  const n = Math.max(1, cases.length);
  return { cases: cases.length, hitAt1: at1 / n, hitAt7: at7 / n, mrr: rr / n, misses };
}
