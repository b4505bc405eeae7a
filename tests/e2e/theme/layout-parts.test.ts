/** Sidebar group headers, the mobile drawer and the overview cards, as a reader uses them. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { itShows, appLive, baseUrl, openPage, useBrowser, visit } from '../browser.ts';
import { dist } from '../quality/dist-pages.ts';

const browser = useBrowser();

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

describe('sidebar group header', () => {
  it('toggles the group from the title text, the chevron and the keyboard', async () => {
    const { page, errors, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/guide/start/quick-start`);
    await appLive(page);
    const header = page.getByRole('button', { name: 'Framework', exact: true });
    const react = page.locator('.sidebar').getByRole('link', { name: 'React', exact: true });
    expect(await header.getAttribute('aria-expanded')).toBe('true');
    await header.locator('.sidebar-group-title').click();
    expect(await header.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => react.isVisible()).toBe(false);
    await header.locator('.sidebar-group-chevron').click();
    expect(await header.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => react.isVisible()).toBe(true);
    await header.focus();
    await page.keyboard.press('Enter');
    expect(await header.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Space');
    expect(await header.getAttribute('aria-expanded')).toBe('true');
    // The control names the region it opens.
    const controls = await header.getAttribute('aria-controls');
    expect(await page.locator(`[id="${controls}"]`).locator('a').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('mobile sidebar drawer', () => {
  it('shows its first line below the bars and locks the page behind while open', async () => {
    const { page, errors, close } = await openPage(browser(), {
      viewport: { width: 390, height: 844 },
      hasTouch: false,
    });
    await visit(page, `${baseUrl()}/guide/start/quick-start`);
    await appLive(page);
    await page.locator('.local-nav-toggle').click();
    const sidebar = page.locator('.sidebar');
    await expect.poll(() => sidebar.evaluate((el) => el.getBoundingClientRect().left)).toBe(0);
    const firstLine = sidebar.locator('.sidebar-group-title').first();
    const lineTop = await firstLine.evaluate((el) => el.getBoundingClientRect().top);
    const barsBottom = await page.locator('.local-nav').evaluate((el) => el.getBoundingClientRect().bottom);
    expect(lineTop).toBeGreaterThanOrEqual(barsBottom);
    // What is drawn at the first line's spot is the first line, not a bar over it.
    const hit = await firstLine.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.left + 4, r.top + 2));
    });
    expect(hit).toBe(true);
    // Wheel over the page behind: nothing moves while the drawer is open...
    await page.mouse.move(370, 600);
    await page.mouse.wheel(0, 600);
    await frames(page, 10);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // ...and the same wheel scrolls it again once the drawer is closed.
    await page.locator('.sidebar-backdrop').click({ position: { x: 370, y: 600 } });
    await expect.poll(() => sidebar.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => window.scrollY > 0);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('overview cards', () => {
  interface Indexed {
    routePath: string;
    lang: string;
    description: string;
  }
  const index = JSON.parse(fs.readFileSync(path.join(dist, 'page-index.json'), 'utf8')) as Indexed[];

  for (const [lang, prefix] of [
    ['en', ''],
    ['zh', '/zh'],
  ] as const) {
    itShows(`shows each page's summary above its headings on ${prefix}/config/`, async () => {
      const { page, close } = await openPage(browser());
      await visit(page, `${baseUrl()}${prefix}/config/`);
      const cards = await page.locator('.overview-card').evaluateAll((els) =>
        els.map((el) => ({
          link: el.querySelector('h3 a')?.getAttribute('href') ?? '',
          desc: el.querySelector('.overview-card-desc')?.textContent ?? '',
          descBeforeHeadings:
            !el.querySelector('ul') || !!el.querySelector('.overview-card-desc + dl + ul, .overview-card-desc + ul'),
          headings: el.querySelectorAll('ul a').length,
        })),
      );
      expect(cards.length).toBeGreaterThan(50);
      for (const card of cards) {
        const routePath = card.link.slice(prefix.length);
        const data = index.find((p) => p.lang === lang && p.routePath === routePath);
        expect(card.desc, card.link).toBe(data?.description);
        expect(card.descBeforeHeadings, card.link).toBe(true);
        expect(card.headings, card.link).toBeGreaterThan(0);
      }
      await close();
    });
  }

  itShows('shows the type and default a config page states', async () => {
    const { page, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/config/server/port`);
    // The page's own statement: the list right under its summary.
    const stated = await page
      .locator('.doc-content > ul')
      .first()
      .locator('li')
      .evaluateAll((lis) =>
        lis.map((li) => [
          li.querySelector('strong')?.textContent?.replace(/[:：]$/, ''),
          li.querySelector('code')?.textContent,
        ]),
      );
    expect(stated.length).toBeGreaterThan(1);
    await visit(page, `${baseUrl()}/config/`);
    const card = page.locator('.overview-card', { has: page.locator('h3 a[href="/config/server/port"]') });
    const shown = await card
      .locator('.overview-card-facts > div')
      .evaluateAll((rows) =>
        rows.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]),
      );
    expect(shown).toEqual(stated);
    await close();
  });
});
