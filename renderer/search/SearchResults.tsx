/** What the search dialog lists: the spinner, the empty and failed notes, and the grouped hits. */
import type { SearchHit } from '../../common/search/hit.ts';
import { findHighlights, type Highlight } from '../../common/search/snippet.ts';
import type { UiStrings } from '../../common/types.ts';
import { groupOffsets, type Group } from './results.ts';

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

/** The id `aria-activedescendant` names for the hit at `index` of the flat list. */
export function searchHitId(index: number): string {
  return `search-hit-${index}`;
}

export interface HitActions {
  selected: number;
  hrefOf: (hit: SearchHit) => string;
  select: (index: number) => void;
  open: (hit: SearchHit) => void;
}

function HitItem({ hit, index, actions }: { hit: SearchHit; index: number; actions: HitActions }) {
  const selected = index === actions.selected;
  return (
    <li id={searchHitId(index)} role="option" aria-selected={selected}>
      <a
        href={actions.hrefOf(hit)}
        className={`search-hit${selected ? ' selected' : ''}`}
        onMouseEnter={() => actions.select(index)}
        onClick={(e) => {
          e.preventDefault();
          actions.open(hit);
        }}
      >
        <span className="search-hit-title">
          <span className="search-hit-page">
            <Highlighted text={hit.title} ranges={hit.titleHighlights} />
          </span>
          {hit.header && hit.header !== hit.title && (
            <span className="search-hit-header">
              {' › '}
              <Highlighted text={hit.header} ranges={findHighlights(hit.header, hit.needles ?? [])} />
            </span>
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
}

export function HitGroups({ groups, actions }: { groups: Group[]; actions: HitActions }) {
  const offsets = groupOffsets(groups);
  return (
    <>
      {groups.map((group, g) => (
        <section key={group.name} className="search-group">
          <h2 className="search-group-title">{group.name}</h2>
          <ul>
            {group.hits.map((hit, i) => (
              <HitItem key={`${hit.routePath}#${hit.headerId}`} hit={hit} index={offsets[g]! + i} actions={actions} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

type Strings = Pick<
  UiStrings,
  'searchLoadingText' | 'searchNoResultsFoundText' | 'searchNoResultsText' | 'searchSuggestionText'
>;

/** The note in place of hits: loading, failed, or nothing found for the query answered. */
export function SearchNote({
  loading,
  failed,
  answered,
  empty,
  s,
}: {
  loading: boolean;
  failed: boolean;
  answered: string;
  empty: boolean;
  s: Strings;
}) {
  if (loading) {
    return (
      <div className="search-loading" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        {s.searchLoadingText}
      </div>
    );
  }
  if (failed) return <p className="search-empty">{s.searchNoResultsFoundText}</p>;
  if (answered && empty) {
    return (
      <p className="search-empty">
        {s.searchNoResultsText.replace('{query}', answered)} {s.searchSuggestionText}
      </p>
    );
  }
  return null;
}
