/** The generated site data and route table, and lookups over them. */
import siteData from 'virtual:site-data';
import routes from 'virtual:routes';
import type { LocaleContext } from '../../common/routes.ts';
import { normalizeRoutePath, parsePath } from '../../common/routes.ts';
import type { ResolvedLocale, RouteEntry } from '../../common/types.ts';

export { siteData, routes };

export const localeContext: LocaleContext = {
  langs: siteData.locales.map((l) => l.lang),
  defaultLang: siteData.lang,
  versions: siteData.multiVersion.versions,
  defaultVersion: siteData.multiVersion.default,
};

const routeByPath = new Map(routes.map((r) => [r.path, r]));

/**
 * The route a base-free pathname shows: exact match first, then the same path with or without a
 * trailing slash (`/guide/start` is the `/guide/start/` page).
 */
export function findRoute(pathname: string): RouteEntry | undefined {
  let path: string;
  try {
    path = normalizeRoutePath(decodeURI(pathname));
  } catch {
    path = normalizeRoutePath(pathname);
  }
  return routeByPath.get(path) ?? routeByPath.get(path.endsWith('/') ? path.slice(0, -1) : `${path}/`);
}

export function localeFor(pathname: string): ResolvedLocale {
  const { lang } = parsePath(pathname, localeContext);
  return siteData.locales.find((l) => l.lang === lang) ?? siteData.locales[0]!;
}
