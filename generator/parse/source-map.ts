/**
 * Finds the line of a value inside a YAML or JSON text (JSON is YAML), so a validation problem
 * can say where it is: `manifest/nav.json:7`.
 */
import { LineCounter, parseDocument, isAlias, isNode, visit, type Document } from 'yaml';

export interface ParsedWithLines {
  value: unknown;
  /** 1-based line of the value at a path, or of its nearest existing parent. */
  lineOf(path: readonly PropertyKey[]): number | undefined;
  /** Syntax errors with 1-based lines. */
  syntaxErrors: { line: number; message: string }[];
}

export function parseWithLines(text: string, lineOffset = 0): ParsedWithLines {
  const counter = new LineCounter();
  const doc: Document = parseDocument(text, { lineCounter: counter, prettyErrors: false, uniqueKeys: true });
  const syntaxErrors = doc.errors.map((e) => ({
    line: counter.linePos(e.pos[0]).line + lineOffset,
    message: e.message.split('\n')[0]!,
  }));
  const lineOf = (path: readonly PropertyKey[]): number | undefined => {
    for (let n = path.length; n >= 0; n--) {
      const node = doc.getIn(
        path.slice(0, n).map((k) => (typeof k === 'symbol' ? String(k) : k)),
        true,
      );
      if (isNode(node) && node.range) return counter.linePos(node.range[0]).line + lineOffset;
    }
    return undefined;
  };
  if (syntaxErrors.length) return { value: undefined, lineOf, syntaxErrors };
  const unresolved = unresolvedAlias(doc);
  if (unresolved) {
    const error = { line: counter.linePos(unresolved.offset).line + lineOffset, message: unresolved.message };
    return { value: undefined, lineOf, syntaxErrors: [error] };
  }
  try {
    return { value: doc.toJS(), lineOf, syntaxErrors };
  } catch (error) {
    // yaml's other refusals of a well-formed text (an alias resolving to too many nodes).
    if (!(error instanceof ReferenceError)) throw error;
    return { value: undefined, lineOf, syntaxErrors: [{ line: 1 + lineOffset, message: error.message }] };
  }
}

/** The first alias (`*draft`) whose anchor is never set: yaml's toJS() would throw on it. */
function unresolvedAlias(doc: Document): { offset: number; message: string } | undefined {
  let found: { offset: number; message: string } | undefined;
  visit(doc, {
    Alias(_, node) {
      if (!isAlias(node) || node.resolve(doc) !== undefined) return undefined;
      found = {
        offset: node.range?.[0] ?? 0,
        message: `unresolved alias "*${node.source}": no anchor "&${node.source}"`,
      };
      return visit.BREAK;
    },
  });
  return found;
}
