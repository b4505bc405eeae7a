/**
 * The site options do what they say: the fixture site built once with clean URLs off, SSG off and
 * code blocks numbered and wrapped by default. Every page file and every page link the build and
 * the app emit end in `.html`, pages ship their head but an empty app container, and the client
 * renders them from scratch and routes between `.html` addresses.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { appLive, launchBrowser, openPage } from '../browser.ts';
import { createStaticServer, listen } from '../../../server/static-server.ts';
import { SCRIPT_NODE_ARGS } from '../../../scripts/cli.ts';

const project = path.resolve(import.meta.dirname, '../../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'site-options-'));
const root = path.join(work, 'site');
const out = path.join(work, 'dist');
let server: http.Server;
let origin = '';
let browser: Browser;

const read = (file: string) => fs.readFileSync(path.join(out, file), 'utf8');
/** Site-internal page URLs in a text: absolute on the site's origin, or root-relative hrefs. */
const pageLinks = (text: string) =>
  [...text.matchAll(/(?:https:\/\/rsbuild\.dev|href=")(\/[^"<\s)]*)/g)]
    .map((m) => m[1]!.split('#')[0]!.replace(/[.,:;]$/, ''))
    .filter(
      (p) =>
        !/\.(svg|png|xml|atom|js|css|md|txt|json|ico)$/.test(p) &&
        !p.startsWith('/assets/') &&
        !p.startsWith('/static/'),
    );

beforeAll(async () => {
  fs.cpSync(path.join(project, 'tests/fixtures/mini-site'), root, { recursive: true, dereference: true });
  const siteFile = path.join(root, 'manifest/site.json');
  const site = JSON.parse(fs.readFileSync(siteFile, 'utf8')) as Record<string, unknown> & {
    route: { cleanUrls: boolean };
    markdown: Record<string, unknown>;
  };
  site.ssg = false;
  site.route.cleanUrls = false;
  site.markdown.showLineNumbers = true;
  site.markdown.defaultWrapCode = true;
  fs.writeFileSync(siteFile, JSON.stringify(site));
  const result = spawnSync(
    process.execPath,
    [...SCRIPT_NODE_ARGS, 'scripts/build.ts', '--root', root, '--out', out, '--no-cache'],
    {
      cwd: project,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  server = createStaticServer({ dir: out });
  origin = `http://127.0.0.1:${await listen(server, 0)}`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((r) => server?.close(r));
  fs.rmSync(work, { recursive: true, force: true });
});

describe('cleanUrls false, ssg false', () => {
  it('writes every page as an .html file whose head links name .html files, with an empty app container', () => {
    for (const file of [
      'index.html',
      'zh/index.html',
      'guide/start/index.html',
      'guide/start/quick-start.html',
      'zh/guide/start/quick-start.html',
      'config/dev/hmr.html',
      '404.html',
    ]) {
      expect(fs.existsSync(path.join(out, file)), file).toBe(true);
    }
    const html = read('zh/guide/start/quick-start.html');
    expect(html).toContain('<title>快速开始 | Rsbuild</title>');
    expect(html).toContain('<link rel="canonical" href="https://rsbuild.dev/zh/guide/start/quick-start.html" />');
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="https://rsbuild.dev/guide/start/quick-start.html" />',
    );
    expect(html).toContain('<meta property="og:url" content="https://rsbuild.dev/zh/guide/start/quick-start.html" />');
    expect(html).toMatch(
      /<div id="docs-app" data-ssr="false" data-content="\/static\/pages\/zh\/guide\/start\/quick-start\.json"><\/div>/,
    );
    expect(read('guide/start/index.html')).toContain(
      '<link rel="canonical" href="https://rsbuild.dev/guide/start/index.html" />',
    );
    expect(read('index.html')).toMatch(
      /<div id="docs-app" data-ssr="false" data-content="\/static\/pages\/en\/index\.json"><\/div>/,
    );
  });

  it('names .html pages in the sitemap, the feeds, the llms files and the redirect targets', () => {
    const sitemap = read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://rsbuild.dev/guide/start/quick-start.html</loc>');
    expect(sitemap).toContain('<loc>https://rsbuild.dev/zh/index.html</loc>');
    const texts = [
      sitemap,
      read('rss/releases.xml'),
      read('zh/rss/releases.atom'),
      read('llms.txt'),
      read('guide/start/index.md'),
    ];
    const links = texts.flatMap(pageLinks);
    expect(links.length).toBeGreaterThan(20);
    expect(links.filter((l) => !l.endsWith('.html'))).toEqual([]);
    expect(read('rss/releases.xml')).toContain('https://rsbuild.dev/community/releases/v0-6.html');
    expect(read('_redirects').split('\n')).toEqual(
      expect.arrayContaining([
        '/guide/start /guide/start/index.html 301',
        '/zh/guide/start/quick-start/ /zh/guide/start/quick-start.html 301',
      ]),
    );
  });

  it('renders a page from scratch in the browser, with .html links everywhere and client routing between them', async () => {
    const { page, errors, close } = await openPage(browser);
    const res = await page.goto(`${origin}/guide/start/index.html`);
    expect(res?.status()).toBe(200);
    expect(await res?.text()).toMatch(
      /<div id="docs-app" data-ssr="false" data-content="\/static\/pages\/en\/guide\/start\/index\.json"><\/div>/,
    );
    await appLive(page);
    await page.locator('.doc-content h1', { hasText: 'Introduction' }).waitFor();
    const hrefs = await page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(10);
    expect(hrefs.filter((h) => !h.split('#')[0]!.endsWith('.html'))).toEqual([]);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/guide/start/quick-start.html',
        '/config/index.html',
        '/zh/guide/start/index.html',
        '/config/dev/hmr.html',
      ]),
    );
    expect(await page.locator('.sidebar-link.active').getAttribute('href')).toBe('/guide/start/index.html');

    // A sidebar click is a client navigation: the document stays, the URL names the file.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('.sidebar').getByRole('link', { name: 'Quick Start' }).click();
    await page.waitForURL(`${origin}/guide/start/quick-start.html`);
    await page.locator('.doc-content h1', { hasText: 'Quick Start' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await page.locator('.sidebar-link.active').getAttribute('href')).toBe('/guide/start/quick-start.html');
    expect(await page.locator('.prev-link').getAttribute('href')).toBe('/guide/start/index.html');

    // Code blocks are numbered and wrapped by the site's markdown options.
    const block = page.locator('.doc-content .code-block[data-lang="ts"]');
    expect(await block.getAttribute('class')).toBe('code-block has-title line-numbers wrap-code');
    expect(
      await block
        .locator('.line')
        .first()
        .evaluate((el) => getComputedStyle(el, '::before').content),
    ).toBe('counter(code-line)');
    expect(await block.locator('pre').evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');

    await page.locator('.navbar-tools .language-menu .popover-trigger').click();
    await page.locator('.language-menu a[hreflang="zh"]').click();
    await page.waitForURL(`${origin}/zh/guide/start/quick-start.html`);
    await page.locator('.doc-content h1', { hasText: '快速开始' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
