import { describe, expect, it } from 'vitest';
import { highlight, highlightMemo } from '../../generator/markdown/rules/code.ts';

const example = 'const a = `one\ntwo`; // note\nexport default a;';

describe('highlight memo', () => {
  it('gives the lines Prism gives, each a closed fragment', () => {
    const lines = highlightMemo()(example, 'ts');
    expect(lines).toHaveLength(3);
    expect(lines.join('\n').replace(/<[^>]+>/g, '')).toBe(
      highlight(example, 'ts')
        .replace(/<[^>]+>/g, '')
        .replace(/&lt;/g, '<'),
    );
    // The template string spans two lines: the first closes its span, the second reopens it.
    expect(lines[0]).toMatch(/<\/span>$/);
    expect(lines[1]).toMatch(/^<span class="[^"]*template-string/);
  });

  it('highlights a block once per language and text', () => {
    const lines = highlightMemo();
    const first = lines(example, 'ts');
    expect(lines(example, 'ts')).toBe(first);
    expect(lines(example, 'js')).not.toBe(first);
    expect(lines(`${example} `, 'ts')).not.toBe(first);
  });

  it('starts again at its limit instead of growing', () => {
    const lines = highlightMemo(2);
    const first = lines('a', 'ts');
    lines('b', 'ts');
    expect(lines('a', 'ts')).toBe(first);
    lines('c', 'ts');
    expect(lines('a', 'ts')).not.toBe(first);
    expect(lines('a', 'ts')).toEqual(first);
  });
});
