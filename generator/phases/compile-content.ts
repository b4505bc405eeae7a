/** The first phase of `generate()`: every Markdown file under content/ becomes a compiled page. */
import fs from 'node:fs';
import path from 'node:path';
import type MarkdownIt from 'markdown-it';
import type { Manifest } from '../manifest/load-manifest.ts';
import { contentFileOf, relativePathOf, scanContent, type SourceFile } from '../content/scan.ts';
import { compilePage, type CompileCache, type CompileContext, type CompiledPage } from '../content/compile-page.ts';
import { createMarkdown } from '../markdown/create-markdown.ts';
import type { BodySpill } from '../content/body-spill.ts';
import { contentPathToRoutePath } from '../../common/routes.ts';

/** What compiling one language's pages needs besides the page itself. */
function compileContext(
  manifest: Manifest,
  lang: string,
  contentDir: string,
  md: MarkdownIt,
  { cache, deferHighlighting }: CompileOptions,
): CompileContext {
  const { site } = manifest;
  return {
    md,
    ...(cache ? { cache } : {}),
    ...(deferHighlighting ? { deferHighlighting } : {}),
    defaultLang: site.lang,
    base: site.base,
    options: {
      cleanUrls: site.route.cleanUrls,
      showLineNumbers: site.markdown.showLineNumbers,
      defaultWrapCode: site.markdown.defaultWrapCode,
    },
    strings: manifest.strings[lang]!,
    includes: {
      read: (rel) => {
        const file = path.join(contentDir, lang, rel);
        return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
      },
      displayName: (rel) => `content/${lang}/${rel}`,
    },
  };
}

function compileSource(source: SourceFile, context: CompileContext): CompiledPage {
  const relativePath = relativePathOf(source);
  return compilePage(
    {
      lang: source.lang,
      contentPath: source.contentPath,
      relativePath,
      routePath: contentPathToRoutePath(source.contentPath),
      source: fs.readFileSync(source.absolutePath, 'utf8'),
      displayFile: contentFileOf(relativePath),
    },
    context,
  );
}

export interface CompileOptions {
  /** Reuses unchanged pages between runs (`GenerateOptions.cache`). */
  cache?: CompileCache | undefined;
  /** Each page's body goes to disk as soon as the page is compiled (`GenerateOptions.spill`). */
  spill?: BodySpill | undefined;
  /** Code is highlighted when a page's HTML is first read (`GenerateOptions.deferHighlighting`). */
  deferHighlighting?: boolean | undefined;
}

/**
 * Compiles the pages of every language under `root`/content, in scan order. Problems stay on
 * each page (`CompiledPage.problems`) for `generate()` to gather.
 */
export function compileContent(root: string, manifest: Manifest, options: CompileOptions = {}): CompiledPage[] {
  const { cache, spill } = options;
  const contentDir = path.join(root, 'content');
  const langs = manifest.locales.map((l) => l.lang);
  const md = createMarkdown();
  const sources = scanContent(contentDir, langs, manifest.site.route.exclude);
  const compiled = sources.map((source) => {
    const page = compileSource(source, compileContext(manifest, source.lang, contentDir, md, options));
    spill?.spill(page);
    return page;
  });
  // Pages whose files are gone (renamed, deleted) leave the cache, so it does not grow with every rename.
  const displayFiles = new Set(sources.map((source) => contentFileOf(relativePathOf(source))));
  if (cache) for (const file of cache.keys()) if (!displayFiles.has(file)) cache.delete(file);
  return compiled;
}
