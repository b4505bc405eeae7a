/** The checks across manifest files that `loadManifest()` runs once each file has loaded. */
import { describe, expect, it } from 'vitest';
import {
  feedIdProblems,
  languageListProblems,
  languageReferenceProblems,
  languageTagProblems,
} from '../../generator/manifest/load-manifest.ts';
import type { FeedsManifest, LocalesManifest, ProductsManifest, SiteManifest } from '../../schemas/types.ts';

const loaded = <T>(value: T) => ({ value, problems: [] });
const feed = (id: string, lang: string) => ({ id, lang }) as FeedsManifest['feeds'][number];
const locale = (lang: string, htmlLang = lang) =>
  ({ lang, htmlLang, dateLocale: lang, feedLanguage: lang }) as LocalesManifest['locales'][number];

describe('feed ids', () => {
  it('reports the second use of an id, at its place in feeds.json', () => {
    const feeds = { feeds: [feed('blog', 'en'), feed('releases', 'en'), feed('blog', 'zh')] } as FeedsManifest;
    expect(feedIdProblems(feeds)).toEqual([
      { file: 'manifest/feeds.json', path: 'feeds.2.id', message: 'feed id "blog" is used twice' },
    ]);
  });

  it('reports nothing for distinct ids or a feeds.json that did not load', () => {
    expect(feedIdProblems({ feeds: [feed('blog', 'en'), feed('releases', 'en')] } as FeedsManifest)).toEqual([]);
    expect(feedIdProblems(undefined)).toEqual([]);
  });
});

describe('the language list', () => {
  it('reports a default language the locales do not list, and a language listed twice', () => {
    const site = loaded({ lang: 'fr' } as SiteManifest);
    const locales = loaded({ locales: [locale('en'), locale('en')] } as LocalesManifest);
    expect(
      languageListProblems({ site, locales }, ['en', 'en']).map((p) => `${p.file} ${p.path}: ${p.message}`),
    ).toEqual([
      'manifest/site.json lang: default language "fr" is not in manifest/locales.json (en, en)',
      'manifest/locales.json locales: a language is listed twice',
    ]);
  });

  it('reports a language tag Intl does not accept', () => {
    const locales = { locales: [locale('en'), locale('zh', 'zh_CN_')] } as LocalesManifest;
    expect(languageTagProblems(locales)).toEqual([
      { file: 'manifest/locales.json', path: 'locales.1.htmlLang', message: '"zh_CN_" is not a valid language tag' },
    ]);
  });

  it('reports feeds and products in a language the locales do not list, unless there is no list', () => {
    const feeds = loaded({ feeds: [feed('blog', 'en'), feed('blog-fr', 'fr')] } as FeedsManifest);
    const products = loaded({ lang: 'de' } as ProductsManifest);
    expect(languageReferenceProblems({ feeds, products }, ['en', 'zh']).map((p) => p.path)).toEqual([
      'feeds.1.lang',
      'lang',
    ]);
    expect(languageReferenceProblems({ feeds, products }, [])).toEqual([]);
  });
});
