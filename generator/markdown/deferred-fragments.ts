/**
 * Parts of a page's HTML made only when the HTML is first read. The dev server compiles every
 * page before it serves the first one, and highlighting code was a third of that (about 270 of
 * 980 ms at this site's size, `--cpu-prof`), spent on pages nobody had opened yet. A held part
 * leaves a placeholder in the rendered HTML; `fill` makes each part and puts it in its place.
 */

/** markdown-it turns every NUL of a page's source into U+FFFD, so no rendered text holds one. */
const MARK = String.fromCharCode(0);
const PLACEHOLDER = new RegExp(`${MARK}(\\d+)${MARK}`, 'g');

export interface DeferredFragments {
  /** Keeps `make` for later and returns the placeholder that stands for its HTML. */
  hold(make: () => string): string;
  /** The HTML with every placeholder replaced by its part. */
  fill(html: string): string;
  /** How many parts are held. */
  readonly size: number;
}

export function deferredFragments(): DeferredFragments {
  const held: (() => string)[] = [];
  return {
    hold(make) {
      held.push(make);
      return `${MARK}${held.length - 1}${MARK}`;
    },
    fill(html) {
      return html.replace(PLACEHOLDER, (_, index: string) => held[Number(index)]!());
    },
    get size() {
      return held.length;
    },
  };
}

/**
 * Gives `page` an `html` that fills its held parts on the first read and keeps the result. It
 * stays an ordinary enumerable field to every reader (JSON, structured clone, `v8.serialize`,
 * spread, `shareBody`), as a spilled body does.
 */
export function fillOnRead(page: { html: string }, rendered: string, fragments: DeferredFragments): void {
  let filled: string | undefined;
  Object.defineProperty(page, 'html', {
    get: () => (filled ??= fragments.fill(rendered)),
    enumerable: true,
    configurable: true,
  });
}
