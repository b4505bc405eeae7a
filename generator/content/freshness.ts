/**
 * Translation freshness: a page in another language than the default is stale when its source
 * (the default-language twin with the same content path) changed after it did. Pure: the times
 * come from git (`git-times.ts`), read once per build.
 *
 * Decisions:
 * - The default language is the source and never gets a notice.
 * - A file with uncommitted changes counts as changed now: editing the source flags its twins in
 *   the preview at once, and finishing a translation clears its notice before the commit.
 * - Equal times are fresh: a clone whose history is one commit (CI, a squashed import) flags
 *   nothing, and a commit that touches both twins leaves them in step.
 * - A page changes when its file or a fragment it includes changes.
 * - A page or source without a time (no git repository, an ignored file) is never stale: no
 *   history means nothing to compare, not an error.
 */
import type { ContentHistory } from './git-times.ts';

export interface PageRef {
  lang: string;
  /** `guide/start/index` */
  contentPath: string;
}

export interface StaleTranslation extends PageRef {
  /** Milliseconds since the epoch of the translation's last change. */
  time: number;
  sourceLang: string;
  /** Milliseconds since the epoch of the source's last change. */
  sourceTime: number;
}

export interface PageChange extends PageRef {
  /** Milliseconds since the epoch of the page's last change; undefined without history. */
  time: number | undefined;
}

/**
 * When a page last changed: the newest change among its files (its own and the fragments it
 * includes, root-relative), an uncommitted one counting as `now`; undefined when git knows none.
 */
export function lastChange(files: string[], history: ContentHistory, now: number): number | undefined {
  let newest: number | undefined;
  for (const file of files) {
    const time = history.uncommitted.has(file) ? now : history.committed.get(file);
    if (time !== undefined && (newest === undefined || time > newest)) newest = time;
  }
  return newest;
}

const byPathThenLang = (a: PageRef, b: PageRef) =>
  a.contentPath < b.contentPath
    ? -1
    : a.contentPath > b.contentPath
      ? 1
      : a.lang < b.lang
        ? -1
        : a.lang > b.lang
          ? 1
          : 0;

/** The translations whose source changed after them, sorted by content path, then language. */
export function findStaleTranslations(pages: PageChange[], defaultLang: string): StaleTranslation[] {
  const sourceTimes = new Map(
    pages.filter((page) => page.lang === defaultLang).map((page) => [page.contentPath, page.time]),
  );
  const stale: StaleTranslation[] = [];
  for (const { lang, contentPath, time } of pages) {
    const sourceTime = sourceTimes.get(contentPath);
    if (lang === defaultLang || time === undefined || sourceTime === undefined || time >= sourceTime) continue;
    stale.push({ lang, contentPath, time, sourceLang: defaultLang, sourceTime });
  }
  return stale.sort(byPathThenLang);
}
