/** The development swap of an edited page (renderer/hooks/shown-page.ts). */
import { describe, expect, it } from 'vitest';
import { withEditedPage, type ShownPage } from '../../renderer/hooks/shown-page.ts';
import type { PageContent } from '../../common/types.ts';

function page(lang: string, routePath: string, title: string): PageContent {
  return { lang, routePath, title } as PageContent;
}

describe('withEditedPage', () => {
  const shown: ShownPage = { pathname: '/guide/start/', page: page('en', '/guide/start/', 'Old') };

  it('swaps in the edited version of the page on screen, keeping its path', () => {
    const edited = page('en', '/guide/start/', 'New');
    expect(withEditedPage(shown, edited)).toEqual({ pathname: '/guide/start/', page: edited });
  });

  it('leaves the screen alone for an edit to another page or another language', () => {
    expect(withEditedPage(shown, page('en', '/config/', 'Other'))).toBe(shown);
    expect(withEditedPage(shown, page('zh', '/guide/start/', '新'))).toBe(shown);
  });

  it('leaves the 404 page alone', () => {
    const missing: ShownPage = { pathname: '/nope', page: null };
    expect(withEditedPage(missing, page('en', '/nope', 'Nope'))).toBe(missing);
  });
});
