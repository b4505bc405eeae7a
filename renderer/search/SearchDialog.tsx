/**
 * The search dialog: Ctrl/Cmd+K toggles it, Escape closes it, arrows move, Enter opens. The
 * index is fetched on intent or first use and queried in a worker; input is debounced 150 ms; up
 * to 7 hits, grouped by section, their snippets filled in as the pages' text arrives.
 * Loading states: when a typed query waits for the index more than 250 ms, the spinner shows, and
 * stays at least 1 s so it never flickers; the dialog never shows an empty "no results" list
 * before the index has answered the query on screen.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageState } from '../site/page-context.tsx';
import { siteData, localeContext } from '../site/site.ts';
import { parsePath, toPath } from '../../common/routes.ts';
import { pageHref } from '../site/links.ts';
import { DEFAULT_RESULT_LIMIT } from '../../common/search/limits.ts';
import type { SearchHit } from '../../common/search/hit.ts';
import type { Highlight } from '../../common/search/snippet.ts';
import { queryWorker, workerFor } from './client.ts';
import { remoteSearch } from './remote.ts';
import { icons } from '../theme/icons.tsx';
import { isNavActive } from '../components/NavLinks.tsx';
import { LAYOUT_IDS } from '../../common/contract.ts';

export const SEARCH_DEBOUNCE_MS = 150;
export const MIN_SPINNER_MS = 1000;
/** A wait shorter than this shows no spinner at all (it would only flash for the 1 s minimum). */
export const SPINNER_DELAY_MS = 250;

function Highlighted({ text, ranges }: { text: string; ranges: Highlight[] }) {
  const parts: React.ReactNode[] = [];
  let pos = 0;
  ranges.forEach((r, i) => {
    if (r.start > pos) parts.push(text.slice(pos, r.start));
    parts.push(<mark key={i}>{text.slice(r.start, r.start + r.length)}</mark>);
    pos = r.start + r.length;
  });
  parts.push(text.slice(pos));
  return <>{parts}</>;
}

interface Group {
  name: string;
  hits: SearchHit[];
}

export function groupHits(hits: SearchHit[], groupOf: (hit: SearchHit) => string): Group[] {
  const groups: Group[] = [];
  for (const hit of hits) {
    const name = groupOf(hit);
    const group = groups.find((g) => g.name === name);
    if (group) group.hits.push(hit);
    else groups.push({ name, hits: [hit] });
  }
  return groups;
}

