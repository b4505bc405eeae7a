/**
 * Visual regression: a gallery of views compared with checked-in baselines (tests/e2e/visual/
 * baselines), at a phone's 390 px and a desktop's 1280 px, light and dark, English and Chinese
 * where the text differs. Each code language the content uses, each callout type, tabs, a wide
 * table, the /config/ overview, 404, search with and without results, and the phone menu, drawer
 * and outline open. `npm run test:visual -- --update` rewrites the baselines: do it after a change
 * meant to alter what readers see, then look at every image that changed before committing it.
 *
 * Parts that follow the content's git history (the last-updated line, the out-of-date translation
 * note) are hidden, so a commit to a page does not move a screenshot by itself.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { baseUrl, openPage, useBrowser, visit } from '../browser.ts';
import { compileSource } from '../../fixtures/compile-source.ts';
import { codeBlocks, readContent } from '../../content/content-files.ts';
import { compareWithBaseline } from './compare.ts';

const browser = useBrowser();
const update = inject('updateBaselines') === true;

type Scheme = 'light' | 'dark';

interface View {
  name: string;
  path: string;
  width: 390 | 1100 | 1280;
  scheme: Scheme;
  /** What the reader does before the picture: open a menu, type a query. */
  act?: (page: Page) => Promise<void>;
  /** A part of the page to photograph instead of the window. */
  element?: string;
}

const STABLE_STYLE = `
  .last-updated, .stale-notice { visibility: hidden !important; }
  *, *::before, *::after { caret-color: transparent !important; }
`;
/**
 * For a picture of one part: scrolling it into view may hide the top bar, show the scroll-to-top
 * button or slide a sticky bar over the part, each on its own timer.
 */
const PART_STYLE = `.navbar, .local-nav, .scroll-to-top { visibility: hidden !important; }`;

async function search(page: Page, query: string, result: '.search-hit' | '.search-empty') {
  await page.locator('.search-button').click();
  await page.locator('.search-input').fill(query);
  await page.locator(result).first().waitFor();
  // Snippets fill in once their text file arrives.
  await page.waitForFunction(() => !document.querySelector('.search-hit-statement-pending'));
}

async function openMenu(page: Page) {
  await page.locator('button.hamburger').click();
  await page.locator('#nav-menu-screen').waitFor();
}

async function openDrawer(page: Page) {
  await page.locator('.local-nav-toggle').click();
  await page.locator('.sidebar.sidebar-open').waitFor();
  // The drawer slides in (0.3 s): the picture is of where it comes to rest.
  await page.waitForFunction(() => {
    const box = document.querySelector('.sidebar')!.getBoundingClientRect();
    return box.left === 0;
  });
}

