/**
 * Finds the line of a value inside a YAML or JSON text (JSON is YAML), so a validation problem
 * can say where it is: `manifest/nav.json:7`.
 */
import { LineCounter, parseDocument, isNode, type Document } from 'yaml';

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
  return { value: syntaxErrors.length ? undefined : doc.toJS(), lineOf, syntaxErrors };
}
