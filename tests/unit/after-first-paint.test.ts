import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, PAINT_FALLBACK_MS } from '../../renderer/site/after-first-paint.ts';

/** A stand-in for the browser globals the function reads: a document and paint observers. */
function fakeBrowser(visibility: 'visible' | 'hidden') {
  const observers: (() => void)[] = [];
  const listeners = new Map<string, () => void>();
  const document = {
    visibilityState: visibility,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: () => void) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('document', document);
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint: () => observers.forEach((callback) => callback()),
    hide: () => {
      document.visibilityState = 'hidden';
      listeners.get('visibilitychange')?.();
    },
  };
}

describe('after first paint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the reported paint, then runs the task once', () => {
    const browser = fakeBrowser('visible');
    const task = vi.fn();
    afterFirstPaint(task);
    expect(task).not.toHaveBeenCalled();
    browser.paint();
    browser.paint();
    vi.advanceTimersByTime(PAINT_FALLBACK_MS * 2);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at once in a hidden tab, and when the tab is hidden before any paint', () => {
    fakeBrowser('hidden');
    const early = vi.fn();
    afterFirstPaint(early);
    expect(early).toHaveBeenCalledTimes(1);

    const browser = fakeBrowser('visible');
    const later = vi.fn();
    afterFirstPaint(later);
    browser.hide();
    browser.paint();
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('runs once after the fallback delay when no paint is ever reported', () => {
    fakeBrowser('visible');
    const task = vi.fn();
    afterFirstPaint(task);
    vi.advanceTimersByTime(PAINT_FALLBACK_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
