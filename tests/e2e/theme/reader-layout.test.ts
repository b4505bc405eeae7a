/**
 * What a reader sees while moving around, at the widths where it used to go wrong: the phone and
 * tablet menu, the sidebar's current link, Back and Forward, the outline below 1181 px, the sticky
 * parts when the top bar hides, #links under the local bar, the search dialog's height, tab strips
 * and the copy button on touch screens. Interactions run at full speed and with the CPU slowed.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appLive, baseUrl, itShows, openPage, useBrowser, visit } from '../browser.ts';

const browser = useBrowser();

/** Whether the element's centre, as the browser hit-tests it, is the element (or inside it). */
function hitTestable(page: Page, selector: string, index: number): Promise<boolean> {
  return page.evaluate(
    ([sel, i]) => {
      const el = document.querySelectorAll(sel)[i];
      if (!el) return false;
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return r.width > 0 && r.height > 0 && hit !== null && el.contains(hit);
    },
    [selector, index] as const,
  );
}

/**
 * Clicks an element where it is painted now. Playwright's click first scrolls its target into
 * view, and for an element in a sticky bar that scroll moves the page (by 400 px here), which a
 * reader's tap never does.
 */
async function clickInPlace(locator: Locator): Promise<void> {
  const box = (await locator.boundingBox())!;
  await locator.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Where the element's top is, relative to the window. */
function topOf(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => Math.round(document.querySelector(sel)!.getBoundingClientRect().top), selector);
}

describe('phone and tablet menu', () => {
  for (const width of [390, 768]) {
    it(`opens at ${width} px with every entry reachable, and its links navigate`, async () => {
      const { page, close } = await openPage(browser(), { viewport: { width, height: 800 }, hasTouch: true });
      await visit(page, `${baseUrl()}/guide/start/`);
      await page.locator('button.hamburger').click();
      const screen = page.locator('#nav-menu-screen');
      await screen.waitFor({ state: 'visible' });
      // The menu fills the window below the bar, not a sliver of it.
      const box = (await screen.boundingBox())!;
      expect(box.height).toBeGreaterThan(800 - 64 - 2);
      const entries = [
        '#nav-menu-screen a.nav-link',
        '#nav-menu-screen .language-inline a',
        '#nav-menu-screen button.appearance-toggle',
        '#nav-menu-screen .social-link',
      ];
      for (const selector of entries) {
        const count = await page.locator(selector).count();
        expect(count, selector).toBeGreaterThan(0);
        for (let i = 0; i < count; i++) expect(await hitTestable(page, selector, i), `${selector} #${i}`).toBe(true);
      }
      await screen.getByRole('link', { name: 'Config' }).click();
      await page.waitForURL('**/config/');
      await screen.waitFor({ state: 'detached' });
      await expect.poll(() => page.locator('main h1').textContent()).toMatch(/Config/);
      await close();
    });
  }
});

describe('sidebar', () => {
  it('shows the current link on load and after navigation, scrolling the sidebar and not the page', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 1280, height: 800 } });
    await visit(page, `${baseUrl()}/config/server/port`);
    const inView = () =>
      page.evaluate(() => {
        const sidebar = document.querySelector('.sidebar')!.getBoundingClientRect();
        const link = document.querySelector('.sidebar-link.active')!.getBoundingClientRect();
        return link.top >= sidebar.top && link.bottom <= sidebar.bottom;
      });
    await expect.poll(inView).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // A page far above in the list, reached from the content: the sidebar follows.
    await page.evaluate(() => document.querySelector('.sidebar')!.scrollTo(0, 0));
    await page.locator('.sidebar').getByRole('link', { name: 'tools.swc', exact: true }).click();
    await page.waitForURL('**/config/tools/swc');
    await expect.poll(inView).toBe(true);
    await close();
  });

  it('opens the phone drawer at the current link', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 390, height: 800 }, hasTouch: true });
    await visit(page, `${baseUrl()}/config/tools/swc`);
    await page.locator('.local-nav-toggle').click();
    await page.locator('.sidebar.sidebar-open').waitFor();
    await expect.poll(() => hitTestable(page, '.sidebar-link.active', 0)).toBe(true);
    await close();
  });
});

