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
import { toPath } from '../../common/routes.ts';
import { pageHref } from '../site/links.ts';
import type { SearchHit } from '../../common/search/hit.ts';
import type { UiStrings } from '../../common/types.ts';
import { icons } from '../theme/icons.tsx';
import { isNavActive } from '../components/NavLinks.tsx';
import { LAYOUT_IDS } from '../../common/contract.ts';
import { useSearchQuery } from './search-query.ts';
import { resultKeyAction, useResultSelection } from './result-selection.ts';
import { groupHits } from './results.ts';
import { HitGroups, SearchNote, searchHitId, type HitActions } from './SearchResults.tsx';

interface InputRowProps {
  input: React.RefObject<HTMLInputElement>;
  query: string;
  setQuery: (query: string) => void;
  activeId: string | undefined;
  onClose: () => void;
  s: UiStrings;
}

function InputRow({ input, query, setQuery, activeId, onClose, s }: InputRowProps) {
  return (
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
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => setQuery(e.target.value)}
      />
      <button type="button" className="search-close" onClick={onClose} aria-label={s.closeText}>
        {s.searchCloseKey}
      </button>
    </div>
  );
}

/** The hits of `hits`, grouped under the nav item their page belongs to, and where each one leads. */
function useHitPaths(hits: SearchHit[]) {
  const { locale } = usePageState();
  const lang = locale.lang;
  const othersText = locale.strings.othersText;
  return useMemo(() => {
    const pathOf = (hit: SearchHit) => toPath({ lang, routePath: hit.routePath }, localeContext);
    const groups = groupHits(hits, (hit) => {
      const path = pathOf(hit);
      return locale.nav.find((item) => isNavActive(item, path))?.text ?? othersText;
    });
    return { groups, pathOf };
  }, [hits, lang, locale, othersText]);
}

const NO_HITS: SearchHit[] = [];

export function SearchDialog({ onClose }: { onClose: () => void }) {
  const { locale } = usePageState();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const lang = locale.lang;
  const remote = siteData.themeConfig.search.apiUrl;
  const s = locale.strings;
  // `previous` is read after focus(), so it is the input itself and closing restores nothing; kept
  // as it was because this split changes no behaviour (giving focus back to the opener is a change).
  useEffect(() => {
    input.current?.focus();
    const previous = document.activeElement as HTMLElement | null;
    return () => previous?.focus?.();
  }, [lang, remote]);
  const { selected, select, reset, move } = useResultSelection();
  const { answer, failed, indexReady, loading } = useSearchQuery(query, lang, remote, reset);
  const { groups, pathOf } = useHitPaths(answer?.hits ?? NO_HITS);
  const flat = groups.flatMap((g) => g.hits);

  const open = (hit: SearchHit) => {
    const path = pathOf(hit);
    navigate(pageHref(hit.headerId ? `${path}#${hit.headerId}` : path));
    onClose();
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const action = resultKeyAction(event.key);
    if (action === null || (action === 'open' && !flat[selected])) return;
    event.preventDefault();
    if (action === 'close') onClose();
    else if (action === 'open') open(flat[selected]!);
    else move(action, flat.length);
  };
  const actions: HitActions = {
    selected,
    select,
    open,
    hrefOf: (hit) => pageHref(pathOf(hit) + (hit.headerId ? `#${hit.headerId}` : ''), siteData.base),
  };

  const answered = answer?.query ?? '';
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
        <InputRow
          {...{ input, query, setQuery, onClose, s }}
          activeId={flat[selected] ? searchHitId(selected) : undefined}
        />
        <div
          className="search-body"
          id={LAYOUT_IDS.searchResults}
          role="listbox"
          aria-label={s.searchPlaceholderText}
          data-answered={loading ? undefined : answered}
        >
          <SearchNote loading={loading} failed={failed} answered={answered} empty={flat.length === 0} s={s} />
          {!loading && <HitGroups groups={groups} actions={actions} />}
        </div>
      </div>
    </div>
  );
}
