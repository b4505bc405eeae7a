/**
 * Wide tables scroll inside their own box instead of widening the page on phones, and a cell of a
 * few characters keeps them on one line. A table wider than the column gives each column no more
 * than its longest unbreakable run, and Chinese may break between any two characters: a column
 * of 函数 and 对象 beside a column of code shrank to one character a line.
 */
import type MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';

/** The longest cell text, in characters, that never wraps (`UMD 插件`, `总是加载`, `string`). */
const SHORT_CELL_CHARS = 6;

/** The text a cell shows: its words and inline code, without the Markdown around them. */
function cellText(inline: Token | undefined): string {
  if (inline?.type !== 'inline') return '';
  return (inline.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('')
    .trim();
}

export function tablesPlugin(md: MarkdownIt): void {
  md.renderer.rules.table_open = () => '<div class="table-wrapper"><table>\n';
  md.renderer.rules.table_close = () => '</table></div>\n';
  const cellOpen: NonNullable<typeof md.renderer.rules.td_open> = (tokens, idx, options, _env, self) => {
    const text = cellText(tokens[idx + 1]);
    if (text !== '' && [...text].length <= SHORT_CELL_CHARS) tokens[idx]!.attrJoin('class', 'cell-short');
    return self.renderToken(tokens, idx, options);
  };
  md.renderer.rules.td_open = cellOpen;
  md.renderer.rules.th_open = cellOpen;
}
