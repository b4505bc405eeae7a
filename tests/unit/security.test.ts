import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, renderHeadersFile } from '../../builder/security.ts';
import { headersFor, parseHeadersFile } from '../../server/headers-file.ts';

describe('security policy', () => {
  it('hashes exactly the inline scripts of a template', () => {
    const body = "document.documentElement.classList.add('dark');";
    const html = `<head><script>${body}</script><script type="module" src="/assets/app.js"></script></head>`;
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`]);
  });

  it('allows scripts only from the site and by hash', () => {
    const csp = contentSecurityPolicy(["'sha256-abc'"], ['https://search.example.com']);
    expect(csp).toContain("script-src 'self' 'sha256-abc'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("connect-src 'self' https://search.example.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy([], [], true)).not.toContain('frame-ancestors');
  });

  it('writes a _headers file the local server reads back', () => {
    const rules = parseHeadersFile(renderHeadersFile("default-src 'self'", '/docs/'));
    expect(headersFor(rules, '/docs/guide/')).toMatchObject({
      'Content-Security-Policy': "default-src 'self'",
      'X-Content-Type-Options': 'nosniff',
    });
    expect(headersFor(rules, '/docs/assets/app.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/docs/guide/')['Cache-Control']).toBeUndefined();
  });

  it('caches hashed search files for good and revalidates the files named without a hash', () => {
    const rules = parseHeadersFile(renderHeadersFile("default-src 'self'", '/'));
    const immutable = 'public, max-age=31536000, immutable';
    expect(headersFor(rules, '/static/search/search_index.zh.0123456789.json')['Cache-Control']).toBe(immutable);
    expect(headersFor(rules, '/static/search/search_text.en.0123456789.json')['Cache-Control']).toBe(immutable);
    expect(headersFor(rules, '/static/search/search_terms.en.0123456789.json')['Cache-Control']).toBe(immutable);
    expect(headersFor(rules, '/static/search/search_docs.zh.0123456789.json')['Cache-Control']).toBe(immutable);
    expect(headersFor(rules, '/static/search/search_hashes.json')['Cache-Control']).toBe('no-cache');
    expect(headersFor(rules, '/static/pages/en/guide/start/index.json')['Cache-Control']).toBe('no-cache');
    // Hosts join the values of a header that several rules set: no path may match two Cache-Control rules.
    for (const file of [
      '/static/search/search_hashes.json',
      '/static/search/search_terms.en.0123456789.json',
      '/static/pages/en/a.json',
      '/assets/a.js',
    ])
      expect(rules.filter((r) => r.pattern.test(file) && 'Cache-Control' in r.headers)).toHaveLength(1);
  });
});
