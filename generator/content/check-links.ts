/**
 * Checks every site link of every page once all pages are known: the target route must exist in
 * the page's language and a `#fragment` must name a heading id on the target page.
 */
import type { Problem } from '../../schemas/format-issues.ts';
import type { CompiledPage } from './compile-page.ts';
import { normalizeRoutePath } from '../../common/routes.ts';
import { pageKey, type PageKey } from '../../common/page-key.ts';

export interface LinkTargets {
  /** The ids each page defines. */
  pages: Map<PageKey, Set<string>>;
  /** Files under public/, as site paths (`/logo.svg`). */
  assets: Set<string>;
}

export function buildLinkTargets(pages: CompiledPage[], assets: Iterable<string>): LinkTargets {
  return {
    pages: new Map(pages.map((p) => [pageKey(p.lang, p.routePath), new Set(p.ids)])),
    assets: new Set(assets),
  };
}

/**
 * Splits `/config/server/port#default-value` into route path and fragment. A fragment whose
 * percent escapes are not UTF-8 (`#%E0`) stays as written and is flagged `malformed`.
 */
export function splitHref(href: string): { routePath: string; fragment: string; malformed: boolean } {
  const [pathPart = '', fragment = ''] = href.split('#', 2);
  const routePath = pathPart ? normalizeRoutePath(pathPart) : '';
  try {
    return { routePath, fragment: decodeURIComponent(fragment), malformed: false };
  } catch (error) {
    if (!(error instanceof URIError)) throw error;
    return { routePath, fragment, malformed: true };
  }
}

export function checkPageLinks(page: CompiledPage, targets: LinkTargets): Problem[] {
  const problems: Problem[] = [];
  for (const link of page.links) {
    const { routePath, fragment, malformed } = splitHref(link.href);
    const at = { file: link.origin.file, path: '', line: link.origin.line };
    if (malformed) {
      problems.push({ ...at, message: `link "${link.href}" holds a malformed percent escape (not UTF-8)` });
      continue;
    }
    if (!routePath) {
      if (fragment && !page.ids.includes(fragment))
        problems.push({ ...at, message: `link "${link.href}": no heading with id "${fragment}" on this page` });
      continue;
    }
    const ids = targets.pages.get(pageKey(page.lang, routePath));
    if (!ids) {
      if (targets.assets.has(routePath)) continue;
      problems.push({ ...at, message: `link "${link.href}": no page ${routePath} in ${page.lang}` });
      continue;
    }
    if (fragment && !ids.has(fragment))
      problems.push({ ...at, message: `link "${link.href}": page ${routePath} has no heading with id "${fragment}"` });
  }
  return problems;
}
