/** Files the site ships beside its pages: the page index for tools and tests. */
import fs from 'node:fs';
import path from 'node:path';
import type { GeneratedSite } from '../generator/generate.ts';

export function writeExtras(site: GeneratedSite, outDir: string): void {
  fs.writeFileSync(path.join(outDir, 'page-index.json'), JSON.stringify(site.pageIndex));
}
