/** Absolute URLs of pages and files: origin + base + language prefix + route. */
import { toPath, withBase, type LocaleContext } from '../../common/routes.ts';

export interface UrlContext {
  siteUrl: string;
  base: string;
  locale: LocaleContext;
}

export function pageUrl(ctx: UrlContext, lang: string, routePath: string): string {
  return ctx.siteUrl + withBase(toPath({ lang, version: ctx.locale.defaultVersion, routePath }, ctx.locale), ctx.base);
}

export function fileUrl(ctx: UrlContext, sitePath: string): string {
  return ctx.siteUrl + withBase(sitePath, ctx.base);
}
