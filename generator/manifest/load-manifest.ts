/**
 * Reads and validates every manifest file. All problems of all files are gathered before the
 * build stops, each with its file, JSON path and line, so one run shows everything to fix.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { schemaEntries } from '../../schemas/index.ts';
import type {
  FeedsManifest,
  LocalesManifest,
  Localized,
  NavManifest,
  ProductsManifest,
  SidebarItemManifest,
  SidebarsManifest,
  SiteManifest,
  UiStrings,
} from '../../schemas/types.ts';
import { issuesToProblems, ValidationError, type Problem } from '../../schemas/format-issues.ts';
import { parseWithLines } from '../parse/source-map.ts';
import { jsonErrorOffset } from '../parse/json-offset.ts';

export interface Manifest {
  site: SiteManifest;
  locales: LocalesManifest['locales'];
  strings: Record<string, UiStrings>;
  nav: NavManifest['items'];
  sidebars: SidebarsManifest['sidebars'];
  feeds: FeedsManifest['feeds'];
  products: ProductsManifest;
}

export interface Loaded<T> {
  value: T | undefined;
  problems: Problem[];
}

/** 1-based line and column where JSON.parse stopped: V8's "at position N", else our own scan's offset. */
function jsonErrorPosition(text: string, message: string): { line: number; column: number } | undefined {
  const match = /at position (\d+)/.exec(message);
  const offset = match ? Number(match[1]) : jsonErrorOffset(text);
  if (offset === undefined) return undefined;
  const before = text.slice(0, offset);
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}

/** Parses one JSON manifest file and validates it; `display` is the name used in messages. */
export function validateManifestText<T>(display: string, text: string, schema: z.ZodType<T>): Loaded<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    // Where JSON stops: V8's offset or our scan's (YAML accepts a trailing comma), else YAML's line.
    const where = jsonErrorPosition(text, message);
    const line = where?.line ?? parseWithLines(text).syntaxErrors[0]?.line;
    const detail =
      where && !/\(line \d+ column \d+\)/.test(message) ? ` (line ${where.line} column ${where.column})` : '';
    return {
      value: undefined,
      problems: [
        { file: display, path: '', ...(line ? { line } : {}), message: `not valid JSON: ${message}${detail}` },
      ],
    };
  }
  const result = schema.safeParse(json);
  if (result.success) return { value: result.data, problems: [] };
  const located = parseWithLines(text);
  return { value: undefined, problems: issuesToProblems(display, result.error.issues, json, located.lineOf) };
}

function loadFile<T>(root: string, relative: string, schema: z.ZodType<T>): Loaded<T> {
  const file = path.join(root, relative);
  const display = path.posix.join('manifest', relative);
  if (!fs.existsSync(file))
    return { value: undefined, problems: [{ file: display, path: '', message: 'file is missing' }] };
  return validateManifestText(display, fs.readFileSync(file, 'utf8'), schema);
}

/** A tag `Intl` accepts (the schema checks only its shape). */
function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

function localizedProblems(file: string, at: string, value: Localized, langs: string[]): Problem[] {
  if (typeof value === 'string') return [];
  const missing = langs.filter((l) => !(l in value));
  const extra = Object.keys(value).filter((k) => !langs.includes(k));
  const out: Problem[] = [];
  if (missing.length)
    out.push({ file, path: at, message: `missing text for ${missing.join(', ')} (locales are ${langs.join(', ')})` });
  if (extra.length)
    out.push({ file, path: at, message: `unknown language ${extra.join(', ')} (locales are ${langs.join(', ')})` });
  return out;
}

function sidebarLocalizedProblems(items: SidebarItemManifest[], at: string, langs: string[]): Problem[] {
  const file = 'manifest/sidebars.json';
  return items.flatMap((item, i) => {
    const here = `${at}.${i}`;
    if (typeof item === 'string') return [];
    if ('items' in item) {
      return [
        ...localizedProblems(file, `${here}.text`, item.text, langs),
        ...sidebarLocalizedProblems(item.items, `${here}.items`, langs),
      ];
    }
    if ('sectionHeaderText' in item)
      return localizedProblems(file, `${here}.sectionHeaderText`, item.sectionHeaderText, langs);
    if ('link' in item && item.text !== undefined) return localizedProblems(file, `${here}.text`, item.text, langs);
    return [];
  });
}

/** Every manifest file but the UI strings, each read and validated on its own. */
export interface ManifestFiles {
  site: Loaded<SiteManifest>;
  locales: Loaded<LocalesManifest>;
  nav: Loaded<NavManifest>;
  sidebars: Loaded<SidebarsManifest>;
  feeds: Loaded<FeedsManifest>;
  products: Loaded<ProductsManifest>;
}

function loadManifestFiles(manifestDir: string): ManifestFiles {
  return {
    site: loadFile(manifestDir, 'site.json', schemaEntries.site.schema),
    locales: loadFile(manifestDir, 'locales.json', schemaEntries.locales.schema),
    nav: loadFile(manifestDir, 'nav.json', schemaEntries.nav.schema),
    sidebars: loadFile(manifestDir, 'sidebars.json', schemaEntries.sidebars.schema),
    feeds: loadFile(manifestDir, 'feeds.json', schemaEntries.feeds.schema),
    products: loadFile(manifestDir, 'products.json', schemaEntries.products.schema),
  };
}

