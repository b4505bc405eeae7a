/**
 * `:::name info` … `:::` fenced containers, parsed by markdown-it-container (which matches the
 * closing fence by colon count, so `::::tabs` can hold `:::tab` blocks). This module adds what the
 * library leaves to its users: the info text without the name, and an error naming file and line
 * when a block is never closed (the library silently closes it at the end of its parent).
 */
import type MarkdownIt from 'markdown-it';
import container, { type ContainerOptions } from 'markdown-it-container';
import type Token from 'markdown-it/lib/token.mjs';
import type { RenderEnv } from '../env.ts';
import { originOf } from '../env.ts';
import { escapeMarkup } from '../../../common/escape.ts';

export interface ContainerRender {
  /** HTML for the opening fence; `token.info` is the text after the name. */
  open(token: Token, env: RenderEnv, tokens: Token[], idx: number): string;
  close(): string;
}

export function useContainer(md: MarkdownIt, name: string, render: ContainerRender): void {
  const head = new RegExp(`^\\s*${name}(?=\\s|$)`);
  const options: ContainerOptions = {
    validate: (params) => head.test(params),
    render: (tokens, idx, _options, env: RenderEnv) => {
      const token = tokens[idx]!;
      if (token.nesting === -1) return render.close();
      if ((token.meta as { unclosed?: boolean } | null)?.unclosed) {
        env.errors.push({
          origin: originOf(env, token.map),
          message: `"${token.markup}${name}" is never closed by "${token.markup}"`,
        });
      }
      return render.open(token, env, tokens, idx);
    },
  };
  md.use(container, name, options);
  // After block parsing: strip the name from `info`, and flag blocks whose closing line is no fence.
  md.core.ruler.after('block', `container_${name}_info`, (state) => {
    let lines: string[] | undefined;
    for (const token of state.tokens) {
      if (token.type !== `container_${name}_open`) continue;
      token.info = token.info.replace(head, '').trim();
      lines ??= state.src.split('\n');
      const closing = lines[token.map![1]] ?? '';
      if (!new RegExp(`^[\\s>]*:{${token.markup.length},}\\s*$`).test(closing))
        token.meta = { ...(token.meta as object), unclosed: true };
    }
  });
}

/** A container's title: its info text as inline Markdown, or the UI's default text. */
export function containerTitle(md: MarkdownIt, token: Token, env: RenderEnv, fallback: string): string {
  return token.info ? md.renderInline(token.info, env) : escapeMarkup(fallback);
}
