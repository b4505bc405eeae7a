/**
 * Includes: every line of the expanded text is traced to the file and line it was written on, the
 * way problems name them, and the text is the pages' and fragments' lines in order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandIncludes, type IncludeReader } from '../../generator/markdown/rules/include.ts';
import { originAt, type SourceOrigin } from '../../generator/markdown/env.ts';

const FRAGMENTS = ['a.md', 'b.md', 'c.md'];

/** A line of Markdown, or an include of one of the fragments. */
const line = fc.oneof(
  fc.constantFrom('# Title', '', 'Some text.', '- item', '```ts', 'const a = 1;', '```'),
  fc.constantFrom(...FRAGMENTS).map((name) => `<!-- @include: ${name} -->`),
);
const file = fc.array(line, { minLength: 1, maxLength: 12 }).map((lines) => lines.join('\n'));

/** Line by line, as a reader would trace it: the expected text and origins. */
function traced(
  text: string,
  name: string,
  read: (name: string) => string,
  offset = 0,
): { lines: string[]; origins: SourceOrigin[] } {
  const lines: string[] = [];
  const origins: SourceOrigin[] = [];
  text.split('\n').forEach((l, index) => {
    const include = /^<!-- @include: (\S+) -->$/.exec(l);
    if (!include) {
      lines.push(l);
      origins.push({ file: name, line: index + 1 + offset });
      return;
    }
    const inner = traced(read(include[1]!).replace(/\n$/, ''), `content/en/${include[1]!}`, read);
    lines.push(...inner.lines);
    origins.push(...inner.origins);
  });
  return { lines, origins };
}

describe('include origins', () => {
  it('trace each expanded line to where it was written', () => {
    // Fragments include only fragments later in the list, so there is no cycle.
    const site = fc.record({
      page: file,
      offset: fc.nat(8),
      a: file.map((t) => t.replace(/<!-- @include: a\.md -->/g, '')),
      b: file.map((t) => t.replace(/<!-- @include: [ab]\.md -->/g, '')),
      c: file.map((t) => t.replace(/<!-- @include: [abc]\.md -->/g, '')),
    });
    fc.assert(
      fc.property(site, ({ page, offset, a, b, c }) => {
        const texts: Record<string, string> = { 'a.md': a, 'b.md': b, 'c.md': `${c}\n` };
        const read = (name: string) => texts[name]!;
        const reader: IncludeReader = { read, displayName: (name) => `content/en/${name}` };
        const expanded = expandIncludes(page, 'content/en/page.md', reader, offset);
        const expected = traced(page, 'content/en/page.md', read, offset);
        expect(expanded.text).toBe(expected.lines.join('\n'));
        expect(expected.lines.map((_, index) => originAt(expanded.origins, index))).toEqual(expected.origins);
        // Past the end: the last line written.
        expect(originAt(expanded.origins, expected.lines.length + 3)).toEqual(expected.origins.at(-1));
      }),
      { numRuns: 300 },
    );
  });
});
