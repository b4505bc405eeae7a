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

/**
 * Each compiled page's snippet text. The dev server's compile cache hands unchanged pages back as
 * the same objects, so a regeneration cuts only the pages a save changed: cutting all of them took
 * half a second of every regeneration at ten times this site's size.
 */
const snippetTextOf = new WeakMap<CompiledPage, string>();

function pageSnippetText(page: CompiledPage): string {
  let text = snippetTextOf.get(page);
  if (text === undefined) {
    text = snippetText(page.prose, { title: page.title, headings: page.toc.map((t) => t.text) });
    snippetTextOf.set(page, text);
  }
  return text;
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
        // Cut when first read: the dev server makes documents as it starts, and reads them only
        // once the first page is served (0.05 s of a start here, 0.2 s at ten times the pages).
        get prose() {
          return pageSnippetText(p);
        },
        toc: p.toc,
      }));
  }
  return out;
}
