/**
 * What the site publishes around its pages: RSS and Atom feeds (parsed with a real feed parser),
 * a sitemap valid against the sitemaps.org schema, robots.txt, llms.txt and Markdown copies.
 */
import fs from 'node:fs';
import path from 'node:path';
import Parser from 'rss-parser';
import { validateXML } from 'xmllint-wasm';
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../browser.ts';
import { expectedPages } from '../../site-pages.ts';

const project = path.resolve(import.meta.dirname, '../../..');
const dist = path.join(project, 'dist');
const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');
const RELEASES = [
  ['v0-6', '2024-04-10'],
  ['v0-5', '2024-03-19'],
  ['v0-4', '2024-02-06'],
  ['v0-3', '2024-01-10'],
  ['v0-2', '2023-12-11'],
  ['v0-1', '2023-11-22'],
];

describe('feeds', () => {
  for (const [file, prefix] of [
    ['rss/releases.xml', ''],
    ['rss/releases.atom', ''],
    ['zh/rss/releases.xml', '/zh'],
    ['zh/rss/releases.atom', '/zh'],
  ] as const) {
    it(`${file} lists the six announcements, newest first, with dates, summaries and content`, async () => {
      const feed = await new Parser().parseString(read(file));
      expect(feed.items).toHaveLength(6);
      expect(feed.items.map((i) => i.link)).toEqual(
        RELEASES.map(([v]) => `https://rsbuild.dev${prefix}/community/releases/${v}`),
      );
      expect(feed.items.map((i) => new Date(i.isoDate!).toISOString().slice(0, 10))).toEqual(
        RELEASES.map(([, d]) => d),
      );
      for (const item of feed.items) {
        expect(item.title).toBeTruthy();
        expect((item.contentSnippet ?? item.summary ?? '').length).toBeGreaterThan(20);
        expect((item['content:encoded'] ?? item.content ?? '').length).toBeGreaterThan(200);
      }
      expect(/(?:<language>|xml:lang=")([\w-]+)/.exec(read(file))?.[1]).toBe(prefix ? 'zh-CN' : 'en');
    });
  }

  it('the home pages link both feeds of their language', () => {
    expect(read('index.html')).toMatch(
      /<link data-page-link rel="alternate" type="application\/rss\+xml" href="https:\/\/rsbuild.dev\/rss\/releases.xml"/,
    );
    expect(read('index.html')).toMatch(
      /<link data-page-link rel="alternate" type="application\/atom\+xml" href="https:\/\/rsbuild.dev\/rss\/releases.atom"/,
    );
    expect(read('zh/index.html')).toMatch(
      /type="application\/rss\+xml" href="https:\/\/rsbuild.dev\/zh\/rss\/releases.xml"[^>]*hreflang="zh"/,
    );
    expect(read('zh/index.html')).toMatch(
      /type="application\/atom\+xml" href="https:\/\/rsbuild.dev\/zh\/rss\/releases.atom"/,
    );
  });
});

describe('sitemap and robots', () => {
  it('validates against the sitemaps.org schema', async () => {
    const xsdDir = path.join(project, 'tests/fixtures/xsd');
    const result = await validateXML({
      xml: [{ fileName: 'sitemap.xml', contents: read('sitemap.xml') }],
      schema: [
        {
          fileName: 'sitemap-with-alternates.xsd',
          contents: fs.readFileSync(path.join(xsdDir, 'sitemap-with-alternates.xsd'), 'utf8'),
        },
      ],
      preload: [
        {
          fileName: 'sitemap.xsd',
          contents: fs.readFileSync(path.join(project, 'node_modules/sitemap/schema/sitemap.xsd'), 'utf8'),
        },
        { fileName: 'xhtml-link.xsd', contents: fs.readFileSync(path.join(xsdDir, 'xhtml-link.xsd'), 'utf8') },
      ],
    });
    expect(result.errors.map((e) => e.rawMessage)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every page with lastmod and alternates in both languages plus x-default', () => {
    const xml = read('sitemap.xml');
    const records = JSON.parse(read('page-index.json')) as unknown[];
    expect(xml.match(/<url>/g)).toHaveLength(records.length);
    expect(xml).toContain('<loc>https://rsbuild.dev/zh/config/server/port</loc>');
    const entry = xml.split('<url>').find((u) => u.includes('<loc>https://rsbuild.dev/config/server/port</loc>'))!;
    expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
    expect(entry).toContain('hreflang="zh" href="https://rsbuild.dev/zh/config/server/port"');
    expect(entry).toContain('hreflang="x-default" href="https://rsbuild.dev/config/server/port"');
    expect(read('robots.txt')).toContain('Sitemap: https://rsbuild.dev/sitemap.xml');
  });
});

describe('machine-readable docs', () => {
  it('llms.txt lists every page of its language with its description', () => {
    const en = read('llms.txt');
    const zh = read('zh/llms.txt');
    expect(en).toMatch(/^# Rsbuild\n\n> /);
    expect(en).toContain('- [server.port](https://rsbuild.dev/config/server/port.md): ');
    expect(zh).toContain('- [server.port](https://rsbuild.dev/zh/config/server/port.md): ');
    const listed = (lang: string) => expectedPages().filter((p) => p.lang === lang && !p.home).length;
    expect(en.match(/^- \[/gm)!.length).toBe(listed('en'));
    expect(zh.match(/^- \[/gm)!.length).toBe(listed('zh'));
  });

  it('serves a clean Markdown copy next to each page, includes expanded and links absolute', async () => {
    const res = await fetch(`${baseUrl()}/plugins/dev/hooks.md`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/markdown');
    const md = await res.text();
    expect(md).not.toContain('@include');
    expect(md).toContain('### onAfterBuild');
    expect(md).not.toMatch(/\{#[\w-]+\}/);
    expect(md).not.toMatch(/\]\(\/[^)]/);
    const quick = read('zh/guide/start/quick-start.md');
    expect(quick).toMatch(/^# 快速开始/);
    expect(quick).toContain('```bash\nnpm create rsbuild@latest');
  });
});
