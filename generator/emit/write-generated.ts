/**
 * Writes the generator's output: the data modules the renderer imports through Vite aliases
 * (site data, the page table), and the static files served as they are: one JSON file of content
 * per page, the search indexes. Files whose content did not change are left alone, so the dev
 * server reloads only what moved.
 *
 * Page content is data the browser fetches, not a JavaScript module per page: 362 lazily imported
 * modules cost the first load a loader and a hashed file name each (8 KB gz), and the bundler
 * time to chunk them; the page table is now the list of chunk ids. Nothing the bundle imports
 * depends on a page's body, so an edit to one page leaves the bundle as it was.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { GeneratedSite } from '../generate.ts';
import { searchHashesFile, type BuiltSearchIndex } from '../search/build-index.ts';
import { GENERATED_FILES, pageContentPath, SEARCH_DIR } from '../../common/contract.ts';
import { SEARCH_INDEX_PREFIX } from '../../common/search/index-file.ts';
import type { ClientSiteData, PageTable, SiteData } from '../../common/types.ts';

/** The folder of files served as they are, which the build copies whole. */
const STATIC_DIR = 'static';

/** Writes `content` unless the file already holds it; true if it wrote. */
function writeIfChanged(file: string, content: string): boolean {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return false;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return true;
}

/** The site data the browser receives: the same, without the sidebars, which each page carries. */
export function clientSiteData(siteData: SiteData): ClientSiteData {
  return { ...siteData, locales: siteData.locales.map(({ sidebar: _sidebar, ...locale }) => locale) };
}

/**
 * Where a page's content file lands under the output folder: its site path without the leading
 * slash (the build copies static/ as is).
 */
export function pageContentFile(chunk: string): string {
  return pageContentPath(chunk).slice(1);
}

/** The data modules the renderer imports: paths under the output folder, and their text. */
export function dataModules(site: GeneratedSite): [string, string][] {
  const table: PageTable = { chunks: site.pages.map(({ route }) => route.chunk) };
  return [
    [GENERATED_FILES.siteData, JSON.stringify(clientSiteData(site.siteData))],
    [GENERATED_FILES.pageTable, JSON.stringify(table)],
  ];
}

/**
 * Each page's content file, one at a time: its path under the output folder and its JSON. A
 * generator, so a build holds one page's JSON at once (bodies wait on disk: body-spill.ts).
 */
export function* pageContentFiles(site: GeneratedSite): Generator<[string, string]> {
  for (const { route, content } of site.pages) yield [pageContentFile(route.chunk), JSON.stringify(content)];
}

/** Writes the data modules whose text changed (the dev server serves pages from memory); returns them. */
export function writeDataModules(site: GeneratedSite, outDir: string): string[] {
  return dataModules(site)
    .filter(([relative, content]) => {
      const file = path.join(outDir, relative);
      return writeIfChanged(file, content);
    })
    .map(([relative]) => relative);
}

/**
 * Returns the generated files (relative paths) whose content changed; a file whose content is
 * the same is left alone. With `hashes`, fills it with a hash of each file's content by path (the
 * build keys rendered HTML by them).
 */
export function writeGenerated(site: GeneratedSite, outDir: string, hashes?: Map<string, string>): string[] {
  const keep = new Set<string>();
  const changed: string[] = [];
  hashes?.clear();
  const write = (relative: string, content: string) => {
    const file = path.join(outDir, relative);
    keep.add(file);
    hashes?.set(relative, crypto.createHash('sha1').update(content).digest('hex'));
    if (writeIfChanged(file, content)) changed.push(relative);
  };
  for (const [relative, content] of dataModules(site)) write(relative, content);
  for (const [relative, content] of pageContentFiles(site)) write(relative, content);
  for (const file of searchFileSet(site.searchIndexes)) write(`${SEARCH_DIR}/${file.name}`, file.body);
  // Without fresh indexes (dev regenerations) the previous ones stay.
  const searchDir = path.join(outDir, SEARCH_DIR);
  if (site.searchIndexes.length === 0 && fs.existsSync(searchDir))
    for (const file of fs.readdirSync(searchDir)) keep.add(path.join(searchDir, file));
  // Drop chunks of pages that no longer exist.
  const sweep = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) sweep(full);
      else if (!keep.has(full)) fs.rmSync(full);
    }
  };
  sweep(path.join(outDir, STATIC_DIR));
  return changed;
}

/** Every search file of `indexes`: each language's head, parts and prose, and the map of head hashes. */
function searchFileSet(indexes: BuiltSearchIndex[]): { name: string; body: string }[] {
  return indexes.length ? [...indexes.flatMap((index) => index.files), searchHashesFile(indexes)] : [];
}

/**
 * Writes fresh search files under `outDir` and removes the previous heads (the dev server, a
 * moment after each regeneration). Parts and prose stay: a page whose worker loaded an older head
 * still fetches the parts that head names.
 */
export function writeSearchFiles(indexes: BuiltSearchIndex[], outDir: string): void {
  const dir = path.join(outDir, SEARCH_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const files = searchFileSet(indexes);
  const names = new Set(files.map((f) => f.name));
  for (const old of fs.readdirSync(dir))
    if (old.startsWith(SEARCH_INDEX_PREFIX) && !names.has(old)) fs.rmSync(path.join(dir, old));
  for (const { name, body } of files) fs.writeFileSync(path.join(dir, name), body);
}