export function SearchDialog({ onClose }: { onClose: () => void }) {
  const { locale, pathname } = usePageState();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<{ query: string; hits: SearchHit[] } | null>(null);
  /** The spinner shows while a typed query waits for the index; `spinnerSince` is when it appeared. */
  const [spinning, setSpinning] = useState(false);
  const spinnerSince = useRef<number | null>(null);
  const [failed, setFailed] = useState(false);
  const [indexReady, setIndexReady] = useState(false);
  const [selected, setSelected] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const lang = locale.lang;
  const { version } = parsePath(pathname, localeContext);
  const remote = siteData.themeConfig.search.apiUrl;
  const s = locale.strings;

  useEffect(() => {
    input.current?.focus();
    const previous = document.activeElement as HTMLElement | null;
    if (!remote) {
      workerFor(lang).ready.then(
        () => setIndexReady(true),
        (error: unknown) => {
          console.error('[docs] search index failed to load', error);
          setFailed(true);
          spinnerSince.current = null;
          setSpinning(false);
        },
      );
    }
    return () => previous?.focus?.();
  }, [lang, remote]);

  const q = query.trim();
  useEffect(() => {
    if (!q) {
      setAnswer(null);
      spinnerSince.current = null;
      setSpinning(false);
      return;
    }
    let cancelled = false;
    let stop = () => {};
    let reveal: ReturnType<typeof setTimeout> | undefined;
    let delay: ReturnType<typeof setTimeout> | undefined;
    const show = (result: SearchHit[], first: boolean) => {
      if (cancelled) return;
      clearTimeout(delay);
      const apply = () => {
        setAnswer({ query: q, hits: result });
        if (first) setSelected(0);
        spinnerSince.current = null;
        setSpinning(false);
      };
      // The spinner, once shown, stays 1 s so it never flickers.
      const since = spinnerSince.current;
      const wait = since === null ? 0 : MIN_SPINNER_MS - (Date.now() - since);
      clearTimeout(reveal);
      if (wait > 0) reveal = setTimeout(apply, wait);
      else apply();
    };
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
      if (!workerFor(lang).loaded && spinnerSince.current === null) {
        delay = setTimeout(() => {
          spinnerSince.current = Date.now();
          setSpinning(true);
        }, SPINNER_DELAY_MS);
      }
      let first = true;
      stop = queryWorker(
        lang,
        q,
        DEFAULT_RESULT_LIMIT,
        (result) => {
          show(result, first);
          first = false;
        },
        () => !cancelled && setFailed(true),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      clearTimeout(reveal);
      clearTimeout(delay);
      stop();
    };
  }, [q, lang, remote]);

  const groups = useMemo(
    () =>
      groupHits(answer?.hits ?? [], (hit) => {
        const path = toPath({ lang, version, routePath: hit.routePath }, localeContext);
        return locale.nav.find((item) => isNavActive(item, path))?.text ?? s.othersText;
      }),
    [answer, lang, version, locale, s.othersText],
  );
  const flat = groups.flatMap((g) => g.hits);

  const open = (hit: SearchHit) => {
    const path = toPath({ lang, version, routePath: hit.routePath }, localeContext);
    navigate(pageHref(hit.headerId ? `${path}#${hit.headerId}` : path));
    onClose();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      setSelected((i) => Math.min(flat.length - 1, i + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setSelected((i) => Math.max(0, i - 1));
    } else if (event.key === 'Enter' && flat[selected]) {
      event.preventDefault();
      open(flat[selected]);
    }
  };

  const loading = spinning && !failed;
  const answered = answer?.query ?? '';
  let index = -1;
  return (
    <div className="search-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        className="search-dialog"
        data-index={remote || indexReady ? 'ready' : failed ? 'failed' : 'loading'}
        role="dialog"
        aria-modal="true"
        aria-label={s.searchPlaceholderText}
        onKeyDown={onKeyDown}
      >
        <div className="search-input-row">
          {icons.search}
          <input
            ref={input}
            className="search-input"
            type="search"
            value={query}
            placeholder={s.searchPlaceholderText}
            aria-label={s.searchPlaceholderText}
            aria-controls={LAYOUT_IDS.searchResults}
            aria-activedescendant={flat[selected] ? `search-hit-${selected}` : undefined}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setQuery(e.target.value)}
          />
          <button type="button" className="search-close" onClick={onClose} aria-label={s.closeText}>
            {s.searchCloseKey}
          </button>
        </div>
        <div
          className="search-body"
          id={LAYOUT_IDS.searchResults}
          role="listbox"
          aria-label={s.searchPlaceholderText}
          data-answered={loading ? undefined : answered}
        >
          {loading && (
            <div className="search-loading" role="status" aria-live="polite">
              <span className="spinner" aria-hidden="true" />
              {s.searchLoadingText}
            </div>
          )}
          {!loading && failed && <p className="search-empty">{s.searchNoResultsFoundText}</p>}
          {!loading && !failed && answered && flat.length === 0 && (
            <p className="search-empty">
              {s.searchNoResultsText.replace('{query}', answered)} {s.searchSuggestionText}
            </p>
          )}
          {!loading &&
            groups.map((group) => (
              <section key={group.name} className="search-group">
                <h2 className="search-group-title">{group.name}</h2>
                <ul>
                  {group.hits.map((hit) => {
                    index++;
                    const i = index;
                    return (
                      <li
                        key={`${hit.routePath}#${hit.headerId}`}
                        id={`search-hit-${i}`}
                        role="option"
                        aria-selected={i === selected}
                      >
                        <a
                          href={pageHref(
                            toPath({ lang, version, routePath: hit.routePath }, localeContext) +
                              (hit.headerId ? `#${hit.headerId}` : ''),
                            siteData.base,
                          )}
                          className={`search-hit${i === selected ? ' selected' : ''}`}
                          onMouseEnter={() => setSelected(i)}
                          onClick={(e) => {
                            e.preventDefault();
                            open(hit);
                          }}
                        >
                          <span className="search-hit-title">
                            <span className="search-hit-page">
                              <Highlighted text={hit.title} ranges={hit.titleHighlights} />
                            </span>
                            {hit.header && hit.header !== hit.title && (
                              <span className="search-hit-header"> › {hit.header}</span>
                            )}
                          </span>
                          {hit.statement ? (
                            <span className="search-hit-statement">
                              <Highlighted text={hit.statement} ranges={hit.statementHighlights} />
                            </span>
                          ) : (
                            <span className="search-hit-statement search-hit-statement-pending" aria-hidden="true" />
                          )}
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
        </div>
      </div>
    </div>
  );
}
