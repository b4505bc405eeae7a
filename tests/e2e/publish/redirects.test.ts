/**
 * The built site's `_redirects` against the real dist/, through the server `npm start` uses:
 * every page and folder URL has its rule, and the server answers them with 301 before any
 * JavaScript runs (a crawler or a reader without JavaScript lands on the canonical URL).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../browser.ts';
import type { PageIndexRecord } from '../../../common/types.ts';

const dist = path.resolve(import.meta.dirname, '../../../dist');
const records = JSON.parse(fs.readFileSync(path.join(dist, 'page-index.json'), 'utf8')) as PageIndexRecord[];
const rules = new Map(
  fs
    .readFileSync(path.join(dist, '_redirects'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split(' '))
    .map(([from, to, status]) => [from!, `${to} ${status}`]),
);

const head = (pathname: string) =>
  fetch(`${baseUrl()}${pathname}`, { redirect: 'manual', headers: { 'accept-encoding': 'br, gzip' } });

describe('_redirects', () => {
  it('has a 301 for the trailing-slash form of every page and the slash-less form of every folder', () => {
    expect(records.length).toBeGreaterThan(300);
    const missing: string[] = [];
    for (const r of records) {
      const url = `${r.lang === 'en' ? '' : `/${r.lang}`}${r.routePath}`;
      if (url === '/') continue;
      const [from, to] = url.endsWith('/') ? [url.slice(0, -1), url] : [`${url}/`, url];
      if (rules.get(from) !== `${to} 301`) missing.push(from);
    }
    expect(missing).toEqual([]);
    expect(rules.get('/en/*')).toBe('/:splat 301');
  });

  it('is what the server answers, without JavaScript', async () => {
    for (const [from, to] of [
      ['/en/guide/start/', '/guide/start/'],
      ['/en/guide/start/quick-start', '/guide/start/quick-start'],
      ['/guide/start/quick-start/', '/guide/start/quick-start'],
      ['/zh/config/server/port/', '/zh/config/server/port'],
      ['/guide/start', '/guide/start/'],
    ]) {
      const res = await head(from!);
      expect([from, res.status, res.headers.get('location')]).toEqual([from, 301, to]);
    }
    for (const canonical of ['/guide/start/', '/guide/start/quick-start', '/zh/config/server/port'])
      expect((await head(canonical)).status).toBe(200);
  });

  it('serves the search index from the compressed file the build wrote, and revalidates it with 304', async () => {
    const file = fs.readdirSync(path.join(dist, 'static/search')).find((f) => /^search_index\.zh\..*\.json$/.test(f))!;
    expect(fs.existsSync(path.join(dist, 'static/search', `${file}.br`))).toBe(true);
    const res = await head(`/static/search/${file}`);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(Number(res.headers.get('content-length'))).toBe(
      fs.statSync(path.join(dist, 'static/search', `${file}.br`)).size,
    );
    await res.arrayBuffer();
    const again = await fetch(`${baseUrl()}/static/search/${file}`, {
      headers: { 'accept-encoding': 'br', 'if-none-match': res.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });
});
