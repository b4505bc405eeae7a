import { z } from 'zod';
import type { UiStrings } from './types.ts';

const text = z.string().min(1);

/** `manifest/strings/<lang>.json`: every key is required, so a language can never miss a string. */
export const uiStringsSchema: z.ZodType<UiStrings> = z.strictObject({
  $schema: z.string().optional(),
  outlineTitle: text,
  prevPageText: text,
  nextPageText: text,
  lastUpdatedText: text,
  sourceText: text,
  searchPlaceholderText: text,
  searchNoResultsText: text,
  searchSuggestionText: text,
  searchNoResultsFoundText: text,
  searchLoadingText: text,
  menuText: text,
  overviewText: text,
  othersText: text,
  notFoundCode: text,
  notFoundTitle: text,
  takeMeHome: text,
  languageMenuLabel: text,
  appearanceToggleLabel: text,
  skipToContent: text,
  copyCode: text,
  copiedCode: text,
  scrollToTop: text,
  moreProducts: text,
  closeText: text,
  mainNavigation: text,
  sidebarLabel: text,
  calloutTip: text,
  calloutInfo: text,
  calloutWarning: text,
  calloutDanger: text,
  calloutDetails: text,
  // The same rule as the JSON Schema's pattern (schemas/types.ts), so editors and the build agree.
  staleTranslationText: z
    .string()
    .regex(/^(?=[\s\S]*\{language\})(?=[\s\S]*\{date\})/, 'must contain {language} and {date}'),
  featuresLabel: text,
  searchShortcut: text,
  searchCloseKey: text,
  llmsMarkdownNote: text.regex(/^(?=[\s\S]*\{page\})(?=[\s\S]*\{markdown\})/, 'must hold {page} and {markdown}'),
});
