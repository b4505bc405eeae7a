/**
 * The app's start, loaded by the entry after the first paint: loads the chunk of the page in the
 * address bar, then hydrates the static HTML (or renders from scratch when there is no
 * pre-rendered markup).
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, type ShownPage } from './App.tsx';
import { findRoute, routerBasename, siteData } from './site/site.ts';
import { loadPage } from './site/page-loader.ts';
import { stripBase } from '../common/routes.ts';
import { watchSearchIntent } from './search/intent.ts';
import { APP_ROOT_ID, SSR_ATTRIBUTE } from '../common/contract.ts';

async function boot(): Promise<void> {
  const container = document.getElementById(APP_ROOT_ID)!;
  const requested = stripBase(window.location.pathname, siteData.base);
  const route = findRoute(requested);
  // `/guide/start/index.html` shows the page of `/guide/start/`: the app works with the canonical path.
  const pathname = route?.path ?? requested;
  let initial: ShownPage = { pathname, page: null };
  if (route) {
    try {
      initial = { pathname, page: await loadPage(route.chunk) };
    } catch (error) {
      console.error(`[docs] failed to load ${pathname}`, error);
    }
  }
  const app = (
    <StrictMode>
      <BrowserRouter basename={routerBasename}>
        <App initial={initial} />
      </BrowserRouter>
    </StrictMode>
  );
  // Hydrate only markup the server rendered for this very page. The one 404.html serves every
  // unknown path in every language, so the 404 page renders afresh.
  const rendered =
    container.getAttribute(SSR_ATTRIBUTE) === 'true' && container.firstElementChild !== null && initial.page !== null;
  // Evaluating the app and hydrating it are two tasks, not one long one: input that arrives in
  // between is handled sooner (the pre-paint holder keeps clicks until the app is live).
  await new Promise((resolve) => setTimeout(resolve, 0));
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (a 115-134 ms task on Lighthouse's 4x slower phone CPU).
  if (siteData.ssg && rendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

watchSearchIntent();
void boot();
