/**
 * Which heading of the outline the reader is in: the last one whose top has passed under the
 * sticky bars (throttled 200 ms). Shared by the side outline and the outline menu of narrow screens.
 */
import { useEffect, useState } from 'react';
import type { TocEntry } from '../../common/types.ts';
import { throttle } from '../browser/throttle.ts';

export const OUTLINE_THROTTLE = 200;
/** Air between the bars and a heading scrolled to (the theme's scroll-padding-top adds the same). */
const HEADING_GAP = 8;
/** The top bar's 64 px and the air: where a heading lands on a wide screen. */
export const NAV_SCROLL_OFFSET = 64 + HEADING_GAP;

export function activeHeading(positions: { id: string; top: number }[], offset: number): string | undefined {
  let current: string | undefined;
  for (const p of positions) {
    if (p.top - offset - 1 <= 0) current = p.id;
    else break;
  }
  return current ?? positions[0]?.id;
}

/**
 * How far below the window's top a heading lands: the page's scroll-padding-top, which the theme
 * sets from the bars shown now (top bar, local bar on narrow screens).
 */
export function scrollOffset(): number {
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
  return Number.isFinite(padding) ? padding : NAV_SCROLL_OFFSET;
}

/** A length the theme sets on :root, in px (custom properties compute with their var()s resolved). */
function rootLength(name: string): number {
  return parseFloat(getComputedStyle(document.documentElement).getPropertyValue(name)) || 0;
}

/**
 * Where a heading counts as reached: below the bars as they are with the top bar shown. A jump
 * lands a heading there, and the top bar may hide during the jump's scroll: with the offset of the
 * moment, the heading just jumped to would not count as reached.
 */
export function headingLine(): number {
  return rootLength('--nav-height') + rootLength('--local-nav-offset') + HEADING_GAP;
}

export function scrollToId(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const top = target.getBoundingClientRect().top + window.scrollY - scrollOffset();
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' });
}

/** Follows the page to an outline entry without a history entry of its own. */
export function goToHeading(id: string): void {
  scrollToId(id);
  history.replaceState(history.state, '', `#${id}`);
}

export function useActiveHeading(toc: TocEntry[]): [string | undefined, (id: string) => void] {
  const [active, setActive] = useState<string | undefined>(undefined);
  useEffect(() => {
    const update = throttle(() => {
      const positions = toc
        .map((t) => ({ id: t.id, el: document.getElementById(t.id) }))
        .filter((p): p is { id: string; el: HTMLElement } => p.el !== null)
        .map((p) => ({ id: p.id, top: p.el.getBoundingClientRect().top }));
      setActive(activeHeading(positions, headingLine()));
    }, OUTLINE_THROTTLE);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      update.cancel();
      window.removeEventListener('scroll', update);
    };
  }, [toc]);
  return [active, setActive];
}
