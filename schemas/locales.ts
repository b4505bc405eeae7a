import { z } from 'zod';
import type { LocaleManifest, LocalesManifest } from './types.ts';
import { proveExact, type Exact } from './exact.ts';
import { PATTERNS } from './patterns.ts';

/** A BCP 47 language tag: `en`, `zh-CN`, `ja`. */
const languageTag = z.string().regex(PATTERNS.languageTag.regex, PATTERNS.languageTag.buildMessage);

/** One language of the site: `{"lang": "zh", "label": "简体中文", ...}`. */
export const localeSchema = z.strictObject({
  lang: z.string().regex(PATTERNS.localeCode.regex, PATTERNS.localeCode.buildMessage),
  htmlLang: languageTag,
  dateLocale: languageTag,
  ogLocale: z.string().regex(PATTERNS.ogLocale.regex, PATTERNS.ogLocale.buildMessage),
  feedLanguage: languageTag,
  searchLanguages: z.array(z.string().regex(PATTERNS.lunrLanguage.regex, PATTERNS.lunrLanguage.buildMessage)).min(1),
  searchSynonyms: z
    .array(
      z
        .array(z.string().regex(PATTERNS.phrase.regex, PATTERNS.phrase.buildMessage))
        .min(2, 'a synonym group holds at least two members'),
    )
    .optional(),
  label: z.string().min(1),
  title: z.string().min(1),
  description: z.string(),
  editLink: z.strictObject({ docRepoBaseUrl: z.string(), text: z.string() }).optional(),
});

/** `manifest/locales.json`. */
export const localesSchema = z.strictObject({
  $schema: z.string().optional(),
  locales: z.array(localeSchema).min(1),
});

proveExact<Exact<z.infer<typeof localeSchema>, LocaleManifest>>();
proveExact<Exact<z.infer<typeof localesSchema>, LocalesManifest>>();
