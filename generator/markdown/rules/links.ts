/**
 * Links: root-relative site links (`/config/dev/hmr`, `/guide/start/#x`) are recorded for the
 * build-wide check and rewritten to their public URL (language prefix, `.html` without clean
 * URLs, base path); external links open safely; anything else (relative paths, `.md` files) is
 * an error with file and line.
 */
import type MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import type { RenderEnv } from '../env.ts';
import { originOf } from '../env.ts';
import { localizeHref, publicUrl, withBase } from '../../../common/routes.ts';
import { HEADER_ANCHOR_CLASS } from '../../../common/contract.ts';

function rewrite(token: Token, line: number | undefined, env: RenderEnv): void {
  const href = token.attrGet('href') ?? '';
  const origin = originOf(env, line === undefined ? null : [line, line + 1]);
  if (/^https?:\/\//.test(href) || href.startsWith('mailto:')) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
    return;
  }
  if (href.startsWith('#')) {
    env.links.push({ href, origin });
    return;
  }
  if (!href.startsWith('/') || href.startsWith('//')) {
    env.errors.push({
      origin,
      message: `link "${href}" must be root-relative (/guide/start/quick-start) or an absolute https:// URL`,
    });
    return;
  }
  if (/\.(md|html)(#|$)/.test(href)) {
    env.errors.push({ origin, message: `link "${href}" names a file; write the route without extension` });
    return;
  }
  env.links.push({ href, origin });
  token.attrSet(
    'href',
    publicUrl(localizeHref(href, env.lang, env.defaultLang, '/'), { cleanUrls: env.options.cleanUrls, base: env.base }),
  );
}

/** How many source line breaks an inline token stands for. */
function lineBreaksIn(token: Token): number {
  if (token.type === 'softbreak' || token.type === 'hardbreak') return 1;
  if (token.type === 'html_inline') return token.content.split('\n').length - 1;
  return 0;
}

export function linksPlugin(md: MarkdownIt): void {
  md.core.ruler.push('site_links', (state) => {
    const env = state.env as RenderEnv;
    for (const block of state.tokens) {
      if (block.type !== 'inline' || !block.children) continue;
      // Inline tokens have no map: a link's line is its block's first line plus the line breaks before it.
      let breaks = 0;
      for (const child of block.children) {
        if (child.type === 'link_open' && !child.attrGet('class')?.includes(HEADER_ANCHOR_CLASS))
          rewrite(child, block.map ? Math.min(block.map[0] + breaks, block.map[1] - 1) : undefined, env);
        breaks += lineBreaksIn(child);
        if (child.type === 'image') {
          const src = child.attrGet('src') ?? '';
          if (src.startsWith('/')) child.attrSet('src', withBase(src, env.base));
          child.attrSet('loading', 'lazy');
        }
      }
    }
  });
}
