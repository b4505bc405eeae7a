/**
 * What a reader sees and does on the built site: hydration without errors, client-side navigation
 * that fetches only the next page's content, the progress bar, failures that never blank the page,
 * the 404 page, and pages that read fine with JavaScript off.
 */
import { describe, expect, it } from 'vitest';
import { itShows, baseUrl, useBrowser, openPage, visit } from './browser.ts';
import { PAGES_DIR } from '../../common/contract.ts';

const browser = useBrowser();

describe('hydration', () => {
  for (const path of [
    '/',
    '/zh/',
    '/guide/start/quick-start',
    '/zh/guide/start/quick-start',
    '/config/',
    '/zh/config/server/port',
    '/plugins/list/plugin-react',
    '/community/releases/v0-6',
  ]) {
    it(`hydrates ${path} without console errors or warnings`, async () => {
      const { page, errors, close } = await openPage(browser());
      await visit(page, baseUrl() + path);
      // The app is live once React has attached: the theme toggle responds.
      await page.waitForFunction(() => document.documentElement.style.colorScheme !== '');
      await page
        .getByRole('button', { name: /Switch between light and dark|切换浅色与深色模式/ })
        .first()
        .click();
      await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
      expect(errors).toEqual([]);
      await close();
    });
  }
});

describe('client-side navigation', () => {
  it('follows a sidebar link without a full page load, fetching only the next page content', async () => {
    const { page, errors, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/guide/start/quick-start`);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.locator('.sidebar').getByRole('link', { name: 'Glossary' }).click();
    await page.waitForURL('**/guide/start/glossary');
    await expect.poll(() => page.locator('.doc-content h1').textContent()).toMatch(/Glossary/);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    // Chromium asks for the favicon on its own schedule; everything else must be the one content file.
    expect(requests.filter((u) => !u.endsWith('/favicon.svg'))).toEqual([
      expect.stringMatching(new RegExp(`^${baseUrl()}/${PAGES_DIR}/en/guide/start/glossary\\.json$`)),
    ]);
    expect(await page.title()).toMatch(/^Glossary/);
    expect(errors).toEqual([]);
    await close();
  });

  it('follows links inside the content client-side too', async () => {
    const { page, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/guide/start/`);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
    const link = page.locator('.doc-content a[href="/guide/start/quick-start"]').first();
    await link.click();
    await page.waitForURL('**/guide/start/quick-start');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
    await close();
  });

  it('follows the navbar and the next-page link client-side, and leaves a Ctrl+click to the browser', async () => {
    const { page, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/guide/start/quick-start`);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 9));
    const next = page.locator('.doc-footer a.next-link');
    const nextPath = new URL((await next.evaluate((a: HTMLAnchorElement) => a.href)) as string).pathname;
    await next.click();
    await page.waitForURL(`**${nextPath}`);
    await page.locator('.navbar a.nav-link', { hasText: 'Config' }).first().click();
    await page.waitForURL('**/config/**');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(9);

    // With a modifier the browser opens the link in a new tab, and this page stays where it is.
    const here = page.url();
    const opened = page.context().waitForEvent('page');
    await page
      .locator('.sidebar a.sidebar-link')
      .first()
      .click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await tab.close();
    expect(page.url()).toBe(here);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(9);
    await close();
  });

  it('replaces the history entry when a link points at the page already shown', async () => {
    const { page, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/guide/start/quick-start`);
    const before = await page.evaluate(() => history.length);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 3));
    await page.locator('.sidebar a.sidebar-link.active').click();
    // The router took the click: a full load would have cleared the marker.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(3);
    expect(await page.evaluate(() => history.length)).toBe(before);
    await close();
  });

  // The 200 ms are counted on the page's clock, stopped and moved by the test, so a busy machine
  // or a throttled CPU cannot make a fast page slow or a slow one fast.
  it('shows the progress bar when a page takes longer than 200 ms', async () => {
    const { page, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/guide/start/quick-start`);
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    // The next page's content is held: a page that stays slow for as long as the test needs.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(`**/${PAGES_DIR}/**`, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await page.locator('.sidebar').getByRole('link', { name: 'Glossary' }).click();
    await expect.poll(() => requested).toBe(true);
    await page.clock.runFor(199);
    expect(await page.locator('.progress-bar.visible').count()).toBe(0);
    await page.clock.runFor(2);
    await page.locator('.progress-bar.visible').waitFor({ state: 'attached' });
    // While the page loads, the current one stays on screen.
    expect(await page.locator('.doc-content h1').textContent()).toMatch(/Quick Start/);
    release();
    await page.waitForURL('**/guide/start/glossary');
    await expect.poll(() => page.locator('.doc-content h1').textContent()).toMatch(/Glossary/);
    await page.locator('.progress-bar.visible').waitFor({ state: 'detached' });
    await close();
  });

  it('does not show the progress bar for a page that arrives within 200 ms', async () => {
    const { page, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/guide/start/quick-start`);
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    let shown = false;
    await page.exposeFunction('__progressSeen', () => (shown = true));
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector('.progress-bar.visible'))
          (window as unknown as { __progressSeen: () => void }).__progressSeen();
      }).observe(document.body, { attributes: true, subtree: true, attributeFilter: ['class'] });
    });
    await page.locator('.sidebar').getByRole('link', { name: 'Features', exact: true }).click();
    // No page time passes while the page loads: on the page's clock it took no time at all.
    await expect.poll(() => page.locator('.doc-content h1').textContent()).toMatch(/Features/);
    // The bar's timer was cancelled when the page arrived: letting time pass now shows nothing.
    await page.clock.runFor(1000);
    expect(shown).toBe(false);
    expect(await page.locator('.progress-bar.visible').count()).toBe(0);
    await close();
  });

  it('logs a failed page load to the console and keeps the current page on screen', async () => {
    const { page, errors, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/guide/start/quick-start`);
    await page.route(`**/${PAGES_DIR}/**`, (route) => route.abort());
    await page.locator('.sidebar').getByRole('link', { name: 'Glossary' }).click();
    await expect.poll(() => errors.some((e) => e.includes('failed to load'))).toBe(true);
    expect(await page.locator('.doc-content h1').textContent()).toMatch(/Quick Start/);
    expect(await page.locator('.sidebar').isVisible()).toBe(true);
    await close();
  });
});