describe('history', () => {
  it('returns to where the reader was on Back, and to the top of a new page', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 1280, height: 800 } });
    await visit(page, `${baseUrl()}/guide/basic/css-usage`);
    // A link to another page, far down the content.
    const link = page.locator('.doc-content a[href^="/config/"]').last();
    await link.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(1000);
    await link.click();
    await page.waitForURL('**/config/**');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL('**/guide/basic/css-usage');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(before));
    await page.goForward();
    await page.waitForURL('**/config/**');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await close();
  });
  it('files a position under the entry it was taken on, when Back lands on a long page', async () => {
    // On Back the browser restores the earlier entry's position at once when the page still on
    // screen is tall enough; that position must not be filed under the entry being left.
    const { page, close } = await openPage(browser(), { viewport: { width: 1280, height: 800 } });
    await visit(page, `${baseUrl()}/guide/basic/css-usage`);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200);
    // Where the reader leaves from: the click may first scroll the link fully into view.
    await page.evaluate(() =>
      document.addEventListener('click', () => ((window as unknown as { __leftAt: number }).__leftAt = scrollY), {
        capture: true,
        once: true,
      }),
    );
    await page.locator('.sidebar').getByRole('link', { name: 'Static Assets', exact: true }).click();
    await page.waitForURL('**/guide/basic/static-assets');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const leftAt = await page.evaluate(() => Math.round((window as unknown as { __leftAt: number }).__leftAt));
    expect(leftAt).toBeGreaterThan(1000);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(leftAt + 800);
    await page.goBack();
    await page.waitForURL('**/guide/basic/css-usage');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(leftAt);
    await page.goForward();
    await page.waitForURL('**/guide/basic/static-assets');
    await expect.poll(() => page.locator('.doc-content h1').textContent()).toMatch(/Static Assets/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await close();
  });
});

describe('outline menu', () => {
  for (const [width, lang] of [
    [1100, ''],
    [390, '/zh'],
  ] as const) {
    it(`offers the outline as a drop-down at ${width} px, the current section marked`, async () => {
      const { page, close } = await openPage(browser(), { viewport: { width, height: 800 }, hasTouch: width < 800 });
      await visit(page, `${baseUrl()}${lang}/guide/basic/cli`);
      expect(await page.locator('.doc-aside').isVisible()).toBe(false);
      const toggle = page.locator('.outline-menu-toggle');
      await clickInPlace(toggle);
      const panel = page.locator('#outline-menu');
      await panel.waitFor({ state: 'visible' });
      const entries = panel.locator('a');
      expect(await entries.count()).toBeGreaterThan(4);
      expect(await panel.locator('a.active').count()).toBe(1);
      const third = entries.nth(2);
      const id = (await third.getAttribute('href'))!.slice(1);
      await third.click();
      await panel.waitFor({ state: 'detached' });
      // The heading lands 8 px below the top bar (64 px) and the local bar (44 px), not under them.
      await expect
        .poll(() => page.evaluate((h) => Math.round(document.getElementById(h)!.getBoundingClientRect().top), id))
        .toBe(64 + 44 + 8);
      await clickInPlace(toggle);
      await expect.poll(() => panel.locator('a.active').getAttribute('href')).toBe(`#${id}`);
      // A tap outside closes it: the page's bottom edge, which the panel never reaches.
      await page.mouse.click(width / 2, 790);
      await panel.waitFor({ state: 'detached' });
      await close();
    });
  }
});

describe('sticky parts', () => {
  it('move up to the window edge while the top bar is hidden', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 1280, height: 800 } });
    await visit(page, `${baseUrl()}/guide/basic/cli`);
    await appLive(page);
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    await page.locator('.navbar.navbar-hidden').waitFor({ state: 'attached' });
    await expect.poll(() => topOf(page, '.sidebar')).toBe(0);
    await expect.poll(() => topOf(page, '.outline')).toBe(32);
    await close();
  });

  it('keep the phone menu bar at the window edge while the top bar is hidden', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 390, height: 800 }, hasTouch: true });
    await visit(page, `${baseUrl()}/guide/basic/cli`);
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    await page.locator('.navbar.navbar-hidden').waitFor({ state: 'attached' });
    await expect.poll(() => topOf(page, '.local-nav')).toBe(0);
    await close();
  });
});

describe('#links', () => {
  itShows('land below the menu bar on a phone, without a focus ring on the heading', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 390, height: 800 }, hasTouch: true });
    await visit(page, `${baseUrl()}/guide/basic/cli#rsbuild-build`);
    const heading = '#rsbuild-build';
    const top = await topOf(page, heading);
    const barBottom = await page.evaluate(() =>
      Math.round(document.querySelector('.local-nav')!.getBoundingClientRect().bottom),
    );
    expect(top).toBeGreaterThanOrEqual(barBottom);
    const outline = await page.evaluate((sel) => getComputedStyle(document.querySelector(sel)!).outlineStyle, heading);
    expect(outline).toBe('none');
    await close();
  });
});

