/** One search document per page (SPEC §3): route, title, plain content, outline and domain. */
import type { CompiledPage } from '../content/compile-page.ts';

export interface SearchDocument {
  id: number;
  routePath: string;
  lang: string;
  title: string;
  content: string;
  toc: { id: string; text: string; depth: number; charIndex: number }[];
  /** Empty for this site; a multi-site index would name the site here. */
  domain: string;
}

export function buildSearchDocuments(pages: CompiledPage[], langs: string[]): Record<string, SearchDocument[]> {
  const out: Record<string, SearchDocument[]> = {};
  for (const lang of langs) {
    out[lang] = pages
      .filter((p) => p.lang === lang && p.pageType !== 'home')
      .map((p, id) => ({ id, routePath: p.routePath, lang, title: p.title, content: p.text, toc: p.toc, domain: '' }));
  }
  return out;
}