describe('404', () => {
  itShows('renders the 404 page in the language of the path, with a link home', async () => {
    const { page, errors, close } = await openPage(browser());
    const res = await visit(page, `${baseUrl()}/zh/guide/nothing-here`);
    expect(res?.status()).toBe(404);
    await expect.poll(() => page.locator('.not-found-title').textContent()).toBe('页面不存在');
    expect(await page.locator('.not-found-code').textContent()).toBe('404');
    expect(await page.locator('.not-found a').getAttribute('href')).toBe('/zh/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh');
    expect(errors.filter((e) => !e.includes('404 (Not Found)'))).toEqual([]);
    await close();
  });

  itShows('renders the English 404 page with a link to the root', async () => {
    const { page, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/no/such/page`);
    expect(await page.locator('.not-found-title').textContent()).toBe('PAGE NOT FOUND');
    expect(await page.getByRole('link', { name: 'Take me home' }).getAttribute('href')).toBe('/');
    await close();
  });
});

describe('without JavaScript', () => {
  itShows('shows content, navigation, sidebar links and the language link', async () => {
    const { page, close } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/zh/guide/start/quick-start`);
    expect(await page.locator('.doc-content h1').textContent()).toMatch(/快速开始/);
    expect(await page.locator('.doc-content').innerText()).toContain('rsbuild');
    expect(await page.locator('.sidebar a').count()).toBeGreaterThan(5);
    expect(await page.locator('.navbar-nav a.nav-link').count()).toBe(5);
    await page.locator('.language-menu').hover();
    const english = page.locator('.language-menu a[hreflang="en"]');
    expect(await english.isVisible()).toBe(true);
    expect(await english.getAttribute('href')).toBe('/guide/start/quick-start');
    await page.locator('.sidebar a', { hasText: '名词解释' }).first().click();
    await page.waitForURL('**/zh/guide/start/glossary');
    expect(await page.locator('.doc-content h1').textContent()).toMatch(/名词解释/);
    await close();
  });
});
