/**
 * Reads a `_headers` file (path pattern lines, then indented `Name: value` lines) so the local
 * server sends exactly what a static host would.
 */
export interface HeaderRule {
  pattern: RegExp;
  headers: Record<string, string>;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const glob = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${glob}$`), headers: {} });
      continue;
    }
    const at = line.indexOf(':');
    const rule = rules[rules.length - 1];
    if (rule && at > 0) rule.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return rules;
}

export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((r) => r.pattern.test(pathname)).map((r) => r.headers)) as Record<
    string,
    string
  >;
}
