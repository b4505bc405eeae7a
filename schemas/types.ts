/**
 * The TypeScript types of every manifest file and of page front matter. These are the source of
 * the JSON Schemas in `schemas/json/` (`npm run schemas`), which editors use for autocompletion;
 * the zod schemas beside this file are checked against them by the compiler and by property tests.
 */

/**
 * A non-empty string.
 * @minLength 1
 */
export type Text = string;

/**
 * A site path: starts with `/`.
 * @pattern ^/
 */
export type SitePath = string;

/** A text in every language (`{"en": "Guide", "zh": "指南"}`), or one text for all languages. */
export type Localized = string | { [lang: string]: string };

/** `manifest/site.json`: the site as a whole. */
export interface SiteManifest {
  /** Path of the JSON Schema, for editors. */
  $schema?: string;
  /**
   * Public origin of the site, for canonical links, feeds and the sitemap. @example "https://rsbuild.dev"
   * @pattern ^https?://[^/]+$
   */
  siteUrl: string;
  /** Site title, used in `<title>` after the page title. @example "Rsbuild" */
  title: Text;
  /** Default meta description. */
  description: string;
  /** Default language; its pages have no path prefix. @example "en" */
  lang: Text;
  /**
   * Path the site is served under, with leading and trailing slash. @example "/"
   * @pattern ^\/(.*\/)?$
   */
  base: string;
  /** Logo, one file or a light and a dark variant. @example {"light": "/logo-light.svg", "dark": "/logo-dark.svg"} */
  logo: string | { light: string; dark: string };
  /** Text beside the logo. */
  logoText: string;
  /** Favicon path. @example "/favicon.svg" */
  icon: string;
  /** Versions of the docs; empty while the site is not versioned. */
  multiVersion: { default: string; versions: string[] };
  /** Pre-render every page to static HTML. */
  ssg: boolean;
  /** Routing options. */
  route: {
    /** Serve `/a/b` instead of `/a/b.html`. */
    cleanUrls: boolean;
    /** Content folders that are never routes (fragments). @example ["shared"] */
    exclude: string[];
  };
  /** Markdown rendering options. */
  markdown: {
    showLineNumbers: boolean;
    defaultWrapCode: boolean;
    codeHighlighter: 'prism';
  };
  themeConfig: ThemeConfigManifest;
}

export type HideNavbar = 'always' | 'never' | 'auto';

export interface ThemeConfigManifest {
  /** Offer the light/dark toggle. */
  darkMode: boolean;
  /** Links in the top bar; the first three are shown, the rest under a menu. */
  socialLinks: SocialLink[];
  /** Footer of the home page. */
  footer: { message: Localized };
  /** Show the last-updated time of doc pages. */
  lastUpdated: boolean;
  /** `always` hides the navbar, `never` keeps it, `auto` hides it while scrolling down. */
  hideNavbar: HideNavbar;
  /** Show a scroll-to-top button once the page is scrolled. */
  enableScrollToTop: boolean;
  /** `auto` sends a first-time visitor to the locale of the browser language. */
  localeRedirect: 'auto' | 'never';
  /** Animate content changes with a view transition. */
  enableContentAnimation: boolean;
  search: SearchManifest;
}

export interface SearchManifest {
  enabled: boolean;
  /** Remote search endpoint; when set, it is queried instead of the local index. */
  apiUrl?: string;
  /** Index names sent to the remote search endpoint. */
  searchIndexes?: string[];
}

export interface SocialLink {
  /** Icon name. @example "github" */
  icon: Text;
  /** `link` opens content as a URL; `text` shows it in a popover; `img` shows an image; `dom` inserts markup. */
  mode: 'link' | 'text' | 'img' | 'dom';
  content: Text;
}

/**
 * A lunr-languages pipeline name. @example "zh"
 * @pattern ^[a-z]{2,3}$
 */
export type LunrLanguage = string;

/** `manifest/locales.json`. */
export interface LocalesManifest {
  $schema?: string;
  /** @minItems 1 */
  locales: LocaleManifest[];
}

/**
 * Words that mean the same to a reader of the locale, at least two.
 * @minItems 2
 */
export type SynonymGroup = SynonymMember[];

/**
 * A word or phrase as readers type it. @example "热更新"
 * @pattern \S
 */
