/**
 * The dev server's page content files, held in memory and turned into JSON only when needed: on
 * request, to tell which pages a regeneration changed, or in a quiet moment. Serialising every
 * page at once took 0.09 s of a start at this site's size and 0.6-0.8 s at ten times it, before
 * the first page could be served.
 */
import type { PageContent } from '../common/types.ts';

export interface DevPageFiles {
  /**
   * Takes a regeneration's pages (content file → content) and returns the files whose JSON
   * differs from the last regeneration's, or that are new. The first call serialises nothing:
   * every file is new.
   */
  update(pages: Iterable<[string, PageContent]>): Set<string>;
  /** A page's JSON, or undefined for a file the last regeneration did not produce. */
  json(file: string): string | undefined;
  /**
   * Serialises the pages no request has asked for yet, so the next update only serialises the new
   * ones: a slice at a time, so that a request made meanwhile waits for one slice, not for all
   * of them (0.6-0.8 s at ten times this site's size). A regeneration meanwhile ends it: the
   * promise tells whether every page was serialised.
   */
  serializeAll(): Promise<boolean>;
}

/**
 * A slice of serialising ends after this many pages or this many milliseconds, whichever comes
 * first. The time bound is for pages whose code is highlighted as they are first serialised
 * (`GenerateOptions.deferHighlighting`): a hundred of those can take a tenth of a second.
 */
const SLICE_PAGES = 100;
const SLICE_MS = 20;

export function devPageFiles(now: () => number = () => performance.now()): DevPageFiles {
  let contents = new Map<string, PageContent>();
  let texts = new Map<string, string>();
  let first = true;

  const json = (file: string): string | undefined => {
    const known = texts.get(file);
    if (known !== undefined) return known;
    const content = contents.get(file);
    if (content === undefined) return undefined;
    const text = JSON.stringify(content);
    texts.set(file, text);
    return text;
  };

  return {
    update(pages) {
      const changed = new Set<string>();
      const nextContents = new Map<string, PageContent>();
      const nextTexts = new Map<string, string>();
      for (const [file, content] of pages) {
        nextContents.set(file, content);
        if (first) {
          changed.add(file);
          continue;
        }
        const text = JSON.stringify(content);
        nextTexts.set(file, text);
        if (json(file) !== text) changed.add(file);
      }
      contents = nextContents;
      texts = nextTexts;
      first = false;
      return changed;
    },
    json,
    async serializeAll() {
      const current = contents;
      let inSlice = 0;
      let sliceStart = now();
      for (const file of current.keys()) {
        if (contents !== current) return false;
        json(file);
        if (++inSlice < SLICE_PAGES && now() - sliceStart < SLICE_MS) continue;
        await new Promise((resolve) => setImmediate(resolve));
        inSlice = 0;
        sliceStart = now();
      }
      return contents === current;
    },
  };
}
