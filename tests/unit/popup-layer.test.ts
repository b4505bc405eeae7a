import { describe, expect, it, vi } from 'vitest';
import { arrowOffset, layerIndex, warnOnShadowRootMismatch, LAYER_BASE_LIMIT, POPOVER_LAYER_OFFSET, TOOLTIP_LAYER_OFFSET, TOOLTIP_MAX_WIDTH, TOOLTIP_MOTION_DEADLINE, POPOVER_TITLE_MIN_WIDTH, HIDE_DELAY, TOOLTIP_SHOW_DELAY, RAW_POPUP_SHOW_DELAY, TRIGGER_OFFSET } from '../../renderer/browser/popup-layer.ts';

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

  it('has the delays and sizes of the specification', () => {
    expect([RAW_POPUP_SHOW_DELAY, TOOLTIP_SHOW_DELAY, HIDE_DELAY]).toEqual([0, 100, 100]);
    expect([TOOLTIP_MAX_WIDTH, TOOLTIP_MOTION_DEADLINE, POPOVER_TITLE_MIN_WIDTH, TRIGGER_OFFSET]).toEqual([250, 1000, 177, 4]);
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
