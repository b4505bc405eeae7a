import { withBase } from '../../../common/routes.ts';

/** `/config/` on a Chinese page under base `/docs/` → `/docs/zh/config/`. */
export function localizeHref(href: string, lang: string, defaultLang: string, base: string): string {
  const prefixed = lang === defaultLang ? href : `/${lang}${href}`;
  return withBase(prefixed, base);
}
