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

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const WORD = /[\p{L}\p{N}_$]+(?:[-.][\p{L}\p{N}_$]+)*/gu;

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

export function tokenize(raw: string, options: TokenizeOptions = {}): string[] {
  const terms: string[] = [];
  // Split camelCase before lowercasing, so identifiers contribute their parts.
  for (const match of raw.matchAll(WORD)) {
    const original = match[0];
    const pieces: string[] = [];
    let buffer = '';
    const flush = () => {
      if (buffer) pieces.push(buffer);
      buffer = '';
    };
    for (const ch of original) {
      if (CJK.test(ch)) {
        flush();
        pieces.push(`\u0001${ch}`);
      } else buffer += ch;
    }
    flush();
    let cjkRun = '';
    const flushCjk = () => {
      if (cjkRun) terms.push(...cjkTerms(normalizeSearchText(cjkRun), options));
      cjkRun = '';
    };
    for (const piece of pieces) {
      if (piece.startsWith('\u0001')) {
        cjkRun += piece.slice(1);
        continue;
      }
      flushCjk();
      const whole = normalizeSearchText(piece);
      terms.push(whole);
      const parts = piece.split(/[-.]/).flatMap(splitCamel).map(normalizeSearchText).filter(Boolean);
      if (parts.length > 1) terms.push(...parts);
      const dashed = piece.split('.');
      if (dashed.length > 1) terms.push(...dashed.map(normalizeSearchText));
    }
    flushCjk();
  }
  return terms.filter((t) => t.length > 0);
}
