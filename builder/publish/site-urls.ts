/** Absolute URLs of pages and files: origin + base + language prefix + route (+ `.html` without clean URLs). */
import { publicUrl, toPath, withBase, type LocaleContext } from '../../common/routes.ts';

export interface UrlContext {
  siteUrl: string;
  base: string;
  cleanUrls: boolean;
  locale: LocaleContext;
}

export function pageUrl(ctx: UrlContext, lang: string, routePath: string): string {
  return ctx.siteUrl + publicUrl(toPath({ lang, routePath }, ctx.locale), ctx);
}

export function fileUrl(ctx: UrlContext, sitePath: string): string {
  return ctx.siteUrl + withBase(sitePath, ctx.base);
}
