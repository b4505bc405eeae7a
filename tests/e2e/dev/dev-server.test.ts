/** `npm run dev` shows edits: a Markdown save updates the page in place, a manifest save reloads. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, visit, reloadLive } from '../browser.ts';
import { TYPESCRIPT_NODE_FLAGS } from '../../../scripts/cli.ts';

const project = path.resolve(import.meta.dirname, '../../..');
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-site-'));
let dev: ChildProcess;
let url = '';
let browser: Browser;
/** Everything the dev server printed, stdout and stderr, so tests can wait for a line. */
let output = '';

beforeAll(async () => {
  fs.cpSync(path.join(project, 'tests/fixtures/mini-site'), site, { recursive: true, dereference: true });
  dev = spawn(process.execPath, [...TYPESCRIPT_NODE_FLAGS, 'scripts/dev.ts', '--root', site], {
    cwd: project,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  dev.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('dev server did not start')), 60_000);
    dev.stdout!.on('data', (d: Buffer) => {
      const match = /\[dev\] serving at (\S+)/.exec(d.toString());
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!.replace(/\/$/, ''));
      }
    });
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  dev?.kill();
  fs.rmSync(site, { recursive: true, force: true });
});

describe('dev server', () => {
  it('updates the page in place when its Markdown is saved', async () => {
    const { page, close } = await openPage(browser);
    await visit(page, `${url}/guide/start/quick-start`);
    await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
    await page.evaluate(() => window.scrollTo(0, 200));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    const file = path.join(site, 'content/en/guide/start/quick-start.md');
    fs.writeFileSync(
      file,
      fs
        .readFileSync(file, 'utf8')
        .replace('Create a project and start the dev server.', 'Edited while the server runs.'),
    );
    await page.locator('.doc-content p', { hasText: 'Edited while the server runs.' }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
    // The writer keeps their place in the page.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await close();
  });

  it('reloads with the new data when the manifest is saved', async () => {
    const { page, close } = await openPage(browser);
    await visit(page, `${url}/guide/start/`);
    const file = path.join(site, 'manifest/nav.json');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"en": "Guide"', '"en": "Handbook"'));
    await page.locator('.navbar-nav a.nav-link', { hasText: 'Handbook' }).waitFor({ timeout: 15_000 });
    await close();
  });

  it('keeps serving the last good data when a file is broken', async () => {
    const { page, close } = await openPage(browser);
    await visit(page, `${url}/config/dev/hmr`);
    const file = path.join(site, 'content/en/config/dev/hmr.md');
    const printed = output.length;
    fs.writeFileSync(file, `${fs.readFileSync(file, 'utf8')}\n[broken](/no/such/page)\n`);
    // The server names the file and the bad link once it has seen the save.
    await expect
      .poll(() => output.slice(printed), { timeout: 30_000 })
      .toMatch(/hmr\.md[\s\S]*\/no\/such\/page|\/no\/such\/page[\s\S]*hmr\.md/);
    await reloadLive(page);
    expect(await page.locator('.doc-content h1').textContent()).toBe('dev.hmr');
    await close();
  });
});
