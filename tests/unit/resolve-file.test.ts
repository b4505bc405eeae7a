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
