/**
 * The search dialog's loading states, intent preloading and what a reader does before the app is
 * live, on a normal CPU and on one throttled 4× (the slowdown Lighthouse uses for a mid-range
 * phone). Network responses are held with page.route so each state can be seen, then released.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appLive, baseUrl, useBrowser, openPage, visit } from '../browser.ts';
import { APP_LIVE, APP_STATE_ATTR, PAGES_DIR } from '../../../common/contract.ts';

const browser = useBrowser();

async function throttle(page: Page, rate: number): Promise<void> {
  if (rate === 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Holds every request matching `pattern` until `release()`; `seen` resolves on the first one. */
async function hold(page: Page, pattern: RegExp): Promise<{ seen: Promise<void>; release: () => void }> {
  const held: Route[] = [];
  let released = false;
  let markSeen: () => void = () => {};
  const seen = new Promise<void>((resolve) => (markSeen = resolve));
  await page.route(pattern, (route) => {
    markSeen();
    if (released) void route.continue();
    else held.push(route);
  });
  return {
    seen,
    release: () => {
      released = true;
      for (const route of held.splice(0)) void route.continue();
    },
  };
}

/** Records, in the page, whether a "no results" text ever appeared. */
async function watchEmptyText(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const w = window as unknown as { sawEmpty: boolean };
    w.sawEmpty = false;
    new MutationObserver(() => {
      if (document.querySelector('.search-empty')) w.sawEmpty = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { sawEmpty: boolean }).sawEmpty);
}

const INDEX = /\/static\/search\/search_index\.(en|zh)\.[0-9a-f]+\.json$/;
const TEXT = /\/static\/search\/search_text\.(en|zh)\.[0-9a-f]+\.json$/;

