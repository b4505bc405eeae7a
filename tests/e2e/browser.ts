/**
 * Debian's Chromium driven by playwright-core; no browser is ever downloaded. Each page records
 * its console errors, page errors and failed requests so tests can assert there were none.
 *
 * Slow device: a project that provides `cpuThrottle` (the `e2e-slow` project in vitest.config.ts)
 * runs every page opened by `openPage` with the CPU slowed that many times, through CDP
 * `Emulation.setCPUThrottlingRate`. A test file opts in by being listed in that project's include;
 * the test itself stays the same.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, inject, it } from 'vitest';
import './global-setup.ts';

import { launchBrowser as launchChromium } from './chromium.ts';
import { APP_LIVE, APP_STATE_ATTR } from '../../common/contract.ts';

export { launchChromium as launchBrowser };

export function baseUrl(): string {
  return inject('baseUrl');
}

/** How many times slower than this machine the pages run: 1 unless the project asks for more. */
export function cpuThrottle(): number {
  const rate = inject('cpuThrottle');
  return typeof rate === 'number' && rate > 1 ? rate : 1;
}

/**
 * Declares a test of what a page shows (markup, text, print styles) rather than how it answers a
 * reader. The throttled project repeats the interaction tests on a slow CPU; a slower CPU changes
 * when such output appears, not what it is. Repeating these checks is not free either: while a
 * page is throttled, Chromium suspends its main thread in a busy-wait, so each throttled page
 * keeps most of a core busy for as long as it is open, idle or not (measured here: 4.2 s of CPU
 * in 5 s for an idle page at 4×, 0.05 s unthrottled). So they run at full speed only.
 */
export function itShows(name: string, test: () => Promise<void>): void {
  it.skipIf(cpuThrottle() > 1)(name, test);
}

/** Slows one page's CPU `rate` times (1 restores full speed). */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

export interface WatchedPage {
  page: Page;
  errors: string[];
  close(): Promise<void>;
}

/**
 * Browser contexts that a test has finished with, by the options they were made with. Making a
 * context and closing it again costs Chromium about 0.3 s of CPU, as much as loading a page; a
 * test suite opens hundreds. A context taken from here is emptied first (HTTP
 * cache, cookies, local storage, IndexedDB, service workers of every origin it visited), so its
 * page starts as a first-time reader's would, like a new context's.
 */
interface PooledContext {
  context: BrowserContext;
  /** Origins the context's pages have requested from: the storage to empty before reuse. */
  origins: Set<string>;
}
const idleContexts = new WeakMap<Browser, Map<string, PooledContext[]>>();

/** The same options give the same key, whatever order their fields were written in. */
function contextKey(options: BrowserContextOptions): string {
  const sorted = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, sorted(v)]),
        )
      : value;
  return JSON.stringify(sorted(options));
}

async function takeContext(browser: Browser, options: BrowserContextOptions): Promise<PooledContext> {
  const key = contextKey(options);
  const pooled = idleContexts.get(browser)?.get(key)?.pop();
  if (pooled) return pooled;
  const context = await browser.newContext(options);
  const entry: PooledContext = { context, origins: new Set() };
  context.on('request', (request) => {
    const { origin } = new URL(request.url());
    if (origin.startsWith('http')) entry.origins.add(origin);
  });
  return entry;
}

function returnContext(browser: Browser, options: BrowserContextOptions, entry: PooledContext): void {
  let byKey = idleContexts.get(browser);
  if (!byKey) idleContexts.set(browser, (byKey = new Map()));
  const key = contextKey(options);
  byKey.set(key, [...(byKey.get(key) ?? []), entry]);
}

/** The contexts of `browser` that are not idle in the pool: those a test still holds. */
function contextsInUse(browser: Browser): BrowserContext[] {
  const idle = new Set([...(idleContexts.get(browser)?.values() ?? [])].flat().map((entry) => entry.context));
  return browser.contexts().filter((context) => !idle.has(context));
}

