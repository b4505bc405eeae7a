/**
 * A full crawl of every route in both languages in Chromium (no page error, console error, failed
 * request or request to another origin), hostile URLs, and a browser with storage blocked.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser, openPage } from '../browser.ts';
import { dist } from './dist-pages.ts';
import type { PageIndexRecord } from '../../../common/types.ts';

const browser = useBrowser();

const records = JSON.parse(fs.readFileSync(path.join(dist, 'page-index.json'), 'utf8')) as PageIndexRecord[];
const urls = records.map((r) => `${r.lang === 'en' ? '' : `/${r.lang}`}${r.routePath}`);

describe('crawl', () => {
  it(`loads all ${urls.length} pages without errors or foreign requests`, async () => {
    expect(urls.length).toBe(362);
    const problems: string[] = [];
    const workers = 3;
    await Promise.all(
      Array.from({ length: workers }, async (_, w) => {
        const { page, errors, close } = await openPage(browser());
        page.on('request', (r) => {
          if (!r.url().startsWith(baseUrl()) && !r.url().startsWith('data:')) problems.push(`foreign request ${r.url()}`);
        });
        for (let i = w; i < urls.length; i += workers) {
          errors.length = 0;
          const res = await page.goto(baseUrl() + urls[i], { waitUntil: 'load' });
          await page.waitForFunction(() => document.documentElement.style.colorScheme !== '' && !!document.querySelector('main h1'));
          if (res?.status() !== 200) problems.push(`${urls[i]}: status ${res?.status()}`);
          // Leaving a page cancels its in-flight requests (the favicon, typically): not a failure.
          problems.push(...errors.filter((e) => !e.includes('net::ERR_ABORTED')).map((e) => `${urls[i]}: ${e}`));
        }
        await close();
      }),
    );
    expect(problems).toEqual([]);
  }, 600_000);
});

describe('hostile URLs', () => {
  const cases: [string, 'page' | '404', RegExp?][] = [
    ['/%E0%A4%A', '404'],
    ['/guide/../config/', 'page', /Config overview|配置/],
    ['/guide/start/../../guide/start/quick-start', 'page', /Quick Start/],
    ['//guide//start///quick-start', 'page', /Quick Start/],
    [`/${'a'.repeat(5000)}`, '404'],
    ['/zh/zh/guide/', '404'],
    ['/guide/start/index.html', 'page', /Introduction|Rsbuild/],
    ['/指南/开始', '404'],
    ['/guide/start/?q=<script>alert(1)</script>&x="><img src=x onerror=alert(2)>', 'page'],
    ['/zh/config/server/port#<img src=x onerror=alert(3)>', 'page', /server\.port/],
  ];
  for (const [url, kind, heading] of cases) {
    it(`${url.slice(0, 60)} shows ${kind === '404' ? 'the 404 page' : 'the page'}`, async () => {
      const { page, close } = await openPage(browser());
      let dialogs = 0;
      page.on('dialog', (d) => {
        dialogs++;
        void d.dismiss();
      });
      await page.goto(baseUrl() + url, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.documentElement.style.colorScheme !== '');
      const text = await page.locator('main').innerText();
      expect(text.trim().length).toBeGreaterThan(0);
      if (kind === '404') expect(await page.locator('.not-found').count()).toBe(1);
      else {
        expect(await page.locator('.not-found').count()).toBe(0);
        if (heading) expect(await page.locator('main h1').first().innerText()).toMatch(heading);
      }
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      expect(dialogs).toBe(0);
      await close();
    });
  }
});

describe('storage blocked', () => {
  it('renders and navigates with localStorage throwing on every call; appearance falls back to auto', async () => {
    const { page, errors, close } = await openPage(browser(), { colorScheme: 'dark' });
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException('blocked', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { get: fail, configurable: true });
    });
    await page.goto(`${baseUrl()}/guide/start/quick-start`, { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.locator('.sidebar').getByRole('link', { name: 'Glossary' }).click();
    await page.waitForURL('**/guide/start/glossary');
    await expect.poll(() => page.locator('.doc-content h1').textContent()).toMatch(/Glossary/);
    await page.locator('.navbar-tools button.appearance-toggle').click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.locator('.tabs[data-group="pm"] [role="tab"]').first().isVisible().catch(() => false);
    expect(errors).toEqual([]);
    await close();
  });
});
