/**
 * Wide tables scroll inside their own box instead of widening the page on phones, and short text
 * in a cell stays on one line. A table wider than its column gives each column no more than its
 * longest unbreakable run, so a column of 函数 and 对象 beside a column of code shrank to one
 * character a line (Chinese may break between any two characters), and code such as
 * `'async-chunks'` broke at its hyphens even on a desktop.
 */
import type MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { inlineText } from './page-data.ts';

/** The longest cell text, in characters, that never wraps (`UMD 插件`, `总是加载`, `string`). */
const SHORT_CELL_CHARS = 6;
/** The longest code span in a cell that never wraps (`'eval-cheap-module-source-map'` is 30). */
const SHORT_CODE_CHARS = 24;

/** Marks short cells (`cell-short`) and short code in cells (`code-short`) for the theme. */
function markShortCellText(tokens: Token[]): void {
  for (let i = 0; i < tokens.length - 1; i++) {
    const cell = tokens[i]!;
    const inline = tokens[i + 1]!;
    if ((cell.type !== 'td_open' && cell.type !== 'th_open') || inline.type !== 'inline') continue;
    const text = inlineText(inline);
    if (text !== '' && [...text].length <= SHORT_CELL_CHARS) cell.attrJoin('class', 'cell-short');
    for (const child of inline.children ?? [])
      if (child.type === 'code_inline' && [...child.content].length <= SHORT_CODE_CHARS)
        child.attrJoin('class', 'code-short');
  }
}

export function tablesPlugin(md: MarkdownIt): void {
  md.renderer.rules.table_open = () => '<div class="table-wrapper"><table>\n';
  md.renderer.rules.table_close = () => '</table></div>\n';
  md.core.ruler.push('short_cell_text', (state) => markShortCellText(state.tokens));
}
