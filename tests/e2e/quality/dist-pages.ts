/** The built HTML pages of dist/, parsed once for the quality gates. */
import fs from 'node:fs';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';

export const dist = path.resolve(import.meta.dirname, '../../../dist');

export interface BuiltPage {
  /** Site path of the page (`/zh/guide/start/`). */
  url: string;
  file: string;
  root: HTMLElement;
  ids: Set<string>;
}

function htmlFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'assets' && entry.name !== 'static') htmlFiles(full, out);
    else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

export function urlOfFile(file: string): string {
  const rel = path.relative(dist, file).split(path.sep).join('/');
  if (rel === 'index.html') return '/';
  if (rel.endsWith('/index.html')) return `/${rel.slice(0, -'index.html'.length)}`;
  return `/${rel.replace(/\.html$/, '')}`;
}

let cache: BuiltPage[] | undefined;
export function builtPages(): BuiltPage[] {
  cache ??= htmlFiles(dist).map((file) => {
    const root = parse(fs.readFileSync(file, 'utf8'));
    return { url: urlOfFile(file), file, root, ids: new Set(root.querySelectorAll('[id]').map((el) => el.id)) };
  });
  return cache;
}
