/**
 * `<!-- @include: shared/x.md -->`: fragments shared by several pages are inlined before parsing,
 * so their headings join the outline and their links are checked like the page's own. Each
 * expanded line remembers the file and line it came from, for error messages.
 */
import type { SourceOrigin } from '../env.ts';

const INCLUDE = /^\s*<!--\s*@include:\s*(\S+?)\s*-->\s*$/;

export interface ExpandedSource {
  text: string;
  origins: SourceOrigin[];
}

export interface IncludeReader {
  /** Returns the fragment's text, or null when it does not exist. */
  read(relativePath: string): string | null;
  /** Display name of the fragment file, for error messages. */
  displayName(relativePath: string): string;
}

export class IncludeError extends Error {
  readonly origin: SourceOrigin;
  constructor(origin: SourceOrigin, message: string) {
    super(message);
    this.origin = origin;
  }
}

export function expandIncludes(
  text: string,
  file: string,
  reader: IncludeReader,
  lineOffset = 0,
  stack: string[] = [],
): ExpandedSource {
  const out: string[] = [];
  const origins: SourceOrigin[] = [];
  text.split('\n').forEach((line, index) => {
    const origin = { file, line: index + 1 + lineOffset };
    const match = INCLUDE.exec(line);
    if (!match) {
      out.push(line);
      origins.push(origin);
      return;
    }
    const target = match[1]!;
    if (stack.includes(target)) {
      throw new IncludeError(origin, `include cycle: ${[...stack, target].join(' → ')}`);
    }
    const fragment = reader.read(target);
    if (fragment === null) throw new IncludeError(origin, `included file "${target}" does not exist`);
    const inner = expandIncludes(fragment.replace(/\n$/, ''), reader.displayName(target), reader, 0, [
      ...stack,
      target,
    ]);
    out.push(...inner.text.split('\n'));
    origins.push(...inner.origins);
  });
  return { text: out.join('\n'), origins };
}
