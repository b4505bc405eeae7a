/**
 * A heading or a link whose text is an API name alone (`# performance.removeMomentLocale`) wraps
 * between the name's dotted parts first, and inside a part only where it is wider than the line
 * (`common/name-breaks.ts`; the theme's `.name-part`). The text, the anchor and the outline read
 * the same; only where a line may end changes.
 */
import type MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { nameParts } from '../../../common/name-breaks.ts';

/** Whether `children[j]` is the whole text of a link: `[performance.removeMomentLocale](…)`. */
function isWholeLinkText(children: Token[], j: number): boolean {
  return children[j - 1]?.type === 'link_open' && children[j + 1]?.type === 'link_close';
}

/**
 * Marks the text tokens that are names alone, in headings or as a link's text, for the text rule
 * below. Not in tables: a table sizes its columns by their longest unbreakable run, and names cut
 * into parts let it squeeze every column until short labels wrapped too.
 */
function markNames(tokens: Token[]): void {
  let tableDepth = 0;
  tokens.forEach((token, i) => {
    if (token.type === 'table_open') tableDepth++;
    if (token.type === 'table_close') tableDepth--;
    if (token.type !== 'inline' || tableDepth > 0) return;
    const inHeading = tokens[i - 1]?.type === 'heading_open';
    const children = token.children ?? [];
    children.forEach((child, j) => {
      if (child.type !== 'text' || !(inHeading || isWholeLinkText(children, j))) return;
      const parts = nameParts(child.content);
      if (parts) child.meta = { ...child.meta, nameParts: parts };
    });
  });
}

export function nameBreaksPlugin(md: MarkdownIt): void {
  md.core.ruler.push('api_names', (state) => markNames(state.tokens));
  const text = md.renderer.rules.text!;
  md.renderer.rules.text = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!;
    const parts = (token.meta as { nameParts?: string[][] } | null)?.nameParts;
    if (!parts) return text(tokens, idx, options, env, self);
    return parts
      .map((words) => `<span class="name-part">${words.map((w) => md.utils.escapeHtml(w)).join('<wbr>')}</span>`)
      .join('');
  };
}
