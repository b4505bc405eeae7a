/**
 * The search dialog: Ctrl/Cmd+K toggles it, Escape closes it, arrows move, Enter opens. The
 * index is fetched on first use and queried in a worker; input is debounced 150 ms; the loading
 * spinner stays at least 1 s so it never flickers; up to 7 hits, grouped by section.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageState } from '../site/page-context.tsx';
import { siteData, localeContext } from '../site/site.ts';
import { withBase, parsePath, toPath } from '../../common/routes.ts';
import { searchIndexFileName } from '../../common/search/index-file.ts';
import { DEFAULT_RESULT_LIMIT } from '../../common/search/limits.ts';
import type { SearchHit } from '../../common/search/hit.ts';
import type { Highlight } from '../../common/search/snippet.ts';
import type { WorkerRequest, WorkerResponse } from './protocol.ts';
import { remoteSearch } from './remote.ts';
import { icons } from '../components/Icons.tsx';
import { isNavActive } from '../components/Navbar.tsx';

export const SEARCH_DEBOUNCE_MS = 150;
export const MIN_SPINNER_MS = 1000;

const workers = new Map<string, { worker: Worker; ready: Promise<void> }>();

function workerFor(lang: string): { worker: Worker; ready: Promise<void> } {
  const existing = workers.get(lang);
  if (existing) return existing;
  const worker = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module' });
  const version = siteData.multiVersion.default;
  const hash = siteData.searchHashes[version ? `${version}-${lang}` : lang] ?? '';
  const ready = new Promise<void>((resolve, reject) => {
    const onMessage = (event: MessageEvent<WorkerResponse>) => {
      if (event.data.type === 'loaded') resolve();
      else if (event.data.type === 'load-error') reject(new Error(event.data.message));
      else return;
      worker.removeEventListener('message', onMessage);
    };
    worker.addEventListener('message', onMessage);
  });
  const request: WorkerRequest = { type: 'load', url: withBase(`/static/search/${searchIndexFileName(lang, version, hash)}`, siteData.base) };
  worker.postMessage(request);
  const entry = { worker, ready };
  workers.set(lang, entry);
  ready.catch(() => workers.delete(lang));
  return entry;
}

let nextId = 0;
function queryWorker(lang: string, query: string, limit: number): Promise<SearchHit[]> {
  const { worker, ready } = workerFor(lang);
  return ready.then(
    () =>
      new Promise<SearchHit[]>((resolve) => {
        const id = ++nextId;
        const onMessage = (event: MessageEvent<WorkerResponse>) => {
          if (event.data.type !== 'results' || event.data.id !== id) return;
          worker.removeEventListener('message', onMessage);
          resolve(event.data.hits);
        };
        worker.addEventListener('message', onMessage);
        const request: WorkerRequest = { type: 'query', id, query, limit };
        worker.postMessage(request);
      }),
  );
}

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
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [answered, setAnswered] = useState('');
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const lang = locale.lang;
  const { version } = parsePath(pathname, localeContext);
  const remote = siteData.themeConfig.search.apiUrl;
  const s = locale.strings;

  useEffect(() => {
    input.current?.focus();
    const previous = document.activeElement as HTMLElement | null;
    const started = Date.now();
    if (remote) {
      setLoading(false);
      return;
    }
    workerFor(lang).ready.then(
      () => setTimeout(() => setLoading(false), Math.max(0, MIN_SPINNER_MS - (Date.now() - started))),
      (error: unknown) => {
        console.error('[docs] search index failed to load', error);
        setFailed(true);
        setLoading(false);
      },
    );
    return () => previous?.focus?.();
  }, [lang, remote]);

  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setHits([]);
      setAnswered('');
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      const run = remote
        ? remoteSearch(remote, { keyword: q, limit: DEFAULT_RESULT_LIMIT, searchIndexes: siteData.themeConfig.search.searchIndexes ?? [], lang }).then((groups) =>
            groups.flatMap((g) => g.hits),
          )
        : queryWorker(lang, q, DEFAULT_RESULT_LIMIT);
      run.then(
        (result) => {
          if (cancelled) return;
          setHits(result);
          setAnswered(q);
          setSelected(0);
        },
        () => !cancelled && setHits([]),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [query, lang, remote]);

  const groups = useMemo(
    () =>
      groupHits(hits, (hit) => {
        const path = toPath({ lang, version, routePath: hit.routePath }, localeContext);
        return locale.nav.find((item) => isNavActive(item, path))?.text ?? s.othersText;
      }),
    [hits, lang, version, locale, s.othersText],
  );
  const flat = groups.flatMap((g) => g.hits);

  const open = (hit: SearchHit) => {
    const path = toPath({ lang, version, routePath: hit.routePath }, localeContext);
    navigate(hit.headerId ? `${path}#${hit.headerId}` : path);
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

  let index = -1;
  return (
    <div className="search-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="search-dialog" role="dialog" aria-modal="true" aria-label={s.searchPlaceholderText} onKeyDown={onKeyDown}>
        <div className="search-input-row">
          {icons.search}
          <input
            ref={input}
            className="search-input"
            type="search"
            value={query}
            placeholder={s.searchPlaceholderText}
            aria-label={s.searchPlaceholderText}
            aria-controls="search-results"
            aria-activedescendant={flat[selected] ? `search-hit-${selected}` : undefined}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setQuery(e.target.value)}
          />
          <button type="button" className="search-close" onClick={onClose} aria-label={s.closeText}>
            Esc
          </button>
        </div>
        <div className="search-body" id="search-results" role="listbox" aria-label={s.searchPlaceholderText}>
          {loading && (
            <div className="search-loading" role="status">
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
                      <li key={`${hit.routePath}#${hit.headerId}`} id={`search-hit-${i}`} role="option" aria-selected={i === selected}>
                        <a
                          href={withBase(toPath({ lang, version, routePath: hit.routePath }, localeContext), siteData.base) + (hit.headerId ? `#${hit.headerId}` : '')}
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
                            {hit.header && hit.header !== hit.title && <span className="search-hit-header"> › {hit.header}</span>}
                          </span>
                          <span className="search-hit-statement">
                            <Highlighted text={hit.statement} ranges={hit.statementHighlights} />
                          </span>
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
