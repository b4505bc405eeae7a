/** `npm run dev` shows edits: a Markdown save updates the page in place, a manifest save reloads. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, visit, reloadLive } from '../browser.ts';
import { startDevSite, type DevSite } from './dev-site.ts';

let dev: DevSite;
let url = '';
let site = '';
let browser: Browser;

beforeAll(async () => {
  dev = await startDevSite();
  url = dev.url;
  site = dev.root;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  dev?.stop();
});

describe('dev server', () => {
  it('updates the page in place when its Markdown is saved', async () => {
    const { page, close } = await openPage(browser);
    await visit(page, `${url}/guide/start/quick-start`);
    // Highlighted as the page is first asked for: the server's start left it for then.
    expect(await page.locator('.doc-content .code-block .prism-token').count()).toBeGreaterThan(3);
    expect(await page.locator('.doc-content').innerHTML()).not.toContain('\u0000');
    await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
    await page.evaluate(() => window.scrollTo(0, 200));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    const file = path.join(site, 'content/en/guide/start/quick-start.md');
    fs.writeFileSync(
      file,
      fs
        .readFileSync(file, 'utf8')
        .replace('Create a project and start the dev server.', 'Edited while the server runs.'),
    );
    await page.locator('.doc-content p', { hasText: 'Edited while the server runs.' }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
    // The writer keeps their place in the page.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await close();
  });

  it("sends installed packages' code without source maps, and the site's own modules with theirs", async () => {
    const { page, close } = await openPage(browser);
    const scripts = new Map<string, Promise<string>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.set(new URL(response.url()).pathname, response.text());
    });
    await visit(page, `${url}/guide/start/`);
    const inlineMap = async (pathname: string | undefined) => {
      expect(pathname).toBeDefined();
      return (await scripts.get(pathname!)!).includes('sourceMappingURL=data:');
    };
    const paths = [...scripts.keys()];
    expect(await inlineMap(paths.find((p) => /\/node_modules\/\.vite\/deps\/react-dom/.test(p)))).toBe(false);
    expect(await inlineMap(paths.find((p) => p.endsWith('/@vite/client')))).toBe(false);
    expect(await inlineMap(paths.find((p) => p.endsWith('/App.tsx')))).toBe(true);
    await close();
  });

  it('reloads with the new data when the manifest is saved', async () => {
    const { page, close } = await openPage(browser);
    await visit(page, `${url}/guide/start/`);
    const file = path.join(site, 'manifest/nav.json');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"en": "Guide"', '"en": "Handbook"'));
    await page.locator('.navbar-nav a.nav-link', { hasText: 'Handbook' }).waitFor({ timeout: 15_000 });
    await close();
  });

  it('searches the pages as saved, and the first search of a session does not reload the page', async () => {
    const printed = dev.output().length;
    dev.edit(
      'content/en/guide/start/quick-start.md',
      (text) => `${text}\nThe word zeppelinium appears on this page only.\n`,
    );
    // The save's regeneration, then search indexes of it or of a later one: indexes of an earlier
    // save, written meanwhile, would not hold the word yet.
    const generations = (pattern: RegExp) =>
      [...dev.output().slice(printed).matchAll(pattern)].map((match) => Number(match[1]));
    const UPDATED = /updated in \d+ ms \(.*; generation (\d+)\)/g;
    await expect.poll(() => generations(UPDATED).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const saved = generations(UPDATED)[0]!;
    const INDEXED = /search indexes written in \d+ ms \(generation (\d+)\)/g;
    await expect.poll(() => generations(INDEXED).some((g) => g >= saved), { timeout: 30_000 }).toBe(true);
    const { page, errors, close } = await openPage(browser);
    await visit(page, `${url}/guide/start/`);
    await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
    await page.keyboard.press('Control+k');
    await page.locator('.search-input').fill('zeppelinium');
    await page.locator('.search-hit').first().waitFor({ timeout: 15_000 });
    expect(await page.locator('.search-hit').count()).toBe(1);
    expect(await page.locator('.search-hit').first().getAttribute('href')).toMatch(/\/guide\/start\/quick-start/);
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps serving the last good data when a file is broken', async () => {
    const { page, close } = await openPage(browser);
    await visit(page, `${url}/config/dev/hmr`);
    const file = path.join(site, 'content/en/config/dev/hmr.md');
    const printed = dev.output().length;
    fs.writeFileSync(file, `${fs.readFileSync(file, 'utf8')}\n[broken](/no/such/page)\n`);
    // The server names the file and the bad link once it has seen the save.
    await expect
      .poll(() => dev.output().slice(printed), { timeout: 30_000 })
      .toMatch(/hmr\.md[\s\S]*\/no\/such\/page|\/no\/such\/page[\s\S]*hmr\.md/);
    await reloadLive(page);
    expect(await page.locator('.doc-content h1').textContent()).toBe('dev.hmr');
    await close();
  });
});
