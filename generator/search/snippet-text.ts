/**
 * The text search snippets are cut from: each section's lead, up to SECTION_TEXT_WIDTH width
 * units, instead of the whole page. A snippet shows about 100 units around the first match after
 * the matching heading, so a section's opening lines serve most results, and the prose a
 * language's search downloads shrinks by a third (Chinese: 263 → 167 KB gzip, measured in
 * `npm run bench -- search`). Where the match lies deeper, the snippet shows the section's lead
 * under its heading.
 */
import { charWidth, textWidth } from '../../common/search/snippet.ts';

/** About three and a half snippets' width: 120 Chinese characters, or 360 Latin ones. */
export const SECTION_TEXT_WIDTH = 360;

/** The least room worth a cut that ends inside a clause. */
const MIN_CUT_WIDTH = 60;

/**
 * Marks a cut inside a sentence, so a snippet reaching it does not read as the end of a thought.
 * A cut after a full sentence needs none.
 */
const CUT_MARK = '…';
const CJK_SENTENCE_END = /[。！？；]/u;
const LATIN_SENTENCE_END = /[.!?;]/;
const CJK_CLAUSE_END = /[，、）)]/u;
const LATIN_WORD = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}_$]/u;

/** Whether a cut before `chars[i]` follows a full sentence. */
function endsSentence(chars: string[], i: number): boolean {
  const ch = chars[i - 1]!;
  return CJK_SENTENCE_END.test(ch) || (LATIN_SENTENCE_END.test(ch) && (i === chars.length || /\s/.test(chars[i]!)));
}

/** Whether a cut before `chars[i]` follows a clause: a comma or an enumeration mark. */
function endsClause(chars: string[], i: number): boolean {
  const ch = chars[i - 1]!;
  return CJK_CLAUSE_END.test(ch) || (ch === ',' && (i === chars.length || /\s/.test(chars[i]!)));
}

/** Whether a cut before `chars[i]` leaves whole words (Han characters can be cut anywhere). */
function endsWord(chars: string[], i: number): boolean {
  return !(LATIN_WORD.test(chars[i - 1]!) && LATIN_WORD.test(chars[i] ?? ' '));
}

/**
 * The longest start of `line` within `width` units that ends a sentence in the second half of the
 * room; else one that ends a clause there, or at least a whole word, marked as cut. Chinese has no
 * spaces, so without sentence and clause ends a cut would fall inside a word (公开变量 → 公开变).
 */
function cutLine(line: string, width: number): string {
  const chars = [...line];
  let used = 0;
  let fits = 0;
  while (fits < chars.length && used + charWidth(chars[fits]!) <= width) used += charWidth(chars[fits++]!);
  const lastWhere = (ends: (chars: string[], i: number) => boolean, from: number) => {
    for (let i = fits; i > from; i--) if (ends(chars, i)) return i;
    return 0;
  };
  const half = Math.floor(fits / 2);
  const sentence = lastWhere(endsSentence, half);
  if (sentence) return chars.slice(0, sentence).join('').trimEnd();
  // A few words cut from a sentence say nothing: with little room left, the line is left out.
  const end = lastWhere(endsClause, half) || (width >= MIN_CUT_WIDTH ? lastWhere(endsWord, 0) : 0);
  return end ? chars.slice(0, end).join('').trimEnd() + CUT_MARK : '';
}

/**
 * Each section of `prose` (its lines up to the next heading in `headings`, in page order), cut to
 * `width` units: whole lines while they fit, then the start of the next one. The page's title
 * line is left out: every result shows the title above its snippet already. A page whose headings
 * are not all lines of its prose, in order, keeps its prose whole: cutting by sections it cannot
 * see would drop every section after the first one it missed.
 */
export function snippetText(
  prose: string,
  { title, headings }: { title: string; headings: readonly string[] },
  width = SECTION_TEXT_WIDTH,
): string {
  const lines = prose.split('\n');
  if (lines[0] === title) lines.shift();
  const out: string[] = [];
  let next = 0;
  let room = width;
  for (const line of lines) {
    if (next < headings.length && line === headings[next]) {
      next++;
      room = width;
      out.push(line);
      continue;
    }
    if (room <= 0) continue;
    const lineWidth = textWidth(line);
    if (lineWidth <= room) {
      out.push(line);
      room -= lineWidth;
      continue;
    }
    const cut = cutLine(line, room);
    if (cut) out.push(cut);
    room = 0;
  }
  return next === headings.length ? out.join('\n') : lines.join('\n');
}
