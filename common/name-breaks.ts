/**
 * Where a long API name may wrap. `performance.removeMomentLocale` has no space, so a narrow
 * column (a phone's title, the sidebar) broke it wherever the line ran out:
 * `performance.re` / `moveMomentLo` / `cale`. A name is cut into its dotted parts, which wrap
 * between them first (`performance.` / `removeMomentLocale`), and each part into its camel-case
 * words, where a part wider than the whole line wraps (`remove` `Moment` `Locale`). Only a name
 * alone is cut: in prose, `Node.js` must never end a line at its dot.
 */

/** A name with no space: dotted (`tools.bundlerChain`) or camel-cased (`overrideBrowserslist`). */
const NAME = /^[\p{L}\p{N}_$]+(?:\.[\p{L}\p{N}_$]+)*$/u;
/** After a dot. */
const AFTER_DOT = /(?<=\.)/u;
/** Between a lower-case letter or digit and an upper-case letter. */
const CAMEL_HUMP = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u;

/** Shorter names fit every column the site has. */
export const NAME_MIN_LENGTH = 12;

/**
 * `text` as a name's dotted parts, each cut into its words (everything joined is `text`); none
 * when `text` is not a name alone, or is too short to need cutting.
 */
export function nameParts(text: string): string[][] | undefined {
  if (text.length < NAME_MIN_LENGTH || !NAME.test(text)) return undefined;
  const parts = text.split(AFTER_DOT).map((part) => part.split(CAMEL_HUMP));
  return parts.length > 1 || parts[0]!.length > 1 ? parts : undefined;
}
