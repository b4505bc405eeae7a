/** Every built route answers 200 with its <h1> and <html lang>; unknown paths get the 404 page. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser.ts';
import type { PageIndexRecord } from '../../common/types.ts';

const dist = path.resolve(import.meta.dirname, '../../dist');
const records = JSON.parse(fs.readFileSync(path.join(dist, 'page-index.json'), 'utf8')) as PageIndexRecord[];
// The route list of the specification (shared/routes.txt), kept with the tests so a clone is self-contained.
const routesTxt = fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/spec-routes.txt'), 'utf8').trim().split('\n');

function urlOf(record: PageIndexRecord): string {
  return `${baseUrl()}${record.lang === 'en' ? '' : `/${record.lang}`}${record.routePath}`;
}

describe('built routes', () => {
  it('covers every route of the specification in both languages', () => {
    const toRoute = (c: string) => (c === 'index' ? '/' : c.endsWith('/index') ? `/${c.slice(0, -5)}` : `/${c}`);
    for (const lang of ['en', 'zh']) {
      const built = new Set(records.filter((r) => r.lang === lang).map((r) => r.routePath));
      const missing = routesTxt.map(toRoute).filter((r) => !built.has(r));
      expect(missing, `${lang} routes missing`).toEqual([]);
    }
  });

  it('answers 200 with the page heading and language on every route', async () => {
    const failures: string[] = [];
    for (let i = 0; i < records.length; i += 16) {
      await Promise.all(
        records.slice(i, i + 16).map(async (record) => {
          const res = await fetch(urlOf(record));
          const html = await res.text();
          const h1 = record.frontmatter.pageType === 'home' ? /<h1[^>]*>/.test(html) : html.includes(`<h1>`) || /<h1[^>]*>/.test(html);
          if (res.status !== 200 || !h1 || !html.includes(`<html lang="${record.lang}"`)) failures.push(`${urlOf(record)}: ${res.status}`);
        }),
      );
    }
    expect(failures).toEqual([]);
  });

  it('serves the 404 page with status 404 for unknown paths, in the path language', async () => {
    const en = await fetch(`${baseUrl()}/guide/does-not-exist`);
    expect(en.status).toBe(404);
    const html = await en.text();
    expect(html).toContain('PAGE NOT FOUND');
    expect(html).toContain('Take me home');
  });

  it('serves folder pages and .html forms of clean URLs', async () => {
    expect((await fetch(`${baseUrl()}/guide/start/index.html`)).status).toBe(200);
    expect((await fetch(`${baseUrl()}/guide/start/quick-start.html`)).status).toBe(200);
    const redirect = await fetch(`${baseUrl()}/guide/start`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/guide/start/');
  });
});
