/**
 * Splits normalised text into search terms, identically in Node and in the browser (no
 * Intl.Segmenter, whose dictionaries differ between runtimes):
 * - Latin, Cyrillic, Hangul and digit runs become words; identifiers also yield their parts
 *   (`assetPrefix` → `assetprefix`, `asset`, `prefix`; `@rsbuild/plugin-react` → `rsbuild`,
 *   `plugin`, `react`, `plugin-react`).
 * - Han and kana runs become overlapping character bigrams, so any fragment of two or more
 *   characters cut from the middle of a sentence still matches.
 */
import { normalizeSearchText } from './normalize.ts';
import { HAN_RANGES, KANA_RANGES } from './cjk.ts';

/** What the tokenizer cuts out of text as one word, before splitting it further. */
export const WORD = /[\p{L}\p{N}_$]+(?:[-.][\p{L}\p{N}_$]+)*/gu;

/**
 * Where an identifier splits into parts: a separator, or a capital after a lowercase letter or a
 * digit (`assetPrefix`), or the last capital of a run before lowercase (`HTMLElement`). These
 * are the places `splitCamel` cuts.
 */
const PART_BOUNDARY = /[-.]|[a-z0-9][A-Z]|[A-Z][A-Z][a-z]/;

function splitCamel(word: string): string[] {
  return word
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(' ');
}

export interface TokenizeOptions {
  /** Also emit single Han characters (used for one-character queries). */
  unigrams?: boolean;
}

function cjkTerms(run: string, options: TokenizeOptions): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  const out: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) out.push(chars[i]! + chars[i + 1]!);
  if (options.unigrams) out.push(...chars);
  return out;
}

const CJK_RUN = new RegExp(`([${KANA_RANGES}${HAN_RANGES}]+)`);

/** A word that is its own only term: lowercase ASCII, no identifier marks, nothing to fold. */
export const PLAIN_WORD = /^[a-z0-9_$]+$/;

/** Appends the terms of one word, as the `WORD` pattern cuts words out of text, to `terms`. */
export function wordTerms(word: string, options: TokenizeOptions, terms: string[] = []): string[] {
  // Odd indexes of the split are Han/kana runs, even ones the letters and digits around them.
  word.split(CJK_RUN).forEach((piece, i) => {
    if (!piece) return;
    if (i % 2 === 1) {
      terms.push(...cjkTerms(normalizeSearchText(piece), options));
      return;
    }
    terms.push(normalizeSearchText(piece));
    // Identifiers also contribute their parts: `assetPrefix` → asset, prefix; `dev.hmr` → dev, hmr.
    // Most words (`server`, `The`, `HMR`) have none.
    if (!PART_BOUNDARY.test(piece)) return;
    const parts = piece.split(/[-.]/).flatMap(splitCamel).map(normalizeSearchText).filter(Boolean);
    if (parts.length > 1) terms.push(...parts);
    const dotted = piece.split('.');
    if (dotted.length > 1) terms.push(...dotted.map(normalizeSearchText));
  });
  return terms;
}

export function tokenize(raw: string, options: TokenizeOptions = {}): string[] {
  const terms: string[] = [];
  for (const [word] of raw.matchAll(WORD)) {
    // Most of the prose: the word itself is what `wordTerms` would give, without its allocations.
    if (PLAIN_WORD.test(word)) terms.push(word);
    else wordTerms(word, options, terms);
  }
  return terms.filter((t) => t.length > 0);
}
