/**
 * Writes the generator's output: the data modules the renderer imports through Vite aliases
 * (site data, the page table), and the static files served as they are: one JSON file of content
 * per page, the search indexes. Files whose content did not change are left alone, so the dev
 * server reloads only what moved.
 *
 * Page content is data the browser fetches, not a JavaScript module per page: 362 lazily imported
 * modules cost the first load a loader and a hashed file name each (8 KB gz), and the bundler
 * time to chunk them; the page table is now the list of chunk ids and one hash.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pageIndexRecord, type GeneratedSite } from '../generate.ts';
import { searchFiles } from '../search/build-index.ts';
import { pageContentPath } from '../../common/contract.ts';
import type { ClientSiteData, PageTable, SiteData } from '../../common/types.ts';

export const GENERATED_FILES = {
  siteData: 'site-data.json',
  pageTable: 'page-table.json',
  pageIndex: 'page-index.json',
  staticDir: 'static',
} as const;

/** The hash the dev server's page files carry: stable, so an edit changes one file, not all. */
export const DEV_PAGES_HASH = 'dev';

function writeIfChanged(file: string, content: string): boolean {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return false;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return true;
}

export interface WriteOptions {
  /** Development output: page files under the stable `dev` hash. */
  dev?: boolean;
}

/** The site data the browser receives: the same, without the sidebars, which each page carries. */
export function clientSiteData(siteData: SiteData): ClientSiteData {
  return { ...siteData, locales: siteData.locales.map(({ sidebar: _sidebar, ...locale }) => locale) };
}

/** The page table of a generated site whose pages' content, as JSON, is `pageJson`. */
function pageTable(site: GeneratedSite, options: WriteOptions, pageJson: string[]): PageTable {
  const hash = options.dev
    ? DEV_PAGES_HASH
    : crypto.createHash('sha256').update(pageJson.join('\n')).digest('hex').slice(0, 10);
  return { hash, chunks: site.pages.map(({ route }) => route.chunk) };
}

/**
 * Where a page's content file lands under the output folder: its site path without the leading
 * slash (the build copies static/ as is).
 */
export function pageContentFile(hash: string, chunk: string): string {
  return pageContentPath(hash, chunk).slice(1);
}

/** Returns the generated files (relative paths) whose content changed. */
export function writeGenerated(site: GeneratedSite, outDir: string, options: WriteOptions = {}): string[] {
  const keep = new Set<string>();
  const changed: string[] = [];
  const write = (relative: string, content: string) => {
    keep.add(path.join(outDir, relative));
    if (writeIfChanged(path.join(outDir, relative), content)) changed.push(relative);
  };
  write(GENERATED_FILES.siteData, JSON.stringify(clientSiteData(site.siteData)));
  write(
    GENERATED_FILES.pageIndex,
    JSON.stringify(
      site.pages.map((p) => pageIndexRecord(p.content)),
      null,
      1,
    ),
  );
  const pageJson = site.pages.map(({ content }) => JSON.stringify(content));
  const table = pageTable(site, options, pageJson);
  write(GENERATED_FILES.pageTable, JSON.stringify(table));
  site.pages.forEach(({ route }, i) => write(pageContentFile(table.hash, route.chunk), pageJson[i]!));
  for (const index of site.searchIndexes) {
    for (const file of searchFiles(index)) write(`${GENERATED_FILES.staticDir}/search/${file.name}`, file.body);
  }
  // Without fresh indexes (dev regenerations) the previous ones stay.
  if (site.searchIndexes.length === 0) {
    for (const file of fs.existsSync(path.join(outDir, GENERATED_FILES.staticDir, 'search'))
      ? fs.readdirSync(path.join(outDir, GENERATED_FILES.staticDir, 'search'))
      : []) {
      keep.add(path.join(outDir, GENERATED_FILES.staticDir, 'search', file));
    }
  }
  // Drop chunks of pages that no longer exist.
  const sweep = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) sweep(full);
      else if (!keep.has(full)) fs.rmSync(full);
    }
  };
  sweep(path.join(outDir, GENERATED_FILES.staticDir));
  return changed;
}
