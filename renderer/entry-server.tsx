/** Server entry, used at build time only: renders one page to HTML with its head. */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './App.tsx';
import { findRoute, siteData } from './site/site.ts';
import { loadPage } from './site/page-loader.ts';
import { pageHead } from './site/head.ts';
import type { RenderedPage } from '../common/types.ts';
import { normalizeBase } from '../common/routes.ts';

export { siteData };

/** `pathname` is base-free (`/zh/guide/start/`). */
export async function render(pathname: string): Promise<RenderedPage> {
  const route = findRoute(pathname);
  const page = route ? await loadPage(route.chunk) : null;
  const basename = normalizeBase(siteData.base).replace(/\/$/, '') || '/';
  const location = basename === '/' ? pathname : basename + pathname;
  const appHtml = renderToString(
    <StrictMode>
      <StaticRouter location={location} basename={basename}>
        <App initial={{ pathname, page }} />
      </StaticRouter>
    </StrictMode>,
  );
  return { appHtml, head: pageHead(page, pathname), ...(route ? { chunk: route.chunk } : {}) };
}
