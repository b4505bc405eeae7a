/** One search document per page: route, title, plain content and outline. */
import type { CompiledPage } from '../content/compile-page.ts';
import { snippetText } from './snippet-text.ts';

export interface SearchDocument {
  id: number;
  routePath: string;
  lang: string;
  title: string;
  /** The one-paragraph summary: what the page is for. */
  description: string;
  content: string;
  /** What snippets are cut from: each section's lead, without code blocks (`snippetText`). */
  prose: string;
  toc: { id: string; text: string; depth: number; charIndex: number }[];
}

export function buildSearchDocuments(pages: CompiledPage[], langs: string[]): Record<string, SearchDocument[]> {
  const out: Record<string, SearchDocument[]> = {};
  for (const lang of langs) {
    out[lang] = pages
      .filter((p) => p.lang === lang && p.pageType !== 'home')
      .map((p, id) => ({
        id,
        routePath: p.routePath,
        lang,
        title: p.title,
        description: p.description,
        content: p.text,
        prose: snippetText(p.prose, { title: p.title, headings: p.toc.map((t) => t.text) }),
        toc: p.toc,
      }));
  }
  return out;
}