async function openOutline(page: Page) {
  const box = (await page.locator('.outline-menu-toggle').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.locator('#outline-menu').waitFor();
}

/**
 * One block of each language the content uses, the first of each in the English pages (its first
 * 12 lines), compiled by the Markdown rules and shown together on one page: a single picture per
 * scheme holds every grammar's colours.
 */
const CODE_LANGUAGES = [
  'ts',
  'js',
  'tsx',
  'bash',
  'json',
  'text',
  'diff',
  'html',
  'css',
  'scss',
  'less',
  'toml',
  'yaml',
  'svelte',
  'vue',
];
const blocks = readContent()
  .filter((f) => f.lang === 'en')
  .flatMap(codeBlocks);
const CODE_HTML = compileSource(
  CODE_LANGUAGES.map((lang) => {
    const block = blocks.find((b) => b.lang === lang);
    if (!block) throw new Error(`no ${lang} block in the content: update CODE_LANGUAGES`);
    const code = block.code.split('\n').slice(0, 12).join('\n');
    return `\`\`\`${lang} title="${lang}"\n${code}\n\`\`\``;
  }).join('\n\n'),
).html;

/** Shows generated content at the top of a page's content, under an id to photograph. */
async function showGenerated(page: Page, id: string, html: string) {
  await page.evaluate(
    ([boxId, markup]) => {
      const box = document.createElement('div');
      box.id = boxId;
      box.innerHTML = markup;
      document.querySelector('.doc-content')!.prepend(box);
      box.querySelector('details')?.setAttribute('open', '');
    },
    [id, html] as const,
  );
}

/**
 * Every callout type as the Markdown rules write it, shown inside a page's content (no page uses
 * all five).
 */
const CALLOUTS_HTML = compileSource(
  [
    ':::tip\nRun `rsbuild inspect` to see the final Rspack config.\n:::',
    ':::info Since 0.6\nThe dev server listens on port `3000` by default.\n:::',
    ':::warning\nA `dist` folder outside the project root is **not** emptied.\n:::',
    ':::danger Do not commit\nKeys in `.env.local` stay on your machine.\n:::',
    ':::details What the plugin adds\nA loader rule for `.svelte` files.\n:::',
  ].join('\n\n'),
).html;

const VIEWS: View[] = [
  { name: 'home-1280-light', path: '/', width: 1280, scheme: 'light' },
  { name: 'home-zh-390-dark', path: '/zh/', width: 390, scheme: 'dark' },
  { name: 'doc-1280-light', path: '/guide/start/quick-start', width: 1280, scheme: 'light' },
  { name: 'doc-1280-dark', path: '/guide/start/quick-start', width: 1280, scheme: 'dark' },
  { name: 'doc-zh-390-light', path: '/zh/guide/start/quick-start', width: 390, scheme: 'light' },
  { name: 'overview-1280-light', path: '/config/', width: 1280, scheme: 'light' },
  { name: 'overview-zh-390-dark', path: '/zh/config/', width: 390, scheme: 'dark' },
  { name: '404-390-dark', path: '/no/such/page', width: 390, scheme: 'dark' },
  { name: '404-zh-1280-light', path: '/zh/no/such/page', width: 1280, scheme: 'light' },
  {
    name: 'search-results-1280-light',
    path: '/guide/start/',
    width: 1280,
    scheme: 'light',
    act: (p) => search(p, 'port', '.search-hit'),
  },
  {
    name: 'search-results-zh-390-dark',
    path: '/zh/guide/start/',
    width: 390,
    scheme: 'dark',
    act: (p) => search(p, '端口', '.search-hit'),
  },
  {
    name: 'search-none-390-light',
    path: '/guide/start/',
    width: 390,
    scheme: 'light',
    act: (p) => search(p, 'zzqqxx', '.search-empty'),
  },
  {
    name: 'search-none-1280-dark',
    path: '/guide/start/',
    width: 1280,
    scheme: 'dark',
    act: (p) => search(p, 'zzqqxx', '.search-empty'),
  },
  { name: 'menu-390-light', path: '/guide/start/', width: 390, scheme: 'light', act: openMenu },
  { name: 'menu-zh-390-dark', path: '/zh/guide/start/', width: 390, scheme: 'dark', act: openMenu },
  { name: 'drawer-390-dark', path: '/config/server/port', width: 390, scheme: 'dark', act: openDrawer },
  { name: 'drawer-zh-390-light', path: '/zh/config/server/port', width: 390, scheme: 'light', act: openDrawer },
  { name: 'outline-zh-390-light', path: '/zh/guide/basic/cli', width: 390, scheme: 'light', act: openOutline },
  { name: 'outline-1100-dark', path: '/guide/basic/cli', width: 1100, scheme: 'dark', act: openOutline },
  ...(['light', 'dark'] as const).map((scheme): View => ({
    name: `code-languages-1280-${scheme}`,
    path: '/guide/start/glossary',
    width: 1280,
    scheme,
    act: (p) => showGenerated(p, 'gallery-code', CODE_HTML),
    element: '#gallery-code',
  })),
  {
    name: 'code-diff-390-light',
    path: '/community/releases/v0-1',
    width: 390,
    scheme: 'light',
    element: '.doc-content .code-block[data-lang="diff"]',
  },
  ...(['light', 'dark'] as const).map((scheme): View => ({
    name: `tabs-1280-${scheme}`,
    path: '/guide/start/quick-start',
    width: 1280,
    scheme,
    element: '.doc-content .tabs',
  })),
  ...(['light', 'dark'] as const).map((scheme): View => ({
    name: `callouts-1280-${scheme}`,
    path: '/guide/start/glossary',
    width: 1280,
    scheme,
    act: (p) => showGenerated(p, 'gallery-callouts', CALLOUTS_HTML),
    element: '#gallery-callouts',
  })),
  ...(['light', 'dark'] as const).map((scheme): View => ({
    name: `table-390-${scheme}`,
    path: '/config/output/targets',
    width: 390,
    scheme,
    element: '.doc-content .table-wrapper',
  })),
  // Short Chinese cells beside a column of code: the words stay whole, the table scrolls.
  {
    name: 'table-zh-390-dark',
    path: '/zh/api/javascript-api/core',
    width: 390,
    scheme: 'dark',
    element: '.doc-content .table-wrapper',
  },
];

describe('visual gallery', () => {
  it('holds about 30 views across widths, schemes and languages', () => {
    expect(VIEWS.length).toBeGreaterThanOrEqual(25);
    expect(new Set(VIEWS.map((v) => v.name)).size).toBe(VIEWS.length);
  });

  for (const view of VIEWS) {
    it(view.name, async () => {
      const phone = view.width === 390;
      const { page, close } = await openPage(browser(), {
        viewport: { width: view.width, height: 800 },
        colorScheme: view.scheme,
        hasTouch: phone,
        reducedMotion: 'reduce',
      });
      await visit(page, baseUrl() + view.path);
      await page.addStyleTag({ content: view.element ? STABLE_STYLE + PART_STYLE : STABLE_STYLE });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await view.act?.(page);
      const shot = view.element
        ? await page.locator(view.element).first().screenshot({ animations: 'disabled', caret: 'hide' })
        : await page.screenshot({ animations: 'disabled', caret: 'hide' });
      expect(compareWithBaseline(view.name, shot, update).problem).toBe('');
      await close();
    });
  }
});
