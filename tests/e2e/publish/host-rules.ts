/**
 * What a static host that reads `_redirects` and `_headers` (Netlify, Cloudflare Pages) would do
 * with a request path, from the documented syntax of the two files alone. It is written apart from
 * server/ on purpose: the local server parses the same files, and checking the files with the
 * parser they are served by would prove nothing about a host that reads them its own way.
 *
 * `_redirects`: one rule a line, `from to [status]` (301 when left out; a trailing `!` forces the
 * rule over an existing file), `#` comments; `from` may end in the splat `*` and hold `:name`
 * placeholders of one segment each, which `to` repeats as `:splat` and `:name`; the first rule
 * that matches wins. `_headers`: a path pattern at the start of a line, then its indented
 * `Name: value` lines; `*` matches anything, `:name` one segment; every matching block applies,
 * and a header two blocks both set gets both values, joined with a comma.
 *
 * Left out, and refused where the file could use them: query and condition fields of a redirect
 * (`id=:id`, `Country=`), rewrites (status 200), domain rules and `! Name` header removal. Matching is
 * on the path alone; what happens to the query string is each host's own behaviour.
 */

export interface HostRedirect {
  status: number;
  location: string;
}

export interface HostRules {
  /** The redirect the host answers for a decoded request path, or null to serve the path. */
  redirect(pathname: string): HostRedirect | null;
  /** The headers the host adds to the response for a request path, names lower-cased. */
  headers(pathname: string): Record<string, string>;
}

interface Pattern {
  regex: RegExp;
  names: string[];
}

/** `*` (anywhere, as many as the pattern has) and whole-segment `:name`; the rest matches itself. */
function compilePattern(pattern: string): Pattern {
  const names: string[] = [];
  const source = pattern
    .split(/(\*|(?<=\/):[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => {
      if (part === '*') {
        names.push('splat');
        return '(.*)';
      }
      if (/^:[A-Za-z_]/.test(part)) {
        names.push(part.slice(1));
        return '([^/]+)';
      }
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { regex: new RegExp(`^${source}$`), names };
}

function captures(pattern: Pattern, pathname: string): Map<string, string> | null {
  const match = pattern.regex.exec(pathname);
  if (!match) return null;
  return new Map(pattern.names.map((name, i) => [name, match[i + 1] ?? '']));
}

interface RedirectRule {
  from: Pattern;
  to: string;
  status: number;
}

export function parseRedirectsFile(text: string): RedirectRule[] {
  return text.split('\n').flatMap((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return [];
    const fields = line.split(/\s+/);
    const [from = '', to = '', statusField = '301', ...rest] = fields;
    const status = Number(statusField.replace(/!$/, ''));
    if (!to || rest.length > 0 || !/^\d{3}!?$/.test(statusField) || !from.startsWith('/'))
      throw new Error(`_redirects:${index + 1}: not a rule this parser reads: ${line}`);
    if (status < 300 || status > 399) throw new Error(`_redirects:${index + 1}: only redirects are read: ${line}`);
    return [{ from: compilePattern(from), to, status }];
  });
}

interface HeaderBlock {
  path: Pattern;
  headers: [string, string][];
}

export function parseHeadersFile(text: string): HeaderBlock[] {
  const blocks: HeaderBlock[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim() || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      blocks.push({ path: compilePattern(line.trim()), headers: [] });
      return;
    }
    const block = blocks.at(-1);
    const colon = line.indexOf(':');
    if (!block || colon <= 0 || line.trim().startsWith('!'))
      throw new Error(`_headers:${index + 1}: not a header line this parser reads: ${line}`);
    block.headers.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
  });
  return blocks;
}

export function hostRules(redirectsText: string, headersText: string): HostRules {
  const redirects = parseRedirectsFile(redirectsText);
  const blocks = parseHeadersFile(headersText);
  return {
    redirect(pathname) {
      for (const rule of redirects) {
        const values = captures(rule.from, pathname);
        if (!values) continue;
        const location = rule.to.replace(
          /:([A-Za-z_][A-Za-z0-9_]*)/g,
          (token, name: string) => values.get(name) ?? token,
        );
        return { status: rule.status, location };
      }
      return null;
    },
    headers(pathname) {
      const result: Record<string, string> = {};
      for (const block of blocks) {
        if (!captures(block.path, pathname)) continue;
        for (const [name, value] of block.headers) result[name] = name in result ? `${result[name]}, ${value}` : value;
      }
      return result;
    },
  };
}
