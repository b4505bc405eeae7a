/** axe-core finds no serious or critical violation; keyboard users can skip to the content. */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser, openPage, visit } from '../browser.ts';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const browser = useBrowser();

interface AxeResult {
  violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
}

const pages = ['/', '/guide/start/quick-start', '/config/', '/missing-page'];

describe('accessibility', () => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const lang of ['', '/zh']) {
      for (const path of pages) {
        const url = path === '/' ? `${lang}/` : `${lang}${path}`;
        it(`${url} in ${scheme} has no serious or critical axe violation`, async () => {
          // The site's CSP rightly refuses injected scripts; the audit runs with it bypassed.
          const { page, close } = await openPage(browser(), { colorScheme: scheme, bypassCSP: true });
          await visit(page, baseUrl() + url);
          await page.addScriptTag({ content: axeSource });
          const result = (await page.evaluate(() =>
            (window as unknown as { axe: { run: (o: object) => Promise<unknown> } }).axe.run({
              resultTypes: ['violations'],
            }),
          )) as AxeResult;
          const serious = result.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map(
              (v) =>
                `${v.id}: ${v.nodes
                  .map((n) => n.target.join(' '))
                  .slice(0, 3)
                  .join(' | ')}`,
            );
          expect(serious).toEqual([]);
          await close();
        });
      }
    }
  }

  it('offers a skip link as the first tab stop', async () => {
    const { page, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/guide/start/`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    // The fragment navigation lands after the key press returns: on a busy machine, a moment later.
    await page.waitForURL((url) => url.hash !== '', { timeout: 10_000 }).catch(() => {});
    expect(new URL(page.url()).hash).toBe('#main-content');
    await close();
  });
});
