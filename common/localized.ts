import type { Localized } from '../schemas/types.ts';

/** The text of a manifest value in one language, falling back to the default language. */
export function pickText(value: Localized, lang: string, fallbackLang: string): string {
  if (typeof value === 'string') return value;
  return value[lang] ?? value[fallbackLang] ?? Object.values(value)[0] ?? '';
}