export type SynonymMember = string;

export interface LocaleManifest {
  /**
   * Language code, also the path prefix of non-default languages. @example "zh"
   * @pattern ^[a-z]{2}(-[A-Za-z]+)?$
   */
  lang: string;
  /**
   * The language tag of its pages (`<html lang>`, `hreflang`, the `lang` of links to it). @example "zh"
   * @pattern ^[A-Za-z]{2,3}(-[A-Za-z0-9]+)*$
   */
  htmlLang: string;
  /**
   * The `Intl` locale its dates are written in. @example "zh-CN"
   * @pattern ^[A-Za-z]{2,3}(-[A-Za-z0-9]+)*$
   */
  dateLocale: string;
  /**
   * `og:locale` of its pages: language and territory joined by `_`. @example "zh_CN"
   * @pattern ^[a-z]{2,3}_[A-Z]{2}$
   */
  ogLocale: string;
  /**
   * The language written into its feeds (`<language>` of RSS, `xml:lang` of Atom). @example "zh-CN"
   * @pattern ^[A-Za-z]{2,3}(-[A-Za-z0-9]+)*$
   */
  feedLanguage: string;
  /**
   * Word pipelines (trimmer, stop words, stemmer) of lunr-languages for its search terms, in
   * order. `en` is lunr's own and belongs in every list, as pages in any language mention English
   * words; `zh` is bundled. Any other name keeps the words of its script unchanged (no stop
   * words, no stemming); Han and kana are indexed as character pairs in every language.
   * @example ["en", "zh"]
   * @minItems 1
   */
  searchLanguages: LunrLanguage[];
  /**
   * Groups of words readers use for the same thing. A query holding one member also runs with each
   * other member in its place, so 预获取 finds `performance.prefetch`. A Han member is found
   * anywhere in the query, any other at word boundaries; case does not matter.
   * @example [["热更新", "模块热替换", "HMR"], ["产物目录", "输出目录"]]
   */
  searchSynonyms?: SynonymGroup[];
  /** Name in the language menu. @example "简体中文" */
  label: Text;
  /** Site title in this language. */
  title: Text;
  description: string;
  /** Shown only when both the base URL and the text are set. */
  editLink?: { docRepoBaseUrl: string; text: string };
}

/** `manifest/strings/<lang>.json`: every UI string of one language. A missing key is an error. */
export interface UiStrings {
  $schema?: string;
  outlineTitle: Text;
  prevPageText: Text;
  nextPageText: Text;
  lastUpdatedText: Text;
  sourceText: Text;
  searchPlaceholderText: Text;
  searchNoResultsText: Text;
  searchSuggestionText: Text;
  searchNoResultsFoundText: Text;
  searchLoadingText: Text;
  menuText: Text;
  overviewText: Text;
  othersText: Text;
  notFoundCode: Text;
  notFoundTitle: Text;
  takeMeHome: Text;
  languageMenuLabel: Text;
  appearanceToggleLabel: Text;
  skipToContent: Text;
  copyCode: Text;
  copiedCode: Text;
  scrollToTop: Text;
  moreProducts: Text;
  closeText: Text;
  mainNavigation: Text;
  sidebarLabel: Text;
  calloutTip: Text;
  calloutInfo: Text;
  calloutWarning: Text;
  calloutDanger: Text;
  calloutDetails: Text;
  /**
   * The note above a translation whose source page changed after it: `{language}` becomes a link
   * to that page, named by its language label, and `{date}` the date it changed.
   * @example "This translation may be out of date: the {language} page changed on {date}."
   * @pattern ^(?=[\s\S]*\{language\})(?=[\s\S]*\{date\})
   */
  staleTranslationText: string;
  /** Accessible name of the home page's feature cards. */
  featuresLabel: Text;
  /** Key hint on the search button. @example "Ctrl K" */
  searchShortcut: Text;
  /** Label of the button that closes the search dialog, named after its key. @example "Esc" */
  searchCloseKey: Text;
  /**
   * The sentence of `llms.txt` under its summary; `{page}` and `{markdown}` become the address of
   * a page and of its Markdown copy.
   * @pattern ^(?=[\s\S]*\{page\})(?=[\s\S]*\{markdown\})
   */
  llmsMarkdownNote: Text;
}

