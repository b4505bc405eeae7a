/**
 * Keeps a popup beside its trigger with @floating-ui/dom: a 4 px trigger offset, a flip
 * to the other side and a shift along it when the viewport edge is near, and the arrow kept
 * 12 px (or radius + 2) from the popup's corners. The library is imported on the first open
 * only, so it is not part of a page's first-load JavaScript.
 */
import type * as FloatingUi from '@floating-ui/dom';
import { TRIGGER_OFFSET, arrowOffset, type Placement } from './popup-layer.ts';

/** Distance kept from the viewport's edges when shifting. */
const VIEWPORT_PADDING = 8;

let library: Promise<typeof FloatingUi> | undefined;

/**
 * Positions `popup` (fixed) next to `trigger` until the returned function is called; follows
 * scrolling and resizing. The popup stays invisible until its first position is known.
 */
export function followTrigger(
  trigger: Element,
  popup: HTMLElement,
  placement: Placement,
  arrowElement: HTMLElement | null,
): () => void {
  let stopped = false;
  let stop: (() => void) | undefined;
  // Measured at the viewport's top-left corner, where nothing squeezes it: a popup first laid
  // out against the right edge would wrap, and be placed by that taller size.
  Object.assign(popup.style, {
    position: 'fixed',
    visibility: 'hidden',
    left: '0px',
    top: '0px',
    right: 'auto',
    bottom: 'auto',
  });
  void (library ??= import('@floating-ui/dom')).then(({ arrow, autoUpdate, computePosition, flip, offset, shift }) => {
    if (stopped) return;
    const radius = parseFloat(getComputedStyle(popup).borderTopLeftRadius) || 0;
    const middleware = [
      offset(TRIGGER_OFFSET),
      flip({ padding: VIEWPORT_PADDING }),
      shift({ padding: VIEWPORT_PADDING }),
    ];
    if (arrowElement) middleware.push(arrow({ element: arrowElement, padding: arrowOffset(radius) }));
    stop = autoUpdate(trigger, popup, () => {
      void computePosition(trigger, popup, { strategy: 'fixed', placement, middleware }).then(
        ({ x, y, placement: side, middlewareData }) => {
          if (stopped) return;
          Object.assign(popup.style, { left: `${x}px`, top: `${y}px`, visibility: '' });
          popup.dataset.placement = side;
          const at = middlewareData.arrow;
          if (arrowElement && at)
            Object.assign(arrowElement.style, {
              left: at.x === undefined ? '' : `${at.x}px`,
              top: at.y === undefined ? '' : `${at.y}px`,
            });
        },
      );
    });
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
