/**
 * The reading of `_redirects` and `_headers` that tests/e2e/publish/deploy-servers.test.ts holds
 * the built files to: small samples of the documented syntax, including the parts the site's own
 * files do not use yet (placeholders, other statuses, repeated headers), since a later rule that
 * uses them must be read the way a host reads it.
 */
import { describe, expect, it } from 'vitest';
import { hostRules, parseRedirectsFile, parseHeadersFile } from '../e2e/publish/host-rules.ts';

const redirects = `# English has no prefix
/en / 301
/en/* /:splat 301
/en/special /never 301
/blog/:year/:slug /news/:year/:slug
/old /new 302!
/guide/start /guide/start/ 301
`;

const headers = `# every path
/*
  X-Frame-Options: DENY
  Content-Security-Policy: img-src 'self' data:
  Link: </a.css>; rel=preload
/assets/*
  Cache-Control: public, max-age=31536000, immutable
/static/search/search_index.*
  Cache-Control: no-transform
/docs/:page
  X-Robots-Tag: noindex
/secure/*
  Link: </b.css>; rel=preload
`;

const rules = hostRules(redirects, headers);

describe('_redirects', () => {
  it.each([
    ['/en', { status: 301, location: '/' }],
    ['/en/guide/start/', { status: 301, location: '/guide/start/' }],
    // The first rule that matches wins, even over a more specific one further down.
    ['/en/special', { status: 301, location: '/special' }],
    // A status left out is 301; placeholders carry one segment each into the target.
    ['/blog/2024/hello', { status: 301, location: '/news/2024/hello' }],
    ['/old', { status: 302, location: '/new' }],
    ['/guide/start', { status: 301, location: '/guide/start/' }],
  ])('%s redirects', (pathname, expected) => {
    expect(rules.redirect(pathname)).toEqual(expected);
  });

  it.each(['/', '/english', '/guide/start/', '/blog/2024/a/b', '/old/'])('%s is served as it is', (pathname) => {
    expect(rules.redirect(pathname)).toBeNull();
  });

  it.each(['/a /b 200', '/store id=:id /blog/:id 301', '/ /fr 302 Country=fr', 'a /b 301', '/a'])(
    'refuses what it does not model: %s',
    (line) => {
      expect(() => parseRedirectsFile(line)).toThrow(/_redirects:1/);
    },
  );
});

describe('_headers', () => {
  it('applies every matching block, and joins a header two blocks set', () => {
    expect(rules.headers('/')).toEqual({
      'x-frame-options': 'DENY',
      'content-security-policy': "img-src 'self' data:",
      link: '</a.css>; rel=preload',
    });
    expect(rules.headers('/assets/app-1a2b.js')['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(rules.headers('/secure/page').link).toBe('</a.css>; rel=preload, </b.css>; rel=preload');
  });

  it('reads `*` as anything, `:name` as one segment and every other character as itself', () => {
    expect(rules.headers('/static/search/search_index.en.4b40.json')['cache-control']).toBe('no-transform');
    expect(rules.headers('/static/search/search_indexXen.json')['cache-control']).toBeUndefined();
    expect(rules.headers('/docs/intro')['x-robots-tag']).toBe('noindex');
    expect(rules.headers('/docs/intro/more')['x-robots-tag']).toBeUndefined();
  });

  it('refuses a header line before any path, and the header removal it does not model', () => {
    expect(() => parseHeadersFile('  X-Frame-Options: DENY\n')).toThrow(/_headers:1/);
    expect(() => parseHeadersFile('/*\n  ! X-Frame-Options\n')).toThrow(/_headers:2/);
  });
});
