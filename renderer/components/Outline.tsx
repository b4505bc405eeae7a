/**
 * The outline: the page's h2 to h4, the one in view highlighted, clicks scrolling below the
 * sticky bars. Wide screens show it beside the content; narrower ones in the local bar's menu.
 */
import type { TocEntry } from '../../common/types.ts';
import { goToHeading } from '../hooks/active-heading.ts';
import { LAYOUT_IDS } from '../../common/contract.ts';

interface OutlineProps {
  toc: TocEntry[];
  title: string;
  active: string | undefined;
  onGo: (id: string) => void;
  /** Set for the second outline of a page (the menu), whose title needs an id of its own. */
  titleId?: string;
}

export function Outline({ toc, title, active, onGo, titleId = LAYOUT_IDS.outlineTitle }: OutlineProps) {
  if (toc.length === 0) return null;
  return (
    <nav className="outline" aria-labelledby={titleId}>
      <p className="outline-title" id={titleId}>
        {title}
      </p>
      <ul>
        {toc.map((entry) => (
          <li key={entry.id} className={`outline-depth-${entry.depth}`}>
            <a
              href={`#${entry.id}`}
              className={active === entry.id ? 'active' : undefined}
              aria-current={active === entry.id ? 'location' : undefined}
              onClick={(e) => {
                e.preventDefault();
                goToHeading(entry.id);
                onGo(entry.id);
              }}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
