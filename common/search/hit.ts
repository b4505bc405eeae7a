import type { Highlight } from './snippet.ts';

/** One search result as the dialog shows it. */
export interface SearchHit {
  routePath: string;
  title: string;
  /** The heading under which the match sits, if any. */
  header: string;
  headerId: string;
  statement: string;
  titleHighlights: Highlight[];
  statementHighlights: Highlight[];
  score: number;
}
