/**
 * What each built page must show, read from the build itself: the page data (`page-index.json`:
 * title and outline) and the pre-rendered HTML of the page (document title, sidebar, footer). The
 * client must show exactly this after navigating to the page, whatever route it took.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { dist } from './quality/dist-pages.ts';

/** The parts of the screen that depend on the current page. */
export interface PageRecord {
  url: string;
  title: string;
  h1: string;
  /** href of the sidebar link marked as the current page, if its group is open. */
  current: string;
  /** hrefs of the outline, in order, space-separated. */
  outline: string;
  prev: string;
  next: string;
  edit: string;
}

interface IndexedPage {
  title: string;
  routePath: string;
  lang: string;
  toc: { id: string }[];
}

function htmlFileOf(url: string): string {
  const rel = url.endsWith('/') ? `${url}index.html` : `${url}.html`;
  return path.join(dist, rel);
}

let index: IndexedPage[] | undefined;

/** The record of the page at `url` (`/zh/guide/start/glossary`), from the built site. */
export function expectedRecord(url: string): PageRecord {
  index ??= JSON.parse(fs.readFileSync(path.join(dist, 'page-index.json'), 'utf8')) as IndexedPage[];
  const lang = url.startsWith('/zh/') ? 'zh' : 'en';
  const routePath = lang === 'zh' ? url.slice(3) : url;
  const data = index.find((p) => p.lang === lang && p.routePath === routePath);
  if (!data) throw new Error(`no page data for ${url}`);
  const root = parse(fs.readFileSync(htmlFileOf(url), 'utf8'));
  const href = (selector: string) => root.querySelector(selector)?.getAttribute('href') ?? '';
  const outline = root.querySelectorAll('.outline a').map((a) => a.getAttribute('href') ?? '');
  // The page data and the pre-rendered page must agree, or the oracle itself is broken.
  const fromData = data.toc.map((t) => `#${t.id}`);
  if (outline.join(' ') !== fromData.join(' '))
    throw new Error(`outline of ${url}: ${outline.join(' ')} is not ${fromData.join(' ')}`);
  return {
    url,
    title: root.querySelector('title')?.text ?? '',
    h1: data.title,
    current: href('.sidebar a[aria-current="page"]'),
    outline: outline.join(' '),
    prev: href('.prev-link'),
    next: href('.next-link'),
    edit: href('a.edit-link'),
  };
}

/** Reads the same record from the live page; runs in the browser. */
export function readRecord(): PageRecord {
  const href = (selector: string) => document.querySelector(selector)?.getAttribute('href') ?? '';
  const current = document.querySelector('.sidebar a[aria-current="page"]');
  return {
    url: location.pathname,
    title: document.title,
    h1: document.querySelector('.doc-content h1')?.textContent?.trim() ?? '',
    current:
      current && !current.closest('.sidebar-group-body[data-open="false"]') ? (current.getAttribute('href') ?? '') : '',
    outline: [...document.querySelectorAll('.outline a')].map((a) => a.getAttribute('href') ?? '').join(' '),
    prev: href('.prev-link'),
    next: href('.next-link'),
    edit: href('a.edit-link'),
  };
}
