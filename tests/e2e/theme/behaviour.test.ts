/** State the reader changes: colour scheme, language redirect, copy buttons, tabs. */
import { describe, expect, it } from 'vitest';
import { appLive, baseUrl, useBrowser, openPage, visit, reloadLive } from '../browser.ts';
import { APPEARANCE_KEY } from '../../../common/contract.ts';

const browser = useBrowser();

const KEY = APPEARANCE_KEY;

describe('appearance', () => {
  it('toggles between light and dark and remembers the choice', async () => {
    const { page, close } = await openPage(browser(), { colorScheme: 'light' });
    await visit(page, `${baseUrl()}/guide/start/`);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.locator('.navbar-tools button.appearance-toggle').click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('dark');
    await reloadLive(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.locator('.navbar-tools button.appearance-toggle').click();
    expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('light');
    await close();
  });

  it("says whether dark is on: the toggle's pressed state follows the scheme on screen from hydration on", async () => {
    for (const colorScheme of ['dark', 'light'] as const) {
      const { page, close } = await openPage(browser(), { colorScheme });
      await visit(page, `${baseUrl()}/guide/start/quick-start`);
      const toggle = page.locator('.navbar-tools button.appearance-toggle');
      const pressed = () => toggle.getAttribute('aria-pressed');
      await expect.poll(pressed).toBe(String(colorScheme === 'dark'));
      await toggle.click();
      await expect.poll(pressed).toBe(String(colorScheme !== 'dark'));
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        colorScheme !== 'dark',
      );
      await close();
    }
  });

  it('decides the scheme before first paint (no flash)', async () => {
    const { page, close } = await openPage(browser(), { colorScheme: 'light' });
    await page.addInitScript((k) => {
      localStorage.setItem(k, 'dark');
      // Record the scheme at the first moment the body exists, before any module script runs.
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { __firstScheme: boolean }).__firstScheme =
            document.documentElement.classList.contains('dark');
      });
    }, KEY);
    await visit(page, `${baseUrl()}/guide/start/`);
    expect(await page.evaluate(() => (window as unknown as { __firstScheme: boolean }).__firstScheme)).toBe(true);
    await close();
  });

  it('follows the system preference in auto, and treats an unknown stored value as auto', async () => {
    const { page, close } = await openPage(browser(), { colorScheme: 'dark' });
    await page.addInitScript((k) => localStorage.setItem(k, 'purple'), KEY);
    await visit(page, `${baseUrl()}/guide/start/`);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await close();
  });
});

