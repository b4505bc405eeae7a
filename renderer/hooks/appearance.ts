/**
 * Light, dark or auto. The stored value is read before first paint by the pre-paint script
 * (common/prepaint.ts, the same rules as `resolveAppearance`), so the page never flashes the wrong scheme.
 */
import { useCallback, useEffect, useState } from 'react';
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

export function useAppearance(): { scheme: 'light' | 'dark'; toggle: () => void } {
  // The server does not know the scheme; start from what the pre-paint script applied.
  const [scheme, setScheme] = useState<'light' | 'dark'>(() =>
    typeof document !== 'undefined' && document.documentElement.classList.contains('dark') ? 'dark' : 'light',
  );

  useEffect(() => {
    const stored = parseAppearance(readStorage(APPEARANCE_KEY));
    const current = resolveAppearance(stored, systemPrefersDark());
    apply(current);
    setScheme(current);
    if (stored !== 'auto' || typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => {
      if (parseAppearance(readStorage(APPEARANCE_KEY)) !== 'auto') return;
      const next = media.matches ? 'dark' : 'light';
      apply(next);
      setScheme(next);
    };
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);

  const toggle = useCallback(() => {
    setScheme((prev) => {
      const next = prev === 'dark' ? 'light' : 'dark';
      writeStorage(APPEARANCE_KEY, next);
      apply(next);
      return next;
    });
  }, []);

  return { scheme, toggle };
}
