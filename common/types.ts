/**
 * The data contract between the generator (which writes it) and the renderer (which reads it).
 * Nothing here depends on Node or the DOM.
 */
import type {
  AuthoredPageType,
  Frontmatter,
  Localized,
  SocialLink,
  FeedManifest,
  UiStrings,
  HideNavbar,
} from '../schemas/types.ts';

export type { Frontmatter, Localized, SocialLink, UiStrings, HideNavbar };

/** A feed as pages link it: the manifest entry with its locale's feed language in place of the locale. */
export type Feed = Omit<FeedManifest, 'lang'> & { language: string };

/** A sibling tool in the more-products popover, in the texts of one locale. */
export interface LocalProduct {
  name: string;
  desc: string;
  logo: string;
  logoScale: number;
  url: string;
}

/** A page's layout: what front matter asks for, or the engine's own 404. */
export type PageType = AuthoredPageType | '404';

export interface TocEntry {
  /** Anchor slug of the heading. */
  id: string;
  text: string;
  /** 2 to 4. */
  depth: number;
  /** Offset of the heading in the page's plain text, -1 when unknown. */
  charIndex: number;
}

/** One record per page, used for search, feeds, sitemaps and tests. */
export interface PageIndexRecord {
  title: string;
  routePath: string;
  lang: string;
  toc: TocEntry[];
  frontmatter: Frontmatter;
  version: string;
  _relativePath: string;
  feeds: Feed[];
  description: string;
  lastUpdatedTime: number;
}

/** A route as the build sees it: the page to pre-render and the chunk that holds its content. */
export interface RouteEntry {
  /** Base-free pathname, with language prefix (`/zh/guide/start/`). */
  path: string;
  /** Id of the lazily loaded content chunk. */
  chunk: string;
}

/** A fact a page states in the list under its summary, such as `Type: number` on a config page. */
export interface PageFact {
  /** As written, without the colon: `Type`, `类型`. */
  label: string;
  /** The inline code value as written: `number`. */
  value: string;
}

export interface OverviewGroup {
  name: string;
  items: {
    text: string;
    link: string;
    description: string;
    facts: PageFact[];
    headers: { id: string; text: string }[];
  }[];
}

/** The contents of one lazily loaded page chunk. */
export interface PageContent {
  pagePath: string;
  routePath: string;
  lang: string;
  version: string;
  pageType: PageType;
  title: string;
  description: string;
  frontmatter: Frontmatter;
  toc: TocEntry[];
  html: string;
  lastUpdatedTime: number;
  feeds: Feed[];
  overview?: OverviewGroup[];
  /**
   * The sidebar of the page's section (empty outside any): each page file carries what its first
   * paint needs, so the first-load script holds no sidebar of any section.
   */
  sidebar: SidebarItem[];
  /** Set on a translation whose source page (default language) changed after it did. */
  staleTranslation?: StaleTranslationNotice;
}

/** What the notice on an out-of-date translation needs: which twin is newer, since when, where. */
export interface StaleTranslationNotice {
  /** Language of the source page. */
  sourceLang: string;
  /** Milliseconds since the epoch of the source page's last change. */
  sourceTime: number;
  /** Base-free path of the source page (`/guide/start/`). */
  sourcePath: string;
}

export interface SidebarLink {
  kind: 'link';
  text: string;
  link: string;
  tag?: string;
}
export interface SidebarGroup {
  kind: 'group';
  text: string;
  link?: string;
  collapsible: boolean;
  collapsed: boolean;
  items: SidebarItem[];
}
export interface SidebarDivider {
  kind: 'divider';
  dividerType: 'dashed' | 'solid';
}
export interface SidebarSectionHeader {
  kind: 'section';
  text: string;
  tag?: string;
}
export type SidebarItem = SidebarLink | SidebarGroup | SidebarDivider | SidebarSectionHeader;

export interface NavItem {
  text: string;
  link: string;
  activeMatch: string;
  position: 'left' | 'right';
}

/** A locale resolved for the renderer: texts in its own language, links with its prefix. */
export interface ResolvedLocale {
  lang: string;
  /** Language tag of its pages (`<html lang>`, `hreflang`). */
  htmlLang: string;
  /** `Intl` locale of its dates. */
  dateLocale: string;
  ogLocale: string;
  feedLanguage: string;
  /** lunr-languages word pipelines of its search (see `LocaleManifest.searchLanguages`). */
  searchLanguages: string[];
  label: string;
  title: string;
  description: string;
  editLink?: { docRepoBaseUrl: string; text: string };
  strings: UiStrings;
  nav: NavItem[];
  /** Sidebars keyed by section prefix (`/guide`), links already carry the language prefix. */
  sidebar: Record<string, SidebarItem[]>;
  /** Path of the language's home (`/` or `/zh/`). */
  home: string;
  products: LocalProduct[];
}

/** A locale as the browser receives it: sidebars travel with the pages of their section instead. */
export type ClientLocale = Omit<ResolvedLocale, 'sidebar'>;

export interface SiteData {
  siteUrl: string;
  title: string;
  description: string;
  lang: string;
  base: string;
  logo: { light: string; dark: string };
  logoText: string;
  icon: string;
  /** The site has no versions: both are empty. */
  multiVersion: { default: ''; versions: [] };
  /** Off: pages are written with an empty app container and the browser renders them. */
  ssg: boolean;
  /** Off: every page link names the page's HTML file (see `publicUrl`). */
  cleanUrls: boolean;
  locales: ResolvedLocale[];
  themeConfig: {
    darkMode: boolean;
    socialLinks: SocialLink[];
    footerMessage: Localized;
    lastUpdated: boolean;
    hideNavbar: HideNavbar;
    enableScrollToTop: boolean;
    localeRedirect: 'auto' | 'never';
    enableContentAnimation: boolean;
    search: { enabled: boolean; apiUrl?: string; searchIndexes?: string[] };
  };
  feeds: Feed[];
}

/** The site data the browser receives (`clientSiteData`). */
export interface ClientSiteData extends Omit<SiteData, 'locales'> {
  locales: ClientLocale[];
}

/** The pages the browser can load. */
export interface PageTable {
  /** `<lang>/<content path>` of every page (`chunkId`). */
  chunks: string[];
}

/** The document head of a page, computed by the renderer for the server render and the client. */
export interface HeadData {
  lang: string;
  title: string;
  description: string;
  links: { rel: string; type?: string; href: string; title?: string; hreflang?: string }[];
}

/** What the server entry returns for one page, used by the static build. */
export interface RenderedPage {
  appHtml: string;
  head: HeadData;
  /** Chunk id of the page, for preloading; undefined on the 404 page. */
  chunk?: string;
}
