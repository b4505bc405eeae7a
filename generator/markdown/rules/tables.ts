/** Wide tables scroll inside their own box instead of widening the page on phones. */
import type MarkdownIt from 'markdown-it';

export function tablesPlugin(md: MarkdownIt): void {
  md.renderer.rules.table_open = () => '<div class="table-wrapper"><table>\n';
  md.renderer.rules.table_close = () => '</table></div>\n';
}
