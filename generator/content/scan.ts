/** Lists the Markdown pages of each language, leaving out fragment folders (`shared/`). */
import fs from 'node:fs';
import path from 'node:path';

export interface SourceFile {
  lang: string;
  /** `guide/start/index` */
  contentPath: string;
  absolutePath: string;
}

function walk(dir: string, out: string[]): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.name.endsWith('.md')) out.push(full);
  }
}

export function scanContent(contentDir: string, langs: string[], exclude: string[]): SourceFile[] {
  const files: SourceFile[] = [];
  for (const lang of langs) {
    const root = path.join(contentDir, lang);
    if (!fs.existsSync(root)) continue;
    const found: string[] = [];
    walk(root, found);
    for (const absolutePath of found.sort()) {
      const contentPath = path.relative(root, absolutePath).split(path.sep).join('/').replace(/\.md$/, '');
      if (exclude.some((folder) => contentPath === folder || contentPath.startsWith(`${folder}/`))) continue;
      files.push({ lang, contentPath, absolutePath });
    }
  }
  return files;
}

/** A page's file under the content folder (`zh/guide/start/index.md`). */
export function relativePathOf(source: Pick<SourceFile, 'lang' | 'contentPath'>): string {
  return `${source.lang}/${source.contentPath}.md`;
}

/** How errors, the compile cache and the edit link name a page's file: from the site root. */
export function contentFileOf(relativePath: string): string {
  return `content/${relativePath}`;
}