/** `manifest/nav.json`. */
export interface NavManifest {
  $schema?: string;
  items: NavItemManifest[];
}

export interface NavItemManifest {
  text: Localized;
  /** Language-free link; the language prefix is added. @example "/guide/start/" */
  link: SitePath;
  /** Regular expression over the language-free path that marks the item current. @example "^/guide/" */
  activeMatch?: string;
  position?: 'left' | 'right';
}

/** `manifest/sidebars.json`: sidebars keyed by the path prefix they serve. */
export interface SidebarsManifest {
  $schema?: string;
  sidebars: { [prefix: string]: SidebarItemManifest[] };
}

/** A page link (text defaults to the page's title), a group, a divider or a section header. */
export type SidebarItemManifest =
  SitePath | SidebarLinkManifest | SidebarGroupManifest | SidebarDividerManifest | SidebarSectionHeaderManifest;

export interface SidebarLinkManifest {
  /** Language-free route path, optionally with `#anchor`. @example "/guide/start/quick-start" */
  link: SitePath;
  /** Defaults to the title of the linked page in each language. */
  text?: Localized;
  tag?: string;
}

export interface SidebarGroupManifest {
  text: Localized;
  link?: SitePath;
  items: SidebarItemManifest[];
  /** Defaults to true. */
  collapsible?: boolean;
  /** Defaults to false (expanded). */
  collapsed?: boolean;
}

export interface SidebarDividerManifest {
  dividerType: 'dashed' | 'solid';
}

export interface SidebarSectionHeaderManifest {
  sectionHeaderText: Localized;
  tag?: string;
}

/** `manifest/feeds.json`. */
export interface FeedsManifest {
  $schema?: string;
  feeds: FeedManifest[];
}

export interface FeedManifest {
  /**
   * Name used by `link-rss` in front matter. @example "releases-rss"
   * @pattern ^[a-z0-9-]+$
   */
  id: string;
  /** The locale whose pages are the entries; the feed's language is that locale's `feedLanguage`. @example "zh" */
  lang: Text;
  /** Site-relative URL of the feed file. @example "/rss/releases.xml" */
  url: SitePath;
  mime: 'application/rss+xml' | 'application/atom+xml';
  hreflang?: string;
  title: Text;
  /** Route prefix whose pages with `published_at` are the entries. @example "/community/releases/" */
  source: SitePath;
}

/** `manifest/products.json`: the more-products popover. */
export interface ProductsManifest {
  $schema?: string;
  /** The locale `desc` and `url` are written for; every other locale shows `descEn` and `urlEn`. @example "zh" */
  lang: Text;
  products: Product[];
}

export interface Product {
  name: Text;
  /** Description in the language of the file's `lang`. */
  desc: Text;
  descEn: Text;
  /** Site path of a local SVG. */
  logo: SitePath;
  /** @exclusiveMinimum 0 */
  logoScale: number;
  /**
   * Site in the language of the file's `lang`.
   * @pattern ^https://
   */
  url: string;
  /** @pattern ^https:// */
  urlEn: string;
}

/** Front matter of a content page. Every key is optional; unknown keys are an error. */
export interface Frontmatter {
  title?: string;
  titleSuffix?: string;
  description?: string;
  pageType?: 'home' | 'doc' | 'overview' | 'custom' | 'blank';
  navbar?: boolean;
  sidebar?: boolean;
  outline?: boolean;
  footer?: boolean;
  overview?: boolean;
  'link-rss'?: string | string[];
  hero?: {
    name?: string;
    text?: string;
    tagline?: string;
    actions?: { text: string; link: string; theme: 'brand' | 'alt' }[];
    image?: { src: string; alt: string; srcset?: string; sizes?: string };
  };
  features?: {
    /** A built-in icon name (bolt, box, puzzle, rocket, plug, sliders) or a short text such as an emoji. */
    icon?: string;
    title: string;
    details: string;
    link?: string;
    /**
     * @asType integer
     * @minimum 1
     * @maximum 12
     */
    span?: number;
  }[];
  /**
   * Release announcements: `YYYY-MM-DD`.
   * @pattern ^\d{4}-\d{2}-\d{2}$
   */
  published_at?: string;
}
