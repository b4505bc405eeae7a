/**
 * Starts the download of the page's content file, named by the app root's attribute, as a
 * preload: the app's own fetch of the same URL then takes the response instead of asking again.
 */
import { PAGE_CONTENT_ATTRIBUTE } from '../../common/contract.ts';

export function preloadPageContent(root: HTMLElement | null): void {
  const href = root?.getAttribute(PAGE_CONTENT_ATTRIBUTE);
  if (!href) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  // fetch() asks in CORS mode; a preload without `crossorigin` would not match it.
  link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.append(link);
}
