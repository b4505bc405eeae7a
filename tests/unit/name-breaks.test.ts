/** Where an API name may wrap: its dotted parts, then its camel-case words (common/name-breaks.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NAME_MIN_LENGTH, nameParts } from '../../common/name-breaks.ts';
import { compileSource } from '../fixtures/compile-source.ts';

describe('nameParts', () => {
  it('cuts a name into its dotted parts, and each part into its camel-case words', () => {
    expect(nameParts('performance.removeMomentLocale')).toEqual([['performance.'], ['remove', 'Moment', 'Locale']]);
    expect(nameParts('output.cssModules.localIdentName')).toEqual([
      ['output.'],
      ['css', 'Modules.'],
      ['local', 'Ident', 'Name'],
    ]);
    expect(nameParts('overrideBrowserslist')).toEqual([['override', 'Browserslist']]);
  });

  it('leaves alone what is not a name alone, or too short to need cutting', () => {
    for (const text of [
      'Use plugins',
      'Node.js',
      'html.appIcon'.slice(0, NAME_MIN_LENGTH - 1),
      '@rsbuild/core',
      '配置文件的完整示例说明',
    ])
      expect(nameParts(text), text).toBeUndefined();
    expect(nameParts('performancebundleanalyze')).toBeUndefined();
  });

  it('joins back into the text, with every part but the last ending in a dot', () => {
    const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_$]{0,9}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), (words) => {
        const text = words.join('.');
        const parts = nameParts(text);
        if (!parts) return;
        expect(parts.map((p) => p.join('')).join('')).toBe(text);
        parts.slice(0, -1).forEach((p) => expect(p.at(-1)!.endsWith('.')).toBe(true));
        for (const p of parts) for (const w of p.slice(1)) expect(w[0]).toMatch(/[A-Z]/);
      }),
    );
  });
});

describe('API names in Markdown', () => {
  it('may wrap between parts in a heading or a link that is a name alone, never in prose, code or tables', () => {
    const html = compileSource(
      [
        '# performance.removeMomentLocale',
        '',
        'See [server.historyApiFallback](/config/server/history-api-fallback) and Node.js, or `tools.bundlerChain`.',
        '',
        'Run server.historyApiFallback in prose.',
        '',
        '| Option | Does |',
        '| --- | --- |',
        '| [performance.chunkSplit](/config/performance/chunk-split) | splits chunks |',
      ].join('\n'),
    ).html;
    expect(html).toContain(
      '<span class="name-part">performance.</span><span class="name-part">remove<wbr>Moment<wbr>Locale</span>',
    );
    expect(html).toContain(
      '<span class="name-part">server.</span><span class="name-part">history<wbr>Api<wbr>Fallback</span></a>',
    );
    expect(html).toContain('<code>tools.bundlerChain</code>');
    expect(html).toContain('Run server.historyApiFallback in prose.');
    // A table sizes its columns by their longest unbreakable run: names stay whole there.
    expect(html).toContain('performance.chunkSplit</a>');
  });
});
