/**
 * The snippet under a search result: cut from the section the result points to, never holding a
 * heading line (the result shows its heading above the snippet), and ending where the section
 * ends.
 */
import { describe, expect, it } from 'vitest';
import { fillStatement, headingLines } from '../../common/search/query.ts';
import { snippetAround } from '../../common/search/snippet.ts';
import type { SearchHit } from '../../common/search/hit.ts';
import type { SearchDocMeta } from '../../common/search/sharded-index.ts';

const doc: SearchDocMeta = {
  id: 0,
  routePath: '/config/server/proxy',
  title: 'server.proxy',
  chunk: 0,
  toc: [
    { id: 'bypass', text: 'Skipping the proxy with bypass', depth: 2 },
    { id: 'related', text: 'Related links', depth: 2 },
  ],
};
const prose = [
  'Forwards matching requests to a backend; see Related links below.',
  'Skipping the proxy with bypass',
  'bypass is called for every request that reaches the proxy middleware.',
  'Related links',
  'server.headers and dev.setupMiddlewares',
].join('\n');

function hit(header: string, headerId: string, needles: string[]): SearchHit {
  return {
    docId: 0,
    routePath: doc.routePath,
    title: doc.title,
    header,
    headerId,
    statement: '',
    titleHighlights: [],
    statementHighlights: [],
    score: 1,
    needles,
  };
}

describe('search result snippets', () => {
  it('finds headings only where they stand as lines of their own', () => {
    expect(headingLines(prose, doc.toc).map((h) => [h.id, prose.slice(h.start, h.end)])).toEqual([
      ['bypass', 'Skipping the proxy with bypass'],
      ['related', 'Related links'],
    ]);
  });

  it('opens after the heading the result shows, and ends with its section', () => {
    const filled = fillStatement(hit('Skipping the proxy with bypass', 'bypass', ['proxy', 'bypass']), doc, prose);
    expect(filled.statement).toBe('bypass is called for every request that reaches the proxy middleware.');
    expect(filled.statementHighlights.map((h) => filled.statement.slice(h.start, h.start + h.length))).toEqual([
      'bypass',
      'proxy',
    ]);
  });

  it("shows the section's first line when the words are only in its heading", () => {
    const filled = fillStatement(hit('Skipping the proxy with bypass', 'bypass', ['skipping']), doc, prose);
    expect(filled.statement).toBe('bypass is called for every request that reaches the proxy middleware.');
    expect(filled.statementHighlights).toEqual([]);
  });

  it('without a heading of its own, takes the heading of the section its first match sits in', () => {
    const filled = fillStatement(hit('', '', ['setupmiddlewares']), doc, prose);
    expect([filled.header, filled.headerId]).toEqual(['Related links', 'related']);
    expect(filled.statement).toBe('server.headers and dev.setupMiddlewares');
  });

  it("keeps the page's lead, before the first heading, to itself", () => {
    const filled = fillStatement(hit('', '', ['backend']), doc, prose);
    expect([filled.header, filled.headerId]).toEqual(['', '']);
    expect(filled.statement).toBe('…matching requests to a backend; see Related links below.');
  });

  it('shows the next text for a section without prose of its own, without the subheading', () => {
    const nested: SearchDocMeta = {
      ...doc,
      toc: [
        { id: 'options', text: 'Options', depth: 2 },
        { id: 'target', text: 'target', depth: 3 },
      ],
    };
    const filled = fillStatement(hit('Options', 'options', ['options']), nested, 'Options\ntarget\nThe backend URL.');
    expect(filled.statement).toBe('The backend URL.');
  });

  it('never leaves a result without a snippet, even when its section ends the page in code', () => {
    const last: SearchDocMeta = { ...doc, toc: [{ id: 'example', text: 'Example', depth: 2 }] };
    const filled = fillStatement(hit('Example', 'example', ['example']), last, 'The lead.\nExample');
    expect(filled.statement).not.toBe('');
  });

  it('joins lines with a space, but after Chinese punctuation with nothing', () => {
    expect(snippetAround('第一句。\n第二句；\n接着 Latin\ntext', 0).text).toBe('第一句。第二句；接着 Latin text');
  });
});
