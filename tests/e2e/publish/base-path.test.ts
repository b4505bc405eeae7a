/**
 * The site works under a base path: the fixture site is built with `--base /docs/` and served
 * under it; links, assets, search, feeds and sitemap all carry the base.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, visit } from '../browser.ts';
import { createStaticServer, listen } from '../../../server/static-server.ts';
import { SCRIPT_NODE_ARGS } from '../../../scripts/cli.ts';

const project = path.resolve(import.meta.dirname, '../../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'base-'));
const out = path.join(work, 'dist');
let server: http.Server;
let origin = '';
let browser: Browser;

beforeAll(async () => {
  const result = spawnSync(
    process.execPath,
    [
      ...SCRIPT_NODE_ARGS,
      'scripts/build.ts',
      '--root',
      'tests/fixtures/mini-site',
      '--out',
      out,
      '--base',
      '/docs/',
      '--no-cache',
    ],
    { cwd: project, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  server = createStaticServer({ dir: out, base: '/docs/' });
  origin = `http://127.0.0.1:${await listen(server, 0)}`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((r) => server?.close(r));
  fs.rmSync(work, { recursive: true, force: true });
});

describe('base path /docs/', () => {
  it('serves pages, assets and the 404 page under the base', async () => {
    const { page, errors, close } = await openPage(browser);
    const res = await visit(page, `${origin}/docs/guide/start/`);
    expect(res?.status()).toBe(200);
    expect(await page.locator('.doc-content h1').textContent()).toBe('Introduction');
    expect(await page.locator('.logo img').first().getAttribute('src')).toBe('/docs/logo-light.svg');
    expect(await page.locator('.doc-content a[href^="/docs/guide/start/quick-start"]').count()).toBe(1);
    await page.locator('.sidebar').getByRole('link', { name: 'Quick Start' }).click();
    await page.waitForURL(`${origin}/docs/guide/start/quick-start`);
    await expect.poll(() => page.locator('.doc-content h1').textContent()).toBe('Quick Start');
    await page.locator('.navbar-tools .language-menu .popover-trigger').click();
    await page.locator('.language-menu a[hreflang="zh"]').click();
    await page.waitForURL(`${origin}/docs/zh/guide/start/quick-start`);
    expect(errors).toEqual([]);
    const missing = await visit(page, `${origin}/docs/zh/nothing`);
    expect(missing?.status()).toBe(404);
    expect(await page.locator('.not-found a').getAttribute('href')).toBe('/docs/zh/');
    await close();
  });

  it('zooms content images once attached, 100 ms after the page shows; closes by click and Escape; detaches on leave', async () => {
    const { page, errors, close } = await openPage(browser);
    const scripts: string[] = [];
    page.on('response', async (r) => {
      if (r.request().resourceType() === 'script') scripts.push(await r.text());
    });
    // A page without content images never loads medium-zoom.
    await visit(page, `${origin}/docs/guide/start/`);
    expect(await page.locator('.doc-content img').count()).toBe(0);
    expect(scripts.some((s) => s.includes('.medium-zoom-overlay{'))).toBe(false);
    await page.locator('.sidebar').getByRole('link', { name: 'Quick Start' }).click();
    await page.waitForURL(`${origin}/docs/guide/start/quick-start`);
    const image = page.locator('.doc-content img');
    expect(await image.getAttribute('src')).toBe('/docs/og-image.png');
    await page.locator('.doc-content[data-zoom="on"] img.medium-zoom-image').waitFor();
    await expect.poll(() => scripts.some((s) => s.includes('.medium-zoom-overlay{'))).toBe(true);
    const overlay = page.locator('.medium-zoom-overlay');
    // medium-zoom ignores a close while it animates the opening: wait for its `opened` event.
    const openFully = async () => {
      const opened = image.evaluate(
        (img) =>
          new Promise<void>((resolve) => img.addEventListener('medium-zoom:opened', () => resolve(), { once: true })),
      );
      await image.click();
      await opened;
      await overlay.waitFor();
    };
    await openFully();
    await page.locator('img.medium-zoom-image--opened').click();
    await overlay.waitFor({ state: 'detached' });
    await openFully();
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
    // Leaving the page detaches the zoom: the next page's content has no zoomable image and a
    // click on the old image (kept by reference) opens nothing.
    const old = await image.elementHandle();
    await page.locator('.sidebar').getByRole('link', { name: 'Introduction' }).click();
    await page.waitForURL(`${origin}/docs/guide/start/`);
    await page.locator('.doc-content h1', { hasText: 'Introduction' }).waitFor();
    expect(await page.locator('.doc-content[data-zoom]').count()).toBe(0);
    expect(await old!.evaluate((img) => img.classList.contains('medium-zoom-image'))).toBe(false);
    expect(await page.locator('.medium-zoom-image').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('searches with the index under the base', async () => {
    const { page, errors, close } = await openPage(browser);
    await visit(page, `${origin}/docs/`);
    await page.keyboard.press('Control+k');
    await page.locator('.search-input').fill('hot module');
    await page.locator('.search-hit').first().waitFor();
    expect(await page.locator('.search-hit').first().getAttribute('href')).toMatch(/^\/docs\/config\/dev\/hmr/);
    expect(errors).toEqual([]);
    await close();
  });

  it('writes feeds and sitemap with the base', () => {
    expect(fs.readFileSync(path.join(out, 'rss/releases.xml'), 'utf8')).toContain(
      '<link>https://rsbuild.dev/docs/community/releases/v0-6</link>',
    );
    expect(fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).toContain(
      '<loc>https://rsbuild.dev/docs/zh/guide/start/quick-start</loc>',
    );
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toContain(
      'href="https://rsbuild.dev/docs/rss/releases.xml"',
    );
  });
});
