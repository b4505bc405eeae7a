/**
 * One normalisation for the index (Node) and the query (browser worker), so both sides produce
 * the same terms: lowercase, compatibility forms folded, accents removed ("Café" → "cafe").
 * Two scripts need care, because a blind decomposition would damage them:
 * - Hangul syllables decompose into conjoining jamo, which are letters, not marks: "한" would
 *   become three characters that never match a typed syllable. Hangul is kept composed.
 * - In Cyrillic, й, ё and ї are letters of their own, not и, е, і with an accent. They are kept.
 * - In Japanese kana the voicing marks make other letters (が is not か): kana are kept composed.
 */
import { UNIFIED_HAN_RANGES } from './cjk.ts';

const MARKS = /\p{M}/gu;
const KEEP =
  /[\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\uac00-\ud7af\ud7b0-\ud7ff\uffa0-\uffdc\u0439\u0451\u0457\u3041-\u3096\u30a1-\u30fa]/u;

function foldOnce(input: string): string {
  let out = '';
  for (const ch of input.normalize('NFC').toLowerCase()) {
    out += KEEP.test(ch) ? ch : ch.normalize('NFKD').replace(MARKS, '');
  }
  // Folding can expose letters that have a lowercase form of their own (ℌ → H).
  return out.toLowerCase();
}

// eslint-disable-next-line no-control-regex -- the whole ASCII range, control characters included
const ASCII = /^[\x00-\x7f]*$/;

// CJK unified ideographs (not the compatibility block) have no case, marks or decompositions.
const UNIFIED_HAN = new RegExp(`^[${UNIFIED_HAN_RANGES}]*$`);

export function normalizeSearchText(input: string): string {
  // Most terms are plain ASCII, which lowercasing alone normalises, or Han runs, which every step
  // leaves as they are; this keeps indexing fast.
  if (ASCII.test(input)) return input.toLowerCase();
  if (UNIFIED_HAN.test(input)) return input;
  // A second pass settles the rare characters whose folded form composes or folds again.
  return foldOnce(foldOnce(input));
}