for (const rate of [1, 4]) {
  describe(`search loading, CPU ${rate}×`, () => {
    it('shows the spinner, never an empty list, while the index loads; then the results', async () => {
      const { page, errors, close } = await openPage(browser());
      await throttle(page, rate);
      const index = await hold(page, INDEX);
      await visit(page, `${baseUrl()}/zh/guide/start/`);
      const sawEmpty = await watchEmptyText(page);
      await page.keyboard.press('Control+k');
      await page.locator('.search-dialog').waitFor({ timeout: 30_000 });
      await page.locator('.search-input').fill('代理');
      await index.seen;
      await page.locator('.search-loading').waitFor();
      expect(await page.locator('.search-hit').count()).toBe(0);
      index.release();
      await page.locator('.search-hit').first().waitFor({ timeout: 20_000 });
      expect(await page.locator('.search-loading').count()).toBe(0);
      expect(await page.locator('.search-hit-page').allTextContents()).toContain('server.proxy');
      expect(await sawEmpty()).toBe(false);
      expect(errors).toEqual([]);
      await close();
    });

    it('shows no spinner when the index is ready before the reader types', async () => {
      const { page, close } = await openPage(browser());
      await throttle(page, rate);
      await visit(page, `${baseUrl()}/guide/start/`);
      await page.locator('.search-button').hover();
      await page.locator('.search-button').click();
      await page.locator('.search-dialog[data-index="ready"]').waitFor({ timeout: 20_000 });
      const sawSpinner = page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            let seen = false;
            const observer = new MutationObserver(() => {
              if (document.querySelector('.search-loading')) seen = true;
              if (document.querySelector('.search-hit')) {
                observer.disconnect();
                resolve(seen);
              }
            });
            observer.observe(document.body, { childList: true, subtree: true });
          }),
      );
      await page.locator('.search-input').fill('port');
      await page.locator('.search-hit').first().waitFor({ timeout: 20_000 });
      expect(await sawSpinner).toBe(false);
      await close();
    });

    it('shows titles first and fills each snippet in when the page text arrives, at a word boundary of prose', async () => {
      const { page, errors, close } = await openPage(browser());
      await throttle(page, rate);
      const text = await hold(page, TEXT);
      await visit(page, `${baseUrl()}/guide/start/`);
      await page.keyboard.press('Control+k');
      await page.locator('.search-dialog').waitFor({ timeout: 30_000 });
      await page.locator('.search-input').fill('proxy');
      await page.locator('.search-hit').first().waitFor({ timeout: 20_000 });
      await text.seen;
      expect(await page.locator('.search-hit-statement-pending').count()).toBeGreaterThan(0);
      expect(await page.locator('.search-hit-statement:not(.search-hit-statement-pending)').count()).toBe(0);
      text.release();
      await page
        .locator('.search-hit-statement:not(.search-hit-statement-pending)')
        .first()
        .waitFor({ timeout: 20_000 });
      await page.locator('.search-hit-statement-pending').first().waitFor({ state: 'detached', timeout: 20_000 });
      const snippets = await page.locator('.search-hit-statement').allTextContents();
      expect(snippets.length).toBeGreaterThan(0);
      for (const snippet of snippets) expect(snippet).toMatch(/^…?[\p{L}\p{N}`"'“(@.-]/u);
      expect(snippets.some((s) => /proxy/i.test(s))).toBe(true);
      expect(await page.locator('.search-hit-statement mark').count()).toBeGreaterThan(0);
      // A heading holding the word is highlighted above its snippet, which does not repeat it.
      const rows = await page.locator('.search-hit').evaluateAll((hits) =>
        hits.map((hit) => ({
          heading: hit.querySelector('.search-hit-header')?.textContent?.replace(/^ › /, '') ?? '',
          snippet: hit.querySelector('.search-hit-statement')?.textContent?.replace(/^…/, '') ?? '',
          marked: hit.querySelector('.search-hit-header mark') !== null,
        })),
      );
      expect(rows.some((row) => row.marked)).toBe(true);
      for (const row of rows) if (row.heading) expect(row.snippet.startsWith(row.heading)).toBe(false);
      expect(errors).toEqual([]);
      await close();
    });

    it('starts loading the index on intent: pointer over the button, or the Ctrl key going down', async () => {
      const { page, close } = await openPage(browser());
      await throttle(page, rate);
      await visit(page, `${baseUrl()}/guide/start/`);
      // The intent listeners are installed by the entry script, which a slow CPU may still be running.
      await appLive(page);
      const hovered = page.waitForRequest(INDEX);
      await page.locator('.search-button').hover();
      await hovered;
      expect(await page.locator('.search-dialog').count()).toBe(0);
      await close();

      const second = await openPage(browser());
      await throttle(second.page, rate);
      await visit(second.page, `${baseUrl()}/zh/guide/start/`);
      await appLive(second.page);
      const pressed = second.page.waitForRequest(INDEX);
      await second.page.keyboard.down('Control');
      expect((await pressed).url()).toMatch(/search_index\.zh\./);
      await second.page.keyboard.up('Control');
      expect(await second.page.locator('.search-dialog').count()).toBe(0);
      await second.close();
    });

    for (const how of ['click', 'Ctrl+K'] as const) {
      it(`opens the dialog once the app is live after a ${how} before hydration`, async () => {
        const { page, errors, close } = await openPage(browser());
        await throttle(page, rate);
        // Holding the page's content keeps the app from hydrating (boot awaits it); the entry already listens.
        const chunk = await hold(page, new RegExp(`/${PAGES_DIR}/en/guide/start/quick-start\\.json$`));
        await page.goto(`${baseUrl()}/guide/start/quick-start`, { waitUntil: 'commit' });
        await chunk.seen;
        await page.locator('.search-button').waitFor();
        await page.waitForFunction(() => document.querySelector('#docs-app')?.getAttribute('data-ssr') === 'true');
        // The hold really holds: the app is not live yet when the reader acts.
        expect(await page.locator(`html[${APP_STATE_ATTR}="${APP_LIVE}"]`).count()).toBe(0);
        if (how === 'click') await page.locator('.search-button').click();
        else await page.keyboard.press('Control+k');
        expect(await page.locator('.search-dialog').count()).toBe(0);
        chunk.release();
        await page.locator('.search-dialog').waitFor({ timeout: 20_000 });
        await page.locator('.search-input').fill('port');
        await page.locator('.search-hit').first().waitFor({ timeout: 20_000 });
        expect(errors).toEqual([]);
        await close();
      });
    }
  });
}
