/**
 * The right-hand outline: the page's h2 to h4, the one in view highlighted (throttled 200 ms),
 * clicks scrolling with the navbar's 72 px offset.
 */
import { useEffect, useState } from 'react';
import type { TocEntry } from '../../common/types.ts';
import { throttle } from '../browser/throttle.ts';
import { LAYOUT_IDS } from '../../common/contract.ts';

export const OUTLINE_THROTTLE = 200;
export const NAV_SCROLL_OFFSET = 72;

export function activeHeading(positions: { id: string; top: number }[], offset: number): string | undefined {
  let current: string | undefined;
  for (const p of positions) {
    if (p.top - offset - 1 <= 0) current = p.id;
    else break;
  }
  return current ?? positions[0]?.id;
}

export function scrollToId(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const top = target.getBoundingClientRect().top + window.scrollY - NAV_SCROLL_OFFSET;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' });
}

export function Outline({ toc, title }: { toc: TocEntry[]; title: string }) {
  const [active, setActive] = useState<string | undefined>(undefined);
  useEffect(() => {
    const update = throttle(() => {
      const positions = toc
        .map((t) => ({ id: t.id, el: document.getElementById(t.id) }))
        .filter((p): p is { id: string; el: HTMLElement } => p.el !== null)
        .map((p) => ({ id: p.id, top: p.el.getBoundingClientRect().top }));
      setActive(activeHeading(positions, NAV_SCROLL_OFFSET));
    }, OUTLINE_THROTTLE);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      update.cancel();
      window.removeEventListener('scroll', update);
    };
  }, [toc]);
  if (toc.length === 0) return null;
  return (
    <nav className="outline" aria-labelledby={LAYOUT_IDS.outlineTitle}>
      <p className="outline-title" id={LAYOUT_IDS.outlineTitle}>
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
                scrollToId(entry.id);
                history.replaceState(history.state, '', `#${entry.id}`);
                setActive(entry.id);
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