/** The UI strings of each language `locales.json` lists, the ones that load. */
function loadStrings(
  manifestDir: string,
  langs: string[],
): { strings: Record<string, UiStrings>; problems: Problem[] } {
  const strings: Record<string, UiStrings> = {};
  const problems: Problem[] = [];
  for (const lang of langs) {
    const loaded = loadFile(manifestDir, `strings/${lang}.json`, schemaEntries.strings.schema);
    problems.push(...loaded.problems);
    if (loaded.value) strings[lang] = loaded.value;
  }
  return { strings, problems };
}

/** The language list itself: the default language is one of them, and none is listed twice. */
export function languageListProblems(
  { site, locales }: Pick<ManifestFiles, 'site' | 'locales'>,
  langs: string[],
): Problem[] {
  const problems: Problem[] = [];
  if (site.value && locales.value && !langs.includes(site.value.lang)) {
    problems.push({
      file: 'manifest/site.json',
      path: 'lang',
      message: `default language "${site.value.lang}" is not in manifest/locales.json (${langs.join(', ')})`,
    });
  }
  if (new Set(langs).size !== langs.length)
    problems.push({ file: 'manifest/locales.json', path: 'locales', message: 'a language is listed twice' });
  return problems;
}

/** Every text shown in more than one language has exactly the listed languages. */
export function localizedTextProblems(
  { site, nav, sidebars }: Pick<ManifestFiles, 'site' | 'nav' | 'sidebars'>,
  langs: string[],
): Problem[] {
  // Without a language list (locales.json failed) every text would look wrong; that file's own
  // problem is the one to fix.
  if (!langs.length) return [];
  const problems: Problem[] = [];
  if (site.value)
    problems.push(
      ...localizedProblems(
        'manifest/site.json',
        'themeConfig.footer.message',
        site.value.themeConfig.footer.message,
        langs,
      ),
    );
  nav.value?.items.forEach((item, i) =>
    problems.push(...localizedProblems('manifest/nav.json', `items.${i}.text`, item.text, langs)),
  );
  for (const [prefix, items] of Object.entries(sidebars.value?.sidebars ?? {})) {
    problems.push(...sidebarLocalizedProblems(items, `sidebars.${prefix}`, langs));
  }
  return problems;
}

export function languageTagProblems(locales: LocalesManifest | undefined): Problem[] {
  const problems: Problem[] = [];
  locales?.locales.forEach((locale, i) => {
    for (const key of ['htmlLang', 'dateLocale', 'feedLanguage'] as const) {
      if (!isLanguageTag(locale[key]))
        problems.push({
          file: 'manifest/locales.json',
          path: `locales.${i}.${key}`,
          message: `"${locale[key]}" is not a valid language tag`,
        });
    }
  });
  return problems;
}

/** Feeds and products name a language of the list. */
export function languageReferenceProblems(
  { feeds, products }: Pick<ManifestFiles, 'feeds' | 'products'>,
  langs: string[],
): Problem[] {
  if (!langs.length) return [];
  const problems: Problem[] = [];
  feeds.value?.feeds.forEach((feed, i) => {
    if (!langs.includes(feed.lang))
      problems.push({
        file: 'manifest/feeds.json',
        path: `feeds.${i}.lang`,
        message: `unknown language ${feed.lang} (locales are ${langs.join(', ')})`,
      });
  });
  if (products.value && !langs.includes(products.value.lang)) {
    problems.push({
      file: 'manifest/products.json',
      path: 'lang',
      message: `unknown language ${products.value.lang} (locales are ${langs.join(', ')})`,
    });
  }
  return problems;
}

/** Pages name feeds by id (`link-rss`), so an id names one feed. */
export function feedIdProblems(feeds: FeedsManifest | undefined): Problem[] {
  const feedIds = feeds?.feeds.map((f) => f.id) ?? [];
  return feedIds.flatMap((id, i) =>
    feedIds.indexOf(id) !== i
      ? [{ file: 'manifest/feeds.json', path: `feeds.${i}.id`, message: `feed id "${id}" is used twice` }]
      : [],
  );
}

/** Loads `manifest/` under `root`; throws a ValidationError listing every problem. */
export function loadManifest(manifestDir: string): Manifest {
  const files = loadManifestFiles(manifestDir);
  const { site, locales, nav, sidebars, feeds, products } = files;
  const langs = locales.value?.locales.map((l) => l.lang) ?? [];
  const { strings, problems: stringProblems } = loadStrings(manifestDir, langs);
  const problems = [
    ...[site, locales, nav, sidebars, feeds, products].flatMap((l) => l.problems),
    ...stringProblems,
    ...languageListProblems(files, langs),
    ...localizedTextProblems(files, langs),
    ...languageTagProblems(locales.value),
    ...languageReferenceProblems(files, langs),
    ...feedIdProblems(feeds.value),
  ];
  if (
    problems.length ||
    !site.value ||
    !locales.value ||
    !nav.value ||
    !sidebars.value ||
    !feeds.value ||
    !products.value
  ) {
    throw new ValidationError(
      `The manifest has ${problems.length} problem${problems.length === 1 ? '' : 's'}:`,
      problems,
    );
  }
  return {
    site: site.value,
    locales: locales.value.locales,
    strings,
    nav: nav.value.items,
    sidebars: sidebars.value.sidebars,
    feeds: feeds.value.feeds,
    products: products.value,
  };
}
