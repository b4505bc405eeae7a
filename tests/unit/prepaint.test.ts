/**
 * The pre-paint script (common/prepaint.ts) run in a small fake of the browser globals it touches:
 * what it leaves on <html> for each stored appearance and system preference, the parts the query
 * hides, the CSS that shows a remembered tab before the tabs exist, and the clicks and shortcut it
 * holds back until the app is live. The browser tests see the same from the outside
 * (tests/e2e/theme/before-hydration.test.ts); here each case costs a millisecond.
 */
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  APP_LIVE,
  APP_ROOT_ID,
  APP_STATE_ATTR,
  APPEARANCE_KEY,
  EARLY_CLICKS,
  HIDE_ATTR_PREFIX,
  TAB_LOOK,
  TAB_NAMES,
  TAB_STORAGE_PREFIX,
} from '../../common/contract.ts';
import { prepaintScript } from '../../common/prepaint.ts';

interface Page {
  html: { classes: Set<string>; attributes: Map<string, string>; colorScheme: string | undefined };
  styles: string[];
  early: unknown[];
  /** Dispatches to the capturing listener the script added; says whether the event was held back. */
  fire(type: 'click' | 'keydown', event: Record<string, unknown>): boolean;
}

/** CSS.escape for the characters the tests use: every character outside [A-Za-z0-9_-] escaped. */
const cssEscape = (s: string) => s.replace(/[^A-Za-z0-9_-]/g, (c) => `\\${c}`);

function run(opts: {
  stored?: Record<string, string>;
  /** The storage throws on access, as with cookies blocked. */
  storageBlocked?: boolean;
  prefersDark?: boolean;
  search?: string;
}): Page {
  const classes = new Set(['no-js']);
  const attributes = new Map<string, string>();
  const style: { colorScheme?: string } = {};
  const styles: string[] = [];
  const listeners = new Map<string, (event: unknown) => void>();
  const entries = Object.entries(opts.stored ?? {});
  const storage = {
    getItem: (k: string) => entries.find(([key]) => key === k)?.[1] ?? null,
    key: (i: number) => entries[i]?.[0] ?? null,
    get length() {
      return entries.length;
    },
  };
  const context: Record<string, unknown> = {
    document: {
      documentElement: {
        classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) },
        style,
        setAttribute: (n: string, v: string) => attributes.set(n, String(v)),
        getAttribute: (n: string) => attributes.get(n) ?? null,
      },
      createElement: (tag: string) => ({ tag, textContent: '' }),
      head: {
        appendChild: (el: { tag: string; textContent: string }) => el.tag === 'style' && styles.push(el.textContent),
      },
      addEventListener: (type: string, fn: (event: unknown) => void, capture: boolean) => {
        // Capturing, so the app's own handlers below cannot see an event first.
        expect(capture).toBe(true);
        listeners.set(type, fn);
      },
    },
    matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && !!opts.prefersDark }),
    location: { search: opts.search ?? '' },
    URLSearchParams,
    CSS: { escape: cssEscape },
  };
  Object.defineProperty(context, 'localStorage', {
    get: () => {
      if (opts.storageBlocked) throw new Error('SecurityError: access denied');
      return storage;
    },
  });
  context.window = context;
  vm.runInNewContext(prepaintScript(), context);
  return {
    html: { classes, attributes, colorScheme: style.colorScheme },
    styles,
    early: context[EARLY_CLICKS] as unknown[],
    fire(type, event) {
      let held = false;
      listeners.get(type)!({
        ...event,
        preventDefault: () => (held = true),
        stopImmediatePropagation: () => {},
      });
      return held;
    },
  };
}

const dark = (page: Page) => ({ dark: page.html.classes.has('dark'), colorScheme: page.html.colorScheme });

describe('pre-paint script: appearance', () => {
  it('applies a stored light or dark choice whatever the system prefers', () => {
    for (const prefersDark of [false, true]) {
      expect(dark(run({ stored: { [APPEARANCE_KEY]: 'dark' }, prefersDark }))).toEqual({
        dark: true,
        colorScheme: 'dark',
      });
      expect(dark(run({ stored: { [APPEARANCE_KEY]: 'light' }, prefersDark }))).toEqual({
        dark: false,
        colorScheme: 'light',
      });
    }
  });

  it('follows the system for auto, for no choice, for a value it does not know and for blocked storage', () => {
    for (const stored of [{ [APPEARANCE_KEY]: 'auto' }, {}, { [APPEARANCE_KEY]: 'Dark' }] as Record<string, string>[]) {
      expect(dark(run({ stored, prefersDark: true })), JSON.stringify(stored)).toEqual({
        dark: true,
        colorScheme: 'dark',
      });
      expect(dark(run({ stored, prefersDark: false })), JSON.stringify(stored)).toEqual({
        dark: false,
        colorScheme: 'light',
      });
    }
    expect(dark(run({ storageBlocked: true, prefersDark: true }))).toEqual({ dark: true, colorScheme: 'dark' });
  });

  it('removes no-js, so styles meant for a page without scripts stop applying', () => {
    expect(run({}).html.classes.has('no-js')).toBe(false);
  });
});

