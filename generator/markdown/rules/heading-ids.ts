/**
 * `## Default value {#default-value}`: a heading may fix its anchor, so links survive rewording
 * and both languages share ids. Runs before markdown-it-anchor, which keeps an id already set.
 *
 * markdown-it-anchor throws a plain Error for an explicit id of an h2-h4 that an earlier h2-h4
 * already has (explicitly or as its slug). This rule follows the ids markdown-it-anchor will hand
 * out, reports such a heading as `duplicate heading id` at its line and drops its explicit id, so
 * markdown-it-anchor gives it a slug instead of throwing.
 */
import type MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { originOf, type RenderEnv } from '../env.ts';
import { slugify } from '../slug.ts';

const EXPLICIT_ID = /\s*\{#([A-Za-z0-9_-]+)\}\s*$/;
/** The levels markdown-it-anchor handles (create-markdown.ts). */
const ANCHORED = new Set(['h2', 'h3', 'h4']);

/** Sets the heading's explicit id, if it has one, and returns it. */
function takeExplicitId(heading: Token, inline: Token): string | undefined {
  const match = EXPLICIT_ID.exec(inline.content);
  if (!match) return undefined;
  heading.attrSet('id', match[1]!);
  inline.content = inline.content.replace(EXPLICIT_ID, '');
  const last = inline.children?.[inline.children.length - 1];
  if (last?.type === 'text') last.content = last.content.replace(EXPLICIT_ID, '');
  return match[1]!;
}

/** The slug markdown-it-anchor derives from a heading's text, made unique as it does. */
function uniqueSlug(inline: Token, taken: Set<string>): string {
  const text = (inline.children ?? [])
    .filter((c) => c.type === 'text' || c.type === 'code_inline')
    .map((c) => c.content)
    .join('');
  const slug = slugify(text);
  let id = slug;
  for (let i = 1; taken.has(id); i++) id = `${slug}-${i}`;
  return id;
}

export function headingIdsPlugin(md: MarkdownIt): void {
  md.core.ruler.push('explicit_heading_ids', (state) => {
    const env = state.env as RenderEnv;
    const tokens = state.tokens;
    const taken = new Set<string>();
    for (let i = 0; i < tokens.length; i++) {
      const heading = tokens[i]!;
      if (heading.type !== 'heading_open') continue;
      const inline = tokens[i + 1];
      if (!inline || inline.type !== 'inline') continue;
      const id = takeExplicitId(heading, inline);
      if (!ANCHORED.has(heading.tag)) continue;
      if (id === undefined || !taken.has(id)) {
        taken.add(id ?? uniqueSlug(inline, taken));
        continue;
      }
      env.errors.push({ origin: originOf(env, heading.map), message: `duplicate heading id "${id}"` });
      heading.attrs = (heading.attrs ?? []).filter(([name]) => name !== 'id');
      taken.add(uniqueSlug(inline, taken));
    }
  });
}
