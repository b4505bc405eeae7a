/**
 * `npm run dev` shows content and manifest problems where the author is looking: in Vite's error
 * overlay over the last good page, every problem at once, gone as soon as the files are fixed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cpuThrottle, openPage, reloadLive, useBrowser, visit } from '../browser.ts';
import { startDevSite, type DevSite } from './dev-site.ts';

const browser = useBrowser();
let dev: DevSite;
/** How long a wait for the server and the page may take; the slow-CPU project stretches it. */
const WAIT = 15_000 * cpuThrottle();

beforeAll(async () => {
  dev = await startDevSite();
});
afterAll(() => dev?.stop());

const overlay = (page: Page) => page.locator('vite-error-overlay');

/** The overlay's text once it says `text` (the overlay is replaced whole when the problems change). */
async function overlaySaying(page: Page, text: string): Promise<string> {
  const message = overlay(page).locator('.message-body', { hasText: text });
  await message.waitFor({ timeout: WAIT });
  return (await overlay(page).locator('.window').textContent()) ?? '';
}

const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __same?: boolean }).__same === true);

describe('dev server error overlay', () => {
  it('shows every content problem with file and line over the last good page, and goes when they are fixed', async () => {
    const { page, close } = await openPage(browser());
    await visit(page, `${dev.url}/config/dev/hmr`);
    const hmr = 'content/en/config/dev/hmr.md';
    const quickStart = 'content/en/guide/start/quick-start.md';
    const original = { hmr: '', quickStart: '' };
    dev.edit(hmr, (text) => {
      original.hmr = text;
      // Line 3 cannot be YAML: a mapping nested inside a one-line mapping.
      return `---\ndescription: Turns HMR on or off.\ntitle: a: b\n---\n${text}`;
    });
    dev.edit(quickStart, (text) => {
      original.quickStart = text;
      return `${text}\nSee [the missing page](/no/such/page).\n`;
    });

    // Both files are named, with their lines, in one overlay.
    const shown = await overlaySaying(page, 'quick-start.md');
    expect(shown).toContain(`${hmr}:3: front matter is not valid YAML`);
    expect(shown).toMatch(/content\/en\/guide\/start\/quick-start\.md:\d+: link "\/no\/such\/page": no page/);
    expect(shown).toContain('The content has 2 problems');
    // The first problem's file and line, and its source line marked in the frame.
    expect(await overlay(page).locator('.file').textContent()).toMatch(/content\/en\/config\/dev\/hmr\.md:3:1$/);
    expect(await overlay(page).locator('.frame').textContent()).toContain('> 3 | title: a: b');
    // Underneath, the page as it was last good.
    expect(await page.locator('.doc-content h1').textContent()).toBe('dev.hmr');

    // A page opened while the files are broken shows the same overlay over the last good page.
    await reloadLive(page);
    await overlaySaying(page, 'quick-start.md');
    expect(await page.locator('.doc-content h1').textContent()).toBe('dev.hmr');
    await mark(page);

    // Fixing one file leaves the other's problem on screen, alone.
    dev.edit(quickStart, () => original.quickStart);
    const left = await overlaySaying(page, 'The content has 1 problem:');
    expect(left).toContain(`${hmr}:3:`);
    expect(left).not.toContain('quick-start.md');

    // Fixed, with an edit: the overlay goes and the edit arrives, in the same document.
    dev.edit(hmr, () =>
      original.hmr.replace('Turns hot module replacement on or off.', 'Fixed while the server runs.'),
    );
    await page.locator('.doc-content p', { hasText: 'Fixed while the server runs.' }).waitFor({ timeout: WAIT });
    await overlay(page).waitFor({ state: 'detached', timeout: WAIT });
    expect(await sameDocument(page)).toBe(true);
    await close();
  });

  it('names the JSON path of a manifest problem, and goes when the manifest is fixed', async () => {
    const { page, close } = await openPage(browser());
    await visit(page, `${dev.url}/config/dev/hmr`);
    await mark(page);
    const sidebars = 'manifest/sidebars.json';
    let original = '';
    dev.edit(sidebars, (text) => {
      original = text;
      return text.replace('"items": ["/config/dev/hmr"]', '"items": [42]');
    });
    expect(original).toContain('"items": ["/config/dev/hmr"]');

    const shown = await overlaySaying(page, 'sidebars.json');
    expect(shown).toMatch(/manifest\/sidebars\.json:\d+: sidebars\.\/config\.1\.items\.0: expected /);
    expect(await page.locator('.doc-content h1').textContent()).toBe('dev.hmr');

    dev.edit(sidebars, () => original);
    await overlay(page).waitFor({ state: 'detached', timeout: WAIT });
    expect(await page.locator('.doc-content h1').textContent()).toBe('dev.hmr');
    // The manifest reads as before, so nothing reloads: the fix only takes the overlay away.
    expect(await sameDocument(page)).toBe(true);
    await close();
  });
});