/** Empties what a previous test left in the context, through the page about to be handed out. */
async function emptyContext(entry: PooledContext, page: Page): Promise<void> {
  if (entry.origins.size === 0) return;
  const session = await entry.context.newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  for (const origin of entry.origins) await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await session.detach();
  await entry.context.clearCookies();
  entry.origins.clear();
}

export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const contextOptions = { locale: 'en-US', ...options };
  const entry = await takeContext(browser, contextOptions);
  const page = await entry.context.newPage();
  await emptyContext(entry, page);
  const rate = cpuThrottle();
  if (rate > 1) await throttleCpu(page, rate);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) =>
    errors.push(`requestfailed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  return {
    page,
    errors,
    close: async () => {
      // A fake clock (page.clock) is installed in the whole context, for good: such a context ends.
      const clockInstalled = await page.evaluate(() => '__pwClock' in window).catch(() => true);
      await page.close();
      if (clockInstalled) await entry.context.close();
      else if (entry.context.pages().length === 0) returnContext(browser, contextOptions, entry);
    },
  };
}

/**
 * Whether a recorded error is a request the browser dropped because the page moved on (typically
 * the favicon, which Chromium fetches after the load event): not a failure of the site.
 */
export function abortedByLeaving(error: string): boolean {
  return error.startsWith('requestfailed:') && error.endsWith(' net::ERR_ABORTED');
}

/**
 * The browser of this test worker. The browser projects run with `isolate: false`, so this module
 * and its browser outlive one file: the next file of the worker reuses it instead of launching
 * Chromium again (about 0.8 s of CPU per launch here, for 33 files). Files never share it at the
 * same time, and each test works in contexts of its own. It closes with the worker, whose end also
 * ends Chromium's debugging pipe.
 */
let workerBrowser: Promise<Browser> | undefined;

async function sharedBrowser(): Promise<Browser> {
  const current = await workerBrowser?.catch(() => undefined);
  if (current?.isConnected()) return current;
  workerBrowser = launchChromium();
  return workerBrowser;
}

/**
 * The browser for the tests of a file. Whatever a test left open (a context of a test that
 * failed before closing it) is closed after the file, so the next file starts from a browser
 * holding only idle, pooled contexts.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(async () => {
    if (browser?.isConnected()) await Promise.all(contextsInUse(browser).map((context) => context.close()));
  });
  return () => {
    if (!browser) throw new Error('the browser is not running yet');
    return browser;
  };
}

/**
 * Resolves once the app has hydrated and taken over from the static page (goLive). It waits with a
 * script of its own rather than a locator: the first locator on a document injects Playwright's
 * selector engine into it, and over a crawl that was a seventh of the CPU of every visit.
 */
export async function appLive(page: Page): Promise<void> {
  for (;;) {
    try {
      await page.evaluate(
        ([attr, live]) =>
          new Promise<void>((resolve) => {
            const root = document.documentElement;
            if (root.getAttribute(attr) === live) return resolve();
            const observer = new MutationObserver(() => {
              if (root.getAttribute(attr) !== live) return;
              observer.disconnect();
              resolve();
            });
            observer.observe(root, { attributes: true, attributeFilter: [attr] });
          }),
        [APP_STATE_ATTR, APP_LIVE] as const,
      );
      return;
    } catch (error) {
      // A document that is replaced while we wait (a reload, a redirect): wait on the new one.
      if (!String(error).includes('Execution context was destroyed')) throw error;
      await page.waitForLoadState('domcontentloaded');
    }
  }
}

/**
 * Opens `url` and resolves once the app is live there: the state a reader's clicks are meant for.
 * Waiting for that, rather than for the network to fall quiet, is both what the tests mean and
 * quicker (no 500 ms of idle network per visit).
 */
export async function visit(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await appLive(page);
  return response;
}

/** Reloads the page and resolves once the app is live again. */
export async function reloadLive(page: Page): Promise<void> {
  await page.evaluate((attr) => document.documentElement.removeAttribute(attr), APP_STATE_ATTR);
  await page.reload();
  await appLive(page);
}
