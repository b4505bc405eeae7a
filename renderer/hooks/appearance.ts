/**
 * Light, dark or auto. The stored value is read before first paint by the pre-paint script
 * (common/prepaint.ts, the same rules as `resolveAppearance`), so the page never flashes the wrong scheme.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../browser/safe-storage.ts';
import { APPEARANCE_KEY } from '../../common/contract.ts';

export { APPEARANCE_KEY };
export type Appearance = 'light' | 'dark' | 'auto';

/** Anything other than light, dark or auto counts as auto. */
export function parseAppearance(value: string | null): Appearance {
  return value === 'light' || value === 'dark' || value === 'auto' ? value : 'auto';
}

export function resolveAppearance(stored: Appearance, systemDark: boolean): 'light' | 'dark' {
  return stored === 'auto' ? (systemDark ? 'dark' : 'light') : stored;
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

function apply(scheme: 'light' | 'dark'): void {
  document.documentElement.classList.toggle('dark', scheme === 'dark');
  document.documentElement.style.colorScheme = scheme;
}

/** The scheme on screen: the class the pre-paint script and `apply` set on the root element. */
function schemeOnScreen(): 'light' | 'dark' {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function subscribeToScheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/**
 * The server cannot know the scheme, so it renders light. Hydration starts from that too, and React
 * renders again at once with the scheme on screen: a dark reader's toggle had kept the server's
 * `aria-pressed="false"`. Every toggle (the navbar's, the phone menu's) follows the same class.
 */
export function useAppearance(): { scheme: 'light' | 'dark'; toggle: () => void } {
  const scheme = useSyncExternalStore(subscribeToScheme, schemeOnScreen, () => 'light' as const);

  useEffect(() => {
    const stored = parseAppearance(readStorage(APPEARANCE_KEY));
    apply(resolveAppearance(stored, systemPrefersDark()));
    if (stored !== 'auto' || typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => {
      if (parseAppearance(readStorage(APPEARANCE_KEY)) !== 'auto') return;
      apply(media.matches ? 'dark' : 'light');
    };
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);

  const toggle = useCallback(() => {
    const next = schemeOnScreen() === 'dark' ? 'light' : 'dark';
    writeStorage(APPEARANCE_KEY, next);
    apply(next);
  }, []);

  return { scheme, toggle };
}
