/** The scale fixture's prose variation (bench/scale-site.ts): prose moves, Markdown stays. */
import { describe, expect, it } from 'vitest';
import { varyProse } from '../../bench/scale-site.ts';

const PAGE = `---
title: Using CSS
---

# Using CSS

Rsbuild handles plain CSS out of the box and adds Stylus through a plugin. Each entry gets its own file.

See [static assets](/guide/basic/static-assets) for images.

\`\`\`ts title="src/index.ts"
import './styles/reset.css';
import './styles/layout.css';
\`\`\`

Rsbuild 内置 CSS 支持。Stylus 需要插件。每个入口各有一个文件。
`;

const words = (line: string) => line.split(/\s+/).sort();

describe('varyProse', () => {
  const varied = varyProse(PAGE, 7);
  const before = PAGE.split('\n');
  const after = varied.split('\n');

  it('keeps front matter, headings, links and code as written', () => {
    expect(after.length).toBe(before.length);
    for (const i of [0, 1, 2, 4, 8, 10, 11, 12, 13]) expect(after[i], `line ${i + 1}`).toBe(before[i]);
  });

  it('shuffles the words of English prose and the sentences of Chinese prose, losing none', () => {
    expect(after[6]).not.toBe(before[6]);
    expect(words(after[6]!)).toEqual(words(before[6]!));
    expect(after[15]).not.toBe(before[15]);
    expect([...after[15]!].sort()).toEqual([...before[15]!].sort());
  });

  it('varies the same way for the same seed, and otherwise for another', () => {
    expect(varyProse(PAGE, 7)).toBe(varied);
    expect(varyProse(PAGE, 8)).not.toBe(varied);
  });
});
