/**
 * `<!-- @include: shared/x.md -->`: fragments shared by several pages are inlined before parsing,
 * so their headings join the outline and their links are checked like the page's own. The
 * expanded text keeps, run by run, the file and line each line came from, for error messages.
 */
import path from 'node:path';
import type { OriginRun, SourceOrigin } from '../env.ts';

const INCLUDE = /^\s*<!--\s*@include:\s*(\S+?)\s*-->\s*$/;

export interface ExpandedSource {
  text: string;
  origins: OriginRun[];
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

/** The fragment's text; an include outside the language folder, missing or naming a folder is an IncludeError. */
function readFragment(target: string, reader: IncludeReader, origin: SourceOrigin): string {
  const normalized = path.posix.normalize(target.replace(/\\/g, '/'));
  if (normalized === '..' || normalized.startsWith('../'))
    throw new IncludeError(origin, `included file "${target}" is outside the language folder; include a file under it`);
  let fragment: string | null;
  try {
    fragment = reader.read(target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EISDIR') throw error;
    throw new IncludeError(origin, `included file "${target}" is a folder; an include must name a file`);
  }
  if (fragment === null) throw new IncludeError(origin, `included file "${target}" does not exist`);
  return fragment;
}

export function expandIncludes(
  text: string,
  file: string,
  reader: IncludeReader,
  lineOffset = 0,
  stack: string[] = [],
): ExpandedSource {
  const lines = text.split('\n');
  // Most pages include nothing: their text is the source's, one run long.
  if (!text.includes('@include:')) return { text, origins: [{ file, line: lineOffset + 1, count: lines.length }] };
  const out: string[] = [];
  const origins: OriginRun[] = [];
  const addLine = (line: number) => {
    const run = origins[origins.length - 1];
    if (run?.file === file && run.line + run.count === line) run.count++;
    else origins.push({ file, line, count: 1 });
  };
  lines.forEach((line, index) => {
    const match = INCLUDE.exec(line);
    if (!match) {
      out.push(line);
      addLine(index + 1 + lineOffset);
      return;
    }
    const origin: SourceOrigin = { file, line: index + 1 + lineOffset };
    const target = match[1]!;
    if (stack.includes(target)) {
      throw new IncludeError(origin, `include cycle: ${[...stack, target].join(' → ')}`);
    }
    const fragment = readFragment(target, reader, origin);
    const inner = expandIncludes(fragment.replace(/\n$/, ''), reader.displayName(target), reader, 0, [
      ...stack,
      target,
    ]);
    out.push(inner.text);
    origins.push(...inner.origins);
  });
  return { text: out.join('\n'), origins };
}
