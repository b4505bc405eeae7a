/**
 * Route matching shared by the generator (which emits routes) and the renderer (which matches the
 * address bar against them). Pure: no DOM, no Node.
 *
 * A site path has the shape `<base>/<lang>/<routePath>`, where the language segment is optional
 * and the default language is never written. The site has no versions (its `multiVersion` is
 * the empty shape), so no path carries a version segment.
 */

export interface LocaleContext {
  /** Languages the site has, default first is not required. */
  langs: readonly string[];
  defaultLang: string;
}

/** The locale context of a site, from its data or its manifest (which spell the fields the same). */
export function localeContextOf(site: { lang: string; locales: readonly { lang: string }[] }): LocaleContext {
  return { langs: site.locales.map((l) => l.lang), defaultLang: site.lang };
}

export interface ParsedPath {
  lang: string;
  /** Language-free route path, always starting with `/`. */
  routePath: string;
}

/** Collapses `//` runs, drops a trailing `.html`, turns a trailing `/index` into `/`. */
export function normalizeRoutePath(path: string): string {
  let p = path.split(/[?#]/)[0] ?? '';
  p = `/${p}`.replace(/\/{2,}/g, '/');
  p = p.replace(/\.html$/, '');
  if (p.endsWith('/index')) p = p.slice(0, -'index'.length);
  if (p === '/index') p = '/';
  return p;
}

/** Removes the base prefix (`/docs/`) from a pathname; paths outside the base stay untouched. */
export function stripBase(pathname: string, base: string): string {
  const b = normalizeBase(base);
  if (b === '/') return pathname;
  const bare = b.slice(0, -1);
  if (pathname === bare) return '/';
  return pathname.startsWith(b) ? pathname.slice(bare.length) : pathname;
}

/** `docs` → `/docs/`, `/` → `/`. */
export function normalizeBase(base: string): string {
  const trimmed = base.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

export function withBase(path: string, base: string): string {
  const b = normalizeBase(base);
  return b === '/' ? path : `${b.slice(0, -1)}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The public URL of a page path, the one form every link, feed, sitemap and head tag emits. With
 * clean URLs the path stays as it is; without, it names the page's HTML file
 * (`/guide/start/` → `/guide/start/index.html`, `/zh/config/dev/hmr#port` →
 * `/zh/config/dev/hmr.html#port`); a path that already names a file (`/logo.svg`, `/x.html`) keeps
 * its name. The base is added last, so `base` `/` keeps it base-free for the client router, which
 * adds the base itself.
 */
export function publicUrl(path: string, options: { cleanUrls: boolean; base?: string }): string {
  const base = options.base ?? '/';
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  if (pathname === '') return path;
  if (options.cleanUrls || /\.\w+$/.test(pathname)) return withBase(path, base);
  const file = `${pathname.endsWith('/') ? `${pathname}index` : pathname}.html`;
  return withBase(file + (cut === -1 ? '' : path.slice(cut)), base);
}

/** `/config/` on a Chinese page under base `/docs/` → `/docs/zh/config/`. */
export function localizeHref(href: string, lang: string, defaultLang: string, base: string): string {
  const prefixed = lang === defaultLang ? href : `/${lang}${href}`;
  return withBase(prefixed, base);
}

/** Splits a base-free pathname into language and route path. */
export function parsePath(pathname: string, ctx: LocaleContext): ParsedPath {
  const segments = normalizeRoutePath(pathname).split('/').filter(Boolean);
  let lang = ctx.defaultLang;
  if (segments.length > 0 && ctx.langs.includes(segments[0]!)) lang = segments.shift()!;
  const trailingSlash = normalizeRoutePath(pathname).endsWith('/');
  let routePath = `/${segments.join('/')}`;
  if (trailingSlash && routePath !== '/') routePath += '/';
  return { lang, routePath };
}

/** Builds the base-free pathname of a route in a language: the inverse of parsePath. */
export function toPath(parsed: ParsedPath, ctx: LocaleContext): string {
  const head = parsed.lang !== ctx.defaultLang ? `/${parsed.lang}` : '';
  const route = normalizeRoutePath(parsed.routePath);
  return head + (route === '/' && head ? '/' : route);
}

/**
 * The address a reader should be sent to when the path names the default language explicitly
 * (`/en/guide/` → `/guide/`); null when no redirect is needed.
 */
export function defaultLangRedirect(pathname: string, ctx: LocaleContext): string | null {
  const segments = normalizeRoutePath(pathname).split('/').filter(Boolean);
  if (segments[0] !== ctx.defaultLang) return null;
  const rest = segments.slice(1);
  const trailing = normalizeRoutePath(pathname).endsWith('/') || rest.length === 0;
  return `/${rest.join('/')}${trailing && rest.length ? '/' : ''}`;
}

/** The content path of a route (`/guide/start/` → `guide/start/index`), as in routes.txt. */
export function routePathToContentPath(routePath: string): string {
  const p = normalizeRoutePath(routePath).replace(/^\//, '');
  if (p === '') return 'index';
  return p.endsWith('/') ? `${p}index` : p;
}

/** The route path of a content path (`guide/start/index` → `/guide/start/`). */
export function contentPathToRoutePath(contentPath: string): string {
  const p = contentPath.replace(/\.md$/, '');
  if (p === 'index') return '/';
  if (p.endsWith('/index')) return `/${p.slice(0, -'index'.length)}`;
  return `/${p}`;
}

/** The file that a clean URL is written to (`/guide/start/` → `guide/start/index.html`). */
export function routePathToHtmlFile(routePath: string): string {
  return `${routePathToContentPath(routePath)}.html`;
}
