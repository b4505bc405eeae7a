import { z } from 'zod';
import type { UiStrings } from './types.ts';
import { proveExact, type Exact } from './exact.ts';
import { PATTERNS } from './patterns.ts';

const text = z.string().min(1);

/** `manifest/strings/<lang>.json`: every key is required, so a language can never miss a string. */
export const uiStringsSchema = z.strictObject({
  $schema: z.string().optional(),
  outlineTitle: text,
  prevPageText: text,
  nextPageText: text,
  lastUpdatedText: text,
  searchPlaceholderText: text,
  searchNoResultsText: text,
  searchSuggestionText: text,
  searchNoResultsFoundText: text,
  searchLoadingText: text,
  menuText: text,
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
  staleTranslationText: z.string().regex(PATTERNS.staleNote.regex, PATTERNS.staleNote.buildMessage),
  featuresLabel: text,
  searchShortcut: text,
  searchCloseKey: text,
  llmsMarkdownNote: text.regex(PATTERNS.llmsNote.regex, PATTERNS.llmsNote.buildMessage),
});

proveExact<Exact<z.infer<typeof uiStringsSchema>, UiStrings>>();
