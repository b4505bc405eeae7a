/**
 * The freshness phase of `generate()`: git history, read once, gives each page its last-updated
 * time and each translation older than its source its stale note. It runs only once the content
 * is valid, so a build that fails on a problem never waits for git.
 */
import path from 'node:path';
import type { CompiledPage } from '../content/compile-page.ts';
import { readContentHistory, lastUpdatedTime } from '../content/git-times.ts';
import { findStaleTranslations, lastChange, type PageRef, type StaleTranslation } from '../content/freshness.ts';
import { contentPathToRoutePath } from '../../common/routes.ts';
import { pageKey } from '../../common/page-key.ts';

export interface PageFreshness {
  /** Sorted by content path, then language (`npm run i18n-status` lists them so). */
  staleTranslations: StaleTranslation[];
  staleOf(page: PageRef): StaleTranslation | undefined;
  /** Milliseconds since the epoch: the last commit, or the file's mtime when git has none. */
  lastUpdatedTime(page: Pick<CompiledPage, 'relativePath'>): number;
}

/** `now`: the time uncommitted changes count as; the current time when absent. */
export function readFreshness(
  root: string,
  pages: Pick<CompiledPage, 'lang' | 'contentPath' | 'files'>[],
  defaultLang: string,
  now?: number,
): PageFreshness {
  const history = readContentHistory(root, 'content');
  const changedAt = now ?? Date.now();
  const staleTranslations = findStaleTranslations(
    pages.map(({ lang, contentPath, files }) => ({ lang, contentPath, time: lastChange(files, history, changedAt) })),
    defaultLang,
  );
  const stale = new Map(staleTranslations.map((s) => [pageKey(s.lang, contentPathToRoutePath(s.contentPath)), s]));
  const contentDir = path.join(root, 'content');
  return {
    staleTranslations,
    staleOf: (page) => stale.get(pageKey(page.lang, contentPathToRoutePath(page.contentPath))),
    lastUpdatedTime: (page) => lastUpdatedTime(history.committed, root, path.join(contentDir, page.relativePath)),
  };
}
