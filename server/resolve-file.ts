/**
 * Maps a request path to a file of the built site with clean URLs: `/a/b` → `a/b.html`,
 * `/a/` → `a/index.html`, `/a` → `a/index.html` when `a/` is a folder page, assets as they are.
 * Pure: the file system is asked through `exists`. Never resolves outside the site folder.
 */
export type Resolution = { kind: 'file'; file: string } | { kind: 'redirect'; location: string } | { kind: 'not-found' };

export function resolveRequest(rawPath: string, base: string, exists: (relative: string) => boolean): Resolution {
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath.split('?')[0]!.split('#')[0]!);
  } catch {
    return { kind: 'not-found' };
  }
  if (pathname.includes('\0')) return { kind: 'not-found' };
  const baseNoSlash = base.replace(/\/$/, '');
  if (baseNoSlash && !pathname.startsWith(`${baseNoSlash}/`) && pathname !== baseNoSlash) return { kind: 'not-found' };
  if (baseNoSlash && pathname === baseNoSlash) return { kind: 'redirect', location: `${baseNoSlash}/` };
  pathname = pathname.slice(baseNoSlash.length);
  // Resolve dot segments and collapse slashes; anything escaping the root is not found.
  const segments: string[] = [];
  for (const segment of pathname.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (!segments.length) return { kind: 'not-found' };
      segments.pop();
      continue;
    }
    segments.push(segment);
  }
  const relative = segments.join('/');
  const trailing = pathname.endsWith('/') || relative === '';
  if (trailing) {
    const index = relative ? `${relative}/index.html` : 'index.html';
    return exists(index) ? { kind: 'file', file: index } : { kind: 'not-found' };
  }
  if (relative.endsWith('.html')) {
    // `/guide/start/index.html` and `/guide/start/quick-start.html` name real files.
    return exists(relative) ? { kind: 'file', file: relative } : { kind: 'not-found' };
  }
  if (exists(relative)) return { kind: 'file', file: relative };
  if (exists(`${relative}.html`)) return { kind: 'file', file: `${relative}.html` };
  if (exists(`${relative}/index.html`)) return { kind: 'redirect', location: `${baseNoSlash}/${relative}/` };
  return { kind: 'not-found' };
}
