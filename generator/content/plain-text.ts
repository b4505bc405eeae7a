/** The readable text of a page's tokens, for the search index: prose, inline code and code blocks. */
import type Token from 'markdown-it/lib/token.mjs';
import { inlineText } from '../markdown/rules/page-data.ts';

/** A paragraph or list item that is one link and nothing else, such as an entry of a Related list. */
export function isBareLink(token: Token): boolean {
  const children = token.children ?? [];
  return (
    children.length >= 2 &&
    children[0]!.type === 'link_open' &&
    children.at(-1)!.type === 'link_close' &&
    children.filter((c) => c.type === 'link_open').length === 1
  );
}

export interface PlainTextOptions {
  /** Code blocks (default true). */
  code?: boolean;
  /** Paragraphs and list items that are a bare link (default true). */
  bareLinks?: boolean;
}

/**
 * `{ code: false, bareLinks: false }` is the prose search snippets are cut from: a snippet cut from
 * code or from a list of page titles would not say what the page says, and leaving them out keeps
 * the snippet files small.
 */
export function plainText(tokens: Token[], options: PlainTextOptions = {}): string {
  const withCode = options.code ?? true;
  const withBareLinks = options.bareLinks ?? true;
  const parts: string[] = [];
  for (const token of tokens) {
    if (token.type === 'inline') {
      if (withBareLinks || !isBareLink(token)) parts.push(inlineText(token));
    } else if (withCode && (token.type === 'fence' || token.type === 'code_block')) parts.push(token.content.trim());
  }
  return parts.filter(Boolean).join('\n');
}
