/** Remote search against a small real HTTP server: query parameters, groups, and failures. */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { remoteSearch, remoteSearchUrl } from '../../renderer/search/remote.ts';

let server: http.Server;
let origin = '';
const received: URLSearchParams[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    received.push(url.searchParams);
    if (url.pathname === '/broken') {
      res.writeHead(500).end('boom');
      return;
    }
    if (url.pathname === '/garbage') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{not json');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify([
        {
          index: 'rsbuild',
          hits: [
            {
              routePath: '/config/server/port',
              title: 'server.port',
              header: '',
              headerId: '',
              statement: 'port',
              titleHighlights: [],
              statementHighlights: [],
              score: 1,
            },
          ],
        },
      ]),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('remote search', () => {
  it('sends keyword, limit, searchIndexes (comma-separated) and lang, and returns the groups', async () => {
    const groups = await remoteSearch(`${origin}/search`, {
      keyword: 'dev port',
      limit: 7,
      searchIndexes: ['rsbuild', 'rspack'],
      lang: 'zh',
    });
    expect(groups).toEqual([
      { index: 'rsbuild', hits: [expect.objectContaining({ routePath: '/config/server/port' })] },
    ]);
    const params = received.at(-1)!;
    expect(Object.fromEntries(params)).toEqual({
      keyword: 'dev port',
      limit: '7',
      searchIndexes: 'rsbuild,rspack',
      lang: 'zh',
    });
  });

  it('logs a failure and gives no hits', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await remoteSearch(`${origin}/broken`, { keyword: 'x', limit: 7, searchIndexes: [], lang: 'en' })).toEqual(
      [],
    );
    expect(await remoteSearch(`${origin}/garbage`, { keyword: 'x', limit: 7, searchIndexes: [], lang: 'en' })).toEqual(
      [],
    );
    expect(
      await remoteSearch('http://127.0.0.1:9/closed', { keyword: 'x', limit: 7, searchIndexes: [], lang: 'en' }),
    ).toEqual([]);
    expect(error).toHaveBeenCalledTimes(3);
    error.mockRestore();
  });

  it('keeps parameters already in the configured URL', () => {
    expect(
      remoteSearchUrl('https://search.example.com/api?token=a', {
        keyword: 'hmr',
        limit: 7,
        searchIndexes: ['a'],
        lang: 'en',
      }),
    ).toBe('https://search.example.com/api?token=a&keyword=hmr&limit=7&searchIndexes=a&lang=en');
  });
});
