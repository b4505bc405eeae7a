/**
 * Machine-readable docs: `llms.txt` (every page with its one-line description, per language)
 * and a clean Markdown copy of each page beside its HTML, includes expanded and links absolute.
 */
import type { ResolvedLocale } from '../../common/types.ts';
import type { CompiledPage } from '../../generator/content/compile-page.ts';
import { pageUrl, type UrlContext } from './site-urls.ts';
import { routePathToContentPath } from '../../common/routes.ts';

/** Site path of a page's Markdown copy: `/guide/start/quick-start.md`, `/zh/guide/start/index.md`. */
export function markdownCopyPath(lang: string, defaultLang: string, routePath: string): string {
  return `${lang === defaultLang ? '' : `/${lang}`}/${routePathToContentPath(routePath)}.md`;
}

/** Rewrites the Markdown outside code fences: absolute links, no `{#id}` markers, plain commands. */
export function cleanMarkdown(markdown: string, lang: string, ctx: UrlContext): string {
  const out: string[] = [];
  let fence = '';
  let pm = false;
  for (const line of markdown.split('\n')) {
    const open = /^(\s*)(`{3,}|~{3,})(\S*)/.exec(line);
    if (open && !fence) {
      fence = open[2]!;
      pm = open[3] === 'pm';
      out.push(pm ? `${open[1]}${fence}bash` : line);
      continue;
    }
    if (fence) {
      if (line.trim() === fence) fence = '';
      out.push(pm && line.trim() && line.trim() !== fence ? `npm ${line.trim()}` : line);
      continue;
    }
    out.push(
      line.replace(/\s*\{#[\w-]+\}\s*$/, '').replace(/\]\((\/[^)\s]*)\)/g, (_m, href: string) => {
        const [path = '', hash] = href.split('#');
        return `](${pageUrl(ctx, lang, path)}${hash ? `#${hash}` : ''})`;
      }),
    );
  }
  return `${out.join('\n').trim()}\n`;
}

export type LlmsLocale = Pick<ResolvedLocale, 'lang' | 'title' | 'description' | 'nav' | 'strings'>;

/** `exampleRoute` is the language-free page whose two addresses the note under the summary shows. */
export function renderLlmsTxt(
  locale: LlmsLocale,
  exampleRoute: string,
  pages: CompiledPage[],
  ctx: UrlContext,
): string {
  const { lang, strings } = locale;
  const sections = locale.nav.map((item) => ({ item, pages: [] as CompiledPage[] }));
  const others: CompiledPage[] = [];
  for (const page of pages
    .filter((p) => p.lang === lang && p.pageType !== 'home')
    .sort((a, b) => a.routePath.localeCompare(b.routePath))) {
    const section = sections.find((s) => new RegExp(s.item.activeMatch).test(page.routePath));
    (section ? section.pages : others).push(page);
  }
  const copyUrl = (routePath: string) =>
    `${ctx.siteUrl}${ctx.base.replace(/\/$/, '')}${markdownCopyPath(lang, ctx.locale.defaultLang, routePath)}`;
  const line = (p: CompiledPage) => `- [${p.title}](${copyUrl(p.routePath)}): ${p.description.replace(/\s+/g, ' ')}`;
  const blocks = sections
    .filter((s) => s.pages.length)
    .map((s) => `## ${s.item.text}\n\n${s.pages.map(line).join('\n')}`);
  if (others.length) blocks.push(`## ${strings.othersText}\n\n${others.map(line).join('\n')}`);
  const note = strings.llmsMarkdownNote
    .replace('{page}', () => pageUrl(ctx, lang, exampleRoute))
    .replace('{markdown}', () => copyUrl(exampleRoute));
  return `# ${locale.title}\n\n> ${locale.description}\n\n${note}\n\n${blocks.join('\n\n')}\n`;
}
