import type { Highlight } from './snippet.ts';

/** One search result as the dialog shows it. */
export interface SearchHit {
  /** The document in the local index (absent for remote hits). */
  docId?: number;
  routePath: string;
  title: string;
  /** The heading under which the match sits, if any. */
  header: string;
  headerId: string;
  /** The snippet; empty until the page's prose has arrived. */
  statement: string;
  titleHighlights: Highlight[];
  statementHighlights: Highlight[];
  score: number;
  /** The words highlighted (normalised query words and their index forms). */
  needles?: string[];
}
