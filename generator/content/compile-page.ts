/**
 * One Markdown file in, one page record out: front matter, expanded includes, HTML, outline and
 * the links to check. Pure apart from the include reader it is given.
 */
import crypto from 'node:crypto';
import type MarkdownIt from 'markdown-it';
import type { Frontmatter, PageFact, PageType, TocEntry } from '../../common/types.ts';
import type { UiStrings } from '../../schemas/types.ts';
import type { Problem } from '../../schemas/format-issues.ts';
import { splitFrontmatter } from './frontmatter.ts';
import { expandIncludes, IncludeError, type ExpandedSource, type IncludeReader } from '../markdown/rules/include.ts';
import { createEnv, type CollectedLink, type RenderOptions } from '../markdown/env.ts';
import { plainText } from './plain-text.ts';
import { deferredFragments, fillOnRead } from '../markdown/deferred-fragments.ts';

export interface CompiledPage {
  lang: string;
  /** `guide/start/index` */
  contentPath: string;
  /** `en/guide/start/index.md`, relative to content/. */
  relativePath: string;
  routePath: string;
  pageType: PageType;
  title: string;
  description: string;
  /** What the page states under its summary (a config option's type and default). */
  facts: PageFact[];
  frontmatter: Frontmatter;
  /** File lines of the front matter's values (`SplitPage.lines`), for problems found later. */
  frontmatterLines?: Record<string, number>;
  toc: TocEntry[];
  html: string;
  /** Plain text of the body, for search. */
  text: string;
  /** The same without code blocks: what search snippets show. */
  prose: string;
  /** The Markdown body with includes expanded, for the machine-readable copy. */
  markdown: string;
  ids: string[];
  links: CollectedLink[];
  problems: Problem[];
  /** The files the page is made of, as displayed (`content/en/…`): its own, then each fragment it includes. */
  files: string[];
}

/** Compiled pages by file, reused while the file and its includes read the same (npm run dev). */
export type CompileCache = Map<string, { key: string; page: CompiledPage }>;

export interface CompileContext {
  md: MarkdownIt;
  cache?: CompileCache;
  defaultLang: string;
  base: string;
  options: RenderOptions;
  strings: UiStrings;
  includes: IncludeReader;
  /**
   * Highlights a page's code when its HTML is first read (the dev server: a start compiles every
   * page, and most are not opened before the next edit). The HTML reads the same either way.
   */
  deferHighlighting?: boolean;
}

/**
 * Each language's UI strings as a digest, made once per strings object: hashing their whole text
 * again for every page was 0.2 s of a dev start at ten times this site's pages.
 */
const stringsDigests = new WeakMap<UiStrings, string>();

function stringsDigest(strings: UiStrings): string {
  let digest = stringsDigests.get(strings);
  if (digest === undefined) {
    digest = crypto.createHash('sha256').update(JSON.stringify(strings)).digest('base64');
    stringsDigests.set(strings, digest);
  }
  return digest;
}

/**
 * What a compiled page depends on: a digest, not the text itself, since the caches kept on disk
 * between runs would otherwise hold every page's source twice over.
 */
function compileKey(ctx: CompileContext, source: string, expanded: string): string {
  return crypto
    .createHash('sha256')
    .update(`${ctx.base}\u0000${JSON.stringify(ctx.options)}\u0000${stringsDigest(ctx.strings)}\u0000`)
    .update(`${source}\u0000${expanded}`)
    .digest('base64');
}

export function compilePage(
  input: {
    lang: string;
    contentPath: string;
    relativePath: string;
    routePath: string;
    source: string;
    displayFile: string;
  },
  ctx: CompileContext,
): CompiledPage {
  const split = splitFrontmatter(input.displayFile, input.source);
  const problems: Problem[] = [...split.problems];
  let expanded: ExpandedSource;
  try {
    expanded = expandIncludes(split.body, input.displayFile, ctx.includes, split.bodyLineOffset);
  } catch (error) {
    if (!(error instanceof IncludeError)) throw error;
    problems.push({ file: error.origin.file, path: '', line: error.origin.line, message: error.message });
    const count = split.body.split('\n').length;
    expanded = { text: split.body, origins: [{ file: input.displayFile, line: split.bodyLineOffset + 1, count }] };
  }
  const cacheKey = compileKey(ctx, input.source, expanded.text);
  const cached = ctx.cache?.get(input.displayFile);
  if (cached && cached.key === cacheKey && problems.length === 0) return cached.page;
  const env = createEnv({
    lang: input.lang,
    defaultLang: ctx.defaultLang,
    base: ctx.base,
    options: ctx.options,
    strings: ctx.strings,
    origins: expanded.origins,
    ...(ctx.deferHighlighting ? { later: deferredFragments() } : {}),
  });
  const tokens = ctx.md.parse(expanded.text, env);
  const html = ctx.md.renderer.render(tokens, ctx.md.options, env);
  for (const e of env.errors) problems.push({ file: e.origin.file, path: '', line: e.origin.line, message: e.message });

  const fm = split.frontmatter;
  const title = fm.title ?? env.title;
  if (!title && fm.pageType !== 'home') {
    problems.push({
      file: input.displayFile,
      path: '',
      line: 1,
      message: 'the page has no title: add a "# Title" heading',
    });
  }
  const pageType: PageType = fm.pageType ?? (fm.overview ? 'overview' : 'doc');
  const text = plainText(tokens);
  const toc = env.toc.map((entry) => ({ ...entry, charIndex: text.indexOf(entry.text) }));
  const page: CompiledPage = {
    lang: input.lang,
    contentPath: input.contentPath,
    relativePath: input.relativePath,
    routePath: input.routePath,
    pageType,
    title,
    description: fm.description ?? env.description,
    facts: env.facts,
    frontmatter: fm,
    frontmatterLines: split.lines,
    toc,
    html,
    text,
    prose: plainText(tokens, { code: false, bareLinks: false }),
    markdown: expanded.text,
    ids: env.ids,
    links: env.links,
    problems,
    files: [...new Set([input.displayFile, ...expanded.origins.map((origin) => origin.file)])],
  };
  if (env.later?.size) fillOnRead(page, html, env.later);
  ctx.cache?.set(input.displayFile, { key: cacheKey, page });
  return page;
}
