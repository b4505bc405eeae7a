import { describe, expect, it } from 'vitest';
import { devPageFiles } from '../../scripts/dev-page-files.ts';
import type { PageContent } from '../../common/types.ts';

/** A stand-in page that counts how often it is serialised; `onSerialise` runs each time. */
function page(title: string, onSerialise = () => {}): PageContent & { serialised: number } {
  const content = {
    title,
    serialised: 0,
    toJSON() {
      content.serialised++;
      onSerialise();
      return { title };
    },
  };
  return content as unknown as PageContent & { serialised: number };
}

describe("the dev server's page files", () => {
  it('serialises nothing on the first regeneration and reports every file as new', () => {
    const files = devPageFiles();
    const a = page('A');
    const b = page('B');
    expect(
      files.update([
        ['a.json', a],
        ['b.json', b],
      ]),
    ).toEqual(new Set(['a.json', 'b.json']));
    expect(a.serialised + b.serialised).toBe(0);
  });

  it('serialises a page when it is asked for, once', () => {
    const files = devPageFiles();
    const a = page('A');
    files.update([['a.json', a]]);
    expect(files.json('a.json')).toBe('{"title":"A"}');
    expect(files.json('a.json')).toBe('{"title":"A"}');
    expect(a.serialised).toBe(1);
    expect(files.json('missing.json')).toBeUndefined();
  });

  it('reports the files whose JSON changed, appeared, and nothing for those that read the same', () => {
    const files = devPageFiles();
    files.update([
      ['a.json', page('A')],
      ['b.json', page('B')],
    ]);
    const changed = files.update([
      ['a.json', page('A')],
      ['b.json', page('B, edited')],
      ['c.json', page('C')],
    ]);
    expect(changed).toEqual(new Set(['b.json', 'c.json']));
    expect(files.json('b.json')).toBe('{"title":"B, edited"}');
  });

  it('forgets the files a regeneration no longer produces', () => {
    const files = devPageFiles();
    files.update([
      ['a.json', page('A')],
      ['b.json', page('B')],
    ]);
    files.update([['a.json', page('A')]]);
    expect(files.json('b.json')).toBeUndefined();
  });

  it('after serialising ahead, a regeneration serialises only its own pages', async () => {
    const files = devPageFiles();
    const a = page('A');
    files.update([['a.json', a]]);
    await files.serializeAll();
    expect(a.serialised).toBe(1);
    const next = page('A');
    expect(files.update([['a.json', next]])).toEqual(new Set());
    expect(a.serialised).toBe(1);
    expect(next.serialised).toBe(1);
    // Served from the text the comparison made.
    expect(files.json('a.json')).toBe('{"title":"A"}');
    expect(next.serialised).toBe(1);
  });

  it('serialises ahead a slice at a time, and a regeneration meanwhile leaves the new pages served', async () => {
    const files = devPageFiles();
    const first = Array.from({ length: 250 }, (_, i) => page(`P${i}`));
    files.update(first.map((content, i) => [`p${i}.json`, content]));
    const serialising = files.serializeAll();
    // Between two slices: the first slice is done, the rest waits for the next turn.
    await new Promise((resolve) => setImmediate(resolve));
    const done = first.filter((p) => p.serialised > 0).length;
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThan(first.length);
    const next = first.map((_, i) => page(`Q${i}`));
    files.update(next.map((content, i) => [`p${i}.json`, content]));
    // Ended by the regeneration: the server's next step waits for the new pages' serialising.
    expect(await serialising).toBe(false);
    expect(files.json('p249.json')).toBe('{"title":"Q249"}');
  });

  it('ends a slice after 20 ms of serialising, however few pages it holds', async () => {
    let clock = 0;
    const files = devPageFiles(() => clock);
    // Each page takes 8 ms to serialise, as a page whose code is highlighted on its first read can.
    const slow = Array.from({ length: 10 }, (_, i) => page(`S${i}`, () => (clock += 8)));
    files.update(slow.map((content, i) => [`s${i}.json`, content]));
    const serialising = files.serializeAll();
    // 8, 16, 24 ms: the third page ends the first slice, before the first turn of the event loop.
    expect(slow.filter((p) => p.serialised > 0).length).toBe(3);
    expect(await serialising).toBe(true);
    expect(slow.every((p) => p.serialised === 1)).toBe(true);
  });
});
