/** Top bar, sidebar, outline, doc footer and the parts that query flags and front matter hide. */
import { describe, expect, it } from 'vitest';
import { itShows, appLive, baseUrl, useBrowser, openPage, visit } from '../browser.ts';
import { APP_LIVE, APP_STATE_ATTR } from '../../../common/contract.ts';

const browser = useBrowser();

describe('top bar', () => {
  itShows('marks the current section in the nav', async () => {
    const { page, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/config/server/port`);
    const current = page.locator('.navbar-nav a[aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect(await current.textContent()).toBe('Config');
    expect(await page.locator('.navbar-nav a.nav-link').allTextContents()).toEqual([
      'Guide',
      'Config',
      'Plugin',
      'API',
      'Community',
    ]);
    await close();
  });

  it('switches language and keeps the page, both ways', async () => {
    const { page, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/guide/start/quick-start`);
    await page.locator('.navbar-tools .language-menu .popover-trigger').click();
    await page.locator('.language-menu a[hreflang="zh"]').click();
    await page.waitForURL('**/zh/guide/start/quick-start');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh');
    await expect
      .poll(() => page.locator('.navbar-nav a.nav-link').allTextContents())
      .toEqual(['指南', '配置', '插件', 'API', '社区']);
    expect(await page.locator('.doc-content h1').textContent()).toBe('快速开始');
    await page.locator('.navbar-tools .language-menu .popover-trigger').click();
    await page.locator('.language-menu a[hreflang="en"]').click();
    await page.waitForURL(/\/guide\/start\/quick-start$/);
    expect(new URL(page.url()).pathname).toBe('/guide/start/quick-start');
    await close();
  });

  it('opens the more-products popover on hover, in the language of the path', async () => {
    const { page, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/zh/guide/start/`);
    const panel = page.locator('.more-products .popover-panel');
    expect(await panel.isVisible()).toBe(false);
    await page.locator('.more-products .popover-trigger').hover();
    await panel.waitFor({ state: 'visible' });
    expect(await panel.locator('strong').allTextContents()).toEqual(['Rspack', 'Rsbuild', 'Rspress', 'Rsdoctor']);
    expect(await panel.locator('.product-desc').first().textContent()).toBe('基于 Rust 的高性能 Web 打包工具');
    expect(await panel.locator('a').first().getAttribute('href')).toBe('https://rspack.dev/zh/');
    await page.mouse.move(5, 600);
    await panel.waitFor({ state: 'hidden' });
    await visit(page, `${baseUrl()}/guide/start/`);
    await page.locator('.more-products .popover-trigger').hover();
    expect(await page.locator('.more-products .product-desc').first().textContent()).toBe(
      'A fast Rust-based web bundler',
    );
    await close();
  });

  it('opens popovers by tap on touch devices and closes them with a tap outside', async () => {
    const { page, close } = await openPage(browser(), {
      hasTouch: true,
      isMobile: true,
      viewport: { width: 1100, height: 800 },
    });
    await visit(page, `${baseUrl()}/guide/start/`);
    const panel = page.locator('.more-products .popover-panel');
    await page.locator('.more-products .popover-trigger').tap();
    await panel.waitFor({ state: 'visible' });
    await page.locator('.doc-content h1').tap();
    await panel.waitFor({ state: 'hidden' });
    await close();
  });

  it('shows three social links and closes popovers with Escape', async () => {
    const { page, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/`);
    expect(await page.locator('.navbar-tools .social-links > .tooltip-wrapper > a.social-link').count()).toBe(3);
    await page.locator('.navbar-tools .language-menu .popover-trigger').click();
    await page.locator('.language-menu .popover-panel').waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await page.locator('.language-menu .popover-panel').waitFor({ state: 'hidden' });
    await close();
  });

  it('shows a tooltip after hovering a social link', async () => {
    const { page, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/`);
    await page.locator('a.social-link[aria-label="GitHub"]').hover();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor({ state: 'visible' });
    expect(await tooltip.textContent()).toBe('GitHub');
    const box = await tooltip.boundingBox();
    const trigger = await page.locator('a.social-link[aria-label="GitHub"]').boundingBox();
    // Placed above by default; the bar sits at the top of the viewport, so it flips below, 4 px away.
    expect(box!.y - (trigger!.y + trigger!.height)).toBeCloseTo(4, 0);
    await close();
  });

  it('gives narrow screens a hamburger menu whose screen closes at 768 px', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 600, height: 900 } });
    await visit(page, `${baseUrl()}/guide/start/`);
    expect(await page.locator('.navbar-nav .nav-links').first().isVisible()).toBe(false);
    const hamburger = page.locator('button.hamburger');
    expect(await hamburger.isVisible()).toBe(true);
    await hamburger.click();
    const screen = page.locator('#nav-menu-screen');
    await screen.waitFor({ state: 'visible' });
    expect(await screen.locator('a.nav-link').count()).toBe(5);
    // The bar keeps only logo, search and menu; the rest moves into the menu screen.
    expect(await page.locator('.navbar-tools > .tooltip-wrapper button.appearance-toggle').isVisible()).toBe(false);
    expect(await screen.locator('button.appearance-toggle').isVisible()).toBe(true);
    expect(await screen.locator('.language-inline a[hreflang="zh"]').getAttribute('href')).toBe('/zh/guide/start/');
    await page.setViewportSize({ width: 900, height: 900 });
    await screen.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1100, height: 900 });
    expect(await hamburger.isVisible()).toBe(false);
    await close();
  });

  it('hides the navbar while scrolling down and shows it when scrolling up', async () => {
    const { page, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/guide/basic/cli`);
    // Hiding on scroll is the app's doing: scroll once it is live.
    await appLive(page);
    // Instant jumps, so each direction is one settled position (a smooth wheel scroll could still be
    // moving down when the upward one starts).
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    await page.locator('.navbar.navbar-hidden').waitFor({ state: 'attached' });
    await page.evaluate(() => window.scrollTo({ top: 1100, behavior: 'instant' }));
    await page.locator('.navbar.navbar-hidden').waitFor({ state: 'detached' });
    await close();
  });
});

