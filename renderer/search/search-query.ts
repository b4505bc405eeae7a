/**
 * The query behind the search dialog: input debounced 150 ms, answered by the language's worker
 * (or the remote API when the manifest sets `search.apiUrl`), with the spinner shown only while a
 * typed query waits for the index. The dialog never shows an empty "no results" list before the
 * index has answered the query on screen.
 */
import { useEffect, useState } from 'react';
import { siteData } from '../site/site.ts';
import { DEFAULT_RESULT_LIMIT } from '../../common/search/limits.ts';
import type { SearchHit } from '../../common/search/hit.ts';
import { queryWorker, workerFor } from './client.ts';
import { remoteSearch } from './remote.ts';
import { SPINNER_DELAY_MS, useMinimumSpinner } from './minimum-spinner.ts';

export const SEARCH_DEBOUNCE_MS = 150;

export interface SearchAnswer {
  query: string;
  hits: SearchHit[];
}

export interface SearchQueryState {
  /** The last answer put on screen, with the query it answers (`data-answered`). */
  answer: SearchAnswer | null;
  failed: boolean;
  indexReady: boolean;
  /** The spinner is up and the index has not failed. */
  loading: boolean;
}

/** Learns when the local index is ready or has failed; remote search has no index to wait for. */
function useIndexState(lang: string, remote: string | undefined, hide: () => void) {
  const [failed, setFailed] = useState(false);
  const [indexReady, setIndexReady] = useState(false);
  useEffect(() => {
    if (remote) return;
    workerFor(lang).ready.then(
      () => setIndexReady(true),
      (error: unknown) => {
        console.error('[docs] search index failed to load', error);
        setFailed(true);
        hide();
      },
    );
  }, [lang, remote, hide]);
  return { failed, setFailed, indexReady };
}

interface Round {
  q: string;
  lang: string;
  remote: string | undefined;
  revealSpinner: () => void;
  spinnerShown: () => boolean;
  /** Puts hits on screen; `first` is the first answer of this query. */
  show: (hits: SearchHit[], first: boolean) => void;
  onFailed: () => void;
}

/** Sends one debounced query; returns what stops it (a newer query supersedes it). */
function startRound({ q, lang, remote, revealSpinner, spinnerShown, show, onFailed }: Round): () => void {
  let stop = () => {};
  let delay: ReturnType<typeof setTimeout> | undefined;
  const timer = setTimeout(() => {
    if (remote) {
      void remoteSearch(remote, {
        keyword: q,
        limit: DEFAULT_RESULT_LIMIT,
        searchIndexes: siteData.themeConfig.search.searchIndexes ?? [],
        lang,
      }).then((groups) =>
        show(
          groups.flatMap((g) => g.hits),
          true,
        ),
      );
      return;
    }
    // Only a query that has to wait for the index shows the spinner; one typed after the index
    // arrived (often preloaded on intent) answers at once, and a short wait shows nothing.
    if (!workerFor(lang).loaded && !spinnerShown()) delay = setTimeout(revealSpinner, SPINNER_DELAY_MS);
    let first = true;
    stop = queryWorker(
      lang,
      q,
      DEFAULT_RESULT_LIMIT,
      (result) => {
        clearTimeout(delay);
        show(result, first);
        first = false;
      },
      onFailed,
    );
  }, SEARCH_DEBOUNCE_MS);
  return () => {
    clearTimeout(timer);
    clearTimeout(delay);
    stop();
  };
}

/**
 * `onFirstHits` runs when a query's first answer goes on screen, in the same update; it must be
 * stable, or every render would restart the query.
 */
export function useSearchQuery(
  query: string,
  lang: string,
  remote: string | undefined,
  onFirstHits: () => void,
): SearchQueryState {
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  const spinner = useMinimumSpinner();
  const { reveal, hide, isShown, holdMs } = spinner;
  const { failed, setFailed, indexReady } = useIndexState(lang, remote, hide);

  const q = query.trim();
  useEffect(() => {
    if (!q) {
      setAnswer(null);
      hide();
      return;
    }
    let cancelled = false;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const show = (hits: SearchHit[], first: boolean) => {
      if (cancelled) return;
      const apply = () => {
        setAnswer({ query: q, hits });
        if (first) onFirstHits();
        hide();
      };
      // The spinner, once shown, stays 1 s so it never flickers.
      const wait = holdMs();
      clearTimeout(pending);
      if (wait > 0) pending = setTimeout(apply, wait);
      else apply();
    };
    const onFailed = () => !cancelled && setFailed(true);
    const stop = startRound({ q, lang, remote, revealSpinner: reveal, spinnerShown: isShown, show, onFailed });
    return () => {
      cancelled = true;
      clearTimeout(pending);
      stop();
    };
  }, [q, lang, remote, onFirstHits, hide, reveal, isShown, holdMs, setFailed]);

  return { answer, failed, indexReady, loading: spinner.spinning && !failed };
}
