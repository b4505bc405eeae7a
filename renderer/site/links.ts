import { localizeHref, publicUrl } from '../../common/routes.ts';
import { localeContext, siteData } from './site.ts';

/**
 * The href of a base-free page path (`/zh/guide/start/`): what links show and the router navigates
 * to, `.html` included when the site has no clean URLs. The router adds the base itself; a plain
 * `<a>` passes `siteData.base`.
 */
export function pageHref(path: string, base = '/'): string {
  return publicUrl(path, { cleanUrls: siteData.cleanUrls, base });
}

/** A language-free site link (`/guide/start/`) as the href of that page in a language (`/zh/guide/start/`). */
export function localizedLink(link: string, lang: string): string {
  return link.startsWith('/') ? pageHref(localizeHref(link, lang, localeContext.defaultLang, '/')) : link;
}
