/**
 * Checks a request before it reaches the file server: the method, the size and encoding of the
 * path, and the base path. Pure, so every bad request has a unit test; what it lets through is a
 * decoded path inside the site, looked up in a table of the site's files (never on disk).
 */
export type RequestCheck =
  { kind: 'ok'; pathname: string; search: string } | { kind: 'error'; status: 400 | 404 | 405; reason: string };

/** Longer paths are not links of this site; a 10 KB path is refused before any lookup. */
export const MAX_PATH_LENGTH = 2048;

export function checkRequest(method: string | undefined, rawUrl: string | undefined, base: string): RequestCheck {
  if (method !== 'GET' && method !== 'HEAD') return { kind: 'error', status: 405, reason: 'method' };
  const url = rawUrl ?? '/';
  if (url.length > MAX_PATH_LENGTH) return { kind: 'error', status: 400, reason: 'too long' };
  if (!url.startsWith('/')) return { kind: 'error', status: 400, reason: 'not a path' };
  const at = url.search(/[?#]/);
  const rawPath = at === -1 ? url : url.slice(0, at);
  const search = at === -1 || url[at] === '#' ? '' : url.slice(at).split('#')[0]!;
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'error', status: 400, reason: 'bad percent-encoding' };
  }
  if (pathname.includes('\0') || pathname.includes('\\'))
    return { kind: 'error', status: 400, reason: 'forbidden character' };
  if (pathname.split('/').some((segment) => segment === '..' || segment === '.'))
    return { kind: 'error', status: 400, reason: 'dot segment' };
  if (pathname.includes('//')) return { kind: 'error', status: 404, reason: 'empty segment' };
  const root = base.replace(/\/$/, '');
  if (root && pathname !== root && !pathname.startsWith(`${root}/`))
    return { kind: 'error', status: 404, reason: 'outside the base' };
  return { kind: 'ok', pathname, search };
}
