/**
 * Applies the two mechanical rules of tests/content/zh-style.ts to Chinese pages, in place:
 * a label's colon goes inside the bold, followed by a space (`**现象：** 文本`), and no space sits
 * between Chinese and a link whose text starts or ends with Chinese. Code fences, inline code and
 * front matter are left alone. Run it by hand, then read the diff:
 *
 *   npx tsx scripts/zh-typography-fix.ts content/zh/config/html/title.md …
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { proseLines } from '../tests/content/prose-lines.ts';

const HAN = '\\p{Script=Han}';
const LABEL = /^(\s*(?:[-*+]|\d+\.)\s+|\|\s*|)\*\*([^*\n]+?)\*\*\s*[:：]\s*/u;
const SPACE_BEFORE_LINK = new RegExp(`(${HAN}) +\\[(?=${HAN})`, 'gu');
const SPACE_AFTER_LINK = new RegExp(`(\\[[^\\]]*${HAN}\\]\\([^)\\s]*\\)) +(?=${HAN})`, 'gu');

/** One line of prose, with its inline code kept as it is. */
export function fixLine(line: string): string {
  const code: string[] = [];
  let s = line.replace(/(`+)(?:(?!\1).)+?\1/g, (c) => `\u{E001}${code.push(c) - 1}\u{E002}`);
  s = s.replace(LABEL, (_, lead: string, label: string) => `${lead}**${label}：** `);
  s = s.replace(SPACE_BEFORE_LINK, '$1[').replace(SPACE_AFTER_LINK, '$1');
  return s.replace(/\u{E001}(\d+)\u{E002}/gu, (_, i: string) => code[Number(i)]!);
}

/** A whole page: only prose lines change (not front matter, not code fences). */
export function fixPage(text: string): string {
  const lines = text.split('\n');
  for (const { line, source } of proseLines(text)) {
    // Front matter values come back without their key: leave them.
    if (lines[line - 1] === source) lines[line - 1] = fixLine(source);
  }
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const file of process.argv.slice(2)) {
    const before = fs.readFileSync(file, 'utf8');
    const after = fixPage(before);
    if (after !== before) {
      fs.writeFileSync(file, after);
      console.log(`fixed ${file}`);
    }
  }
}
