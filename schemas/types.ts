/**
 * The TypeScript types of every manifest file and of page front matter. These are the source of
 * the JSON Schemas in `schemas/json/` (`npm run schemas`), which editors use for autocompletion;
 * the zod schemas beside this file are checked against them by the compiler and by property tests.
 */

// The three shared types below have line comments, not doc comments: an editor merges a referenced
// definition over the property that references it, so a description here would replace the
// property's own (every UI string would read "A non-empty string." in a hover).

// A non-empty string.
/** @minLength 1 */
export type Text = string;

// A site path: starts with `/`.
/**
 * @patternOf sitePath
 */
export type SitePath = string;

// A text in every language (`{"en": "Guide", "zh": "指南"}`), or one text for all languages.
export type Localized = string | { [lang: string]: string };

/** `manifest/site.json`: the site as a whole. */
export interface SiteManifest {
  /** Path of the JSON Schema, for editors. */
  $schema?: string;
  /**
   * Public origin of the site, for canonical links, feeds and the sitemap. @example "https://rsbuild.dev"
   * @patternOf origin
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
   * @patternOf basePath
   */
  base: string;
  /** Logo, one file or a light and a dark variant. @example {"light": "/logo-light.svg", "dark": "/logo-dark.svg"} */
  logo:
    | string
    | {
        /** Logo shown in the light theme. */
        light: string;
        /** Logo shown in the dark theme. */
        dark: string;
      };
  /** Text beside the logo. */
  logoText: string;
  /** Favicon path. @example "/favicon.svg" */
  icon: string;
  /**
   * Versions of the docs. This site documents one release and has none: the default version is
   * empty and the list of versions too.
   */
  multiVersion: {
    /** Always empty: the site has no versions. */
    default: '';
    /** Always empty: the site has no versions. */
    versions: [];
  };
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
    /** Number the lines of every code block; a fence's `lineNumbers` or `lineNumbers=false` overrides it. */
    showLineNumbers: boolean;
    /**
     * Wrap long lines of code blocks instead of scrolling sideways; a fence's `wrapCode` or
     * `wrapCode=false` overrides it.
     */
    defaultWrapCode: boolean;
    /** The syntax highlighter; Prism is the only one. */
    codeHighlighter: 'prism';
  };
  /** Navbar, footer, search and the other parts of the page chrome. */
  themeConfig: ThemeConfigManifest;
}

export type HideNavbar = 'always' | 'never' | 'auto';

export interface ThemeConfigManifest {
  /** Offer the light/dark toggle. */
  darkMode: boolean;
  /** Links in the top bar; the first three are shown, the rest under a menu. */
  socialLinks: SocialLink[];
  /** Footer of the home page. */
  footer: {
    /** Footer text, in every language (`{"en": "…", "zh": "…"}`) or one text for all. */
    message: Localized;
  };
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
  /** The search dialog and where its results come from. */
  search: SearchManifest;
}

export interface SearchManifest {
  /** Show the search button and open the dialog with its shortcut. */
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
  /** The URL, text, image path or markup, as `mode` says. @example "https://github.com/web-infra-dev/rsbuild" */
  content: Text;
}

/**
 * A lunr-languages pipeline name. @example "zh"
 * @patternOf lunrLanguage
 */
export type LunrLanguage = string;

/** `manifest/locales.json`. */
export interface LocalesManifest {
  /** Path of the JSON Schema, for editors. */
  $schema?: string;
  /**
   * Every language of the site; `lang` in `site.json` names the default one.
   * @minItems 1
   */
  locales: LocaleManifest[];
}

/**
 * Words that mean the same to a reader of the locale, at least two.
 * @minItems 2
 */
export type SynonymGroup = SynonymMember[];

/**
 * A word or phrase as readers type it. @example "热更新"
 * @patternOf phrase
 */
export type SynonymMember = string;

