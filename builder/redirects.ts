/**
 * The site's redirects, in the `_redirects` format Netlify and Cloudflare Pages read
 * (`from to status`, `*` and `:splat`). The build writes the file from `siteRedirects`; the
 * preview server parses that written file with `parseRedirects` and follows it with
 * `redirectMatcher`, so the rules that are tested are the rules that are deployed.
 */
import { publicUrl } from '../common/routes.ts';

export interface Redirect {
  from: string;
  to: string;
  status: 301;
}

/**
 * `/en/…` → `/…` (the default language has no prefix), a page URL with a trailing slash → the
 * page, and a folder URL without its slash → the folder (`/guide/start/` is canonical; without
 * clean URLs the targets name the HTML files, `/guide/start/index.html`).
 */
export function siteRedirects(base: string, defaultLang: string, routePaths: string[], cleanUrls: boolean): Redirect[] {
  const root = base.replace(/\/$/, '');
  const rules: Redirect[] = [];
  const add = (from: string, to: string) => rules.push({ from, to, status: 301 });
  if (root) add(root, `${root}/`);
  add(`${root}/${defaultLang}`, `${root}/`);
  add(`${root}/${defaultLang}/*`, `${root}/:splat`);
  for (const route of routePaths) {
    if (route === '/') continue;
    const target = publicUrl(route, { cleanUrls, base });
    if (route.endsWith('/')) add(`${root}${route.slice(0, -1)}`, target);
    else add(`${root}${route}/`, target);
  }
  return rules;
}

export function renderRedirects(rules: Redirect[]): string {
  return `${rules.map((r) => `${r.from} ${r.to} ${r.status}`).join('\n')}\n`;
}

export function parseRedirects(text: string): Redirect[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.split(/\s+/);
      if (status !== '301') throw new Error(`_redirects: only 301 rules are supported: ${line}`);
      return { from, to, status: 301 };
    });
}

/** A function from a decoded request path to the redirect target, or null. */
export function redirectMatcher(rules: Redirect[]): (pathname: string) => string | null {
  const exact = new Map(rules.filter((r) => !r.from.endsWith('/*')).map((r) => [r.from, r.to]));
  const splats = rules.filter((r) => r.from.endsWith('/*')).map((r) => ({ prefix: r.from.slice(0, -1), to: r.to }));
  return (pathname) => {
    const hit = exact.get(pathname);
    if (hit !== undefined) return hit;
    for (const { prefix, to } of splats) {
      if (!pathname.startsWith(prefix)) continue;
      const splat = pathname.slice(prefix.length);
      // `/en//evil.example` must not become the protocol-relative `//evil.example`.
      if (splat.startsWith('/') || splat.includes('\\')) return null;
      return to.replace(':splat', splat);
    }
    return null;
  };
}
