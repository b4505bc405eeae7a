/** The generated site data and route table, and lookups over them. */
import siteData from 'virtual:site-data';
import pageTable from 'virtual:page-table';
import type { LocaleContext } from '../../common/routes.ts';
import {
  contentPathToRoutePath,
  localeContextOf,
  normalizeBase,
  normalizeRoutePath,
  parsePath,
  toPath,
} from '../../common/routes.ts';
import type { ClientLocale } from '../../common/types.ts';

export { siteData };

/** A page the browser can show: its base-free path and the chunk holding its content. */
export interface ClientRoute {
  path: string;
  chunk: string;
}

export const localeContext: LocaleContext = localeContextOf(siteData);

/** The router's basename: the site's base without its trailing slash (`/docs`), or `/`. */
export const routerBasename = normalizeBase(siteData.base).replace(/\/$/, '') || '/';

// Chunk ids are `<lang>/<content path>`, so the route table follows from the page table alone and
// ships no extra data.
const routeByPath = new Map<string, ClientRoute>(
  pageTable.chunks.map((chunk) => {
    const [lang = '', ...rest] = chunk.split('/');
    const path = toPath({ lang, routePath: contentPathToRoutePath(rest.join('/')) }, localeContext);
    return [path, { path, chunk }];
  }),
);

/**
 * The route a base-free pathname shows: exact match first, then the same path with or without a
 * trailing slash (`/guide/start` is the `/guide/start/` page).
 */
export function findRoute(pathname: string): ClientRoute | undefined {
  let path: string;
  try {
    path = normalizeRoutePath(decodeURI(pathname));
  } catch {
    path = normalizeRoutePath(pathname);
  }
  return routeByPath.get(path) ?? routeByPath.get(path.endsWith('/') ? path.slice(0, -1) : `${path}/`);
}

export function localeByLang(lang: string): ClientLocale {
  return siteData.locales.find((l) => l.lang === lang) ?? siteData.locales[0]!;
}

export function localeFor(pathname: string): ClientLocale {
  return localeByLang(parsePath(pathname, localeContext).lang);
}
