/**
 * A third language is data: the fixture `tests/fixtures/three-locales` (English, Chinese with the
 * tag `zh-CN`, Japanese) is built by the unchanged code and served; its language menu, document
 * language, Open Graph locale, sitemap alternates, feeds, 404 page and search follow each
 * locale's manifest entry.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Parser from 'rss-parser';
import { appLive, openPage, useBrowser } from '../browser.ts';
import { createStaticServer, listen } from '../../../server/static-server.ts';
import { SCRIPT_NODE_ARGS } from '../../../scripts/cli.ts';

const project = path.resolve(import.meta.dirname, '../../..');
const fixture = path.join(project, 'tests/fixtures/three-locales');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'three-locales-'));
const out = path.join(work, 'dist');
const siteUrl = 'https://docs.example.org';
let server: http.Server;
let origin = '';

interface LocaleEntry {
  lang: string;
  htmlLang: string;
  ogLocale: string;
  feedLanguage: string;
  label: string;
}
const locales = (
  JSON.parse(fs.readFileSync(path.join(fixture, 'manifest/locales.json'), 'utf8')) as { locales: LocaleEntry[] }
).locales;
const defaultLang = (JSON.parse(fs.readFileSync(path.join(fixture, 'manifest/site.json'), 'utf8')) as { lang: string })
  .lang;
const prefix = (lang: string) => (lang === defaultLang ? '' : `/${lang}`);
const strings = (lang: string) =>
  JSON.parse(fs.readFileSync(path.join(fixture, `manifest/strings/${lang}.json`), 'utf8')) as Record<string, string>;
const read = (file: string) => fs.readFileSync(path.join(out, file), 'utf8');

const browser = useBrowser();

beforeAll(() => {
  const result = spawnSync(
    process.execPath,
    [...SCRIPT_NODE_ARGS, 'scripts/build.ts', '--root', fixture, '--out', out, '--no-cache'],
    {
      cwd: project,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(result.stderr);
});
beforeAll(async () => {
  server = createStaticServer({ dir: out });
  origin = `http://127.0.0.1:${await listen(server, 0)}`;
});
afterAll(async () => {
  await new Promise((r) => server?.close(r));
  fs.rmSync(work, { recursive: true, force: true });
});

describe('a site with three locales', () => {
  it('has three distinct locales whose tags differ from their path prefixes', () => {
    expect(locales.map((l) => l.lang)).toEqual(['en', 'zh', 'ja']);
    // zh-CN proves that <html lang> comes from htmlLang, not from the path prefix.
    expect(locales.find((l) => l.lang === 'zh')?.htmlLang).toBe('zh-CN');
  });

  it('lists the three languages in the menu and switches between them, keeping the page', async () => {
    const { page, errors, close } = await openPage(browser());
    await page.goto(`${origin}/guide/start/install`, { waitUntil: 'networkidle' });
    await appLive(page);
    const trigger = page.locator('.navbar-tools .language-menu .popover-trigger');
    await trigger.click();
    const items = page.locator('.navbar-tools .language-menu a');
    await items.first().waitFor();
    expect(await items.allTextContents()).toEqual(locales.map((l) => l.label));
    expect(await items.evaluateAll((links) => links.map((a) => a.getAttribute('hreflang')))).toEqual(
      locales.map((l) => l.htmlLang),
    );
    for (const target of ['ja', 'zh', 'en']) {
      const locale = locales.find((l) => l.lang === target)!;
      if (!(await items.first().isVisible())) await trigger.click();
      await page.locator(`.navbar-tools .language-menu a[hreflang="${locale.htmlLang}"]`).click();
      await page.waitForURL(`${origin}${prefix(target)}/guide/start/install`);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale.htmlLang);
      await expect
        .poll(() => page.locator('.doc-content h1').textContent())
        .toBe({ en: 'Install', zh: '安装', ja: 'インストール' }[target]);
      expect(await page.locator('.navbar-nav a.nav-link').first().textContent()).toBe(
        { en: 'Guide', zh: '指南', ja: 'ガイド' }[target],
      );
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('writes <html lang>, og:locale and hreflang alternates from each locale', () => {
    for (const locale of locales) {
      const html = read(`${prefix(locale.lang).slice(1)}${prefix(locale.lang) ? '/' : ''}guide/start/install.html`);
      expect(html).toContain(`<html lang="${locale.htmlLang}"`);
      expect(html).toContain(`<meta property="og:locale" content="${locale.ogLocale}" />`);
      for (const twin of locales) {
        expect(html).toContain(
          `<link rel="alternate" hreflang="${twin.htmlLang}" href="${siteUrl}${prefix(twin.lang)}/guide/start/install" />`,
        );
      }
    }
  });

  it('lists every page in the sitemap with its three twins and x-default', () => {
    const entries = read('sitemap.xml').split('<url>').slice(1);
    expect(entries).toHaveLength(locales.length * 4);
    const install = entries.find((e) => e.includes(`<loc>${siteUrl}/ja/guide/start/install</loc>`));
    expect(install).toBeDefined();
    for (const twin of locales)
      expect(install).toContain(
        `hreflang="${twin.htmlLang}" href="${siteUrl}${prefix(twin.lang)}/guide/start/install"`,
      );
    expect(install).toContain(`hreflang="x-default" href="${siteUrl}/guide/start/install"`);
    for (const entry of entries) expect(entry.match(/<xhtml:link /g)).toHaveLength(locales.length + 1);
  });

  for (const locale of locales) {
    it(`${locale.lang}: RSS and Atom feeds in the locale's feed language, linked from its home`, async () => {
      for (const file of [`${prefix(locale.lang)}/rss/releases.xml`, `${prefix(locale.lang)}/rss/releases.atom`]) {
        const xml = read(file.slice(1));
        expect(/(?:<language>|xml:lang=")([\w-]+)/.exec(xml)?.[1]).toBe(locale.feedLanguage);
        const feed = await new Parser().parseString(xml);
        expect(feed.items.map((i) => i.link)).toEqual([`${siteUrl}${prefix(locale.lang)}/community/releases/v1-0`]);
        expect(new Date(feed.items[0]!.isoDate!).toISOString().slice(0, 10)).toBe('2024-05-02');
        expect(read(`${prefix(locale.lang).slice(1)}${prefix(locale.lang) ? '/' : ''}index.html`)).toContain(
          `href="${siteUrl}${file}"`,
        );
      }
    });
  }

  for (const locale of locales) {
    it(`${locale.lang}: the 404 page speaks the language of the path`, async () => {
      const { page, errors, close } = await openPage(browser());
      const res = await page.goto(`${origin}${prefix(locale.lang)}/no/such/page`, { waitUntil: 'networkidle' });
      expect(res?.status()).toBe(404);
      await appLive(page);
      const s = strings(locale.lang);
      await expect.poll(() => page.locator('.not-found-title').textContent()).toBe(s.notFoundTitle);
      expect(await page.locator('.not-found a').textContent()).toBe(s.takeMeHome);
      expect(await page.locator('.not-found a').getAttribute('href')).toBe(`${prefix(locale.lang)}/`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale.htmlLang);
      // The static server answers 404 for a missing page; that request is the only one allowed to fail.
      expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
      await close();
    });
  }

  // The Han pairs of these queries occur twice in the page: the index drops pairs that occur once
  // in the whole site (build-index.ts). Japanese has no bundled lunr-languages pipeline, so these
  // also prove the generic one keeps kana and Han.
  for (const [lang, query] of [
    ['en', 'lighthouse keeper'],
    ['zh', '灯塔看守'],
    ['ja', '灯台守'],
    ['ja', 'バージョン'],
  ] as const) {
    it(`${lang}: searching "${query}" finds the install page of that language`, async () => {
      const { page, errors, close } = await openPage(browser());
      await page.goto(`${origin}${prefix(lang)}/guide/start/`, { waitUntil: 'networkidle' });
      await appLive(page);
      await page.keyboard.press('Control+k');
      await page.locator('.search-input').fill(query);
      await page.locator('.search-hit').first().waitFor();
      expect(await page.locator('.search-hit').first().getAttribute('href')).toMatch(
        new RegExp(`^${prefix(lang)}/guide/start/install(#|$)`),
      );
      expect(errors).toEqual([]);
      await close();
    });
  }
});
