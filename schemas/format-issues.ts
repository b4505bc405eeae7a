/**
 * Turns validation issues into lines a maintainer can act on:
 * `manifest/sidebars.json: sidebars./guide.2.items.0.link: expected string, received number`.
 */
import type { z } from 'zod';

export interface Problem {
  file: string;
  /** Dotted path inside the file, empty for the root. */
  path: string;
  /** 1-based line, when known. */
  line?: number;
  message: string;
}

export function describeReceived(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let cur: unknown = root;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

function messageOf(issue: z.core.$ZodIssue, input: unknown): string {
  switch (issue.code) {
    case 'invalid_type': {
      const at = valueAt(input, issue.path);
      const received = at === undefined ? 'nothing' : describeReceived(at);
      return `expected ${issue.expected}, received ${received}`;
    }
    case 'unrecognized_keys':
      return `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, received ${JSON.stringify(valueAt(input, issue.path))}`;
    case 'invalid_union': {
      const at = valueAt(input, issue.path);
      return `expected ${unionExpectation(issue)}, received ${describeReceived(at)}${at !== null && typeof at === 'object' ? ` with keys ${Object.keys(at).join(', ') || '(none)'}` : ''}`;
    }
    default:
      return issue.message;
  }
}

function unionExpectation(issue: z.core.$ZodIssueInvalidUnion): string {
  const kinds = new Set<string>();
  for (const branch of issue.errors) {
    const first = branch[0];
    if (first?.code === 'invalid_type' && first.path.length === 0) kinds.add(first.expected);
    else kinds.add('object of another shape');
  }
  return [...kinds].join(' or ');
}

/**
 * A union (a sidebar item is a path, a link, a group, …) fails as a whole; the useful message is
 * the one of the branch the value was meant to be: the branch whose own keys fit and that has
 * the fewest problems. Its issues replace the union's, with their full paths.
 */
function explainUnions(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
    const fitting = issue.errors.filter(
      (branch) =>
        !branch.some((i) => i.path.length === 0 && (i.code === 'invalid_type' || i.code === 'unrecognized_keys')),
    );
    if (fitting.length === 0) return [issue];
    const best = fitting.reduce((a, b) => (b.length < a.length ? b : a));
    return explainUnions(best.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }) as z.core.$ZodIssue));
  });
}

export function issuesToProblems(
  file: string,
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
  lineOf?: (path: readonly PropertyKey[]) => number | undefined,
): Problem[] {
  return explainUnions(issues).map((issue) => {
    // An unknown key is best pointed at by its own line.
    const at =
      issue.code === 'unrecognized_keys' && issue.keys[0] !== undefined ? [...issue.path, issue.keys[0]] : issue.path;
    const line = lineOf?.(at);
    return {
      file,
      path: issue.path.map(String).join('.'),
      ...(line === undefined ? {} : { line }),
      message: messageOf(issue, input),
    };
  });
}

export function formatProblem(p: Problem): string {
  const where = p.line === undefined ? p.file : `${p.file}:${p.line}`;
  return p.path ? `${where}: ${p.path}: ${p.message}` : `${where}: ${p.message}`;
}

export class ValidationError extends Error {
  readonly problems: Problem[];
  constructor(preamble: string, problems: Problem[]) {
    super(`${preamble}\n${problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`);
    this.name = 'ValidationError';
    this.problems = problems;
  }
}
