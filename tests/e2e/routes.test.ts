/** Every built route answers 200 with its <h1> and <html lang>; unknown paths get the 404 page. */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser.ts';
import type { PageIndexRecord } from '../../common/types.ts';

const dist = path.resolve(import.meta.dirname, '../../dist');
const records = JSON.parse(fs.readFileSync(path.join(dist, 'page-index.json'), 'utf8')) as PageIndexRecord[];
// The route list of the specification (shared/routes.txt), kept with the tests so a clone is self-contained.
const routesTxt = fs
  .readFileSync(path.resolve(import.meta.dirname, '../fixtures/spec-routes.txt'), 'utf8')
  .trim()
  .split('\n');

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
          const root = parse(html);
          const h1 = root.querySelector('h1')?.text.trim() ?? '';
          // A doc page's heading is its title; the home page's is the hero's name, which the record does not hold.
          const headingOk = record.frontmatter.pageType === 'home' ? h1.length > 0 : h1 === record.title;
          const lang = root.querySelector('html')?.getAttribute('lang');
          if (res.status !== 200 || !headingOk || lang !== record.lang)
            failures.push(`${urlOf(record)}: ${res.status}, h1 "${h1}", lang ${lang}`);
        }),
      );
    }
    expect(failures).toEqual([]);
  });

  // One 404.html answers every language; the app then renders it in the path's language
  // (tests/e2e/navigation.test.ts checks both languages in the browser).
  it('answers unknown paths of every language with status 404 and the 404 page', async () => {
    for (const lang of new Set(records.map((r) => r.lang))) {
      const res = await fetch(`${baseUrl()}${lang === 'en' ? '' : `/${lang}`}/guide/does-not-exist`);
      expect(res.status, lang).toBe(404);
      const root = parse(await res.text());
      expect(root.querySelector('.not-found-code')?.text, lang).toBe('404');
      expect(root.querySelector('#docs-app'), lang).not.toBeNull();
    }
  });

  it('serves folder pages and .html forms of clean URLs', async () => {
    expect((await fetch(`${baseUrl()}/guide/start/index.html`)).status).toBe(200);
    expect((await fetch(`${baseUrl()}/guide/start/quick-start.html`)).status).toBe(200);
    const redirect = await fetch(`${baseUrl()}/guide/start`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/guide/start/');
  });
});
