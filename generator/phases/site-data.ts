/** The site data phase of `generate()`: the manifest resolved against the compiled pages. */
import type { Manifest } from '../manifest/load-manifest.ts';
import type { CompiledPage } from '../content/compile-page.ts';
import { resolveSiteData } from '../site/resolve-site-data.ts';
import type { Problem } from '../../schemas/format-issues.ts';
import type { SiteData } from '../../common/types.ts';
import { pageKey } from '../../common/page-key.ts';

/** Sidebar and nav entries take their text from page titles and their anchors from page ids. */
export function siteDataFor(manifest: Manifest, pages: CompiledPage[]): { siteData: SiteData; problems: Problem[] } {
  const pageMap = new Map(pages.map((p) => [pageKey(p.lang, p.routePath), p]));
  return resolveSiteData(manifest, {
    title: (lang, routePath) => pageMap.get(pageKey(lang, routePath))?.title,
    ids: (lang, routePath) => {
      const page = pageMap.get(pageKey(lang, routePath));
      return page ? new Set(page.ids) : undefined;
    },
  });
}