describe('pre-paint script: query flags', () => {
  it('hides exactly the parts the query sets to 0', () => {
    const page = run({ search: '?sidebar=0&outline=0&footer=1&navbar=no&theme=0' });
    expect([...page.html.attributes.keys()].sort()).toEqual([
      `${HIDE_ATTR_PREFIX}outline`,
      `${HIDE_ATTR_PREFIX}sidebar`,
    ]);
    expect(run({ search: '' }).html.attributes.size).toBe(0);
  });
});

describe('pre-paint script: remembered tabs', () => {
  const pending = `html:not([${APP_STATE_ATTR}="${APP_LIVE}"]) `;
  const { block: tabs, group: groupAttr, label: labelAttr, panel, list, tab } = TAB_NAMES;
  const rules = (group: string, label: string) => {
    const on = `[${labelAttr}="${label}"]`;
    const b = `${pending}.${tabs}[${groupAttr}="${group}"]:has(> .${panel}${on})`;
    return (
      `${b} > .${panel}{display:none}` +
      `${b} > .${panel}${on}{display:block}` +
      `${b} > .${list} > .${tab}{${TAB_LOOK.other}}` +
      `${b} > .${list} > .${tab}${on}{${TAB_LOOK.chosen}}`
    );
  };

  it('shows the remembered panel of each group, and only until the app is live', () => {
    const page = run({
      stored: {
        [`${TAB_STORAGE_PREFIX}pm`]: 'pnpm',
        [APPEARANCE_KEY]: 'dark',
        [`${TAB_STORAGE_PREFIX}framework`]: 'Vue',
      },
    });
    expect(page.styles).toEqual([rules('pm', 'pnpm') + rules('framework', 'Vue')]);
  });

  it('escapes group and label, so a stored value cannot write CSS of its own', () => {
    const page = run({ stored: { [`${TAB_STORAGE_PREFIX}my group`]: 'a"]{}*{display:none' } });
    expect(page.styles).toEqual([rules('my\\ group', 'a\\"\\]\\{\\}\\*\\{display\\:none')]);
  });

  it('adds no style element without a remembered tab, or when storage is blocked', () => {
    expect(run({ stored: { [APPEARANCE_KEY]: 'dark' } }).styles).toEqual([]);
    expect(run({ storageBlocked: true }).styles).toEqual([]);
  });
});

describe('pre-paint script: early input', () => {
  const button = { tag: 'button' };
  const target = (inApp: boolean) => ({
    closest: (selector: string) => (selector === `#${APP_ROOT_ID} button` && inApp ? button : null),
  });

  it("holds back clicks on the app's buttons and the search shortcut until the app is live", () => {
    const page = run({});
    expect(page.fire('click', { target: target(true) })).toBe(true);
    expect(page.fire('click', { target: target(false) })).toBe(false);
    expect(page.fire('click', { target: null })).toBe(false);
    expect(page.fire('keydown', { key: 'K', ctrlKey: true, metaKey: false })).toBe(true);
    expect(page.fire('keydown', { key: 'k', ctrlKey: false, metaKey: true })).toBe(true);
    expect(page.fire('keydown', { key: 'k', ctrlKey: false, metaKey: false })).toBe(false);
    expect(page.fire('keydown', { key: 'j', ctrlKey: true, metaKey: false })).toBe(false);
    expect(page.early).toEqual([
      button,
      { key: 'K', ctrlKey: true, metaKey: false },
      { key: 'k', ctrlKey: false, metaKey: true },
    ]);

    page.html.attributes.set(APP_STATE_ATTR, APP_LIVE);
    expect(page.fire('click', { target: target(true) })).toBe(false);
    expect(page.fire('keydown', { key: 'k', ctrlKey: true, metaKey: false })).toBe(false);
    expect(page.early).toHaveLength(3);
  });
});
