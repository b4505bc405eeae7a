/**
 * Popovers and tooltips stay inside a narrow viewport: with their trigger pinned to its right
 * edge or its bottom-right corner, @floating-ui/dom flips and shifts them inside, and the arrow
 * still points at the trigger. The library is fetched only when a popup first opens.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, openPage, useBrowser, visit } from '../browser.ts';

const browser = useBrowser();
const VIEWPORT = { width: 360, height: 640 };

/**
 * The bar hides these triggers at 360 px and is a containing block for fixed children; pin the
 * trigger to an edge of the viewport itself.
 */
async function pin(page: Page, selector: string, edge: 'right' | 'bottom'): Promise<void> {
  const place = edge === 'right' ? 'top: 200px; right: 0;' : 'bottom: 0; right: 0;';
  await page.addStyleTag({
    content: `.navbar { backdrop-filter: none !important; transform: none !important; } ${selector} { position: fixed !important; display: inline-flex !important; ${place} left: auto; z-index: 500; }`,
  });
}

async function expectInsideAndPointing(popup: Locator, trigger: Locator): Promise<void> {
  // The tooltip slides 2 px in as it appears: measure where it comes to rest.
  await popup.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const box = (await popup.boundingBox())!;
  const arrow = (await popup.locator('.popup-arrow').boundingBox())!;
  const target = (await trigger.boundingBox())!;
  // Fully inside the viewport.
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORT.width);
  expect(box.y + box.height).toBeLessThanOrEqual(VIEWPORT.height);
  // Beside the trigger, not over it, 4 px away.
  const above = box.y + box.height <= target.y;
  const below = box.y >= target.y + target.height;
  expect(above || below).toBe(true);
  expect(above ? target.y - (box.y + box.height) : box.y - (target.y + target.height)).toBeCloseTo(4, 0);
  // The arrow's centre is over the trigger, on the popup's side that faces it.
  const arrowX = arrow.x + arrow.width / 2;
  expect(arrowX).toBeGreaterThan(target.x);
  expect(arrowX).toBeLessThan(target.x + target.width);
  const arrowY = arrow.y + arrow.height / 2;
  if (above) expect(arrowY).toBeGreaterThan(box.y + box.height / 2);
  else expect(arrowY).toBeLessThan(box.y + box.height / 2);
}

describe('popups at the edges of a 360 px viewport', () => {
  for (const edge of ['right', 'bottom'] as const) {
    it(`keeps the more-products popover inside at the ${edge} edge, its arrow on the trigger`, async () => {
      const { page, errors, close } = await openPage(browser(), { viewport: VIEWPORT });
      await visit(page, `${baseUrl()}/guide/start/`);
      await pin(page, '.navbar .more-products', edge);
      const trigger = page.locator('.more-products .popover-trigger');
      await trigger.dispatchEvent('click');
      const panel = page.locator('.more-products .popover-panel[data-placement]');
      await panel.waitFor({ state: 'visible' });
      await expectInsideAndPointing(panel, trigger);
      expect(await panel.getAttribute('data-placement')).toMatch(edge === 'right' ? /^bottom/ : /^top/);
      expect(await panel.evaluate((el) => getComputedStyle(el).zIndex)).toBe('1030');
      expect(errors).toEqual([]);
      await close();
    });

    it(`keeps a tooltip inside at the ${edge} edge, its arrow on the trigger`, async () => {
      const { page, errors, close } = await openPage(browser(), { viewport: VIEWPORT });
      await visit(page, `${baseUrl()}/guide/start/`);
      await pin(page, '.navbar-tools > .tooltip-wrapper', edge);
      const trigger = page.locator('.navbar-tools > .tooltip-wrapper button.appearance-toggle');
      await trigger.focus();
      const tooltip = page.locator('.navbar-tools .tooltip[data-placement]');
      await tooltip.waitFor({ state: 'visible' });
      await expectInsideAndPointing(tooltip, trigger);
      expect(await tooltip.evaluate((el) => [getComputedStyle(el).zIndex, getComputedStyle(el).maxWidth])).toEqual([
        '1070',
        '250px',
      ]);
      expect(errors).toEqual([]);
      await close();
    });
  }

  it('fetches the positioning library only when a popup first opens', async () => {
    const { page, close } = await openPage(browser(), { viewport: { width: 1280, height: 800 } });
    const scripts: string[] = [];
    page.on('response', async (r) => {
      if (r.request().resourceType() === 'script') scripts.push(await r.text());
    });
    await visit(page, `${baseUrl()}/guide/start/`);
    // getClippingRect is a method name of the library's platform object; minifying keeps it.
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((s) => s.includes('getClippingRect'))).toBe(false);
    await page.locator('.more-products .popover-trigger').dispatchEvent('click');
    await page.locator('.more-products .popover-panel[data-placement]').waitFor({ state: 'visible' });
    await expect.poll(() => scripts.some((s) => s.includes('getClippingRect'))).toBe(true);
    await close();
  });
});
