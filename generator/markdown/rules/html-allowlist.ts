/**
 * Raw HTML is limited to a few inline tags and details/summary (docs/authoring.md): content stays
 * Markdown, and no script or style can slip into a page.
 */
import type MarkdownIt from 'markdown-it';
import type { RenderEnv } from '../env.ts';
import { originOf } from '../env.ts';

const ALLOWED = new Set(['br', 'kbd', 'sup', 'sub', 'details', 'summary']);

export function disallowedTags(html: string): string[] {
  const bad: string[] = [];
  for (const match of html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    const tag = match[1]!.toLowerCase();
    if (!ALLOWED.has(tag) || /\son\w+\s*=/i.test(match[2]!)) bad.push(match[0]);
  }
  return bad;
}

export function htmlAllowlistPlugin(md: MarkdownIt): void {
  md.core.ruler.push('html_allowlist', (state) => {
    const env = state.env as RenderEnv;
    const check = (content: string, map: [number, number] | null) => {
      const withoutComments = content.replace(/<!--[\s\S]*?-->/g, '');
      for (const tag of disallowedTags(withoutComments)) {
        env.errors.push({
          origin: originOf(env, map),
          message: `raw HTML "${tag}" is not allowed (only <br>, <kbd>, <sup>, <sub>, <details>, <summary>)`,
        });
      }
    };
    for (const token of state.tokens) {
      if (token.type === 'html_block') check(token.content, token.map);
      if (token.type === 'inline') {
        for (const child of token.children ?? []) if (child.type === 'html_inline') check(child.content, token.map);
      }
    }
  });
}
