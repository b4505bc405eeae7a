/** The section leads search snippets are cut from (generator/search/snippet-text.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { snippetText } from '../../generator/search/snippet-text.ts';
import { charWidth, textWidth } from '../../common/search/snippet.ts';
import { buildSearchDocuments } from '../../generator/search/documents.ts';
import type { CompiledPage } from '../../generator/content/compile-page.ts';

const widthOf = (text: string) => [...text].reduce((n, ch) => n + charWidth(ch), 0);

describe('snippet text', () => {
  it('keeps short sections whole, headings included, and leaves out the title line that results show anyway', () => {
    const prose = 'Intro line.\nUsage\nOne.\nTwo.\nCaveats\nThree.';
    expect(snippetText(`Title\n${prose}`, { title: 'Title', headings: ['Usage', 'Caveats'] })).toBe(prose);
  });

  it('cuts a long section after its last full sentence in room, and keeps the next heading', () => {
    const sentence = 'The dev server reloads the page. ';
    const prose = [
      'Title',
      'Usage',
      sentence.repeat(20).trim(),
      'More text that no longer fits.',
      'Caveats',
      'Short.',
    ].join('\n');
    const out = snippetText(prose, { title: 'Title', headings: ['Usage', 'Caveats'] }, 100).split('\n');
    expect(out[0]).toBe('Usage');
    expect(out[1]).toBe(sentence.repeat(3).trim());
    expect(out.slice(2)).toEqual(['Caveats', 'Short.']);
  });

  it('cuts Chinese at a sentence or clause end, never inside a word', () => {
    const prose = ['标题', '用法', '开发服务器会在文件变化时重新编译，并通知浏览器更新页面。'.repeat(6)].join('\n');
    const cut = snippetText(prose, { title: '标题', headings: ['用法'] }, 60).split('\n')[1]!;
    expect(cut).toMatch(/(。|，…)$/u);
    expect(widthOf(cut.slice(0, -1))).toBeLessThanOrEqual(60);
  });

  it('leaves out a line when too little room is left for a clause', () => {
    const prose = ['用法', 'a'.repeat(90), '公开变量会以明文形式出现在产物中因此不要放入密钥'].join('\n');
    expect(snippetText(prose, { title: '', headings: ['用法'] }, 100)).toBe(['用法', 'a'.repeat(90)].join('\n'));
  });

  it('keeps the prose whole when a heading is not one of its lines', () => {
    const prose = ['Usage', 'x'.repeat(500), 'Caveats', 'y'.repeat(500)].join('\n');
    expect(snippetText(prose, { title: '', headings: ['Usage', 'Options', 'Caveats'] }, 100)).toBe(prose);
    expect(snippetText(prose, { title: '', headings: ['Usage', 'Caveats'] }, 100)).not.toBe(prose);
  });

  it('keeps every heading in order, each line a start of its source line, each section within its width', () => {
    const word = fc.constantFrom('server', 'port', '配置', '输出目录', 'HMR', 'Rsbuild。', 'it.', '，', ' ');
    const line = fc.array(word, { minLength: 1, maxLength: 60 }).map((w) => w.join(''));
    const section = fc.array(line, { minLength: 0, maxLength: 4 });
    fc.assert(
      fc.property(
        fc.array(section, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 20, max: 400 }),
        (sections, width) => {
          // The page's lead, then one heading per further section, named as no prose line is.
          const headings = sections.slice(1).map((_, i) => `§${i}`);
          const source = sections.flatMap((lines, i) => (i === 0 ? lines : [headings[i - 1]!, ...lines]));
          const out = snippetText(source.join('\n'), { title: '§title', headings }, width)
            .split('\n')
            .filter((l, i, all) => l || all.length > 1);
          expect(out.filter((l) => headings.includes(l))).toEqual(headings);
          let at = 0;
          let used = 0;
          for (const l of out) {
            if (headings.includes(l)) {
              at = source.indexOf(l, at) + 1;
              used = 0;
              continue;
            }
            const kept = l.endsWith('…') ? l.slice(0, -1) : l;
            while (at < source.length && !(source[at]!.startsWith(kept) && !headings.includes(source[at]!))) at++;
            expect(at).toBeLessThan(source.length);
            at++;
            used += widthOf(kept);
            expect(used).toBeLessThanOrEqual(width);
          }
        },
      ),
    );
  });

  it('measures a whole text as the sum of its characters, wide ones, astral ones and lone surrogates included', () => {
    const piece = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: 'binary' }),
      fc.constantFrom('配置', '가나', 'ｆｕｌｌ', '😀', '\ud800', '\udc00x', '・'),
    );
    fc.assert(fc.property(fc.array(piece), (pieces) => textWidth(pieces.join('')) === widthOf(pieces.join(''))));
  });

  it("cuts a page's snippet text again when its compiled page is a new one, not when it is the same", () => {
    const page = (prose: string) =>
      ({
        lang: 'en',
        pageType: 'doc',
        routePath: '/guide/a',
        title: 'A',
        description: '',
        text: prose,
        prose,
        toc: [],
      }) as unknown as CompiledPage;
    const first = page('A\nOld lead.');
    expect(buildSearchDocuments([first], ['en']).en![0]!.prose).toBe('Old lead.');
    expect(buildSearchDocuments([first], ['en']).en![0]!.prose).toBe('Old lead.');
    expect(buildSearchDocuments([page('A\nNew lead.')], ['en']).en![0]!.prose).toBe('New lead.');
  });
});
