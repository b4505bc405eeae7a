/**
 * The preview server (`npm start`, and the browser tests through tests/e2e/global-setup.ts):
 * bad requests, redirects, precompressed files, ETags and the 404 page, over real HTTP against a
 * small site built into a temporary folder.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRequest } from '../../server/request-path.ts';
import { createStaticServer, listen } from '../../server/static-server.ts';
import { parseRedirects, redirectMatcher, renderRedirects, siteRedirects } from '../../builder/redirects.ts';
import { filesToCompress, writeCompressedCopies } from '../../builder/precompress.ts';

describe('request checks', () => {
  it.each([
    ['GET', '/guide/start/', { kind: 'ok', pathname: '/guide/start/', search: '' }],
    ['HEAD', '/a%20b?x=1#y', { kind: 'ok', pathname: '/a b', search: '?x=1' }],
    ['POST', '/', { kind: 'error', status: 405 }],
    ['DELETE', '/', { kind: 'error', status: 405 }],
    ['GET', '/%E0%A4%A', { kind: 'error', status: 400 }],
    ['GET', '/a%00b', { kind: 'error', status: 400 }],
    ['GET', '/a\0b', { kind: 'error', status: 400 }],
    ['GET', '/../etc/passwd', { kind: 'error', status: 400 }],
    ['GET', '/%2e%2e/%2e%2e/etc/passwd', { kind: 'error', status: 400 }],
    ['GET', '/guide/%2E%2E%2F..%2Fpackage.json', { kind: 'error', status: 400 }],
    ['GET', '/a%5c..%5cb', { kind: 'error', status: 400 }],
    ['GET', '//evil.example/', { kind: 'error', status: 404 }],
    ['GET', '/guide//start/', { kind: 'error', status: 404 }],
    ['GET', `/${'a'.repeat(10 * 1024)}`, { kind: 'error', status: 400 }],
    ['GET', 'http://example.com/', { kind: 'error', status: 400 }],
  ])('%s %s', (method, url, expected) => {
    expect(checkRequest(method, url, '/')).toMatchObject(expected);
  });

  it('keeps requests inside the base path', () => {
    expect(checkRequest('GET', '/docs/zh/', '/docs/')).toMatchObject({ kind: 'ok', pathname: '/docs/zh/' });
    expect(checkRequest('GET', '/docs', '/docs/')).toMatchObject({ kind: 'ok', pathname: '/docs' });
    expect(checkRequest('GET', '/zh/', '/docs/')).toMatchObject({ kind: 'error', status: 404 });
    expect(checkRequest('GET', '/docsx/', '/docs/')).toMatchObject({ kind: 'error', status: 404 });
  });
});

describe('redirect rules', () => {
  const routes = ['/', '/guide/start/', '/guide/start/quick-start', '/zh/', '/zh/guide/start/quick-start'];

  it('writes the default-language, trailing-slash and folder rules, and reads them back unchanged', () => {
    const rules = siteRedirects('/', 'en', routes, true);
    const text = renderRedirects(rules);
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        '/en / 301',
        '/en/* /:splat 301',
        '/guide/start/quick-start/ /guide/start/quick-start 301',
        '/guide/start /guide/start/ 301',
        '/zh /zh/ 301',
      ]),
    );
    expect(parseRedirects(text)).toEqual(rules);
  });

  it('follows the rules, and never turns a path into another origin', () => {
    const redirect = redirectMatcher(siteRedirects('/', 'en', routes, true));
    expect(redirect('/en/guide/start/')).toBe('/guide/start/');
    expect(redirect('/en/')).toBe('/');
    expect(redirect('/en')).toBe('/');
    expect(redirect('/guide/start/quick-start/')).toBe('/guide/start/quick-start');
    expect(redirect('/zh/guide/start/quick-start/')).toBe('/zh/guide/start/quick-start');
    expect(redirect('/guide/start')).toBe('/guide/start/');
    expect(redirect('/guide/start/')).toBeNull();
    expect(redirect('/guide/start/quick-start')).toBeNull();
    expect(redirect('/english')).toBeNull();
    expect(redirect('/en//evil.example')).toBeNull();
  });

  it('prefixes every rule with the base path', () => {
    const redirect = redirectMatcher(siteRedirects('/docs/', 'en', routes, true));
    expect(redirect('/docs')).toBe('/docs/');
    expect(redirect('/docs/en/zh/')).toBe('/docs/zh/');
    expect(redirect('/docs/guide/start/quick-start/')).toBe('/docs/guide/start/quick-start');
    expect(redirect('/en/guide/start/')).toBeNull();
  });

  it('sends slash mistakes to the HTML file when the site has no clean URLs', () => {
    const redirect = redirectMatcher(siteRedirects('/docs/', 'en', routes, false));
    expect(redirect('/docs/guide/start/quick-start/')).toBe('/docs/guide/start/quick-start.html');
    expect(redirect('/docs/zh/guide/start/quick-start/')).toBe('/docs/zh/guide/start/quick-start.html');
    expect(redirect('/docs/guide/start')).toBe('/docs/guide/start/index.html');
    expect(redirect('/docs/en/guide/start/')).toBe('/docs/guide/start/');
  });
});

describe('static server', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  const dir = path.join(work, 'dist');
  const page = `<!doctype html><title>quick start</title>${'<p>Some text of the page.</p>'.repeat(100)}`;
  let server: http.Server;
  let port = 0;

  const get = (pathname: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      // node:http with a raw path: fetch and URL strings would decode the body and resolve `..`.
      const req = http.request({ host: '127.0.0.1', port, path: pathname, method, headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
      });
      req.on('error', reject);
      req.end();
    });

  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, 'guide/start'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>home</title>');
    fs.writeFileSync(path.join(dir, 'guide/start/index.html'), '<!doctype html><title>start</title>');
    fs.writeFileSync(path.join(dir, 'guide/start/quick-start.html'), page);
    fs.writeFileSync(path.join(dir, 'guide/start/quick-start.md'), `# 快速开始\n\n${'正文。'.repeat(400)}`);
    fs.writeFileSync(path.join(dir, 'assets/app-1a2b.js'), `export const x = ${JSON.stringify('y'.repeat(2000))};`);
    fs.writeFileSync(
      path.join(dir, '404.html'),
      `<!doctype html><title>missing</title>${'<p>Not here.</p>'.repeat(100)}`,
    );
    fs.writeFileSync(
      path.join(dir, '_headers'),
      '/*\n  X-Content-Type-Options: nosniff\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
    );
    fs.writeFileSync(
      path.join(dir, '_redirects'),
      renderRedirects(siteRedirects('/', 'en', ['/', '/guide/start/', '/guide/start/quick-start'], true)),
    );
    fs.writeFileSync(path.join(work, 'secret.txt'), 'outside the site');
    // The copies the build writes beside each file, made here on this thread.
    for (const file of filesToCompress(dir)) writeCompressedCopies(file);
    server = createStaticServer({ dir });
    port = await listen(server, 0);
  });
  afterAll(async () => {
    await new Promise((r) => server?.close(r));
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('serves clean URLs with the files the build compressed, and an ETag that answers 304', async () => {
    const br = await get('/guide/start/quick-start', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html;charset=utf-8');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(page);
    const gz = await get('/guide/start/quick-start', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(page);
    const plain = await get('/guide/start/quick-start');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
    expect(br.headers.etag).toBeTruthy();
    const again = await get('/guide/start/quick-start', { 'accept-encoding': 'br', 'if-none-match': br.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await get('/guide/start/')).body.toString()).toContain('<title>start</title>');
    expect((await get('/')).body.toString()).toContain('<title>home</title>');
  });

  it('sends the _headers rules and a UTF-8 charset for text files', async () => {
    const js = await get('/assets/app-1a2b.js', { 'accept-encoding': 'br' });
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const md = await get('/guide/start/quick-start.md');
    expect(md.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(md.body.toString()).toMatch(/^# 快速开始/);
  });

  it('redirects by the _redirects rules, keeping the query', async () => {
    for (const [from, to] of [
      ['/guide/start/quick-start/', '/guide/start/quick-start'],
      ['/en/guide/start/', '/guide/start/'],
      ['/en/guide/start/quick-start?a=1', '/guide/start/quick-start?a=1'],
      ['/guide/start', '/guide/start/'],
    ]) {
      const res = await get(from!);
      expect([from, res.status, res.headers.location]).toEqual([from, 301, to]);
    }
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const missing = await get('/nothing/here', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(zlib.brotliDecompressSync(missing.body).toString()).toContain('<title>missing</title>');
    expect((await get('/_redirects')).status).toBe(404);
    expect((await get('/_headers')).status).toBe(404);
    expect((await get('/guide/start/quick-start', {}, 'HEAD')).body.length).toBe(0);
  });

  it('answers bad requests with 400, 404 or 405, never 500, and never with a file outside the site', async () => {
    const bad = [
      '/%E0%A4%A',
      '/a%00b',
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '//secret.txt',
      `/${'x'.repeat(10 * 1024)}`,
      '/..%5csecret.txt',
    ];
    for (const url of bad) {
      const res = await get(url);
      expect([url.slice(0, 40), [400, 404].includes(res.status)]).toEqual([url.slice(0, 40), true]);
      expect(res.body.toString()).not.toContain('outside the site');
      // The reader sees the site's 404 page, not a bare error text.
      expect([url.slice(0, 40), res.body.toString().includes('<title>missing</title>')]).toEqual([
        url.slice(0, 40),
        true,
      ]);
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const res = await get('/', {}, method);
      expect([method, res.status, res.headers.allow]).toEqual([method, 405, 'GET, HEAD']);
    }
  });
});
