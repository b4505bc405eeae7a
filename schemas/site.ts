import { z } from 'zod';
import type { SiteManifest, SocialLink, ThemeConfigManifest } from './types.ts';
import { localizedSchema } from './localized.ts';
import { proveExact, type Exact } from './exact.ts';
import { PATTERNS } from './patterns.ts';

/** A social link: `{"icon": "github", "mode": "link", "content": "https://github.com/..."}`. */
export const socialLinkSchema = z.strictObject({
  icon: z.string().min(1),
  mode: z.enum(['link', 'text', 'img', 'dom']),
  content: z.string().min(1),
});

export const themeConfigSchema = z.strictObject({
  darkMode: z.boolean(),
  socialLinks: z.array(socialLinkSchema),
  footer: z.strictObject({ message: localizedSchema }),
  lastUpdated: z.boolean(),
  hideNavbar: z.enum(['always', 'never', 'auto']),
  enableScrollToTop: z.boolean(),
  localeRedirect: z.enum(['auto', 'never']),
  enableContentAnimation: z.boolean(),
  search: z.strictObject({
    enabled: z.boolean(),
    apiUrl: z.string().optional(),
    searchIndexes: z.array(z.string()).optional(),
  }),
});

/** `manifest/site.json`: title, languages, base path, logo, rendering and theme options. */
export const siteSchema = z.strictObject({
  $schema: z.string().optional(),
  siteUrl: z.string().regex(PATTERNS.origin.regex, PATTERNS.origin.buildMessage),
  title: z.string().min(1),
  description: z.string(),
  lang: z.string().min(1),
  base: z.string().regex(PATTERNS.basePath.regex, PATTERNS.basePath.buildMessage),
  logo: z.union([z.string(), z.strictObject({ light: z.string(), dark: z.string() })]),
  logoText: z.string(),
  icon: z.string(),
  multiVersion: z.strictObject({ default: z.literal(''), versions: z.tuple([]) }),
  ssg: z.boolean(),
  route: z.strictObject({ cleanUrls: z.boolean(), exclude: z.array(z.string()) }),
  markdown: z.strictObject({
    showLineNumbers: z.boolean(),
    defaultWrapCode: z.boolean(),
    codeHighlighter: z.literal('prism'),
  }),
  themeConfig: themeConfigSchema,
});

proveExact<Exact<z.infer<typeof socialLinkSchema>, SocialLink>>();
proveExact<Exact<z.infer<typeof themeConfigSchema>, ThemeConfigManifest>>();
proveExact<Exact<z.infer<typeof siteSchema>, SiteManifest>>();
