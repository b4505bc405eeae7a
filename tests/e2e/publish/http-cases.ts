/**
 * One table of what every way of serving dist/ must answer over HTTP: the `npm start` server, nginx
 * with deploy/nginx.conf, and (for redirects and headers) a host that reads `_redirects` and
 * `_headers`. tests/e2e/publish/deploy-servers.test.ts runs it against each. Hashed file names
 * change with every build, so the table is made from the dist/ it is about.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * `page`: revalidated on every use (`no-cache`) by the server's default, which `_headers` leaves
 * to the host; `immutable`: content-hashed names, cached for a year; `revalidate`: fixed names
 * whose content changes between builds, so `_headers` asks for `no-cache` itself.
 */
export type CacheRule = 'page' | 'immutable' | 'revalidate';

export const CACHE_CONTROL: Readonly<Record<CacheRule, string>> = {
  page: 'no-cache',
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
};

/** The hardening headers `_headers` sets for every path, beside the CSP (whose hash changes per build). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

interface CaseBase {
  /** Names the case in the test's title. */
  name: string;
  /** Sent as is on the wire, query included. */
  path: string;
  /** The request's Accept-Encoding; none is sent when absent. */
  acceptEncoding?: string;
}

export interface RedirectCase extends CaseBase {
  kind: 'redirect';
  /** The Location header exactly: relative, so it holds behind any proxy or port. */
  location: string;
}

export interface FileCase extends CaseBase {
  kind: 'file';
  status: 200 | 404;
  /** The file of dist/ whose bytes the decoded body must be. */
  file: string;
  /** The Content-Encoding the response must carry: the build's own `.br` or `.gz` copy. */
  encoding: 'br' | 'gzip' | null;
  cache: CacheRule;
  /** The media type, sent with `charset=utf-8` (Chinese text read as Latin-1 is unreadable). */
  type?: string;
  /** Asks again with the first response's ETag in If-None-Match, which must answer 304. */
  revalidate?: true;
}

/** A path that a naive rule would turn into `//other.host`; any answer but such a redirect passes. */
export interface OriginCase extends CaseBase {
  kind: 'same-origin';
}

export type HttpCase = RedirectCase | FileCase | OriginCase;

const BOTH = 'br, gzip';

/** The CSP line of `_headers`, read plainly (not with any parser under test). */
export function cspOfHeadersFile(dist: string): string {
  const line = /^\s+Content-Security-Policy:\s*(.+)$/m.exec(fs.readFileSync(path.join(dist, '_headers'), 'utf8'));
  if (!line?.[1]) throw new Error('dist/_headers has no Content-Security-Policy line');
  return line[1].trim();
}

