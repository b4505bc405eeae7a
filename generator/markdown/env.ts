/**
 * What one render of one page collects. markdown-it threads this object through every rule, so
 * page records come from the token stream, never from regexes over the HTML.
 */
import type { PageFact, TocEntry } from '../../common/types.ts';
import type { UiStrings } from '../../schemas/types.ts';
import type { DeferredFragments } from './deferred-fragments.ts';

export interface SourceOrigin {
  file: string;
  line: number;
}

export interface CollectedLink {
  /** The href as written. */
  href: string;
  origin: SourceOrigin;
}

/** Site options that change how a page renders: manifest `route.cleanUrls` and `markdown`. */
export interface RenderOptions {
  /** Off: page links name the HTML file (`/guide/start/quick-start.html`). */
  cleanUrls: boolean;
  /** Code blocks number their lines unless a fence says `lineNumbers=false`. */
  showLineNumbers: boolean;
  /** Code blocks wrap long lines instead of scrolling unless a fence says `wrapCode=false`. */
  defaultWrapCode: boolean;
}

export interface RenderEnv {
  /** Language of the page; links get its prefix. */
  lang: string;
  defaultLang: string;
  base: string;
  options: RenderOptions;
  strings: UiStrings;
  /** Maps a line of the expanded source (0-based) to where it was written. */
  origins: SourceOrigin[];
  title: string;
  description: string;
  /**
   * `**Label:** \`value\`` items of the lists between the title and the first `##` (a config option's type
   * and default).
   */
  facts: PageFact[];
  toc: TocEntry[];
  /** Every element id the page defines (headings), for anchor checks. */
  ids: string[];
  links: CollectedLink[];
  /** Problems found while rendering: each names file and line. */
  errors: { origin: SourceOrigin; message: string }[];
  /** Numbers tab blocks so their ids are unique within the page and stable across builds. */
  tabCount: number;
  /** When set, code blocks are highlighted when the page's HTML is first read, not during the render. */
  later?: DeferredFragments;
}

export function createEnv(
  init: Pick<RenderEnv, 'lang' | 'defaultLang' | 'base' | 'options' | 'strings' | 'origins' | 'later'>,
): RenderEnv {
  return { ...init, title: '', description: '', facts: [], toc: [], ids: [], links: [], errors: [], tabCount: 0 };
}

/** Where a token's first line was written, for error messages. */
export function originOf(env: RenderEnv, map: [number, number] | null | undefined): SourceOrigin {
  const line = map?.[0] ?? 0;
  return env.origins[line] ?? env.origins[env.origins.length - 1] ?? { file: '?', line: 0 };
}