describe('search dialog', () => {
  itShows('is as tall as its content when nothing matches, with an edge in dark mode', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
    await visit(page, `${baseUrl()}/guide/start/`);
    await page.locator('.search-button').click();
    await page.locator('.search-input').fill('zzqqxxyy');
    await page.locator('.search-empty').waitFor();
    const box = (await page.locator('.search-dialog').boundingBox())!;
    expect(box.height).toBeLessThan(300);
    const border = await page.evaluate(
      () => getComputedStyle(document.querySelector('.search-dialog')!).borderTopWidth,
    );
    expect(border).toBe('1px');
    await close();
  });
});

/** Each text node under `selector` and how many lines it is laid out on: a word cut by a line end spans two. */
function textNodeLines(page: Page, selector: string): Promise<{ text: string; lines: number; top: number }[]> {
  return page.evaluate((sel) => {
    const root = document.querySelector(sel)!;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const out: { text: string; lines: number; top: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent!.trim() || node.parentElement!.closest('.header-anchor, .tag')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      out.push({
        text: node.textContent!,
        lines: new Set(rects.map((r) => Math.round(r.top))).size,
        top: rects[0]!.top,
      });
    }
    return out;
  }, selector);
}

describe('API names', () => {
  it('wrap after a dot, then at a camel hump, never inside a word: a phone title and the sidebar', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 360, height: 800 } });
    await visit(page, `${baseUrl()}/config/performance/remove-moment-locale`);
    expect(await page.locator('.doc-content h1').textContent()).toBe('performance.removeMomentLocale');
    const title = await textNodeLines(page, '.doc-content h1');
    expect(title.map((t) => t.text)).toEqual(['performance.', 'remove', 'Moment', 'Locale']);
    expect(title.every((t) => t.lines === 1)).toBe(true);
    // Too long for one line at this width: the first line ends at the dot.
    expect(title[1]!.top).toBeGreaterThan(title[0]!.top);
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, `${baseUrl()}/zh/config/performance/remove-console`);
    const link = await textNodeLines(page, '.sidebar-link.active');
    expect(link.map((t) => t.text).join('')).toBe('performance.removeConsole');
    expect(link.every((t) => t.lines === 1)).toBe(true);
    // The sidebar is too narrow for the whole name: it wraps at the dot, not at the camel hump.
    expect(link[1]!.top).toBeGreaterThan(link[0]!.top);
    expect(link[2]!.top).toBe(link[1]!.top);
    await close();
  });
});

describe('content on a phone', () => {
  it('tab strips do not scroll vertically, and the copy button sits in the title bar or waits for a tap', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 390, height: 800 }, hasTouch: true });
    await visit(page, `${baseUrl()}/guide/start/quick-start`);
    const overflow = await page.evaluate(() =>
      [...document.querySelectorAll('.tab-list')].map((list) => list.scrollHeight - list.clientHeight),
    );
    expect(overflow.length).toBeGreaterThan(0);
    expect(overflow.every((px) => px === 0)).toBe(true);
    // A block with a title: the button is in the title bar, above the code.
    const titled = page.locator('.code-block.has-title').first();
    const button = (await titled.locator('.copy-button').boundingBox())!;
    const code = (await titled.locator('pre').boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(code.y);
    // A block without one: hidden until the block is tapped.
    const plain = page.locator('.tab-panel:not([hidden]) .code-block:not(.has-title)').first();
    const opacity = () => plain.locator('.copy-button').evaluate((el) => getComputedStyle(el).opacity);
    expect(await opacity()).toBe('0');
    await plain.locator('pre').tap();
    await expect.poll(opacity).toBe('1');
    await close();
  });
});

describe('diffs', () => {
  itShows('tint each added and removed line across the block, and no other line', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 390, height: 800 } });
    await visit(page, `${baseUrl()}/guide/migration/webpack`);
    const lines = await page.evaluate(() => {
      const block = document.querySelector('.doc-content .code-block[data-lang="diff"]')!;
      const code = block.querySelector('code')!.getBoundingClientRect();
      return [...block.querySelectorAll('.line')].map((line) => ({
        sign: (line.textContent ?? '').charAt(0),
        tinted: getComputedStyle(line).backgroundColor !== 'rgba(0, 0, 0, 0)',
        fullWidth: Math.round(line.getBoundingClientRect().width) === Math.round(code.width),
      }));
    });
    expect(lines.filter((l) => l.sign === '+').length).toBeGreaterThan(0);
    expect(lines.filter((l) => l.sign === '-').length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toEqual({ sign: line.sign, tinted: line.sign !== ' ', fullWidth: true });
    await close();
  });
});
