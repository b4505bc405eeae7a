/**
 * The one identity of a page wherever pages are looked up: its language and its route path
 * (`zh:/guide/start/`). Content paths, file names and chunk ids are derived from a page, never
 * used to find one. A branded string, so a key can only come from `pageKey`.
 */
declare const pageKeyBrand: unique symbol;
export type PageKey = string & { readonly [pageKeyBrand]: true };

export function pageKey(lang: string, routePath: string): PageKey {
  return `${lang}:${routePath}` as PageKey;
}
