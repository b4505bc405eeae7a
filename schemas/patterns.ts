/**
 * Every text pattern of the manifests and front matter, stated once. The zod schemas test values
 * with `regex` and report `buildMessage`; the JSON Schemas an editor uses get `regex.source` as
 * their `pattern` and `editorMessage` as the words VS Code shows (schemas/generate-json-schemas.ts
 * fills them in wherever schemas/types.ts says `@patternOf <name>`).
 */
export interface TextPattern {
  regex: RegExp;
  /** How the build names what it expected, after the JSON path of the wrong value. */
  buildMessage: string;
  /** What the editor says under a wrong value, as a sentence. */
  editorMessage: string;
}

export const PATTERNS = {
  sitePath: {
    regex: /^\//,
    buildMessage: 'a site path, starting with "/"',
    editorMessage: 'A site path starts with "/", such as "/guide/start/".',
  },
  origin: {
    regex: /^https?:\/\/[^/]+$/,
    buildMessage: 'an origin such as "https://rsbuild.dev" (no trailing slash)',
    editorMessage: 'An origin without a path or trailing slash, such as "https://rsbuild.dev".',
  },
  basePath: {
    regex: /^\/(.*\/)?$/,
    buildMessage: 'a path that starts and ends with "/"',
    editorMessage: 'A path that starts and ends with "/", such as "/" or "/docs/".',
  },
  localeCode: {
    regex: /^[a-z]{2}(-[A-Za-z]+)?$/,
    buildMessage: 'a language code such as "en" or "zh"',
    editorMessage: 'A two-letter lowercase language code, optionally with a suffix, such as "zh" or "pt-BR".',
  },
  languageTag: {
    regex: /^[A-Za-z]{2,3}(-[A-Za-z0-9]+)*$/,
    buildMessage: 'a language tag such as "en" or "zh-CN"',
    editorMessage: 'A language tag such as "en" or "zh-CN".',
  },
  ogLocale: {
    regex: /^[a-z]{2,3}_[A-Z]{2}$/,
    buildMessage: 'language and territory joined by "_", such as "en_US" or "zh_CN"',
    editorMessage: 'A language and a territory joined by "_", such as "zh_CN".',
  },
  lunrLanguage: {
    regex: /^[a-z]{2,3}$/,
    buildMessage: 'a lunr-languages name such as "en" or "zh"',
    editorMessage: 'A lunr-languages name such as "en" or "zh".',
  },
  phrase: {
    regex: /\S/,
    buildMessage: 'a word or phrase',
    editorMessage: 'A word or phrase, not only spaces.',
  },
  staleNote: {
    regex: /^(?=[\s\S]*\{language\})(?=[\s\S]*\{date\})/,
    buildMessage: 'must contain {language} and {date}',
    editorMessage: 'The note must hold both {language} and {date}.',
  },
  llmsNote: {
    regex: /^(?=[\s\S]*\{page\})(?=[\s\S]*\{markdown\})/,
    buildMessage: 'must hold {page} and {markdown}',
    editorMessage: 'The sentence must hold both {page} and {markdown}.',
  },
  feedId: {
    regex: /^[a-z0-9-]+$/,
    buildMessage: 'lowercase letters, digits and hyphens',
    editorMessage: 'Lowercase letters, digits and hyphens, such as "releases-rss".',
  },
  httpsUrl: {
    regex: /^https:\/\//,
    buildMessage: 'an https:// address',
    editorMessage: 'An https:// address.',
  },
  isoDate: {
    regex: /^\d{4}-\d{2}-\d{2}$/,
    buildMessage: 'a date written YYYY-MM-DD',
    editorMessage: 'A date written YYYY-MM-DD, such as "2024-04-10".',
  },
} as const satisfies Record<string, TextPattern>;

export type PatternName = keyof typeof PATTERNS;
