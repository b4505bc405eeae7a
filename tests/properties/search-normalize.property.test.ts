import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeSearchText } from '../../common/search/normalize.ts';
import { PLAIN_WORD, WORD, tokenize, wordTerms } from '../../common/search/tokenize.ts';
import { snippetAround } from '../../common/search/snippet.ts';
import {
  FIELD_COUNT,
  compareTerms,
  decodePosting,
  decodeTerms,
  encodePostings,
  encodeTerms,
  type DocTerms,
} from '../../common/search/compact-index.ts';
import { MAX_EXPANSIONS, expand, lowerBound, wholeVocabulary, withinOneEdit } from '../../common/search/scorer.ts';
import {
  PREFIX_PARTS,
  SHARDED_FORMAT,
  addPart,
  loadHead,
  partsVocabulary,
  termPartOf,
  type SearchHeadFile,
} from '../../common/search/sharded-index.ts';
import { splitTerms } from '../../generator/search/build-index.ts';

const hangul = fc.string({
  unit: fc.integer({ min: 0xac00, max: 0xd7a3 }).map((c) => String.fromCharCode(c)),
  minLength: 1,
});
const cyrillic = fc.string({
  unit: fc.integer({ min: 0x0410, max: 0x044f }).map((c) => String.fromCharCode(c)),
  minLength: 1,
});
const kana = fc.string({
  unit: fc
    .integer({ min: 0x3041, max: 0x30fa })
    .filter((c) => c < 0x3097 || c > 0x30a0)
    .map((c) => String.fromCharCode(c)),
  minLength: 1,
});
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

  it('keeps kana whole: が stays が, not か', () => {
    expect(normalizeSearchText('バージョン')).toBe('バージョン');
    expect(normalizeSearchText('が')).not.toBe(normalizeSearchText('か'));
    fc.assert(
      fc.property(kana, (s) => {
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
    expect(tokenize('@rsbuild/plugin-react')).toEqual(
      expect.arrayContaining(['rsbuild', 'plugin-react', 'plugin', 'react']),
    );
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

  it('takes a plain word as its only term, as the general path would', () => {
    // The shortcut for lowercase ASCII words must never disagree with the path it skips.
    const plain = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789_$'), minLength: 1 });
    fc.assert(
      fc.property(plain, (word) => {
        expect(PLAIN_WORD.test(word)).toBe(true);
        expect(wordTerms(word, {})).toEqual([word]);
        expect(wordTerms(word, { unigrams: true })).toEqual([word]);
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(anyText, (s) => {
        const general = [...s.matchAll(WORD)].flatMap(([word]) => wordTerms(word, {})).filter(Boolean);
        expect(tokenize(s)).toEqual(general);
      }),
      { numRuns: 1000 },
    );
  });

  it('a fragment cut from the middle of a Chinese sentence shares terms with it', () => {
    const cjk = fc.string({
      unit: fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((c) => String.fromCharCode(c)),
      minLength: 4,
      maxLength: 30,
    });
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

describe('snippets', () => {
  const text = fc.string({
    unit: fc.constantFrom('a', 'b', ' ', '\n', '}', ',', ')', '端', '口', '1', '.'),
    maxLength: 300,
    // Long enough, often, for a match with more before it than a snippet shows.
    size: 'large',
  });
  it('open at the start of the text or of a word, never inside one or on punctuation; an ellipsis marks text left out before', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 999 }), (t, n) => {
        const at = Math.floor((t.length * n) / 1000);
        const { text: cut, offset } = snippetAround(t, at);
        if (offset === 0) return;
        const chars = [...t];
        const start = [...t.slice(0, offset)].length;
        // A snippet that opens a line leaves nothing of that line out.
        expect(cut.startsWith('…')).toBe(chars[start - 1] !== '\n');
        // The first character is the match itself or a readable one, not cut from a word.
        const first = chars[start]!;
        const previous = chars[start - 1]!;
        if (start < [...t.slice(0, at)].length) {
          expect(/[\p{L}\p{N}]/u.test(first) || previous === '\n').toBe(true);
          expect(/[a-z0-9]/.test(previous) && /[a-z0-9]/.test(first)).toBe(false);
        }
      }),
    );
  });
});

describe('compact index', () => {
  const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', '端', '口', '-', '1'), minLength: 1, maxLength: 8 });
  const doc = fc.array(fc.array(fc.tuple(word, fc.integer({ min: 1, max: 40 })), { maxLength: 12 }), {
    minLength: FIELD_COUNT,
    maxLength: FIELD_COUNT,
  });
  it('decodes the vocabulary and the postings it encoded', () => {
    fc.assert(
      fc.property(fc.array(doc, { maxLength: 30 }), (docs) => {
        const perDoc: DocTerms[] = docs.map((fields) => fields.map((pairs) => new Map(pairs)));
        const { terms, lines } = encodePostings(perDoc);
        expect(decodeTerms(encodeTerms(terms))).toEqual(terms);
        expect([...terms].sort(compareTerms)).toEqual(terms);
        terms.forEach((term, i) => {
          const posting = decodePosting(lines[i]!);
          for (let f = 0; f < FIELD_COUNT; f++) {
            const expected = perDoc.flatMap((fields, d) => (fields[f]!.has(term) ? [[d, fields[f]!.get(term)!]] : []));
            expect(posting.docs[f]!.map((d, k) => [d, posting.tfs[f]![k]])).toEqual(expected);
          }
          expect(posting.count).toBe(
            perDoc
              .filter((fields) => fields.some((m) => m.has(term)))
              .reduce((n, fields) => n + fields.filter((m) => m.has(term)).length, 0),
          );
        });
      }),
    );
  });

  it('expands a word to itself, else its completions, else (from four letters) its one-typo neighbours', () => {
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 1, maxLength: 40 }), word, (vocabulary, typed) => {
        const terms = [...vocabulary].sort(compareTerms);
        for (const t of terms) expect(terms[lowerBound(terms, t)]).toBe(t);
        const { terms: words, how } = expand(wholeVocabulary(terms), typed, typed)!;
        const completions = terms.filter((t) => t.startsWith(typed));
        if (terms.includes(typed)) expect({ how, words }).toEqual({ how: 'exact', words: [typed] });
        else if (completions.length) {
          expect(how).toBe('prefix');
          expect([...words].sort(compareTerms)).toEqual(completions.slice(0, MAX_EXPANSIONS));
        } else {
          expect(how).toBe('fuzzy');
          const near = typed.length < 4 ? [] : terms.filter((t) => withinOneEdit(t, typed));
          expect(words).toEqual(near);
        }
      }),
    );
  });

  /** A sharded index over `terms` (sorted), split as the build splits, with every part at hand. */
  function shardedVocabulary(terms: string[], target: number) {
    const lines = terms.map(() => '0');
    const starts = splitTerms(terms, lines, target);
    const head: SearchHeadFile = {
      format: SHARDED_FORMAT,
      lang: 'x',
      titles: [],
      lengths: [],
      terms: starts.map((start, k) => [k === 0 ? '' : terms[start]!, String(k)]),
      docs: [],
      chunks: [],
      synonyms: [],
    };
    const index = loadHead(head, []);
    starts.forEach((start, k) => {
      const end = starts[k + 1] ?? terms.length;
      addPart(
        index,
        { kind: 'terms', n: k },
        { terms: encodeTerms(terms.slice(start, end)), postings: lines.slice(start, end).join('\n') },
      );
    });
    return { index, starts };
  }

  it('splits the vocabulary into ordered parts that hold every term once, each found where it sorts', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { minLength: 1, maxLength: 200 }),
        fc.integer({ min: 8, max: 200 }),
        (vocabulary, target) => {
          const terms = [...vocabulary].sort(compareTerms);
          const { index, starts } = shardedVocabulary(terms, target);
          expect(starts[0]).toBe(0);
          for (let k = 1; k < starts.length; k++) expect(starts[k]!).toBeGreaterThan(starts[k - 1]!);
          expect([...index.termParts.values()].flatMap((p) => p.terms)).toEqual(terms);
          for (const t of terms) expect(index.termParts.get(termPartOf(index, t))!.terms).toContain(t);
        },
      ),
    );
  });

  it('expands a word over the parts as over the whole vocabulary, but for completions beyond the first parts and typos beyond the neighbours', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { minLength: 1, maxLength: 200 }),
        word,
        fc.integer({ min: 8, max: 200 }),
        (vocabulary, typed, target) => {
          const terms = [...vocabulary].sort(compareTerms);
          const { index } = shardedVocabulary(terms, target);
          const sharded = expand(partsVocabulary(index), typed, typed)!;
          const whole = expand(wholeVocabulary(terms), typed, typed)!;
          expect(index.missing.size).toBe(0);
          if (whole.how === 'exact') expect(sharded).toEqual(whole);
          else if (whole.how === 'prefix') {
            expect(sharded.how).toBe('prefix');
            // Every completion found is a real one, and those of the parts read are all there.
            for (const t of sharded.terms) expect(t.startsWith(typed)).toBe(true);
            const read = new Set(partsVocabulary(index).beginning(typed));
            const expected = terms.filter((t) => t.startsWith(typed) && read.has(t));
            expect(sharded.terms.length).toBe(Math.min(MAX_EXPANSIONS, expected.length));
            // The part where the prefix sorts and those after it: all read when they are few enough.
            const lastPart = Math.max(...terms.filter((t) => t.startsWith(typed)).map((t) => termPartOf(index, t)));
            if (lastPart - termPartOf(index, typed) < PREFIX_PARTS) expect(sharded).toEqual(whole);
          } else {
            for (const t of sharded.terms) expect(whole.terms).toContain(t);
            const near = new Set(partsVocabulary(index).near(typed));
            expect(sharded.terms).toEqual(whole.terms.filter((t) => near.has(t)));
          }
        },
      ),
    );
  });
});
