/**
 * Browser entry. The page is readable as pre-rendered HTML before any script runs; the app (React,
 * the router, the theme) is evaluated only once the browser has painted it, because evaluating it
 * straight after parsing held the first paint of the content back by the whole evaluation. The
 * build preloads the app's chunks, so waiting for the paint costs no download time. The
 * stylesheet stays in the entry: the first paint needs it.
 */
import './theme/index.css';
import { afterFirstPaint } from './site/after-first-paint.ts';

afterFirstPaint(() => void import('./boot.tsx'));