describe('sidebar', () => {
  it('opens the group of the current page, marks the page, and collapses and expands groups', async () => {
    const { page, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/guide/basic/cli`);
    const current = page.locator('.sidebar a[aria-current="page"]');
    expect(await current.textContent()).toMatch(/CLI|Command/i);
    const toggle = page.locator('.sidebar-group-toggle[aria-label="Basic"]');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => current.isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => current.isVisible()).toBe(true);
    await close();
  });

  it('opens on narrow screens from the menu bar and closes on navigation', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 800, height: 900 } });
    await visit(page, `${baseUrl()}/guide/start/`);
    const sidebar = page.locator('.sidebar');
    expect(await sidebar.evaluate((el) => el.getBoundingClientRect().right <= 0)).toBe(true);
    await page.locator('.local-nav-toggle').click();
    await expect.poll(() => sidebar.evaluate((el) => el.getBoundingClientRect().left >= 0)).toBe(true);
    await sidebar.getByRole('link', { name: 'Glossary' }).click();
    await page.waitForURL('**/guide/start/glossary');
    await expect.poll(() => sidebar.evaluate((el) => el.getBoundingClientRect().right <= 0)).toBe(true);
    await close();
  });
});

describe('outline and footer', () => {
  it('titles the outline ON THIS PAGE (目录 in Chinese) and highlights the heading in view', async () => {
    const { page, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/guide/basic/cli`);
    expect(await page.locator('.outline-title').textContent()).toBe('ON THIS PAGE');
    const target = page.locator('.outline a').nth(2);
    const id = (await target.getAttribute('href'))!.slice(1);
    await target.click();
    await expect
      .poll(() => page.evaluate((h) => Math.round(document.getElementById(h)!.getBoundingClientRect().top), id))
      .toBeLessThanOrEqual(80);
    await expect.poll(() => page.locator('.outline a.active').getAttribute('href')).toBe(`#${id}`);
    await visit(page, `${baseUrl()}/zh/guide/basic/cli`);
    expect(await page.locator('.outline-title').textContent()).toBe('目录');
    await close();
  });

  itShows('shows last-updated time, the edit link and previous/next links in the page language', async () => {
    const { page, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/zh/guide/start/glossary`);
    const footer = page.locator('.doc-footer');
    expect(await footer.locator('.last-updated').textContent()).toMatch(/^最后更新时间: /);
    expect(await footer.locator('a.edit-link').textContent()).toBe('在 GitHub 上编辑此页');
    expect(await footer.locator('a.edit-link').getAttribute('href')).toMatch(/\/zh\/guide\/start\/glossary\.md$/);
    expect(await footer.locator('.prev-link .prev-next-label').textContent()).toBe('上一页');
    expect(await footer.locator('.next-link .prev-next-label').textContent()).toBe('下一页');
    expect(await footer.locator('.prev-link').getAttribute('href')).toBe('/zh/guide/start/features');
    await close();
  });
});

describe('print', () => {
  itShows('prints the content without navigation chrome', async () => {
    const { page, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/guide/basic/cli`);
    await page.emulateMedia({ media: 'print' });
    for (const selector of ['.navbar', '.sidebar', '.doc-aside', '.prev-next'])
      expect(await page.locator(selector).isVisible(), selector).toBe(false);
    expect(await page.locator('.doc-content h1').isVisible()).toBe(true);
    await close();
  });
});

describe('hiding parts', () => {
  it('hides navbar, sidebar, outline and footer with query flags, before and after hydration', async () => {
    const { page, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/guide/basic/cli?navbar=0&sidebar=0&outline=0&footer=0`);
    for (const selector of ['.navbar', '.sidebar', '.doc-aside', '.doc-footer']) {
      expect(await page.locator(selector).isVisible(), selector).toBe(false);
    }
    expect(await page.locator('.doc-content h1').isVisible()).toBe(true);
    await visit(page, `${baseUrl()}/guide/basic/cli?outline=0`);
    expect(await page.locator('.navbar').isVisible()).toBe(true);
    expect(await page.locator('.doc-aside').count()).toBe(0);
    await close();
  });

  it('shows the scroll-to-top button once the page is scrolled', async () => {
    const { page, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/guide/basic/cli`);
    expect(await page.locator('.scroll-to-top').count()).toBe(0);
    await page.mouse.wheel(0, 800);
    await page.locator('.scroll-to-top').waitFor({ state: 'visible' });
    await page.locator('.scroll-to-top').click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await close();
  });

  it('shows the scroll-to-top button on a scroll made as the page comes alive, without a timer', async () => {
    const { page, close } = await openPage(browser());
    // The page's clock stands still: only timers due now run (the app needs one to go live), so
    // the scroll below comes within the button's 100 ms throttle of its mount. A button that
    // waited out the throttle would never show.
    await page.clock.install({ time: new Date('2024-05-01T10:00:00Z') });
    await page.clock.pauseAt(new Date('2024-05-01T10:00:01Z'));
    await page.goto(`${baseUrl()}/guide/basic/cli`);
    await expect
      .poll(async () => {
        await page.clock.runFor(0);
        return page.evaluate((attr) => document.documentElement.getAttribute(attr), APP_STATE_ATTR);
      })
      .toBe(APP_LIVE);
    expect(await page.locator('.scroll-to-top').count()).toBe(0);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.locator('.scroll-to-top').count()).toBe(1);
    await close();
  });
});
