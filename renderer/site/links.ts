import { localizeHref } from '../../common/routes.ts';
import { localeContext } from './site.ts';

/** A language-free site link (`/guide/start/`) as a path of the given language (`/zh/guide/start/`). */
export function localizedLink(link: string, lang: string): string {
  return link.startsWith('/') ? localizeHref(link, lang, localeContext.defaultLang, '/') : link;
}
