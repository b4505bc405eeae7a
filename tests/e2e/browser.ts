/**
 * Debian's Chromium driven by playwright-core; no browser is ever downloaded. Each page records
 * its console errors, page errors and failed requests so tests can assert there were none.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import './global-setup.ts';

import { launchBrowser as launchChromium } from './chromium.ts';

export { launchChromium as launchBrowser };

export function baseUrl(): string {
  return inject('baseUrl');
}

export interface WatchedPage {
  page: Page;
  errors: string[];
  close(): Promise<void>;
}

export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({ locale: 'en-US', ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => errors.push(`requestfailed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
  return { page, errors, close: () => context.close() };
}

/** One browser for the tests of a file: launched before them, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not running yet');
    return browser;
  };
}
