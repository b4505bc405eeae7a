/**
 * Splits `---` front matter from a page and validates it. Every problem names the file and the
 * line, so a maintainer can fix a page without guessing.
 */
import { frontmatterSchema } from '../../schemas/frontmatter.ts';
import type { Frontmatter } from '../../schemas/types.ts';
import { issuesToProblems, type Problem } from '../../schemas/format-issues.ts';
import { parseWithLines } from '../parse/source-map.ts';

export interface SplitPage {
  frontmatter: Frontmatter;
  body: string;
  /** Number of lines the front matter block takes, so body lines map back to the file. */
  bodyLineOffset: number;
  problems: Problem[];
  /**
   * 1-based file line of each top-level key's value (`link-rss`) and of each item of a list value
   * (`link-rss.1`), for problems found after validation.
   */
  lines: Record<string, number>;
}

function valueLines(value: Record<string, unknown>, lineOf: (path: readonly PropertyKey[]) => number | undefined) {
  const lines: Record<string, number> = {};
  const note = (key: string, path: PropertyKey[]) => {
    const line = lineOf(path);
    if (line !== undefined) lines[key] = line;
  };
  for (const [key, item] of Object.entries(value)) {
    note(key, [key]);
    if (Array.isArray(item)) item.forEach((_, i) => note(`${key}.${i}`, [key, i]));
  }
  return lines;
}

export function splitFrontmatter(file: string, source: string): SplitPage {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  const match = /^---\n([\s\S]*?)\n?---[ \t]*(?:\n|$)/.exec(text);
  if (!match) return { frontmatter: {}, body: text, bodyLineOffset: 0, problems: [], lines: {} };
  const yamlText = match[1]!;
  const bodyLineOffset = match[0].split('\n').length - 1;
  const body = text.slice(match[0].length);
  const parsed = parseWithLines(yamlText, 1);
  if (parsed.syntaxErrors.length) {
    return {
      frontmatter: {},
      body,
      bodyLineOffset,
      lines: {},
      problems: parsed.syntaxErrors.map((e) => ({
        file,
        path: '',
        line: e.line,
        message: `front matter is not valid YAML: ${e.message}`,
      })),
    };
  }
  const value = parsed.value ?? {};
  const result = frontmatterSchema.safeParse(value);
  if (!result.success) {
    return {
      frontmatter: {},
      body,
      bodyLineOffset,
      lines: {},
      problems: issuesToProblems(file, result.error.issues, value, parsed.lineOf).map((p) => ({
        ...p,
        message: `front matter: ${p.message}`,
      })),
    };
  }
  const lines = valueLines(result.data as Record<string, unknown>, parsed.lineOf);
  return { frontmatter: result.data, body, bodyLineOffset, problems: [], lines };
}