export function httpCases(dist: string): HttpCase[] {
  const pick = (folder: string, test: RegExp) => {
    const name = fs.readdirSync(path.join(dist, folder)).find((f) => test.test(f));
    if (!name) throw new Error(`dist/${folder} has no file like ${test}`);
    return `${folder}/${name}`;
  };
  const script = /src="\/(assets\/[^"]+\.js)"/.exec(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'))?.[1];
  if (!script) throw new Error('dist/index.html loads no script from assets/');
  const searchIndex = pick('static/search', /^search_index\.zh\.[0-9a-f]+\.json$/);
  const searchText = pick('static/search', /^search_text\.en\.[0-9a-f]+\.json$/);
  // Parts of the index big enough to have compressed copies beside them.
  const compressedPart = (kind: string) => {
    const dir = path.join(dist, 'static/search');
    const name = fs
      .readdirSync(dir)
      .find(
        (f) =>
          new RegExp(`^search_${kind}\\.en\\.[0-9a-f]+\\.json$`).test(f) && fs.existsSync(path.join(dir, `${f}.br`)),
      );
    if (!name) throw new Error(`dist/static/search has no compressed ${kind} part`);
    return `static/search/${name}`;
  };
  const searchTerms = compressedPart('terms');
  const searchDocs = compressedPart('docs');
  const page = (name: string, urlPath: string, file: string, extra: Partial<FileCase> = {}): FileCase => ({
    name,
    path: urlPath,
    kind: 'file',
    status: 200,
    file,
    encoding: 'br',
    acceptEncoding: BOTH,
    cache: 'page',
    type: 'text/html',
    ...extra,
  });
  const redirect = (name: string, from: string, location: string): RedirectCase => ({
    name,
    path: from,
    kind: 'redirect',
    location,
  });
  const missing = (name: string, urlPath: string, acceptEncoding?: string): FileCase => ({
    name,
    path: urlPath,
    kind: 'file',
    status: 404,
    file: '404.html',
    encoding: acceptEncoding ? 'br' : null,
    ...(acceptEncoding ? { acceptEncoding } : {}),
    cache: 'page',
    type: 'text/html',
  });

  return [
    page('home', '/', 'index.html', { revalidate: true }),
    page('clean page URL', '/guide/start/quick-start', 'guide/start/quick-start.html', { revalidate: true }),
    page('the same page by its file name', '/guide/start/quick-start.html', 'guide/start/quick-start.html'),
    page('folder URL', '/guide/start/', 'guide/start/index.html'),
    page('folder index by its file name', '/guide/start/index.html', 'guide/start/index.html'),
    page('Chinese home', '/zh/', 'zh/index.html'),
    page('Chinese clean page URL', '/zh/config/server/port', 'zh/config/server/port.html'),
    page('gzip for a client without brotli', '/zh/guide/start/quick-start', 'zh/guide/start/quick-start.html', {
      acceptEncoding: 'gzip',
      encoding: 'gzip',
    }),
    page('no encoding asked, none sent', '/guide/start/quick-start', 'guide/start/quick-start.html', {
      acceptEncoding: undefined,
      encoding: null,
    }),

    redirect('default language prefix alone', '/en', '/'),
    redirect('default language folder', '/en/', '/'),
    redirect('default language page', '/en/guide/start/quick-start', '/guide/start/quick-start'),
    redirect('default language folder page', '/en/guide/start/', '/guide/start/'),
    redirect('default language, query kept', '/en/guide/start/quick-start?a=1', '/guide/start/quick-start?a=1'),
    redirect('page with a trailing slash', '/guide/start/quick-start/', '/guide/start/quick-start'),
    redirect('Chinese page with a trailing slash', '/zh/config/server/port/', '/zh/config/server/port'),
    redirect('folder without its slash', '/guide/start', '/guide/start/'),
    redirect('Chinese folder without its slash', '/zh/guide/start', '/zh/guide/start/'),
    redirect('Chinese home without its slash', '/zh', '/zh/'),
    redirect('section folder without its slash, query kept', '/config?x=1', '/config/?x=1'),
    { name: 'no redirect to another origin', path: '/en//evil.example', kind: 'same-origin' },

    missing('unknown page', '/guide/no-such-page', BOTH),
    missing('unknown page, no encoding asked', '/no-such-page'),
    missing('unknown Chinese page', '/zh/guide/no-such-page', BOTH),
    missing('unknown Chinese folder', '/zh/no-such-folder/'),
    missing('unknown page under a real page', '/guide/start/quick-start/more'),
    missing('the host configuration is not a file of the site', '/_headers'),
    missing('the redirect rules are not a file of the site', '/_redirects'),
    missing('a dot file the build keeps for itself', '/.build-stamp'),

    {
      name: 'hashed script',
      path: `/${script}`,
      kind: 'file',
      status: 200,
      file: script,
      encoding: 'br',
      acceptEncoding: BOTH,
      cache: 'immutable',
      revalidate: true,
    },
    {
      name: 'hashed search index',
      path: `/${searchIndex}`,
      kind: 'file',
      status: 200,
      file: searchIndex,
      encoding: 'gzip',
      acceptEncoding: 'gzip',
      cache: 'immutable',
      type: 'application/json',
    },
    {
      name: 'hashed search snippets',
      path: `/${searchText}`,
      kind: 'file',
      status: 200,
      file: searchText,
      encoding: 'br',
      acceptEncoding: BOTH,
      cache: 'immutable',
    },
    {
      name: 'hashed search term part',
      path: `/${searchTerms}`,
      kind: 'file',
      status: 200,
      file: searchTerms,
      encoding: 'br',
      acceptEncoding: BOTH,
      cache: 'immutable',
      type: 'application/json',
    },
    {
      name: 'hashed search page part',
      path: `/${searchDocs}`,
      kind: 'file',
      status: 200,
      file: searchDocs,
      encoding: 'gzip',
      acceptEncoding: 'gzip',
      cache: 'immutable',
      type: 'application/json',
    },
    {
      name: 'search hashes (fixed name, too small to compress)',
      path: '/static/search/search_hashes.json',
      kind: 'file',
      status: 200,
      file: 'static/search/search_hashes.json',
      encoding: null,
      acceptEncoding: BOTH,
      cache: 'revalidate',
      type: 'application/json',
      revalidate: true,
    },
    {
      name: 'page content file',
      path: '/static/pages/zh/guide/start/index.json',
      kind: 'file',
      status: 200,
      file: 'static/pages/zh/guide/start/index.json',
      encoding: 'br',
      acceptEncoding: BOTH,
      cache: 'revalidate',
      type: 'application/json',
    },
    {
      name: 'Markdown copy of a Chinese page',
      path: '/zh/guide/start/quick-start.md',
      kind: 'file',
      status: 200,
      file: 'zh/guide/start/quick-start.md',
      encoding: 'gzip',
      acceptEncoding: 'gzip',
      cache: 'page',
      type: 'text/markdown',
    },
  ];
}
