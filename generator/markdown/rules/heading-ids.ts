/**
 * `## Default value {#default-value}`: a heading may fix its anchor, so links survive rewording
 * and both languages share ids. Runs before markdown-it-anchor, which keeps an id already set.
 */
import type MarkdownIt from 'markdown-it';

const EXPLICIT_ID = /\s*\{#([A-Za-z0-9_-]+)\}\s*$/;

export function headingIdsPlugin(md: MarkdownIt): void {
  md.core.ruler.push('explicit_heading_ids', (state) => {
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      if (tokens[i]!.type !== 'heading_open') continue;
      const inline = tokens[i + 1];
      if (!inline || inline.type !== 'inline') continue;
      const match = EXPLICIT_ID.exec(inline.content);
      if (!match) continue;
      tokens[i]!.attrSet('id', match[1]!);
      inline.content = inline.content.replace(EXPLICIT_ID, '');
      const last = inline.children?.[inline.children.length - 1];
      if (last?.type === 'text') last.content = last.content.replace(EXPLICIT_ID, '');
    }
  });
}
