/** `publicUrl`: the one place a page path becomes the URL links, feeds and sitemaps emit. */
import { describe, expect, it } from 'vitest';
import { publicUrl } from '../../common/routes.ts';

describe('publicUrl', () => {
  it('keeps clean URLs as they are, adding only the base', () => {
    expect(publicUrl('/guide/start/quick-start', { cleanUrls: true })).toBe('/guide/start/quick-start');
    expect(publicUrl('/zh/guide/start/', { cleanUrls: true, base: '/docs/' })).toBe('/docs/zh/guide/start/');
    expect(publicUrl('/', { cleanUrls: true })).toBe('/');
  });

  it('names the HTML file without clean URLs: folders get index.html, hash and query stay after it', () => {
    expect(publicUrl('/guide/start/quick-start', { cleanUrls: false })).toBe('/guide/start/quick-start.html');
    expect(publicUrl('/guide/start/', { cleanUrls: false })).toBe('/guide/start/index.html');
    expect(publicUrl('/', { cleanUrls: false })).toBe('/index.html');
    expect(publicUrl('/zh/', { cleanUrls: false, base: '/docs/' })).toBe('/docs/zh/index.html');
    expect(publicUrl('/zh/config/dev/hmr#default-value', { cleanUrls: false })).toBe(
      '/zh/config/dev/hmr.html#default-value',
    );
    expect(publicUrl('/guide/start/?navbar=0#why', { cleanUrls: false })).toBe('/guide/start/index.html?navbar=0#why');
  });

  it('leaves files and in-page anchors alone', () => {
    expect(publicUrl('/guide/start/quick-start.html', { cleanUrls: false })).toBe('/guide/start/quick-start.html');
    expect(publicUrl('/og-image.png', { cleanUrls: false, base: '/docs/' })).toBe('/docs/og-image.png');
    expect(publicUrl('#why', { cleanUrls: false, base: '/docs/' })).toBe('#why');
  });
});
