/**
 * Signs that the reader is about to search, watched from before hydration:
 * - pointer over, focus or touch on the search button, or the Ctrl/Cmd key going down, start
 *   loading the index, so it is often ready before the dialog opens;
 * - a click on the button or Ctrl/Cmd+K before the app is live is remembered, and the app opens
 *   the dialog as soon as it is live (nothing the reader did is lost).
 */
import { parsePath, stripBase } from '../../common/routes.ts';
import { localeContext, siteData } from '../site/site.ts';
import { preloadSearch } from './client.ts';

const BUTTON = '.search-button';
let live = false;
let pendingOpen = false;

function currentLang(): string {
  return parsePath(stripBase(window.location.pathname, siteData.base), localeContext).lang;
}

export function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
}

function onButton(event: Event): boolean {
  return event.target instanceof Element && event.target.closest(BUTTON) !== null;
}

/** Installs the listeners once, in the entry, before hydration starts. */
export function watchSearchIntent(): void {
  const preload = () => preloadSearch(currentLang());
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
    document.addEventListener(type, (event) => onButton(event) && preload(), { capture: true, passive: true });
  }
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Control' || event.key === 'Meta') preload();
      if (!live && isSearchShortcut(event)) {
        event.preventDefault();
        preload();
        pendingOpen = true;
      }
    },
    { capture: true },
  );
  document.addEventListener(
    'click',
    (event) => {
      if (!live && onButton(event)) {
        preload();
        pendingOpen = true;
      }
    },
    { capture: true },
  );
}

/** Called by the app once it handles the button and the shortcut itself; `open` runs if the reader asked before. */
export function searchIntentLive(open: () => void): void {
  live = true;
  if (pendingOpen) {
    pendingOpen = false;
    open();
  }
}
