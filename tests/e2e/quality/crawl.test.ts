/**
 * A full crawl of every route in both languages in Chromium (no page error, console error, failed
 * request or request to another origin; on a 360 px touch screen, nothing scrolls sideways, no
 * control covers text, no # anchor takes a line of its own and no table column stacks Chinese a
 * character a line), hostile URLs, and a browser with storage blocked.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { abortedByLeaving, baseUrl, useBrowser, openPage, visit } from '../browser.ts';
import { dist } from './dist-pages.ts';
import type { PageIndexRecord } from '../../../common/types.ts';
import { expectedPages } from '../../site-pages.ts';
import { layoutProblems } from './layout-invariants.ts';

const browser = useBrowser();
/** The narrowest phone readers hold, with a touch screen: nothing hovers, so the copy buttons show. */
const PHONE = { viewport: { width: 360, height: 780 }, hasTouch: true };
/** What floats over content on a phone. The scroll-to-top button is checked at the page's end. */
const FLOATING = ['.copy-button', '.scroll-to-top'];

const records = JSON.parse(fs.readFileSync(path.join(dist, 'page-index.json'), 'utf8')) as PageIndexRecord[];
const urls = records.map((r) => `${r.lang === 'en' ? '' : `/${r.lang}`}${r.routePath}`);

describe('crawl', () => {
  it(`loads all ${urls.length} pages without errors or foreign requests, and lays each out for a phone`, async () => {
    // Every page of the content tree, and only those: a crawl over nothing would pass vacuously.
    expect(urls.slice().sort()).toEqual(
      expectedPages()
        .map((p) => p.url)
        .sort(),
    );
    const problems: string[] = [];
    const workers = 3;
    await Promise.all(
      Array.from({ length: workers }, async (_, w) => {
        // A phone's screen: what most readers load. Nothing the app renders depends on the width
        // (CSS alone hides the sidebar and outline), so hydration checks the same tree, and
        // Chromium paints 2.8× fewer pixels: a fifth less CPU per page than at 1280 × 720 (259
        // against 326 ms over 120 pages here).
        const { page, errors, close } = await openPage(browser(), PHONE);
        page.on('request', (r) => {
          if (!r.url().startsWith(baseUrl()) && !r.url().startsWith('data:'))
            problems.push(`foreign request ${r.url()}`);
        });
        for (let i = w; i < urls.length; i += workers) {
          errors.length = 0;
          // Hydration errors show only once the app has taken over, so each page is left live.
          const res = await visit(page, baseUrl() + urls[i]);
          // Read in the page, not with a locator, which would inject Playwright's engine into each.
          const headings = await page.evaluate(() => document.querySelectorAll('main h1').length);
          if (res?.status() !== 200) problems.push(`${urls[i]}: status ${res?.status()}`);
          if (headings === 0) problems.push(`${urls[i]}: no heading in main`);
          const layout = await page.evaluate(layoutProblems, { floatingControls: FLOATING });
          // At the end of the page, where the scroll-to-top button meets the last card. The page
          // waits for the button itself (a locator would inject Playwright's engine here too);
          // pages that cannot scroll, and the home page, have none.
          await page.evaluate(
            () =>
              new Promise<void>((resolve) => {
                window.scrollTo(0, document.documentElement.scrollHeight);
                const check = () =>
                  window.scrollY === 0 ||
                  !document.querySelector('.doc-main') ||
                  document.querySelector('.scroll-to-top')
                    ? resolve()
                    : requestAnimationFrame(check);
                check();
              }),
          );
          layout.push(
            ...(await page.evaluate(layoutProblems, { floatingControls: ['.scroll-to-top'], wholePage: false })),
          );
          problems.push(...[...new Set(layout)].map((p) => `${urls[i]} at 360 px: ${p}`));
          problems.push(...errors.filter((e) => !abortedByLeaving(e)).map((e) => `${urls[i]}: ${e}`));
        }
        await close();
      }),
    );
    expect(problems).toEqual([]);
  }, 600_000);
});

describe('layout invariants', () => {
  it('name a page that scrolls sideways, a control over text, an anchor on a line of its own and a squeezed cell', async () => {
    const { page, close } = await openPage(browser(), PHONE);
    await page.setContent(`<main>
      <h2 id="long" style="width: 200px">Four words of heading<a class="header-anchor" style="display: block">#</a></h2>
      <p style="position: relative">Text under a button <button class="copy-button" style="position: absolute; left: 0; top: 0">copy</button></p>
      <pre style="width: 600px">wide</pre>
      <table style="width: 200px"><tr><td>函数</td><td style="white-space: nowrap">a cell far wider than the whole table may be</td></tr></table>
    </main>`);
    const problems = await page.evaluate(layoutProblems, { floatingControls: FLOATING });
    expect(problems).toEqual([
      'scrolls sideways: 608 px in a 360 px window (widest: pre.)',
      expect.stringMatching(/^\.copy-button covers text at \d+,\d+$/),
      '#long: its # anchor takes a line of its own',
      expect.stringMatching(/^table cell "函数" stacks its text in \d+ px$/),
    ]);
    await close();
  });
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
      await visit(page, baseUrl() + url);
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
    await visit(page, `${baseUrl()}/guide/start/quick-start`);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.locator('.sidebar').getByRole('link', { name: 'Glossary' }).click();
    await page.waitForURL('**/guide/start/glossary');
    await expect.poll(() => page.locator('.doc-content h1').textContent()).toMatch(/Glossary/);
    await page.locator('.navbar-tools button.appearance-toggle').click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    // Choosing a tab tries to remember it: the choice still applies to every group on the page.
    await page.locator('.sidebar').getByRole('link', { name: 'Quick Start' }).click();
    await page.waitForURL('**/guide/start/quick-start');
    const groups = page.locator('.tabs[data-group="pm"]');
    await groups.first().getByRole('tab', { name: 'pnpm' }).click();
    expect(await groups.count()).toBeGreaterThan(1);
    const selected = () =>
      groups.evaluateAll((els) => [
        ...new Set(els.map((el) => el.querySelector('[aria-selected="true"]')?.textContent)),
      ]);
    await expect.poll(selected).toEqual(['pnpm']);
    expect(errors).toEqual([]);
    await close();
  });
});
