/**
 * Search result text: a snippet of about 100 width units around the first match (a wide CJK
 * character counts 3 units, as it fills the space of about three Latin letters), and the ranges
 * to highlight.
 */
const SNIPPET_WIDTH = 100;
const WIDE_CHAR_WIDTH = 3;

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;

export function charWidth(ch: string): number {
  return WIDE.test(ch) ? WIDE_CHAR_WIDTH : 1;
}

const WIDE_ALL = new RegExp(WIDE.source, 'g');
const SURROGATE_PAIR = /[\ud800-\udbff][\udc00-\udfff]/g;

/**
 * The width of a whole text, the sum of `charWidth` over its characters, counted without
 * splitting it into characters: the generator measures every line of every page's prose.
 */
export function textWidth(text: string): number {
  const characters = text.length - (text.match(SURROGATE_PAIR)?.length ?? 0);
  return characters + (WIDE_CHAR_WIDTH - 1) * (text.match(WIDE_ALL)?.length ?? 0);
}

export interface Highlight {
  start: number;
  length: number;
}

/** Ranges of `text` matching any of the needles (case-insensitive), merged and sorted. */
export function findHighlights(text: string, needles: string[]): Highlight[] {
  const lower = text.toLowerCase();
  const ranges: Highlight[] = [];
  for (const needle of needles) {
    const n = needle.toLowerCase();
    if (!n) continue;
    let from = 0;
    for (;;) {
      const at = lower.indexOf(n, from);
      if (at < 0) break;
      ranges.push({ start: at, length: n.length });
      from = at + n.length;
    }
  }
  ranges.sort((a, b) => a.start - b.start || b.length - a.length);
  const merged: Highlight[] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r.start <= last.start + last.length)
      last.length = Math.max(last.length, r.start + r.length - last.start);
    else merged.push({ ...r });
  }
  return merged;
}

const LATIN_WORD = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}_$]/u;
const READABLE = /[\p{L}\p{N}]/u;

/**
 * Where a snippet cut at `left` should start so it opens on prose: at the start of the match's
 * line when that line starts inside the window, else at the first word that is not cut in two.
 * Never after `match`.
 */
export function startOfProse(chars: string[], left: number, match: number): number {
  if (left === 0) return 0;
  for (let i = match; i > left; i--) if (chars[i - 1] === '\n') return i;
  for (let i = left; i < match; i++) {
    if (READABLE.test(chars[i]!) && !(LATIN_WORD.test(chars[i - 1]!) && LATIN_WORD.test(chars[i]!))) return i;
  }
  return match;
}

const CJK_PUNCTUATION_BEFORE_BREAK = /([\u3001\u3002\uff01\uff09\uff0c\uff1a\uff1b\uff1f])[ \t]*\n\s*/gu;

/** Cuts about SNIPPET_WIDTH units of `text` around `at`, on character boundaries. */
export function snippetAround(text: string, at: number, width = SNIPPET_WIDTH): { text: string; offset: number } {
  const chars = [...text];
  // Position in code points.
  const start = [...text.slice(0, Math.max(0, at))].length;
  let left = start;
  let right = start;
  let used = 0;
  const before = Math.floor(width / 4);
  while (left > 0 && used + charWidth(chars[left - 1]!) <= before) used += charWidth(chars[--left]!);
  const fromLeft = startOfProse(chars, left, start);
  for (let i = left; i < fromLeft; i++) used -= charWidth(chars[i]!);
  left = fromLeft;
  while (right < chars.length && used + charWidth(chars[right]!) <= width) used += charWidth(chars[right++]!);
  const cut = chars
    .slice(left, right)
    .join('')
    // Lines join with a space, except after Chinese punctuation, which needs none.
    .replace(CJK_PUNCTUATION_BEFORE_BREAK, '$1')
    .replace(/\s+/g, ' ');
  const offset = chars.slice(0, left).join('').length;
  // A snippet that opens a line opens a sentence or a list item: nothing before it is left out.
  const cutBefore = left > 0 && chars[left - 1] !== '\n';
  return { text: (cutBefore ? '…' : '') + cut + (right < chars.length ? '…' : ''), offset };
}
