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

/**
 * Consecutive lines of the expanded source that were written one after another in one file: from
 * `line` of `file` on, `count` of them. A page is a handful of runs (one, without includes), where
 * an origin per line cost a start at ten times this site's pages half a million objects.
 */
export interface OriginRun {
  file: string;
  line: number;
  count: number;
}

/** Where line `index` (0-based) of the expanded source was written; past the end, its last line. */
export function originAt(runs: OriginRun[], index: number): SourceOrigin | undefined {
  let first = 0;
  for (const run of runs) {
    if (index < first + run.count) return { file: run.file, line: run.line + index - first };
    first += run.count;
  }
  const last = runs[runs.length - 1];
  return last && { file: last.file, line: last.line + last.count - 1 };
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
  /** Where the lines of the expanded source were written (`originAt`). */
  origins: OriginRun[];
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
  return originAt(env.origins, map?.[0] ?? 0) ?? { file: '?', line: 0 };
}
