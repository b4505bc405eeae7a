import { describe, expect, it, vi } from 'vitest';
import {
  arrowOffset,
  layerIndex,
  warnOnShadowRootMismatch,
  LAYER_BASE_LIMIT,
  POPOVER_LAYER_OFFSET,
  TOOLTIP_LAYER_OFFSET,
} from '../../renderer/browser/popup-layer.ts';

// The popups' sizes and offsets (250 px tooltips, 4 px from the trigger, z-index 1030/1070) are
// checked where readers see them: tests/e2e/theme/popups.test.ts measures them on screen.
describe('popup layer rules', () => {
  it('stacks tooltips and popovers above a base capped at 1000', () => {
    expect(layerIndex(500, TOOLTIP_LAYER_OFFSET)).toBe(570);
    expect(layerIndex(5000, TOOLTIP_LAYER_OFFSET)).toBe(LAYER_BASE_LIMIT + 70);
    expect(layerIndex(5000, POPOVER_LAYER_OFFSET)).toBe(1030);
  });

  it('keeps the arrow 12 px from the edge, or radius + 2 for larger radii', () => {
    expect(arrowOffset(0)).toBe(12);
    expect(arrowOffset(12)).toBe(12);
    expect(arrowOffset(13)).toBe(15);
    expect(arrowOffset(20)).toBe(22);
  });

  it('warns in development when trigger and popup sit in different shadow roots', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const rootA = {};
    const rootB = {};
    const node = (root: object) => ({ getRootNode: () => root }) as unknown as Node;
    expect(warnOnShadowRootMismatch(node(rootA), node(rootB), true)).toBe(true);
    expect(warnOnShadowRootMismatch(node(rootA), node(rootA), true)).toBe(false);
    expect(warnOnShadowRootMismatch(node(rootA), node(rootB), false)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
