/** What every component of the chrome needs to know about the page on screen. */
import { createContext, useContext } from 'react';
import type { PageContent, ClientLocale } from '../../common/types.ts';
import type { ChromePart } from './page-flags.ts';

export interface PageState {
  /** null: the 404 page. */
  page: PageContent | null;
  locale: ClientLocale;
  /** Base-free pathname, language prefix included. */
  pathname: string;
  /** Language-free route path of the page on screen. */
  routePath: string;
  visible: Record<ChromePart, boolean>;
  openSearch: () => void;
}

export const PageContext = createContext<PageState | null>(null);

export function usePageState(): PageState {
  const state = useContext(PageContext);
  if (!state) throw new Error('usePageState outside PageContext');
  return state;
}