describe('language redirect', () => {
  it('sends a first-time Chinese reader of an English page to the Chinese page, once', async () => {
    const { page, close } = await openPage(browser(), { locale: 'zh-CN' });
    await visit(page, `${baseUrl()}/guide/start/quick-start`);
    await page.waitForURL('**/zh/guide/start/quick-start');
    expect(await page.evaluate(() => localStorage.getItem('visited'))).toBe('1');
    await visit(page, `${baseUrl()}/guide/start/quick-start`);
    // The redirect would happen in the app's first effects, before it marks itself live.
    await appLive(page);
    expect(new URL(page.url()).pathname).toBe('/guide/start/quick-start');
    await close();
  });

  it('leaves English readers where they are', async () => {
    const { page, close } = await openPage(browser(), { locale: 'en-GB' });
    await visit(page, `${baseUrl()}/guide/start/`);
    await appLive(page);
    expect(new URL(page.url()).pathname).toBe('/guide/start/');
    await close();
  });

  it('redirects an explicit default language to the path without it', async () => {
    const { page, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/en/guide/start/quick-start`);
    // The pattern also matches /en/…, so first let the app (which redirects) go live.
    await appLive(page);
    await page.waitForURL(/\/guide\/start\/quick-start$/);
    expect(new URL(page.url()).pathname).toBe('/guide/start/quick-start');
    await expect.poll(() => page.locator('.doc-content h1').textContent()).toMatch(/Quick Start/);
    await close();
  });
});

describe('content animation', () => {
  const countTransitions = () => {
    const doc = document as Document & { startViewTransition?: (cb: () => void) => unknown };
    const original = doc.startViewTransition?.bind(doc);
    (window as unknown as { __transitions: number }).__transitions = 0;
    if (original) {
      doc.startViewTransition = (cb: () => void) => {
        (window as unknown as { __transitions: number }).__transitions++;
        return original(cb);
      };
    }
  };

  it('animates page changes with a view transition', async () => {
    const { page, close } = await openPage(browser());
    await page.addInitScript(countTransitions);
    await visit(page, `${baseUrl()}/guide/start/`);
    await page.locator('.sidebar').getByRole('link', { name: 'Glossary' }).click();
    await expect.poll(() => page.locator('.doc-content h1').textContent()).toMatch(/Glossary/);
    expect(await page.evaluate(() => (window as unknown as { __transitions: number }).__transitions)).toBeGreaterThan(
      0,
    );
    await close();
  });

  it('does not animate under prefers-reduced-motion', async () => {
    const { page, close } = await openPage(browser(), { reducedMotion: 'reduce' });
    await page.addInitScript(countTransitions);
    await visit(page, `${baseUrl()}/guide/start/`);
    await page.locator('.sidebar').getByRole('link', { name: 'Glossary' }).click();
    await expect.poll(() => page.locator('.doc-content h1').textContent()).toMatch(/Glossary/);
    expect(await page.evaluate(() => (window as unknown as { __transitions: number }).__transitions)).toBe(0);
    await close();
  });
});

describe('code blocks', () => {
  it('copies the code and shows the copied state for 2 s', async () => {
    const { page, close } = await openPage(browser(), { permissions: ['clipboard-read', 'clipboard-write'] });
    await visit(page, `${baseUrl()}/config/server/port`);
    // The page's clock is the test's from here, stopped: the 2 s are counted on it, not on the
    // machine's, however busy the machine is.
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    const block = page.locator('.code-block.has-title').first();
    expect(await block.locator('.code-title').textContent()).toBe('rsbuild.config.ts');
    await block.hover();
    const button = block.locator('.copy-button');
    await button.click();
    await expect.poll(() => button.getAttribute('class')).toContain('copied');
    expect(await button.getAttribute('aria-label')).toBe('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("from '@rsbuild/core'");
    await page.clock.runFor(1900);
    expect(await button.getAttribute('class')).toContain('copied');
    await page.clock.runFor(200);
    await expect.poll(() => button.getAttribute('class')).not.toContain('copied');
    expect(await button.getAttribute('aria-label')).toBe('Copy code');
    await close();
  });
});

describe('tabs', () => {
  it('switches every tab of the same group and remembers the choice', async () => {
    const { page, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/guide/start/quick-start`);
    const groups = page.locator('.tabs[data-group="pm"]');
    expect(await groups.count()).toBeGreaterThan(1);
    await groups.first().getByRole('tab', { name: 'pnpm' }).click();
    const selected = await groups.evaluateAll((els) =>
      els.map((el) => el.querySelector('[aria-selected="true"]')?.textContent),
    );
    expect(new Set(selected)).toEqual(new Set(['pnpm']));
    expect(await groups.first().locator('.tab-panel:not([hidden]) code').textContent()).toMatch(/^pnpm /);
    await reloadLive(page);
    await expect
      .poll(() => page.locator('.tabs[data-group="pm"] [aria-selected="true"]').first().textContent())
      .toBe('pnpm');
    await close();
  });

  it('moves between tabs with the arrow keys', async () => {
    const { page, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/guide/start/quick-start`);
    const first = page.locator('.tabs[data-group="pm"]').first();
    await first.getByRole('tab', { name: 'npm', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await first.locator('[aria-selected="true"]').textContent()).toBe('yarn');
    await close();
  });
});
