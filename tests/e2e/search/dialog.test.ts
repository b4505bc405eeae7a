/** The search dialog as a reader uses it, in both languages. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser, openPage, visit } from '../browser.ts';

const searchDir = path.resolve(import.meta.dirname, '../../../dist/static/search');

const browser = useBrowser();

describe('search dialog', () => {
  it('fetches nothing for search until it is opened', async () => {
    const { page, close } = await openPage(browser());
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await visit(page, `${baseUrl()}/guide/start/`);
    expect(requests.filter((u) => u.includes('search'))).toEqual([]);
    await page.keyboard.press('Control+k');
    await page.locator('.search-dialog').waitFor();
    await expect
      .poll(() => requests.some((u) => /\/static\/search\/search_index\.en\.[0-9a-f]+\.json$/.test(u)))
      .toBe(true);
    // A query fetches the parts of the index its words need, not the whole index.
    await page.locator('.search-input').fill('dev server port');
    await page.locator('.search-hit').first().waitFor();
    const termParts = fs.readdirSync(searchDir).filter((f) => /^search_terms\.en\.[0-9a-f]+\.json$/.test(f));
    const fetched = requests.filter((u) => /\/static\/search\/search_terms\.en\.[0-9a-f]+\.json$/.test(u));
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.length).toBeLessThan(termParts.length / 4);
    expect(requests.some((u) => /\/static\/search\/search_docs\.en\.[0-9a-f]+\.json$/.test(u))).toBe(true);
    await close();
  });

  it('toggles with Ctrl+K, closes with Escape, finds pages and opens the selected one with Enter', async () => {
    const { page, errors, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/guide/start/`);
    await page.keyboard.press('Control+k');
    await page.locator('.search-dialog').waitFor();
    await page.keyboard.press('Control+k');
    await page.locator('.search-dialog').waitFor({ state: 'detached' });
    await page.keyboard.press('Meta+k');
    await page.locator('.search-dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.search-dialog').waitFor({ state: 'detached' });

    await page.locator('.search-button').click();
    await page.locator('.search-input').fill('change the dev server port');
    await page.locator('.search-hit').first().waitFor();
    const hits = await page.locator('.search-hit').count();
    expect(hits).toBeGreaterThan(0);
    expect(hits).toBeLessThanOrEqual(7);
    expect(await page.locator('.search-hit-page').allTextContents()).toContain('server.port');
    expect(await page.locator('.search-hit mark').count()).toBeGreaterThan(0);
    // Arrow down then Enter opens the second hit.
    const second = await page.locator('.search-hit').nth(1).getAttribute('href');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => second !== null && url.pathname === second.split('#')[0]);
    expect(await page.locator('.search-dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the no-results text, and markup typed into the box stays text', async () => {
    const { page, close } = await openPage(browser());
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await visit(page, `${baseUrl()}/guide/start/`);
    await page.keyboard.press('Control+k');
    await page.locator('.search-input').fill('<qzxv>');
    await page.locator('.search-empty').waitFor();
    expect(await page.locator('.search-empty').textContent()).toBe(
      'No results for "<qzxv>". Please try again with a different keyword.',
    );
    expect(await page.locator('.search-dialog qzxv').count()).toBe(0);
    await page.locator('.search-input').fill('<img src=x onerror=alert(1)> config');
    await page.locator('.search-hit').first().waitFor();
    expect(await page.locator('.search-dialog img').count()).toBe(0);
    expect(dialogs).toBe(0);
    await close();
  });

  it('never errors on query syntax characters', async () => {
    const { page, errors, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/guide/start/`);
    await page.keyboard.press('Control+k');
    // Syntax characters are text to search, not lunr query syntax: the words around them still find
    // their pages, and a query of punctuation alone is answered with the no-results text.
    const cases: [string, RegExp | 'none'][] = [
      ['title:port', /port/i],
      ['dev*', /dev/i],
      ['hmr^10', /hmr/i],
      ['+server -port', /server/i],
      [':', 'none'],
      ['*', 'none'],
      ['~', 'none'],
    ];
    for (const [q, expected] of cases) {
      await page.locator('.search-input').fill(q);
      // Every query is answered (with hits or the no-results text): wait for this one's answer.
      await page.waitForFunction(
        (typed) => document.querySelector('.search-body')?.getAttribute('data-answered') === typed.trim(),
        q,
        { timeout: 20_000 },
      );
      const hits = await page.locator('.search-hit').allTextContents();
      const empty = await page.locator('.search-empty').count();
      if (expected === 'none') expect([q, hits.length, empty]).toEqual([q, 0, 1]);
      else {
        expect([q, empty]).toEqual([q, 0]);
        expect(
          hits.some((text) => expected.test(text)),
          `${q}: ${hits.join(' | ')}`,
        ).toBe(true);
      }
    }
    for (const q of ['por~1', '(unbalanced', 'a]b[']) {
      await page.locator('.search-input').fill(q);
      await page.waitForFunction(
        (typed) => document.querySelector('.search-body')?.getAttribute('data-answered') === typed.trim(),
        q,
        { timeout: 20_000 },
      );
      // Either hits or the no-results text, never both and never neither.
      const hasHits = (await page.locator('.search-hit').count()) > 0;
      const hasEmpty = (await page.locator('.search-empty').count()) > 0;
      expect(hasHits !== hasEmpty, `${q}: hits ${hasHits}, no-results text ${hasEmpty}`).toBe(true);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('says it found nothing, rather than waiting for ever, when a part of the index cannot be fetched', async () => {
    const { page, close } = await openPage(browser());
    await page.route(/\/static\/search\/search_terms\./, (route) => route.abort());
    await visit(page, `${baseUrl()}/guide/start/`);
    await page.keyboard.press('Control+k');
    await page.locator('.search-dialog[data-index="ready"]').waitFor();
    await page.locator('.search-input').fill('port');
    await page.locator('.search-empty').waitFor();
    expect(await page.locator('.search-hit').count()).toBe(0);
    expect(await page.locator('.search-loading').count()).toBe(0);
    await close();
  });

  it('searches Chinese pages with fragments cut from the middle of words and mixed queries', async () => {
    const { page, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/zh/guide/start/`);
    await page.keyboard.press('Control+k');
    await page.locator('.search-input').fill('修改端口');
    await page.locator('.search-hit').first().waitFor();
    expect(await page.locator('.search-hit').first().getAttribute('href')).toMatch(/^\/zh\//);
    await page.locator('.search-input').fill('public 目录');
    await expect.poll(() => page.locator('.search-hit-page').allTextContents()).toContain('server.publicDir');
    await page.locator('.search-input').fill('龘靐齉');
    await page.locator('.search-empty').waitFor();
    expect(await page.locator('.search-empty').textContent()).toBe(
      '没有找到与“龘靐齉”相关的结果。 请换一个关键词再试。',
    );
    await close();
  });

  it('finds an option page by the Chinese word for it (a synonym group of the locale) and marks the option name', async () => {
    const { page, close } = await openPage(browser());
    await visit(page, `${baseUrl()}/zh/guide/start/`);
    await page.keyboard.press('Control+k');
    await page.locator('.search-input').fill('预获取');
    await expect.poll(() => page.locator('.search-hit-page').first().textContent()).toBe('performance.prefetch');
    await expect
      .poll(async () =>
        (await page.locator('.search-hit').first().locator('mark').allTextContents()).map((t) => t.toLowerCase()),
      )
      .toContain('prefetch');
    await close();
  });
});
