/**
 * Geometry and timing rules shared by popups, popovers and tooltips: layers stack
 * above a base that never exceeds 1000, built-in placements keep 4 px from the trigger, and the
 * arrow stays clear of rounded corners. floating.ts applies them with @floating-ui/dom.
 */
export const LAYER_BASE_LIMIT = 1000;
export const TOOLTIP_LAYER_OFFSET = 70;
export const POPOVER_LAYER_OFFSET = 30;
export const TRIGGER_OFFSET = 4;
export const TOOLTIP_SHOW_DELAY = 100;
export const HIDE_DELAY = 100;
export const TOOLTIP_MAX_WIDTH = 250;
export const TOOLTIP_MOTION_DEADLINE = 1000;
export const DEFAULT_ARROW_OFFSET = 12;

export type Placement = 'top' | 'bottom' | 'left' | 'right';

/** z-index of a layer kind above a base, the base capped at the limit. */
export function layerIndex(base: number, offset: number): number {
  return Math.min(Math.max(0, base), LAYER_BASE_LIMIT) + offset;
}

/** How far the arrow sits from the popup's edge: 12, or the corner radius plus 2 when larger. */
export function arrowOffset(radius: number): number {
  return radius > DEFAULT_ARROW_OFFSET ? radius + 2 : DEFAULT_ARROW_OFFSET;
}

/**
 * In development, a popup rendered into another shadow root than its trigger cannot be positioned
 * or dismissed correctly; say so once.
 */
export function warnOnShadowRootMismatch(trigger: Node, popup: Node, isDev: boolean): boolean {
  if (!isDev) return false;
  const a = trigger.getRootNode();
  const b = popup.getRootNode();
  if (a === b) return false;
  console.warn(
    '[docs] a popup and its trigger sit in different shadow roots; the popup will not position or close correctly.',
  );
  return true;
}
