/**
 * What the dev server's start leaves for later: pages highlight their code when their HTML is
 * first read, and search documents cut their snippet text when it is read. Both read the same as a build's.
 */
import path from 'node:path';
import v8 from 'node:v8';
import Prism from 'prismjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generate, searchDocumentsByLang } from '../../generator/generate.ts';
import { deferredFragments, fillOnRead } from '../../generator/markdown/deferred-fragments.ts';
import { compilePage } from '../../generator/content/compile-page.ts';
import { createMarkdown } from '../../generator/markdown/create-markdown.ts';
import en from '../../manifest/strings/en.json' with { type: 'json' };
import type { UiStrings } from '../../schemas/types.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/mini-site');
const hasCode = (html: string) => html.includes('class="code-block');

afterEach(() => vi.restoreAllMocks());

describe('deferred highlighting', () => {
  it('runs Prism only when a page with code is read, and then only for that page', () => {
    const highlight = vi.spyOn(Prism, 'highlight');
    const site = generate({ root: fixture, deferHighlighting: true });
    expect(highlight).not.toHaveBeenCalled();
    const withCode = site.pages.filter(
      (p) => typeof Object.getOwnPropertyDescriptor(p.source, 'html')?.get === 'function',
    );
    expect(withCode.length).toBeGreaterThan(1);
    expect(hasCode(withCode[0]!.content.html)).toBe(true);
    const calls = highlight.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    // Read again, through the page or its content: made once.
    expect(withCode[0]!.source.html).toBe(withCode[0]!.content.html);
    expect(highlight.mock.calls.length).toBe(calls);
  });

  it('gives every page the same content, Markdown and serialised forms as a build', () => {
    const eager = generate({ root: fixture });
    const deferred = generate({ root: fixture, deferHighlighting: true });
    expect(eager.pages.some((p) => hasCode(p.content.html))).toBe(true);
    // What the page files, the compile cache and the search worker receive.
    expect(deferred.pages.map((p) => JSON.stringify(p.content))).toEqual(
      eager.pages.map((p) => JSON.stringify(p.content)),
    );
    expect(deferred.pages.map((p) => v8.deserialize(v8.serialize(p.source)))).toEqual(eager.pages.map((p) => p.source));
    expect(deferred.pages.map((p) => structuredClone(p.content))).toEqual(eager.pages.map((p) => p.content));
  });

  it('keeps a NUL written in a code block from reading as a placeholder', () => {
    const md = createMarkdown();
    const source = '# T\n\n```ts\nconst a = "\u00000\u0000";\n```\n\n```bash\nnpm run dev\n```\n';
    const compile = (deferHighlighting: boolean) =>
      compilePage(
        {
          lang: 'en',
          contentPath: 'page',
          relativePath: 'en/page.md',
          routePath: '/page',
          source,
          displayFile: 'content/en/page.md',
        },
        {
          md,
          defaultLang: 'en',
          base: '/',
          options: { cleanUrls: true, showLineNumbers: false, defaultWrapCode: false },
          strings: en as UiStrings,
          includes: { read: () => null, displayName: (p) => p },
          deferHighlighting,
        },
      );
    const html = compile(true).html;
    expect(html).toBe(compile(false).html);
    expect(html.match(/class="code-block/g)).toHaveLength(2);
    expect(html).not.toContain('\u0000');
  });

  it('fills each held part in its place, once per read of the field', () => {
    const fragments = deferredFragments();
    let made = 0;
    const rendered = `<p>${fragments.hold(() => `A${++made}`)}</p><p>${fragments.hold(() => 'B')}</p>`;
    const page = { title: 'T', html: '', after: 1 };
    fillOnRead(page, rendered, fragments);
    expect(made).toBe(0);
    expect(page.html).toBe('<p>A1</p><p>B</p>');
    expect(page.html).toBe('<p>A1</p><p>B</p>');
    expect(made).toBe(1);
    expect(Object.keys(page)).toEqual(['title', 'html', 'after']);
  });
});

describe('search documents', () => {
  it('cut their snippet text when it is read, and serialise as a build makes them', () => {
    const eager = generate({ root: fixture });
    const site = generate({ root: fixture, skipSearch: true });
    const documents = site.pages.flatMap((p) => (p.searchDocument ? [p.searchDocument] : []));
    expect(documents.length).toBeGreaterThan(4);
    for (const document of documents)
      expect(typeof Object.getOwnPropertyDescriptor(document, 'prose')?.get).toBe('function');
    // What the dev server posts to its search worker.
    const langs = ['en', 'zh'];
    const posted = structuredClone(searchDocumentsByLang(site.pages, langs));
    expect(posted).toEqual(searchDocumentsByLang(eager.pages, langs));
    expect(posted.en!.some((d) => d.prose.length > 20)).toBe(true);
  });
});
