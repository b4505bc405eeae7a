/** Server entry, used at build time only: renders one page to HTML with its head. */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './App.tsx';
import { findRoute, routerBasename, siteData } from './site/site.ts';
import { pageHead } from './site/head.ts';
import type { PageContent, RenderedPage } from '../common/types.ts';

export { siteData };

/**
 * `pathname` is base-free (`/zh/guide/start/`); `page` is its content, which the build holds
 * (null: the 404 page).
 */
export function render(pathname: string, page: PageContent | null): RenderedPage {
  const route = page ? findRoute(pathname) : undefined;
  const location = routerBasename === '/' ? pathname : routerBasename + pathname;
  const appHtml = renderToString(
    <StrictMode>
      <StaticRouter location={location} basename={routerBasename}>
        <App initial={{ pathname, page }} />
      </StaticRouter>
    </StrictMode>,
  );
  return { appHtml, head: pageHead(page, pathname), ...(route ? { chunk: route.chunk } : {}) };
}
