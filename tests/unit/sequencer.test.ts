import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { interleave } from '../sequencer.ts';

describe('interleave', () => {
  it('takes one item of each list in turn', () => {
    expect(interleave([['a1', 'a2', 'a3'], ['b1'], ['c1', 'c2']])).toEqual(['a1', 'b1', 'c1', 'a2', 'c2', 'a3']);
  });

  it('keeps every item once and each list in its order', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.nat(), { maxLength: 8 }), { maxLength: 5 }), (lists) => {
        const tagged = lists.map((list, l) => list.map((value, i) => ({ l, i, value })));
        const out = interleave(tagged);
        expect(out).toHaveLength(lists.flat().length);
        for (let l = 0; l < lists.length; l++)
          expect(out.filter((x) => x.l === l).map((x) => x.i)).toEqual(lists[l]!.map((_, i) => i));
      }),
    );
  });
});
