/** Every page's head (canonical, alternates, social cards, theme colours) and the security policy. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { abortedByLeaving, baseUrl, useBrowser, openPage, visit } from '../browser.ts';

const dist = path.resolve(import.meta.dirname, '../../../dist');
const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');

const browser = useBrowser();

describe('page head', () => {
  it('carries canonical, hreflang alternates, Open Graph, Twitter card, theme colours and icons', () => {
    const html = read('zh/config/server/port.html');
    expect(html).toContain('<link rel="canonical" href="https://rsbuild.dev/zh/config/server/port" />');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://rsbuild.dev/config/server/port" />');
    expect(html).toContain('<link rel="alternate" hreflang="zh" href="https://rsbuild.dev/zh/config/server/port" />');
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://rsbuild.dev/config/server/port" />',
    );
    expect(html).toContain('<meta property="og:title" content="server.port | Rsbuild" />');
    expect(html).toContain('<meta property="og:image" content="https://rsbuild.dev/og-image.png" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toMatch(/<meta name="theme-color" media="\(prefers-color-scheme: dark\)" content="#[0-9a-f]{6}" \/>/);
    expect(html).toMatch(/<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml"\s*\/?>/);
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    expect(fs.existsSync(path.join(dist, 'og-image.png'))).toBe(true);
  });

  it('gives external links in content rel="noopener noreferrer"', () => {
    const html = read('guide/start/index.html');
    const external = [...html.matchAll(/<a [^>]*href="https?:\/\/[^"]*"[^>]*>/g)].map((m) => m[0]);
    expect(external.length).toBeGreaterThan(0);
    for (const a of external) expect(a).toContain('rel="noopener noreferrer"');
  });
});

describe('security policy', () => {
  it('sends a strict CSP and the hardening headers from dist/_headers', async () => {
    const res = await fetch(`${baseUrl()}/guide/start/`);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    const asset = read('index.html').match(/src="(\/assets\/[^"]+\.js)"/)![1]!;
    expect((await fetch(baseUrl() + asset)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${baseUrl()}/guide/start/`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('runs every kind of page without a CSP violation and without requests to other origins', async () => {
    const { page, errors, close } = await openPage(browser());
    const violations: string[] = [];
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(baseUrl()) && !r.url().startsWith('data:')) foreign.push(r.url());
    });
    await page.exposeFunction('__reportViolation', (v: string) => violations.push(v));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { __reportViolation: (v: string) => void }).__reportViolation(
          `${e.violatedDirective} ${e.blockedURI}`,
        ),
      );
    });
    for (const url of ['/', '/zh/guide/start/quick-start', '/config/', '/nope']) {
      await visit(page, baseUrl() + url);
    }
    await page.keyboard.press('Control+k');
    await page.locator('.search-input').fill('port');
    await page.locator('.search-hit').first().waitFor();
    expect(violations).toEqual([]);
    expect(foreign).toEqual([]);
    expect(errors.filter((e) => !e.includes('404 (Not Found)') && !abortedByLeaving(e))).toEqual([]);
    await close();
  });
});
