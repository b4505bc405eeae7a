/**
 * One invariant of client-side navigation, checked on a 4× slowed CPU: from the first animation
 * frame that shows the new page's <h1>, the URL, <title>, sidebar current link, outline, footer
 * previous/next links and edit link all belong to that page, at every frame. Expected values come
 * from the build (page data and the pre-rendered page), never from a list written here.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { appLive, baseUrl, openPage, throttleCpu, useBrowser, visit } from '../browser.ts';
import { expectedRecord, readRecord, type PageRecord } from '../page-records.ts';

const browser = useBrowser();

/** Frames sampled after the new <h1> appears, so late updates (effects, transitions) are caught. */
const FRAMES_AFTER = 40;

type Samples = { __samples: PageRecord[] };

/** Records the page-dependent parts of the screen at every animation frame from now on. */
async function startSampling(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const read = ${readRecord.toString()};
    window.__samples = [];
    const tick = () => { window.__samples.push(read()); requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
}

/** Waits until `FRAMES_AFTER` frames showed the new <h1>, then returns the frames from the first of them. */
async function framesAfterArrival(page: Page, h1: string): Promise<PageRecord[]> {
  await page.waitForFunction(
    ([title, frames]) => {
      const samples = (window as unknown as Samples).__samples;
      const first = samples.findIndex((s) => s.h1 === title);
      return first >= 0 && samples.length - first >= frames;
    },
    [h1, FRAMES_AFTER] as const,
  );
  const samples = await page.evaluate(() => (window as unknown as Samples).__samples);
  return samples.slice(samples.findIndex((s) => s.h1 === h1));
}

async function expectConsistent(page: Page, to: string, navigate: () => Promise<unknown>): Promise<void> {
  const expected = expectedRecord(to);
  await startSampling(page);
  await navigate();
  const frames = await framesAfterArrival(page, expected.h1);
  const wrong = frames.findIndex((frame) => JSON.stringify(frame) !== JSON.stringify(expected));
  // The first inconsistent frame, with its number, says what lagged behind.
  expect(wrong < 0 ? undefined : { frame: wrong, ...frames[wrong] }).toEqual(undefined);
  expect(frames[0]).toEqual(expected);
}

/**
 * Opens `from` once the app is live, with the CPU slowed 4×. With reduced motion there is no view
 * transition, so page changes are ordinary (not synchronous) React renders.
 */
async function openLive(from: string, options: BrowserContextOptions = {}) {
  const watched = await openPage(browser(), options);
  await visit(watched.page, baseUrl() + from);
  await appLive(watched.page);
  await throttleCpu(watched.page, 4);
  return watched;
}

describe('page-dependent chrome changes in one frame with the content', () => {
  it('on the next-page link, in both languages', async () => {
    for (const [from, to, reducedMotion] of [
      ['/guide/start/quick-start', '/guide/start/features', 'no-preference'],
      ['/zh/guide/start/quick-start', '/zh/guide/start/features', 'reduce'],
    ] as const) {
      const { page, errors, close } = await openLive(from, { reducedMotion });
      await expectConsistent(page, to, () => page.locator('.next-link').click());
      await expectConsistent(page, from, () => page.locator('.prev-link').click());
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('on a sidebar link, then back and forward', async () => {
    const { page, errors, close } = await openLive('/guide/start/quick-start');
    await expectConsistent(page, '/guide/start/glossary', () =>
      page.locator('.sidebar').getByRole('link', { name: 'Glossary' }).click(),
    );
    await expectConsistent(page, '/guide/start/quick-start', () => page.goBack());
    await expectConsistent(page, '/guide/start/glossary', () => page.goForward());
    expect(errors).toEqual([]);
    await close();
  });

  it('on links in the content, into a collapsed sidebar group, and on a top-bar link to another section', async () => {
    const { page, errors, close } = await openLive('/guide/start/', { reducedMotion: 'reduce' });
    await expectConsistent(page, '/guide/start/quick-start', () =>
      page.locator('.doc-content a[href="/guide/start/quick-start"]').first().click(),
    );
    // The group of the next page is closed by the reader; it opens with the page, not a frame later.
    const basic = page.locator('.sidebar-group-toggle[aria-label="Basic"]');
    await basic.click();
    await page.locator('.sidebar-group-toggle[aria-label="Basic"][aria-expanded="false"]').waitFor();
    await expectConsistent(page, '/guide/basic/cli', () =>
      page.locator('.doc-content a[href="/guide/basic/cli"]').first().click(),
    );
    await expectConsistent(page, '/guide/start/quick-start', () => page.goBack());
    await expectConsistent(page, '/config/source/entry', () =>
      page.locator('.doc-content a[href="/config/source/entry"]').first().click(),
    );
    await expectConsistent(page, '/guide/start/', () =>
      page.locator('.navbar-nav a.nav-link', { hasText: 'Guide' }).click(),
    );
    expect(errors).toEqual([]);
    await close();
  });

  it('on the language menu, both ways', async () => {
    const { page, errors, close } = await openLive('/guide/basic/cli');
    await expectConsistent(page, '/zh/guide/basic/cli', async () => {
      await page.locator('.navbar-tools .language-menu .popover-trigger').click();
      await page.locator('.language-menu a[hreflang="zh"]').click();
    });
    await expectConsistent(page, '/guide/basic/cli', async () => {
      await page.locator('.navbar-tools .language-menu .popover-trigger').click();
      await page.locator('.language-menu a[hreflang="en"]').click();
    });
    expect(errors).toEqual([]);
    await close();
  });
});
