/**
 * What must hold on every page on a phone, checked in the page in one call (no Playwright engine
 * injected): nothing scrolls the page sideways, no visible control sits on top of text, no
 * heading's # anchor takes a line of its own, and no table column is squeezed so narrow that
 * Chinese text stacks a character or two a line. Returns one line per problem.
 */
export interface LayoutProblemsOptions {
  /** Selectors of the controls that float over content and must not cover its text. */
  floatingControls: string[];
  /** Also check sideways scroll, heading anchors and table cells (the page's end needs only the controls). */
  wholePage?: boolean;
}

export function layoutProblems({ floatingControls, wholePage = true }: LayoutProblemsOptions): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  if (wholePage && root.scrollWidth > window.innerWidth) {
    // Name the widest element, so a failure says where to look.
    let widest: Element | undefined;
    let right = window.innerWidth;
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement)
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      return false;
    };
    for (const el of document.querySelectorAll('body *')) {
      if (clipped(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.right > right + 0.5 && r.width > 0) {
        right = r.right;
        widest = el;
      }
    }
    const name = widest ? `${widest.tagName.toLowerCase()}.${[...widest.classList].join('.')}` : '?';
    problems.push(`scrolls sideways: ${root.scrollWidth} px in a ${window.innerWidth} px window (widest: ${name})`);
  }

  const overlaps = (a: DOMRect, b: DOMRect) =>
    a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  /**
   * The boxes of the visible text under `scope`, leaving out `skip`. With `near`, subtrees whose
   * box misses it are not entered: a page holds thousands of text nodes and dozens of buttons.
   */
  const textRects = (scope: Element, skip: Element, near?: DOMRect) => {
    const rects: DOMRect[] = [];
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => {
        if (node.nodeType === Node.TEXT_NODE) return NodeFilter.FILTER_ACCEPT;
        if (node === skip || (near && !overlaps((node as Element).getBoundingClientRect(), near)))
          return NodeFilter.FILTER_REJECT;
        return NodeFilter.FILTER_SKIP;
      },
    });
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest('[aria-hidden="true"]')) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) if (r.width > 0 && r.height > 0) rects.push(r);
    }
    return rects;
  };
  const shown = (el: Element) => {
    const style = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    return style.visibility !== 'hidden' && Number(style.opacity) > 0 && style.display !== 'none' && r.width > 0;
  };

  const main = document.querySelector('main');
  for (const selector of floatingControls) {
    for (const control of document.querySelectorAll(selector)) {
      if (!main || !shown(control)) continue;
      const box = control.getBoundingClientRect();
      const covered = textRects(main, control, box).find((r) => overlaps(r, box));
      if (covered) problems.push(`${selector} covers text at ${Math.round(covered.left)},${Math.round(covered.top)}`);
    }
  }

  for (const anchor of wholePage ? document.querySelectorAll('main .header-anchor') : []) {
    const heading = anchor.parentElement;
    if (!heading) continue;
    const lines = textRects(heading, anchor);
    const a = anchor.getBoundingClientRect();
    const onALine = lines.some((r) => a.top < r.bottom - 1 && r.top < a.bottom - 1);
    if (lines.length > 0 && !onALine) problems.push(`#${heading.id}: its # anchor takes a line of its own`);
  }

  // Chinese may break between any two characters: a column narrower than three of them stacks its words.
  for (const cell of wholePage ? document.querySelectorAll<HTMLElement>('main td, main th') : []) {
    const text = cell.textContent?.trim() ?? '';
    if (!/[\u3400-\u9fff]/.test(text) || [...text].length < 2) continue;
    const style = getComputedStyle(cell);
    const width = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const range = document.createRange();
    range.selectNodeContents(cell);
    const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    if (width < parseFloat(style.fontSize) * 2.6 && lines > 1)
      problems.push(`table cell "${text.slice(0, 20)}" stacks its text in ${Math.round(width)} px`);
  }
  return problems;
}
