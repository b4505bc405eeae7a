import { z } from 'zod';
import type { LocaleManifest, LocalesManifest } from './types.ts';

/** A BCP 47 language tag: `en`, `zh-CN`, `ja`. */
const languageTag = z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]+)*$/, 'a language tag such as "en" or "zh-CN"');

/** One language of the site: `{"lang": "zh", "label": "简体中文", ...}`. */
export const localeSchema: z.ZodType<LocaleManifest> = z.strictObject({
  lang: z.string().regex(/^[a-z]{2}(-[A-Za-z]+)?$/, 'a language code such as "en" or "zh"'),
  htmlLang: languageTag,
  dateLocale: languageTag,
  ogLocale: z
    .string()
    .regex(/^[a-z]{2,3}_[A-Z]{2}$/, 'language and territory joined by "_", such as "en_US" or "zh_CN"'),
  feedLanguage: languageTag,
  searchLanguages: z.array(z.string().regex(/^[a-z]{2,3}$/, 'a lunr-languages name such as "en" or "zh"')).min(1),
  searchSynonyms: z
    .array(z.array(z.string().regex(/\S/, 'a word or phrase')).min(2, 'a synonym group holds at least two members'))
    .optional(),
  label: z.string().min(1),
  title: z.string().min(1),
  description: z.string(),
  editLink: z.strictObject({ docRepoBaseUrl: z.string(), text: z.string() }).optional(),
});

/** `manifest/locales.json`. */
export const localesSchema: z.ZodType<LocalesManifest> = z.strictObject({
  $schema: z.string().optional(),
  locales: z.array(localeSchema).min(1),
});
