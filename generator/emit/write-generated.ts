/**
 * Writes the generator's output: the data modules the renderer imports through Vite aliases,
 * one module per page chunk, and the static files (search indexes) served as they are.
 * Files whose content did not change are left alone, so the dev server reloads only what moved.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pageIndexRecord, type GeneratedSite } from '../generate.ts';
import { searchFiles } from '../search/build-index.ts';
import { PAGE_UPDATE_EVENT } from '../../common/contract.ts';

export const GENERATED_FILES = {
  siteData: 'site-data.json',
  loaders: 'page-loaders.ts',
  pageIndex: 'page-index.json',
  pagesDir: 'pages',
  staticDir: 'static',
} as const;

function writeIfChanged(file: string, content: string): boolean {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return false;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return true;
}

/**
 * In development a page chunk accepts its own updates and hands the new content to the app,
 * which re-renders in place instead of reloading the page.
 */
const DEV_PAGE_UPDATE = `
if (import.meta.hot) {
  import.meta.hot.accept((next) => {
    if (next) window.dispatchEvent(new CustomEvent(${JSON.stringify(PAGE_UPDATE_EVENT)}, { detail: next.default }));
  });
}
`;

export interface WriteOptions {
  /** Development output: chunks accept hot updates. */
  dev?: boolean;
}

/** Returns the generated files (relative paths) whose content changed. */
export function writeGenerated(site: GeneratedSite, outDir: string, options: WriteOptions = {}): string[] {
  const keep = new Set<string>();
  const changed: string[] = [];
  const write = (relative: string, content: string) => {
    keep.add(path.join(outDir, relative));
    if (writeIfChanged(path.join(outDir, relative), content)) changed.push(relative);
  };
  write(GENERATED_FILES.siteData, JSON.stringify(site.siteData));
  write(
    GENERATED_FILES.pageIndex,
    JSON.stringify(
      site.pages.map((p) => pageIndexRecord(p.content)),
      null,
      1,
    ),
  );
  for (const { content: page, route } of site.pages) {
    const { chunk } = route;
    // JSON.parse of a string literal parses faster than the same object as JS source.
    write(
      `${GENERATED_FILES.pagesDir}/${chunk}.js`,
      `export default JSON.parse(${JSON.stringify(JSON.stringify(page))});\n${options.dev ? DEV_PAGE_UPDATE : ''}`,
    );
  }
  const loaders = site.pages
    .map(({ route: r }) => `  ${JSON.stringify(r.chunk)}: () => import('./${GENERATED_FILES.pagesDir}/${r.chunk}.js'),`)
    .join('\n');
  write(
    GENERATED_FILES.loaders,
    `// Generated: one lazily loaded chunk per page.\nexport const loaders = {\n${loaders}\n};\n`,
  );
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
  sweep(path.join(outDir, GENERATED_FILES.pagesDir));
  sweep(path.join(outDir, GENERATED_FILES.staticDir));
  return changed;
}
