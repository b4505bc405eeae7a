/**
 * The conventions both sides of the boundary agree on: names the generator and the builder write
 * into HTML, files and events, and the renderer, the pre-paint script, the dev server and the
 * tests read back. Each literal lives here once; everything else imports it.
 */

/** Id of a page's content chunk: `<lang>/<contentPath>` (`zh/guide/start/index`). */
export function chunkId(lang: string, contentPath: string): string {
  return `${lang}/${contentPath}`;
}

/** Folder of the search files, under the site's base (`/static/search/`). */
export const SEARCH_DIR = 'static/search';

/**
 * Folder of the pages' content files, under the site's base: `static/pages/<chunk id>.json`.
 * The names carry no hash: a hash in them would have to reach the client bundle, and then an edit
 * to one page would change the bundle and every page's HTML. Browsers revalidate them instead
 * (`no-cache` with an ETag, like the HTML), and the app keeps recent pages in memory.
 */
export const PAGES_DIR = 'static/pages';

/** Base-free path of a page's content file. */
export function pageContentPath(chunk: string): string {
  return `/${PAGES_DIR}/${chunk}.json`;
}

/** Custom event the dev server sends over its HMR socket with a page whose content changed. */
export const PAGE_UPDATE_EVENT = 'docs:page-update';

/**
 * Element ids the layout uses. A heading may not take one (the generator rejects it), or an
 * outline link would jump to the layout instead.
 */
export const LAYOUT_IDS = {
  appRoot: 'docs-app',
  main: 'main-content',
  outlineTitle: 'outline-title',
  outlineMenu: 'outline-menu',
  outlineMenuTitle: 'outline-menu-title',
  navMenuScreen: 'nav-menu-screen',
  searchResults: 'search-results',
} as const;

/** Markers of the HTML template that the build fills with the head tags and the rendered page. */
export const TEMPLATE_MARKERS = { head: '<!--head-->', app: '<!--app-->' } as const;

/** Class names of the code-block HTML the generator writes and the content behaviours read. */
export const CODE_NAMES = {
  copyButton: 'copy-button',
  /** On the copy button while the copied state shows. */
  copied: 'copied',
  /** Attribute of the copy button: its label in the copied state, in the page's language. */
  copiedLabel: 'data-copied-label',
} as const;

/** Class of the `#` permalink the generator puts inside each h2–h4; the theme places it in the gutter. */
export const HEADER_ANCHOR_CLASS = 'header-anchor';

/** Class names of the callout HTML (`:::tip` …) the generator writes and the theme styles. */
export const CALLOUT_NAMES = {
  block: 'callout',
  /** Followed by the kind: `callout-tip`. */
  kindPrefix: 'callout-',
  title: 'callout-title',
} as const;

/**
 * Prefix of every class Prism writes into highlighted code (`prism-token prism-keyword`): the
 * theme's token colours select these, and no class of the theme's chrome can start with it.
 */
export const CODE_TOKEN_PREFIX = 'prism-';

/** localStorage key of the colour scheme: light, dark or auto. */
export const APPEARANCE_KEY = 'rspress-theme-appearance';

/** localStorage key prefix of a tab group's chosen label (`tabs-group:pm` → `pnpm`). */
export const TAB_STORAGE_PREFIX = 'tabs-group:';

/** Class and attribute names of the tab HTML the generator writes. */
export const TAB_NAMES = {
  block: 'tabs',
  list: 'tab-list',
  tab: 'tab',
  panel: 'tab-panel',
  /** On the block: the group whose choice is shared and remembered. */
  group: 'data-group',
  /** On each tab button and panel: its label. */
  label: 'data-label',
} as const;

/**
 * Attribute of the app root: `true` when the build rendered the page into it, so the app hydrates
 * that markup; `false` on the 404 page and without `ssg`, where the app renders afresh.
 */
export const SSR_ATTRIBUTE = 'data-ssr';

/** Marks the head's page-specific links (canonical, alternates), which the app replaces on navigation. */
export const PAGE_LINK_ATTRIBUTE = 'data-page-link';

/** Class of the top bar's search button, which the pre-hydration intent watcher also finds. */
export const SEARCH_BUTTON_CLASS = 'search-button';

/**
 * Files the generator writes for the bundler, which imports them through aliases
 * (`virtual:site-data`, `virtual:page-table`).
 */
export const GENERATED_FILES = {
  siteData: 'site-data.json',
  pageTable: 'page-table.json',
} as const;

/** Attribute on <html>: `live` once the app has hydrated and handles events itself. */
export const APP_STATE_ATTR = 'data-app';
export const APP_LIVE = 'live';

/**
 * Global array of what the reader did before the app was live, in order: buttons clicked, and
 * the search shortcut (Ctrl/⌘+K) as the init of a keydown event to dispatch again.
 */
export const EARLY_CLICKS = '__docsEarlyClicks';

/** Query flags (`?sidebar=0`) that hide a part before first paint, as `data-hide-<part>` on <html>. */
export const HIDEABLE_PARTS = ['navbar', 'sidebar', 'outline', 'footer'] as const;
export const HIDE_ATTR_PREFIX = 'data-hide-';

/** Id of the root element the app renders into. */
export const APP_ROOT_ID = LAYOUT_IDS.appRoot;

/**
 * Attribute of the app root naming the page's content file. A `<link rel="preload">` in the head
 * would start that download before the first paint, sharing a slow link with the stylesheet the
 * paint needs; the entry reads this after the paint instead.
 */
export const PAGE_CONTENT_ATTRIBUTE = 'data-content';

/**
 * The looks of a chosen and an unchosen tab, declared once: the theme's CSS applies them to
 * `aria-selected` tabs and the pre-paint rules to remembered ones.
 */
export const TAB_LOOK = {
  chosen: 'color: var(--tab-chosen-color); border-bottom-color: var(--c-brand);',
  other: 'color: var(--c-text-3); border-bottom-color: transparent;',
} as const;
