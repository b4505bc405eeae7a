/**
 * `npm run dev`: the edited page, compiled alone, so the browser shows a save before the whole
 * site is regenerated. Regenerating checks every link of every page and writes every file, about
 * 300 ms on this site; one page compiles in a few milliseconds. The full regeneration still
 * follows at once and stays the judge: it reports problems and sends its own version of any page
 * that came out different.
 *
 * The page is sent only when the whole site can only agree with it: it has no problems of its own,
 * its links resolve, and nothing other pages show of it (title, front matter, heading ids that
 * links may point at) changed. Anything else waits for the full regeneration.
 */
import fs from 'node:fs';
import path from 'node:path';
import type MarkdownIt from 'markdown-it';
import type { GeneratedSite } from '../generator/generate.ts';
import { compilePage, type CompileCache } from '../generator/content/compile-page.ts';
import { contentFileOf } from '../generator/content/scan.ts';
import { compiledFields } from '../generator/phases/assemble-pages.ts';
import { buildLinkTargets, checkPageLinks } from '../generator/content/check-links.ts';
import { contentPathToRoutePath } from '../common/routes.ts';
import type { PageContent } from '../common/types.ts';

export interface QuickPage {
  chunk: string;
  content: PageContent;
}

/** Files under public/ as site paths, the link targets besides pages. */
function publicAssets(publicDir: string): string[] {
  if (!fs.existsSync(publicDir)) return [];
  return fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`);
}

/**
 * The new content of the page in `file` (absolute), built on `site`, the last good regeneration;
 * undefined when the file is no page of it or the edit may change more than the page itself.
 */
export function quickPageUpdate(
  site: GeneratedSite,
  siteRoot: string,
  file: string,
  md: MarkdownIt,
  cache: CompileCache,
): QuickPage | undefined {
  const contentDir = path.join(siteRoot, 'content');
  const relativePath = path.relative(contentDir, file).split(path.sep).join('/');
  const displayFile = contentFileOf(relativePath);
  const previous = site.pages.find((p) => p.content.pagePath === displayFile);
  if (!previous) return undefined;
  const { lang, contentPath } = previous.source;
  const { site: manifestSite, strings } = site.manifest;
  let source: string;
  try {
    source = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  // The same inputs generate() gives the page, so the compile cache entry serves it next.
  const page = compilePage(
    { lang, contentPath, relativePath, routePath: contentPathToRoutePath(contentPath), source, displayFile },
    {
      md,
      cache,
      defaultLang: manifestSite.lang,
      base: manifestSite.base,
      options: {
        cleanUrls: manifestSite.route.cleanUrls,
        showLineNumbers: manifestSite.markdown.showLineNumbers,
        defaultWrapCode: manifestSite.markdown.defaultWrapCode,
      },
      strings: strings[lang]!,
      includes: {
        read: (rel) => {
          const included = path.join(contentDir, lang, rel);
          return fs.existsSync(included) ? fs.readFileSync(included, 'utf8') : null;
        },
        displayName: (rel) => `content/${lang}/${rel}`,
      },
    },
  );
  if (page.problems.length) return undefined;
  const before = previous.source;
  if (
    page.title !== before.title ||
    page.pageType !== before.pageType ||
    JSON.stringify(page.frontmatter) !== JSON.stringify(before.frontmatter)
  )
    return undefined;
  // A removed id can break a link on another page; an added one cannot.
  const ids = new Set(page.ids);
  if (before.ids.some((id) => !ids.has(id))) return undefined;
  const targets = buildLinkTargets(
    site.pages.map((p) => (p === previous ? page : p.source)),
    publicAssets(path.join(siteRoot, 'public')),
  );
  if (checkPageLinks(page, targets).length) return undefined;
  return {
    chunk: previous.route.chunk,
    content: { ...previous.content, ...compiledFields(page), html: page.html },
  };
}
