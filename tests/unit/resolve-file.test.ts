import { describe, expect, it } from 'vitest';
import { resolveRequest } from '../../server/resolve-file.ts';

const files = new Set(['index.html', 'zh/index.html', 'guide/start/index.html', 'guide/start/quick-start.html', 'assets/app.js', '404.html']);
const exists = (f: string) => files.has(f);

describe('clean URL resolution', () => {
  it.each([
    ['/', { kind: 'file', file: 'index.html' }],
    ['/zh/', { kind: 'file', file: 'zh/index.html' }],
    ['/zh', { kind: 'redirect', location: '/zh/' }],
    ['/guide/start/quick-start', { kind: 'file', file: 'guide/start/quick-start.html' }],
    ['/guide/start/quick-start.html', { kind: 'file', file: 'guide/start/quick-start.html' }],
    ['/guide/start/index.html', { kind: 'file', file: 'guide/start/index.html' }],
    ['/guide/start', { kind: 'redirect', location: '/guide/start/' }],
    ['/guide//start/', { kind: 'file', file: 'guide/start/index.html' }],
    ['/assets/app.js?v=1', { kind: 'file', file: 'assets/app.js' }],
    ['/nope', { kind: 'not-found' }],
    ['/../etc/passwd', { kind: 'not-found' }],
    ['/%2e%2e/%2e%2e/etc/passwd', { kind: 'not-found' }],
    ['/%E0%A4%A', { kind: 'not-found' }],
    ['/a%00b', { kind: 'not-found' }],
  ])('%s', (url, expected) => {
    expect(resolveRequest(url, '/', exists)).toEqual(expected);
  });

  it('honours a base path', () => {
    expect(resolveRequest('/docs/zh/', '/docs/', exists)).toEqual({ kind: 'file', file: 'zh/index.html' });
    expect(resolveRequest('/docs', '/docs/', exists)).toEqual({ kind: 'redirect', location: '/docs/' });
    expect(resolveRequest('/zh/', '/docs/', exists)).toEqual({ kind: 'not-found' });
  });
});

describe('static server responses', () => {
  it('compresses text with brotli or gzip, and sends the 404 page with status 404', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const zlib = await import('node:zlib');
    const { createStaticServer, listen } = await import('../../server/static-server.ts');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>home</title>'.repeat(50));
    fs.writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>missing</title>');
    const server = createStaticServer({ dir });
    const port = await listen(server, 0);
    try {
      const br = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'accept-encoding': 'br' } });
      expect(br.headers.get('content-encoding')).toBe('br');
      const raw = Buffer.from(await (await fetch(`http://127.0.0.1:${port}/`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
      expect(raw.toString()).toContain('<title>home</title>');
      const gz = await new Promise<Buffer>((resolve) => {
        import('node:http').then(({ get }) =>
          get({ port, path: '/', headers: { 'accept-encoding': 'gzip' } }, (res) => {
            expect(res.headers['content-encoding']).toBe('gzip');
            const parts: Buffer[] = [];
            res.on('data', (c: Buffer) => parts.push(c));
            res.on('end', () => resolve(Buffer.concat(parts)));
          }),
        );
      });
      expect(zlib.gunzipSync(gz).toString()).toBe(raw.toString());
      const missing = await fetch(`http://127.0.0.1:${port}/nothing`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('missing');
    } finally {
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
