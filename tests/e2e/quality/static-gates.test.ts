/**
 * Quality gates over the built dist/: every same-origin link and fragment resolves, both languages
 * have the same routes and outlines, every page is valid HTML, and every page works without
 * JavaScript (content, nav, sidebar and language links in the static HTML).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages, dist } from './dist-pages.ts';
import { parseRedirects, redirectMatcher } from '../../../builder/redirects.ts';
import type { PageIndexRecord } from '../../../common/types.ts';
import { expectedPages } from '../../site-pages.ts';

const exists = (relative: string) =>
  fs.existsSync(path.join(dist, relative)) && fs.statSync(path.join(dist, relative)).isFile();
const pages = builtPages();
const byFile = new Map(pages.map((p) => [path.relative(dist, p.file).split(path.sep).join('/'), p]));

const redirect = redirectMatcher(parseRedirects(fs.readFileSync(path.join(dist, '_redirects'), 'utf8')));

/** The file a site path serves after the site's `_redirects`, with clean URLs as static hosts map them. */
function resolveToFile(target: string): string | undefined {
  const pathname = decodeURIComponent(new URL(target, 'http://site.test').pathname);
  const relative = (redirect(pathname) ?? pathname).slice(1);
  return [relative, `${relative}.html`, `${relative}${relative && !relative.endsWith('/') ? '/' : ''}index.html`].find(
    (f) => f && exists(f),
  );
}

describe('links', () => {
  it('every same-origin href and src resolves, and every #fragment names an element id', () => {
    // Both languages' pages and the 404 page: a gate over nothing would pass vacuously.
    expect(pages.length).toBe(expectedPages().length + 1);
    const broken: string[] = [];
    for (const page of pages) {
      for (const el of page.root.querySelectorAll('a[href], link[href], img[src], script[src]')) {
        const raw = el.getAttribute('href') ?? el.getAttribute('src') ?? '';
        if (/^(https?:|mailto:|data:)/.test(raw)) continue;
        const [target = '', fragment] = raw.split('#');
        let ids = page.ids;
        if (target) {
          const resolved = resolveToFile(target);
          if (!resolved) {
            broken.push(`${page.url}: ${raw}`);
            continue;
          }
          ids = byFile.get(resolved)?.ids ?? new Set();
        }
        if (fragment && !ids.has(decodeURIComponent(fragment)))
          broken.push(`${page.url}: ${raw} (no id "${fragment}")`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('language parity', () => {
  it('both languages have the same routes, and each pair the same h2/h3 count and explicit ids', () => {
    const records = JSON.parse(fs.readFileSync(path.join(dist, 'page-index.json'), 'utf8')) as PageIndexRecord[];
    const en = new Map(records.filter((r) => r.lang === 'en').map((r) => [r.routePath, r]));
    const zh = new Map(records.filter((r) => r.lang === 'zh').map((r) => [r.routePath, r]));
    expect(en.size).toBe(expectedPages().filter((p) => p.lang === 'en').length);
    expect([...en.keys()].sort()).toEqual([...zh.keys()].sort());
    const mismatches: string[] = [];
    for (const [route, a] of en) {
      const b = zh.get(route)!;
      const shape = (r: PageIndexRecord) =>
        r.toc
          .filter((t) => t.depth <= 3)
          .map((t) => `${t.depth}:${t.id}`)
          .join(' ');
      if (shape(a) !== shape(b)) mismatches.push(route);
    }
    expect(mismatches).toEqual([]);
  });
});

describe('HTML validity', () => {
  it('every page passes the Nu HTML Checker with no errors', () => {
    const jar = path.resolve(import.meta.dirname, '../../../node_modules/vnu-jar/build/dist/vnu.jar');
    const files = pages.map((p) => p.file);
    // One short run: the quick JIT tier and the serial collector cost about 40% less CPU here than
    // the defaults (10 s against 16 s of user time for the whole site), the same report.
    const jvm = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
    const result = spawnSync('java', [...jvm, '-jar', jar, '--errors-only', '--format', 'json', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    // The checker must really have run: no spawn error, and a JSON report naming its version.
    expect(result.error).toBeUndefined();
    const report = JSON.parse(result.stderr) as {
      version?: string;
      messages: { type: string; url: string; message: string; lastLine?: number }[];
    };
    expect(report.version).toMatch(/^\d+\./);
    const errors = report.messages
      .filter((m) => m.type === 'error')
      .map((m) => `${path.relative(dist, m.url.replace('file:', ''))}:${m.lastLine}: ${m.message}`);
    expect(errors.slice(0, 30)).toEqual([]);
  }, 180_000);
});

describe('without JavaScript', () => {
  it('every page has its content, the nav, sidebar links and a link to its twin in the static HTML', () => {
    const problems: string[] = [];
    for (const page of pages.filter((p) => !p.url.endsWith('/404'))) {
      const root = page.root;
      const zh = page.url.startsWith('/zh/');
      if (!root.querySelector('main h1')) problems.push(`${page.url}: no h1`);
      if (root.querySelectorAll('.navbar-nav a.nav-link').length !== 5) problems.push(`${page.url}: nav`);
      const isHome = page.url === '/' || page.url === '/zh/';
      if (!isHome && root.querySelectorAll('.sidebar a').length < 2) problems.push(`${page.url}: sidebar`);
      const twin = zh ? page.url.replace(/^\/zh/, '') : `/zh${page.url}`;
      const langLink = root.querySelector(`.language-menu a[hreflang="${zh ? 'en' : 'zh'}"]`)?.getAttribute('href');
      if (langLink !== twin) problems.push(`${page.url}: language link ${langLink}`);
    }
    expect(problems).toEqual([]);
  });
});
