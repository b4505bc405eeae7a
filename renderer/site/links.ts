import { localeContext } from './site.ts';

/** A language-free site link (`/guide/start/`) as a path of the given language (`/zh/guide/start/`). */
export function localizedLink(link: string, lang: string): string {
  if (!link.startsWith('/') || lang === localeContext.defaultLang) return link;
  return `/${lang}${link}`;
}
