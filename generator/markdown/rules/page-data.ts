/**
 * Collects the page title (first `#`), the description (the first paragraph after it), the facts
 * stated under it (`**Type:** \`number\``), the outline (h2 to h4) and every heading id into the
 * render env. Runs after markdown-it-anchor so the ids are final.
 */
import type MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import type { RenderEnv } from '../env.ts';
import { originOf } from '../env.ts';
import type { PageFact } from '../../../common/types.ts';
import { HEADER_ANCHOR_CLASS, LAYOUT_IDS } from '../../../common/contract.ts';

/** Plain text of an inline token, without the permalink symbol markdown-it-anchor adds. */
export function inlineText(token: Token | undefined): string {
  if (!token?.children) return token?.content ?? '';
  let text = '';
  let inPermalink = false;
  for (const child of token.children) {
    if (child.type === 'link_open' && child.attrGet('class')?.includes(HEADER_ANCHOR_CLASS)) inPermalink = true;
    else if (child.type === 'link_close' && inPermalink) inPermalink = false;
    else if (!inPermalink && (child.type === 'text' || child.type === 'code_inline')) text += child.content;
    else if (!inPermalink && (child.type === 'softbreak' || child.type === 'hardbreak')) text += ' ';
  }
  return text.trim();
}

/**
 * `**Type:** \`number\`` → { label: 'Type', value: 'number' }: a bold label ending in a colon
 * followed by nothing but one inline code. Anything else (prose, a value in a code block below)
 * is not a fact.
 */
export function factOf(inline: Token | undefined): PageFact | undefined {
  const children = (inline?.children ?? []).filter((c) => !(c.type === 'text' && !c.content.trim()));
  const [open, label, close, code, ...rest] = children;
  if (
    open?.type !== 'strong_open' ||
    label?.type !== 'text' ||
    close?.type !== 'strong_close' ||
    code?.type !== 'code_inline' ||
    rest.length
  )
    return undefined;
  const m = /^(.+?)\s*[:：]$/.exec(label.content.trim());
  return m ? { label: m[1]!, value: code.content } : undefined;
}

/** Element ids the page layout uses; a heading taking one would break the page or its links. */
export const RESERVED_IDS = new Set<string>(Object.values(LAYOUT_IDS));

export function pageDataPlugin(md: MarkdownIt): void {
  md.core.ruler.push('page_data', (state) => {
    const env = state.env as RenderEnv;
    const tokens = state.tokens;
    let h1Count = 0;
    let afterTitle = false;
    let inIntro = false;
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      if (token.type === 'inline') {
        // The permalink is hidden from assistive technology, so it must not take focus either.
        for (const child of token.children ?? []) {
          if (child.type === 'link_open' && child.attrGet('class')?.includes(HEADER_ANCHOR_CLASS))
            child.attrSet('tabindex', '-1');
        }
      }
      if (token.type === 'heading_open') {
        const depth = Number(token.tag.slice(1));
        const text = inlineText(tokens[i + 1]);
        const id = token.attrGet('id') ?? '';
        if (id) {
          if (RESERVED_IDS.has(id))
            env.errors.push({
              origin: originOf(env, token.map),
              message: `heading id "${id}" is used by the page layout; choose another`,
            });
          if (env.ids.includes(id))
            env.errors.push({ origin: originOf(env, token.map), message: `duplicate heading id "${id}"` });
          env.ids.push(id);
        }
        inIntro = depth === 1;
        if (depth === 1) {
          h1Count++;
          if (h1Count === 1) env.title = text;
          else env.errors.push({ origin: originOf(env, token.map), message: 'a page has exactly one "#" heading' });
          afterTitle = true;
        } else {
          afterTitle = false;
          if (depth <= 4) env.toc.push({ id, text, depth, charIndex: -1 });
        }
      } else if (inIntro && token.type === 'list_item_open') {
        // A list item's text is its first paragraph's inline token.
        const fact = tokens[i + 1]?.type === 'paragraph_open' ? factOf(tokens[i + 2]) : undefined;
        if (fact) env.facts.push(fact);
      }
      if (afterTitle && token.type === 'paragraph_open' && !env.description) {
        env.description = inlineText(tokens[i + 1]);
        afterTitle = false;
      }
    }
  });
}
