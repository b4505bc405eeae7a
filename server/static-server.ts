/**
 * Serves the built site on localhost the way a static host would: clean URLs, the 404 page with
 * status 404, long caching for hashed assets, and the site's security headers.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { resolveRequest } from './resolve-file.ts';
import { headersFor, parseHeadersFile, type HeaderRule } from './headers-file.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.atom', '.txt', '.md', '.webmanifest']);

/** Compressed copies of files, made once per file version, as a static host's CDN would keep them. */
const compressed = new Map<string, { mtimeMs: number; br: Buffer; gzip: Buffer }>();
function compressedFile(full: string): { br: Buffer; gzip: Buffer } {
  const { mtimeMs } = fs.statSync(full);
  const hit = compressed.get(full);
  if (hit && hit.mtimeMs === mtimeMs) return hit;
  const raw = fs.readFileSync(full);
  const entry = { mtimeMs, br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }), gzip: zlib.gzipSync(raw, { level: 9 }) };
  compressed.set(full, entry);
  return entry;
}

export interface StaticServerOptions {
  dir: string;
  base?: string;
  port?: number;
  host?: string;
  /** Extra headers for every response (security headers). */
  headers?: Record<string, string>;
}

export function createStaticServer(options: StaticServerOptions): http.Server {
  const dir = path.resolve(options.dir);
  const base = options.base ?? '/';
  const exists = (relative: string) => {
    const full = path.join(dir, relative);
    return full.startsWith(dir + path.sep) && fs.existsSync(full) && fs.statSync(full).isFile();
  };
  // The site's own `_headers` (security policy, caching), read once, as a static host would.
  const headersFile = path.join(dir, '_headers');
  const rules: HeaderRule[] = fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, 'utf8')) : [];
  return http.createServer((req, res) => {
    for (const [k, v] of Object.entries(options.headers ?? {})) res.setHeader(k, v);
    for (const [k, v] of Object.entries(headersFor(rules, (req.url ?? '/').split('?')[0]!))) res.setHeader(k, v);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const resolution = resolveRequest(req.url ?? '/', base, exists);
    if (resolution.kind === 'redirect') {
      res.writeHead(301, { Location: resolution.location }).end();
      return;
    }
    const file = resolution.kind === 'file' ? resolution.file : '404.html';
    const status = resolution.kind === 'file' ? 200 : 404;
    const full = path.join(dir, file);
    if (!fs.existsSync(full)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
    const headers: Record<string, string> = { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'X-Content-Type-Options': 'nosniff', Vary: 'Accept-Encoding' };
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = COMPRESSIBLE.has(path.extname(file)) ? (/\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : '') : '';
    if (encoding) {
      const body = compressedFile(full)[encoding as 'br' | 'gzip'];
      res.writeHead(status, { ...headers, 'Content-Encoding': encoding, 'Content-Length': String(body.length) });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(status, headers);
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(full).pipe(res);
  });
}

export function listen(server: http.Server, port: number, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
