/**
 * What a reader does before the app is live is never lost or undone: a remembered code tab is
 * shown at first paint, button clicks (appearance, sidebar group) take effect once the app is
 * live, and an outline anchor jumps natively and stays put through hydration. The page's scripts
 * are held back until the test releases them, so "before hydration" is a state, not a race.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appLive, baseUrl, openPage, useBrowser, visit } from '../browser.ts';
import { NAV_SCROLL_OFFSET } from '../../../renderer/hooks/active-heading.ts';
import { APP_ROOT_ID, APPEARANCE_KEY, PAGE_CONTENT_ATTRIBUTE, TAB_STORAGE_PREFIX } from '../../../common/contract.ts';

const browser = useBrowser();

/** Holds every script of the page until `release()` is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens `url` and waits until its HTML is parsed: the held scripts have not run. */
async function openParsed(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
}

/** Waits for `count` animation frames in the page. */
const frames = (page: Page, count: number) =>
  page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        let left = n;
        const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
    count,
  );

describe('before hydration', () => {
  it('downloads only the stylesheet and the entry before the first paint, then the app and the page content once', async () => {
    const { page, errors, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/zh/guide/start/quick-start`);
    const expectedContent = await page.locator(`#${APP_ROOT_ID}`).getAttribute(PAGE_CONTENT_ATTRIBUTE);
    expect(expectedContent).toMatch(/^\/static\/pages\/zh\/guide\/start\/quick-start\.json$/);
    const { paint, resources } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
      resources: performance
        .getEntriesByType('resource')
        .map((r) => ({ path: new URL(r.name).pathname, start: r.startTime })),
    }));
    expect(paint).not.toBeNull();
    const before = resources.filter((r) => r.start < paint!).map((r) => r.path);
    expect(before.filter((p) => !/\.(css|svg|png)$/.test(p))).toEqual([
      expect.stringMatching(/^\/assets\/index-[^/]+\.js$/),
    ]);
    // The entry's preload and the app's fetch of the content file are one download.
    expect(resources.filter((r) => r.path.startsWith('/static/pages/')).map((r) => r.path)).toEqual([expectedContent]);
    expect(resources.filter((r) => /^\/assets\/boot-[^/]+\.js$/.test(r.path))).toHaveLength(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows a remembered tab at first paint, and hydration keeps it without warnings', async () => {
    const { page, errors, close } = await openPage(browser());
    await page.addInitScript(([key]) => localStorage.setItem(key!, 'pnpm'), [`${TAB_STORAGE_PREFIX}pm`]);
    const release = await holdScripts(page);
    await openParsed(page, `${baseUrl()}/guide/start/quick-start`);
    const group = page.locator('.tabs[data-group="pm"]').first();
    const shown = () =>
      group
        .locator('.tab-panel')
        .evaluateAll((panels) =>
          panels.filter((p) => getComputedStyle(p).display !== 'none').map((p) => p.getAttribute('data-label')),
        );
    const look = (label: string) =>
      group.locator(`.tab[data-label="${label}"]`).evaluate((b) => getComputedStyle(b).borderBottomColor);
    expect(await page.locator('html[data-app]').count()).toBe(0);
    expect(await shown()).toEqual(['pnpm']);
    const chosenLook = await look('pnpm');
    expect(chosenLook).not.toBe(await look('npm'));
    release();
    await appLive(page);
    expect(await shown()).toEqual(['pnpm']);
    expect(await group.locator('[aria-selected="true"]').textContent()).toBe('pnpm');
    expect(await look('pnpm')).toBe(chosenLook);
    // After hydration the reader's next choice wins over the remembered one.
    await group.getByRole('tab', { name: 'yarn' }).click();
    expect(await shown()).toEqual(['yarn']);
    expect(errors).toEqual([]);
    await close();
  });

  it('applies early button clicks (appearance, sidebar group) once the app is live', async () => {
    const { page, errors, close } = await openPage(browser(), { colorScheme: 'light' });
    const release = await holdScripts(page);
    await openParsed(page, `${baseUrl()}/guide/start/quick-start`);
    const basic = page.locator('.sidebar-group-toggle[aria-label="Basic"]');
    await page.locator('.navbar-tools button.appearance-toggle').click();
    await basic.click();
    expect(await page.locator('html[data-app]').count()).toBe(0);
    release();
    await appLive(page);
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(await page.evaluate((k) => localStorage.getItem(k), APPEARANCE_KEY)).toBe('dark');
    expect(await basic.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await close();
  });

  it('opens search once for a Ctrl+K pressed before any script ran', async () => {
    const { page, errors, close } = await openPage(browser());
    const release = await holdScripts(page);
    await openParsed(page, `${baseUrl()}/guide/start/quick-start`);
    await page.keyboard.press('Control+k');
    expect(await page.locator('html[data-app]').count()).toBe(0);
    release();
    await appLive(page);
    await page.locator('.search-dialog').waitFor();
    // Replayed once: a second toggle would close it again within a few frames.
    await frames(page, 30);
    expect(await page.locator('.search-dialog').count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps an outline jump made before hydration, the heading below the top bar', async () => {
    const { page, errors, close } = await openPage(browser());
    const release = await holdScripts(page);
    await openParsed(page, `${baseUrl()}/guide/basic/cli`);
    const link = page.locator('.outline a').nth(2);
    const id = (await link.getAttribute('href'))!.slice(1);
    const top = () => page.evaluate((h) => Math.round(document.getElementById(h)!.getBoundingClientRect().top), id);
    await link.click();
    // Not waitForURL: it waits for the load event, which the held scripts delay.
    await page.waitForFunction((h) => location.hash === `#${h}`, id);
    expect(await top()).toBe(NAV_SCROLL_OFFSET);
    release();
    await appLive(page);
    await frames(page, 30);
    expect(await top()).toBe(NAV_SCROLL_OFFSET);
    expect(new URL(page.url()).hash).toBe(`#${id}`);
    expect(errors).toEqual([]);
    await close();
  });
});
