// markdown-it-container ships no types, and @types/markdown-it-container is written against the
// CommonJS typings of markdown-it 13, which do not match the ESM typings of markdown-it 14 we use.
declare module 'markdown-it-container' {
  import type MarkdownIt from 'markdown-it';
  import type Token from 'markdown-it/lib/token.mjs';

  type RenderRule = (
    tokens: Token[],
    idx: number,
    options: MarkdownIt['options'],
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- markdown-it types env as any
    env: any,
    self: MarkdownIt['renderer'],
  ) => string;

  export interface ContainerOptions {
    marker?: string;
    validate?: (params: string, markup: string) => boolean;
    render?: RenderRule;
  }
  export default function container(md: MarkdownIt, name: string, options?: ContainerOptions): void;
}
