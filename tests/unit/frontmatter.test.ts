import { describe, expect, it } from 'vitest';
import { splitFrontmatter } from '../../generator/content/frontmatter.ts';
import { formatProblem } from '../../schemas/format-issues.ts';

const file = 'content/en/guide/x.md';
const problems = (source: string) => splitFrontmatter(file, source).problems.map(formatProblem);

describe('front matter', () => {
  it('parses valid front matter and reports where the body starts', () => {
    const page = splitFrontmatter(file, '---\npageType: home\nlink-rss: [releases-rss]\n---\n\n# Home\n');
    expect(page.frontmatter).toEqual({ pageType: 'home', 'link-rss': ['releases-rss'] });
    expect(page.bodyLineOffset).toBe(4);
    expect(page.body).toBe('\n# Home\n');
    expect(page.problems).toEqual([]);
  });

  it('keeps pages without front matter whole', () => {
    expect(splitFrontmatter(file, '# Title\n').frontmatter).toEqual({});
  });

  it('names the file, the line and the unknown key', () => {
    expect(problems('---\ntitle: A\npagetype: home\n---\n# A\n')).toEqual([
      `${file}:3: front matter: unknown key "pagetype"`,
    ]);
  });

  it('names the line of a value of the wrong type', () => {
    expect(problems('---\ntitle: A\nsidebar: no-thanks\n---\n')).toEqual([
      `${file}:3: sidebar: front matter: expected boolean, received string`,
    ]);
    expect(problems('---\npublished_at: 10/04/2024\n---\n')).toEqual([
      `${file}:2: published_at: front matter: a date written YYYY-MM-DD`,
    ]);
  });

  it('reports YAML syntax errors with their line', () => {
    expect(problems('---\ntitle: A\nhero: [unclosed\n---\n')[0]).toMatch(
      new RegExp(`^${file}:\\d: front matter is not valid YAML: `),
    );
  });
});
