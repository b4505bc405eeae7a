/** A broken manifest stops the build with every problem: file, JSON path, line, expected and received. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadManifest, validateManifestText } from '../../generator/manifest/load-manifest.ts';
import { sidebarsSchema } from '../../schemas/sidebar.ts';
import { ValidationError } from '../../schemas/format-issues.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/mini-site/manifest');
const temps: string[] = [];
function copyManifest(edit: (dir: string) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-'));
  temps.push(dir);
  fs.cpSync(fixture, dir, { recursive: true });
  edit(dir);
  return dir;
}
function problemsOf(dir: string): string[] {
  try {
    loadManifest(dir);
  } catch (error) {
    if (error instanceof ValidationError) return error.message.split('\n');
    throw error;
  }
  return [];
}
afterEach(() => temps.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('manifest validation messages', () => {
  it('names file, JSON path, line, expected and received', () => {
    const text = `{
  "sidebars": {
    "/guide": [
      { "text": "A", "items": [] },
      { "text": "B", "items": [] },
      { "text": "C", "items": [{ "link": 42 }] }
    ]
  }
}`;
    const result = validateManifestText('manifest/sidebars.json', text, sidebarsSchema);
    expect(result.problems.map((p) => `${p.file}:${p.line}: ${p.path}: ${p.message}`)).toMatchInlineSnapshot(`
      [
        "manifest/sidebars.json:6: sidebars./guide.2.items.0.link: expected string, received number",
      ]
    `);
  });

  it('reports a wrong type inside a plain object with expected and received', () => {
    const dir = copyManifest((d) => {
      const site = JSON.parse(fs.readFileSync(path.join(d, 'site.json'), 'utf8'));
      site.ssg = 'yes';
      site.themeConfig.hideNavbar = 'sometimes';
      delete site.title;
      fs.writeFileSync(path.join(d, 'site.json'), JSON.stringify(site, null, 2));
    });
    expect(problemsOf(dir)).toMatchInlineSnapshot(`
      [
        "The manifest has 3 problems:",
        "  manifest/site.json:1: title: expected string, received nothing",
        "  manifest/site.json:17: ssg: expected boolean, received string",
        "  manifest/site.json:57: themeConfig.hideNavbar: expected one of "always", "never", "auto", received "sometimes"",
      ]
    `);
  });

  it('rejects versions: the site has none, and its multiVersion keeps the empty shape', () => {
    const dir = copyManifest((d) => {
      const site = JSON.parse(fs.readFileSync(path.join(d, 'site.json'), 'utf8'));
      site.multiVersion = { default: 'v1', versions: ['v1'] };
      fs.writeFileSync(path.join(d, 'site.json'), JSON.stringify(site, null, 2));
    });
    const problems = problemsOf(dir);
    expect(problems.some((p) => /site\.json:\d+: multiVersion\.default: .*""/.test(p))).toBe(true);
    expect(problems.some((p) => /site\.json:\d+: multiVersion\.versions/.test(p))).toBe(true);
  });

  it('lists problems of every file in one run, unknown keys included', () => {
    const dir = copyManifest((d) => {
      fs.writeFileSync(
        path.join(d, 'nav.json'),
        '{ "items": [ { "text": "Guide", "link": "/guide/", "colour": "red" } ] }',
      );
      fs.writeFileSync(path.join(d, 'feeds.json'), '{ "feeds": [ ');
      fs.rmSync(path.join(d, 'strings/zh.json'));
    });
    const lines = problemsOf(dir);
    expect(lines[0]).toBe('The manifest has 3 problems:');
    expect(lines).toContain('  manifest/nav.json:1: items.0: unknown key "colour"');
    expect(lines.find((l) => l.includes('manifest/feeds.json'))).toMatch(
      /^ {2}manifest\/feeds\.json:1: not valid JSON: /,
    );
    expect(lines).toContain('  manifest/strings/zh.json: file is missing');
  });

  it('requires a text per language and a known default language', () => {
    const dir = copyManifest((d) => {
      fs.writeFileSync(
        path.join(d, 'nav.json'),
        JSON.stringify({ items: [{ text: { en: 'Guide', fr: 'Guide' }, link: '/guide/' }] }),
      );
      const site = JSON.parse(fs.readFileSync(path.join(d, 'site.json'), 'utf8'));
      site.lang = 'de';
      fs.writeFileSync(path.join(d, 'site.json'), JSON.stringify(site));
    });
    expect(problemsOf(dir).slice(1)).toEqual([
      '  manifest/site.json: lang: default language "de" is not in manifest/locales.json (en, zh)',
      '  manifest/nav.json: items.0.text: missing text for zh (locales are en, zh)',
      '  manifest/nav.json: items.0.text: unknown language fr (locales are en, zh)',
    ]);
  });

  it('checks the language data of each locale and the locale a feed or the products name', () => {
    const dir = copyManifest((d) => {
      const locales = JSON.parse(fs.readFileSync(path.join(d, 'locales.json'), 'utf8'));
      locales.locales[1].dateLocale = 'zh-CNN-x';
      locales.locales[1].ogLocale = 'zh-CN';
      fs.writeFileSync(path.join(d, 'locales.json'), JSON.stringify(locales));
      const feeds = JSON.parse(fs.readFileSync(path.join(d, 'feeds.json'), 'utf8'));
      feeds.feeds[2].lang = 'ja';
      fs.writeFileSync(path.join(d, 'feeds.json'), JSON.stringify(feeds));
    });
    expect(problemsOf(dir).slice(1)).toEqual([
      '  manifest/locales.json:1: locales.1.ogLocale: language and territory joined by "_", such as "en_US" or "zh_CN"',
    ]);
    const shapeOk = copyManifest((d) => {
      const locales = JSON.parse(fs.readFileSync(path.join(d, 'locales.json'), 'utf8'));
      locales.locales[1].dateLocale = 'zh-CNN-x';
      fs.writeFileSync(path.join(d, 'locales.json'), JSON.stringify(locales));
      const feeds = JSON.parse(fs.readFileSync(path.join(d, 'feeds.json'), 'utf8'));
      feeds.feeds[2].lang = 'ja';
      fs.writeFileSync(path.join(d, 'feeds.json'), JSON.stringify(feeds));
      const products = JSON.parse(fs.readFileSync(path.join(d, 'products.json'), 'utf8'));
      products.lang = 'fr';
      fs.writeFileSync(path.join(d, 'products.json'), JSON.stringify(products));
    });
    expect(problemsOf(shapeOk).slice(1)).toEqual([
      '  manifest/locales.json: locales.1.dateLocale: "zh-CNN-x" is not a valid language tag',
      '  manifest/feeds.json: feeds.2.lang: unknown language ja (locales are en, zh)',
      '  manifest/products.json: lang: unknown language fr (locales are en, zh)',
    ]);
  });

  it('names a synonym group with fewer than two members and an empty member', () => {
    const dir = copyManifest((d) => {
      const locales = JSON.parse(fs.readFileSync(path.join(d, 'locales.json'), 'utf8'));
      locales.locales[0].searchSynonyms = [['hmr', 'hot module replacement'], ['ssr'], ['js', ' ']];
      fs.writeFileSync(path.join(d, 'locales.json'), JSON.stringify(locales));
    });
    expect(problemsOf(dir).slice(1)).toEqual([
      '  manifest/locales.json:1: locales.0.searchSynonyms.1: a synonym group holds at least two members',
      '  manifest/locales.json:1: locales.0.searchSynonyms.2.1: a word or phrase',
    ]);
  });

  it('loads the real manifest without problems', () => {
    const manifest = loadManifest(path.resolve(import.meta.dirname, '../../manifest'));
    expect(manifest.locales.map((l) => l.lang)).toEqual(['en', 'zh']);
    expect(manifest.nav).toHaveLength(5);
    expect(manifest.products.products.map((p) => p.name)).toEqual(['Rspack', 'Rsbuild', 'Rspress', 'Rsdoctor']);
    expect(manifest.feeds.filter((f) => f.lang === 'en')).toHaveLength(2);
    expect(manifest.feeds.filter((f) => f.lang === 'zh')).toHaveLength(2);
    expect(Object.keys(manifest.sidebars).sort()).toEqual([
      '/api',
      '/community',
      '/config',
      '/guide',
      '/plugins',
      '/shared',
    ]);
    expect(manifest.site.multiVersion).toEqual({ default: '', versions: [] });
  });
});