export interface LocaleManifest {
  /**
   * Language code, also the path prefix of non-default languages. @example "zh"
   * @patternOf localeCode
   */
  lang: string;
  /**
   * The language tag of its pages (`<html lang>`, `hreflang`, the `lang` of links to it). @example "zh"
   * @patternOf languageTag
   */
  htmlLang: string;
  /**
   * The `Intl` locale its dates are written in. @example "zh-CN"
   * @patternOf languageTag
   */
  dateLocale: string;
  /**
   * `og:locale` of its pages: language and territory joined by `_`. @example "zh_CN"
   * @patternOf ogLocale
   */
  ogLocale: string;
  /**
   * The language written into its feeds (`<language>` of RSS, `xml:lang` of Atom). @example "zh-CN"
   * @patternOf languageTag
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
  /** Meta description of pages in this language that have none of their own. */
  description: string;
  /** The "edit this page" link under each doc page; shown only when both fields are set. */
  editLink?: {
    /** Repository folder holding the content; the page's file path is appended. @example "https://github.com/web-infra-dev/rsbuild/tree/main/packages/document/docs/" */
    docRepoBaseUrl: string;
    /** Link text. @example "Edit this page on GitHub" */
    text: string;
  };
}

/** `manifest/strings/<lang>.json`: every UI string of one language. A missing key is an error. */
export interface UiStrings {
  /** Path of the JSON Schema, for editors. */
  $schema?: string;
  /** Heading of the list of sections beside (or, on narrow screens, above) a doc page. */
  outlineTitle: Text;
  /** Label of the link to the previous page in the sidebar, under a doc page. */
  prevPageText: Text;
  /** Label of the link to the next page in the sidebar, under a doc page. */
  nextPageText: Text;
  /** Label before the last-updated date under a doc page; a colon follows it. */
  lastUpdatedText: Text;
  /** Text of the search button and placeholder of the search field. */
  searchPlaceholderText: Text;
  /** Shown when a search finds nothing; `{query}` becomes the words searched for. */
  searchNoResultsText: Text;
  /** Advice shown after `searchNoResultsText`. */
  searchSuggestionText: Text;
  /** Shown in the search dialog when the search index could not be loaded. */
  searchNoResultsFoundText: Text;
  /** Shown in the search dialog while the search index loads. */
  searchLoadingText: Text;
  /** Accessible name of the navbar menu button on narrow screens, and the label of the sidebar button. */
  menuText: Text;
  /**
   * Title of the pages that are in no group on an overview page and in `llms.txt`, and the name
   * of the menu holding the social links beyond the first three.
   */
  othersText: Text;
  /** The large code on the page-not-found page, also the start of its `<title>`. */
  notFoundCode: Text;
  /** Heading of the page-not-found page. */
  notFoundTitle: Text;
  /** Link from the page-not-found page to the home page. */
  takeMeHome: Text;
  /** Accessible name of the language menu. */
  languageMenuLabel: Text;
  /** Accessible name and tooltip of the light/dark toggle. */
  appearanceToggleLabel: Text;
  /** The link, visible on keyboard focus, that skips to the main content. */
  skipToContent: Text;
  /** Accessible name of the copy button of code blocks. */
  copyCode: Text;
  /** What the copy button of a code block says once it has copied. */
  copiedCode: Text;
  /** Accessible name of the scroll-to-top button. */
  scrollToTop: Text;
  /** Accessible name of the more-products menu. */
  moreProducts: Text;
  /** Accessible name of the button that closes the search dialog. */
  closeText: Text;
  /** Accessible name of the navigation in the narrow-screen menu. */
  mainNavigation: Text;
  /** Accessible name of the sidebar. */
  sidebarLabel: Text;
  /** Default title of a `:::tip` callout. */
  calloutTip: Text;
  /** Default title of a `:::info` callout. */
  calloutInfo: Text;
  /** Default title of a `:::warning` callout. */
  calloutWarning: Text;
  /** Default title of a `:::danger` callout. */
  calloutDanger: Text;
  /** Default summary of a `:::details` block. */
  calloutDetails: Text;
  /**
   * The note above a translation whose source page changed after it: `{language}` becomes a link
   * to that page, named by its language label, and `{date}` the date it changed.
   * @example "This translation may be out of date: the {language} page changed on {date}."
   * @patternOf staleNote
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
   * @patternOf llmsNote
   */
  llmsMarkdownNote: Text;
}

