/**
 * The character ranges search treats as Chinese and Japanese script, stated once for the
 * tokenizer, the normaliser, the synonym matcher and the index builder.
 */

/** CJK Unified Ideographs and Extension A: no case, marks or decompositions. */
export const UNIFIED_HAN_RANGES = '\u3400-\u4dbf\u4e00-\u9fff';

/** Han as it appears in text: the unified ideographs and the compatibility block. */
export const HAN_RANGES = `${UNIFIED_HAN_RANGES}\uf900-\ufaff`;

/** Hiragana and katakana. */
export const KANA_RANGES = '\u3040-\u30ff';
