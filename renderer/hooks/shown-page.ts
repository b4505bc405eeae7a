/** The page on screen, kept apart from the loading hook so its rules can be tested without a site. */
import type { PageContent } from '../../common/types.ts';

export interface ShownPage {
  pathname: string;
  page: PageContent | null;
}

/**
 * The shown page after a development edit to `page`: swapped in place when it is the page on
 * screen (same language and route), otherwise unchanged, so an edit elsewhere never navigates.
 */
export function withEditedPage(current: ShownPage, page: PageContent): ShownPage {
  return current.page && current.page.lang === page.lang && current.page.routePath === page.routePath
    ? { ...current, page }
    : current;
}
