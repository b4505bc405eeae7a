/**
 * Serves the built site on localhost the way a static host would, with sirv: ETag and 304, the
 * `.br`/`.gz` files the build wrote (nothing is compressed on the request path), clean URLs, the
 * site's `_headers` and `_redirects`, and the 404 page with status 404. sirv lists dist/ once at
 * start-up, so a request never touches the file system except to stream the file it names.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { headersFor, parseHeadersFile, type HeaderRule } from './headers-file.ts';
import { checkRequest } from './request-path.ts';
import { parseRedirects, redirectMatcher } from '../builder/redirects.ts';

/** sirv sends a charset for HTML only; text files of the site are UTF-8 (the Chinese Markdown copies). */
const TEXT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.atom': 'application/atom+xml',
  '.txt': 'text/plain',
  '.md': 'text/markdown',
};

/** Files of the host's configuration, not of the site. */
const HIDDEN = new Set(['/_headers', '/_redirects']);

export interface StaticServerOptions {
  dir: string;
  base?: string;
}

const readIfExists = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined);

export function createStaticServer(options: StaticServerOptions): http.Server {
  const dir = path.resolve(options.dir);
  const base = options.base ?? '/';
  const root = base.replace(/\/$/, '');
  // The host's configuration, read once, as a static host would at deploy time.
  const headerRules: HeaderRule[] = parseHeadersFile(readIfExists(path.join(dir, '_headers'))?.toString() ?? '');
  const redirect = redirectMatcher(parseRedirects(readIfExists(path.join(dir, '_redirects'))?.toString() ?? ''));
  const notFoundPage = {
    raw: readIfExists(path.join(dir, '404.html')),
    br: readIfExists(path.join(dir, '404.html.br')),
    gzip: readIfExists(path.join(dir, '404.html.gz')),
  };

  // A bad request (400) gets the same page as an unknown one, so a reader never faces a blank tab.
  const notFound = (req: http.IncomingMessage, res: http.ServerResponse, status: 400 | 404 = 404) => {
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding =
      notFoundPage.br && /\bbr\b/.test(accepts)
        ? 'br'
        : notFoundPage.gzip && /\bgzip\b/.test(accepts)
          ? 'gzip'
          : undefined;
    const body = (encoding ? notFoundPage[encoding] : notFoundPage.raw) ?? Buffer.from('Not found');
    res.writeHead(status, {
      'Content-Type': notFoundPage.raw ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8',
      'Content-Length': String(body.length),
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const serve = sirv(dir, {
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ['html'],
    setHeaders: (res, pathname) => {
      const type = TEXT_TYPES[path.extname(pathname)];
      if (type) res.setHeader('Content-Type', `${type}; charset=utf-8`);
    },
    onNoMatch: (req, res) => notFound(req, res),
  });

  return http.createServer((req, res) => {
    const check = checkRequest(req.method, req.url, base);
    for (const [k, v] of Object.entries(headersFor(headerRules, check.kind === 'ok' ? check.pathname : '/')))
      res.setHeader(k, v);
    if (check.kind === 'error') {
      if (check.status !== 405) return notFound(req, res, check.status);
      res.writeHead(405, { 'Content-Type': 'text/plain; charset=utf-8', Allow: 'GET, HEAD' });
      res.end('Method not allowed');
      return;
    }
    const location = redirect(check.pathname);
    if (location !== null) {
      res.writeHead(301, { Location: encodeURI(location) + check.search }).end();
      return;
    }
    const sitePath = check.pathname.slice(root.length) || '/';
    if (HIDDEN.has(sitePath)) return notFound(req, res);
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
    req.url = encodeURI(sitePath) + check.search;
    serve(req, res);
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
