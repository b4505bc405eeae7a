/**
 * Both languages have the same pages, and each pair has the same outline: the same `##`, `###`
 * and `####` headings in the same order with the same explicit ids, and the same includes.
 */
import { describe, expect, it } from 'vitest';
import { readContent, type ContentFile } from './content-files.ts';

const files = readContent();
const byKey = new Map(files.map((f) => [`${f.lang}:${f.contentPath}`, f]));

/** Heading levels and explicit ids outside code fences, plus include lines. */
export function outline(file: ContentFile): string[] {
  const out: string[] = [];
  let fence = '';
  for (const line of file.text.split('\n')) {
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (!fence) fence = f[1]!;
      else if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = '';
      continue;
    }
    if (fence) continue;
    const h = /^(#{2,4})\s+.*?(?:\{#([\w-]+)\})?\s*$/.exec(line);
    if (h) out.push(`${h[1]} ${h[2] ?? '(no id)'}`);
    const inc = /<!--\s*@include:\s*(\S+)\s*-->/.exec(line);
    if (inc) out.push(`include ${inc[1]}`);
  }
  return out;
}

describe('language parity', () => {
  it('every page exists in both languages', () => {
    const en = new Set(files.filter((f) => f.lang === 'en').map((f) => f.contentPath));
    const zh = new Set(files.filter((f) => f.lang === 'zh').map((f) => f.contentPath));
    expect(
      [...en].filter((p) => !zh.has(p)),
      'English pages without a Chinese twin',
    ).toEqual([]);
    expect(
      [...zh].filter((p) => !en.has(p)),
      'Chinese pages without an English twin',
    ).toEqual([]);
  });

  it('every pair has the same headings, levels, ids and includes', () => {
    const mismatches: string[] = [];
    for (const file of files.filter((f) => f.lang === 'en')) {
      const twin = byKey.get(`zh:${file.contentPath}`);
      if (!twin) continue;
      const a = outline(file);
      const b = outline(twin);
      if (a.join('\n') !== b.join('\n'))
        mismatches.push(`${file.contentPath}: en [${a.join(', ')}] vs zh [${b.join(', ')}]`);
    }
    expect(mismatches).toEqual([]);
  });

  it('every page heading below the title has an explicit id', () => {
    const missing = files.flatMap((f) =>
      outline(f)
        .filter((h) => h.endsWith('(no id)'))
        .map((h) => `${f.file}: ${h}`),
    );
    expect(missing).toEqual([]);
  });
});
