import { z } from 'zod';
import type { LocaleManifest, LocalesManifest } from './types.ts';

/** One language of the site: `{"lang": "zh", "label": "简体中文", ...}`. */
export const localeSchema: z.ZodType<LocaleManifest> = z.strictObject({
  lang: z.string().regex(/^[a-z]{2}(-[A-Za-z]+)?$/, 'a language code such as "en" or "zh"'),
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
