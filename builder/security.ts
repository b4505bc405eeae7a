/**
 * The site's security policy: a strict Content-Security-Policy that allows no inline script except
 * the pre-paint appearance script, by its hash; plus the usual hardening headers and long-lived
 * caching for hashed assets, written as `dist/_headers` for static hosts.
 */
import crypto from 'node:crypto';
import { PAGES_DIR, SEARCH_DIR } from '../common/contract.ts';
import { HASHED_SEARCH_PREFIXES, SEARCH_HASHES_FILE } from '../common/search/index-file.ts';

/** The sha256 CSP source of every inline (src-less) script of an HTML template. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${crypto.createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
}

/**
 * The policy for the `Content-Security-Policy` header; `forMeta` leaves out `frame-ancestors`,
 * which browsers ignore (and warn about) in a `<meta>` tag.
 */
export function contentSecurityPolicy(scriptHashes: string[], connectOrigins: string[] = [], forMeta = false): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // React writes a few style attributes (logo scale, tooltip position).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${connectOrigins.map((o) => ` ${o}`).join('')}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ];
  if (!forMeta) directives.push("frame-ancestors 'none'");
  return directives.join('; ');
}

export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
} as const;

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** `_headers` in the format Netlify and Cloudflare Pages read. */
export function renderHeadersFile(csp: string, base: string): string {
  const root = base.replace(/\/$/, '');
  const lines = [
    `${root}/*`,
    `  Content-Security-Policy: ${csp}`,
    ...Object.entries(SECURITY_HEADERS).map(([k, v]) => `  ${k}: ${v}`),
  ];
  lines.push(`${root}/assets/*`, `  Cache-Control: ${IMMUTABLE_CACHE}`);
  // Search files carry their content hash, except the small map that names the current ones. The
  // rules must not overlap: hosts join the values of a header that several rules set.
  for (const prefix of HASHED_SEARCH_PREFIXES)
    lines.push(`${root}/${SEARCH_DIR}/${prefix}*`, `  Cache-Control: ${IMMUTABLE_CACHE}`);
  lines.push(`${root}/${SEARCH_DIR}/${SEARCH_HASHES_FILE}`, `  Cache-Control: no-cache`);
  // Page content files are named by page alone (see PAGES_DIR): revalidated, like the HTML.
  lines.push(`${root}/${PAGES_DIR}/*`, `  Cache-Control: no-cache`);
  return `${lines.join('\n')}\n`;
}
