import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeSearchText } from '../../common/search/normalize.ts';
import { tokenize } from '../../common/search/tokenize.ts';

const hangul = fc.string({ unit: fc.integer({ min: 0xac00, max: 0xd7a3 }).map((c) => String.fromCharCode(c)), minLength: 1 });
const cyrillic = fc.string({ unit: fc.integer({ min: 0x0410, max: 0x044f }).map((c) => String.fromCharCode(c)), minLength: 1 });
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }));

describe('search normalisation', () => {
  it('never throws and is idempotent', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const once = normalizeSearchText(s);
        expect(normalizeSearchText(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves no uppercase and no combining marks', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const out = normalizeSearchText(s);
        expect(out.toLowerCase()).toBe(out);
        expect(/\p{M}/u.test(out)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps Hangul syllables whole', () => {
    fc.assert(
      fc.property(hangul, (s) => {
        expect(normalizeSearchText(s)).toBe(s);
      }),
    );
  });

  it('keeps Cyrillic letters, lowercased, й and ё included', () => {
    fc.assert(
      fc.property(cyrillic, (s) => {
        expect(normalizeSearchText(s)).toBe(s.toLowerCase());
      }),
    );
    expect(normalizeSearchText('ЙОГУРТ Ёлка')).toBe('йогурт ёлка');
    expect(normalizeSearchText('и\u0306')).toBe('й');
  });

  it('folds accents and compatibility forms', () => {
    expect(normalizeSearchText('Café Crème')).toBe('cafe creme');
    expect(normalizeSearchText('ＡＢＣ１２３')).toBe('abc123');
    expect(normalizeSearchText('Ὀδυσσεύς')).toBe('οδυσσευς');
  });
});

describe('tokenizer', () => {
  it('gives identifiers whole and by their parts', () => {
    expect(tokenize('assetPrefix')).toEqual(['assetprefix', 'asset', 'prefix']);
    expect(tokenize('dev.hmr')).toEqual(expect.arrayContaining(['dev.hmr', 'dev', 'hmr']));
    expect(tokenize('@rsbuild/plugin-react')).toEqual(expect.arrayContaining(['rsbuild', 'plugin-react', 'plugin', 'react']));
    expect(tokenize('--port 8080')).toEqual(['port', '8080']);
  });

  it('cuts Chinese into overlapping bigrams, so any two-character fragment matches', () => {
    expect(tokenize('修改端口')).toEqual(['修改', '改端', '端口']);
    expect(tokenize('public 目录')).toEqual(['public', '目录']);
    expect(tokenize('移除console')).toEqual(['移除', 'console']);
  });

  it('never throws and only emits normalised, non-empty terms', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        for (const term of tokenize(s)) {
          expect(term.length).toBeGreaterThan(0);
          expect(normalizeSearchText(term)).toBe(term);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('a fragment cut from the middle of a Chinese sentence shares terms with it', () => {
    const cjk = fc.string({ unit: fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((c) => String.fromCharCode(c)), minLength: 4, maxLength: 30 });
    fc.assert(
      fc.property(cjk, fc.nat(), fc.nat(), (sentence, a, b) => {
        const chars = [...sentence];
        const start = a % (chars.length - 1);
        const end = Math.min(chars.length, start + 2 + (b % (chars.length - start - 1)));
        const fragment = chars.slice(start, end).join('');
        const sentenceTerms = new Set(tokenize(sentence));
        for (const term of tokenize(fragment)) expect(sentenceTerms.has(term)).toBe(true);
      }),
    );
  });
});
