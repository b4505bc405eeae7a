/** The readable text of a page's tokens, for the search index: prose, inline code and code blocks. */
import type Token from 'markdown-it/lib/token.mjs';
import { inlineText } from '../markdown/rules/page-data.ts';

/** `code: false` leaves code blocks out: the prose search snippets are cut from. */
export function plainText(tokens: Token[], options: { code?: boolean } = {}): string {
  const withCode = options.code ?? true;
  const parts: string[] = [];
  for (const token of tokens) {
    if (token.type === 'inline') parts.push(inlineText(token));
    else if (withCode && (token.type === 'fence' || token.type === 'code_block')) parts.push(token.content.trim());
  }
  return parts.filter(Boolean).join('\n');
}
