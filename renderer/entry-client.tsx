/**
 * Browser entry. The page is readable as pre-rendered HTML before any script runs, so nothing but
 * the stylesheet downloads before the first paint: once the browser has painted, the entry starts
 * the page's content file and the app (React, the router, the theme) together. Fetched earlier,
 * they shared a slow link with the stylesheet and held the paint back; evaluated straight after
 * parsing, the app held it back by the whole evaluation. Without pre-rendered markup (the dev
 * server, a site with `ssg` off) there is nothing to show first, so the app starts at once. The
 * stylesheet stays in the entry: the first paint needs it.
 */
import './theme/index.css';
import { afterFirstPaint } from './site/after-first-paint.ts';
import { preloadPageContent } from './site/page-content-hint.ts';
import { APP_ROOT_ID } from '../common/contract.ts';

const root = document.getElementById(APP_ROOT_ID);
const start = () => {
  preloadPageContent(root);
  void import('./boot.tsx');
};
if (root?.firstElementChild) afterFirstPaint(start);
else start();
