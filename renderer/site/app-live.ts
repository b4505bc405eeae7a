/**
 * The moment the app takes over from the static page: marks <html> as live (which retires the
 * pre-paint tab rules and the pre-paint click holder) and then replays, in order, the button
 * clicks (and search shortcuts) the reader made before, so an early appearance toggle, tab, sidebar
 * toggle or Ctrl+K takes effect.
 */
import { APP_LIVE, APP_STATE_ATTR, EARLY_CLICKS } from '../../common/contract.ts';

export function goLive(): void {
  const root = document.documentElement;
  if (root.getAttribute(APP_STATE_ATTR) === APP_LIVE) return;
  root.setAttribute(APP_STATE_ATTR, APP_LIVE);
  const held = (window as unknown as Record<string, (HTMLElement | KeyboardEventInit)[] | undefined>)[EARLY_CLICKS];
  for (const action of held?.splice(0) ?? []) {
    if (action instanceof HTMLElement) {
      if (action.isConnected) action.click();
    } else window.dispatchEvent(new KeyboardEvent('keydown', { ...action, bubbles: true, cancelable: true }));
  }
}
