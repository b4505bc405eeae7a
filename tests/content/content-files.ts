/** Reading the real content for the content checks. */
import fs from 'node:fs';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '../..');
export const contentRoot = path.join(projectRoot, 'content');

export interface ContentFile {
  lang: string;
  /** `guide/start/quick-start` */
  contentPath: string;
  file: string;
  text: string;
}

export function readContent(): ContentFile[] {
  const out: ContentFile[] = [];
  for (const lang of ['en', 'zh']) {
    const root = path.join(contentRoot, lang);
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.md')) {
          out.push({
            lang,
            contentPath: path.relative(root, full).replace(/\.md$/, '').split(path.sep).join('/'),
            file: path.relative(projectRoot, full),
            text: fs.readFileSync(full, 'utf8'),
          });
        }
      }
    };
    walk(root);
  }
  return out;
}

export interface CodeBlock {
  file: string;
  line: number;
  lang: string;
  title: string;
  code: string;
}

/** Fenced code blocks of a Markdown text (top-level or nested in containers). */
export function codeBlocks(file: ContentFile): CodeBlock[] {
  const lines = file.text.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^\s*(`{3,}|~{3,})(\S*)(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const fence = open[1]!;
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !lines[j]!.trim().startsWith(fence)) body.push(lines[j++]!);
    blocks.push({
      file: file.file,
      line: i + 1,
      lang: open[2]!,
      title: /title="([^"]*)"/.exec(open[3]!)?.[1] ?? '',
      code: body.join('\n'),
    });
    i = j;
  }
  return blocks;
}
