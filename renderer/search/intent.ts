/**
 * Signs that the reader is about to search, watched from before hydration: pointer over, focus or
 * touch on the search button, or the Ctrl/Cmd key going down, start loading the index, so it is
 * often ready before the dialog opens.
 */
import { parsePath, stripBase } from '../../common/routes.ts';
import { localeContext, siteData } from '../site/site.ts';
import { preloadSearch } from './client.ts';
import { SEARCH_BUTTON_CLASS } from '../../common/contract.ts';

const BUTTON = `.${SEARCH_BUTTON_CLASS}`;

function currentLang(): string {
  return parsePath(stripBase(window.location.pathname, siteData.base), localeContext).lang;
}

export function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
}

function onButton(event: Event): boolean {
  return event.target instanceof Element && event.target.closest(BUTTON) !== null;
}

/**
 * Installs the listeners once, in the entry, before hydration starts. They only load the index:
 * opening the dialog for a click or Ctrl/Cmd+K made before the app is live is the pre-paint
 * holder's job (common/prepaint.ts), replayed once by goLive, so it is never done twice.
 */
export function watchSearchIntent(): void {
  const preload = () => preloadSearch(currentLang());
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
    document.addEventListener(type, (event) => onButton(event) && preload(), { capture: true, passive: true });
  }
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Control' || event.key === 'Meta' || isSearchShortcut(event)) preload();
    },
    { capture: true, passive: true },
  );
}