/** `manifest/nav.json`. */
export interface NavManifest {
  /** Path of the JSON Schema, for editors. */
  $schema?: string;
  /** Links of the top navigation bar, in order. */
  items: NavItemManifest[];
}

export interface NavItemManifest {
  /** Link text, in every language (`{"en": "Guide", "zh": "指南"}`) or one text for all. */
  text: Localized;
  /** Language-free link; the language prefix is added. @example "/guide/start/" */
  link: SitePath;
  /** Regular expression over the language-free path that marks the item current. @example "^/guide/" */
  activeMatch?: string;
  /** Side of the navbar; defaults to `right`. */
  position?: 'left' | 'right';
}

/** `manifest/sidebars.json`: sidebars keyed by the path prefix they serve. */
export interface SidebarsManifest {
  /** Path of the JSON Schema, for editors. */
  $schema?: string;
  /** Each key is a path prefix (`/guide`, `/config`); its entries are the sidebar of the pages under it. */
  sidebars: { [prefix: string]: SidebarItemManifest[] };
}

/** A page link (text defaults to the page's title), a group, a divider or a section header. */
export type SidebarItemManifest =
  SitePath | SidebarLinkManifest | SidebarGroupManifest | SidebarDividerManifest | SidebarSectionHeaderManifest;

export interface SidebarLinkManifest {
  /** Language-free route path, optionally with `#anchor`. @example "/guide/start/quick-start" */
  link: SitePath;
  /** Link text; defaults to the title of the linked page in each language. */
  text?: Localized;
  /** A short badge after the text. @example "new" */
  tag?: string;
}

export interface SidebarGroupManifest {
  /** Group title above its entries, in every language (`{"en": "Basic", "zh": "基础"}`) or one text for all. */
  text: Localized;
  /** Page the group title links to, language-free. @example "/guide/start/" */
  link?: SitePath;
  /** The group's entries: page paths, links, nested groups, dividers and section headers. */
  items: SidebarItemManifest[];
  /** Whether a chevron opens and closes the group; defaults to `true`. */
  collapsible?: boolean;
  /** Start closed; defaults to `false`. The group holding the current page opens anyway. */
  collapsed?: boolean;
}

export interface SidebarDividerManifest {
  /** A line between entries, dashed or solid. */
  dividerType: 'dashed' | 'solid';
}

export interface SidebarSectionHeaderManifest {
  /** Header text above the entries that follow it, in every language or one text for all. */
  sectionHeaderText: Localized;
  /** A short badge after the header text. @example "new" */
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
   * @patternOf feedId
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
   * @patternOf httpsUrl
   */
  url: string;
  /** @patternOf httpsUrl */
  urlEn: string;
}

// The layouts a page can ask for in its front matter (the engine adds `404` of its own). A line
// comment, as for the shared types above: a description here would replace `pageType`'s own.
export type AuthoredPageType = 'home' | 'doc' | 'overview' | 'custom' | 'blank';

/** Front matter of a content page. Every key is optional; unknown keys are an error. */
export interface Frontmatter {
  title?: string;
  titleSuffix?: string;
  description?: string;
  /**
   * Layout of the page: `doc` (the default; sidebar, outline, previous and next links), `home` (hero
   * and feature cards), `overview` (a doc page listing the pages of its sidebar, no outline),
   * `custom` (navbar and content only) or `blank` (content only).
   */
  pageType?: AuthoredPageType;
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
   * @patternOf isoDate
   */
  published_at?: string;
}
