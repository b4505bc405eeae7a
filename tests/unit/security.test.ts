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
});
