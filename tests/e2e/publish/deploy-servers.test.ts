/**
 * The deployment, served for real: the table of tests/e2e/publish/http-cases.ts against the
 * server `npm start` runs (started on a free port by tests/e2e/global-setup.ts) and against
 * Debian's nginx running deploy/nginx.conf on a free loopback port, and the same table's redirects
 * and headers against what a host reading `dist/_redirects` and `dist/_headers` would do
 * (tests/e2e/publish/host-rules.ts). A configuration that is only shown in the README drifts from
 * the build; this one is run on every `npm test`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../browser.ts';
import { hostRules } from './host-rules.ts';
import { CACHE_CONTROL, SECURITY_HEADERS, cspOfHeadersFile, httpCases, type HttpCase } from './http-cases.ts';
import { whenFile } from '../../when-file.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const dist = path.join(root, 'dist');
const cases = httpCases(dist);
const csp = cspOfHeadersFile(dist);

const NGINX = '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** How long nginx may take to answer its first request, and to stop. */
const NGINX_WAIT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 5_000;

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** node:http with the path sent as written: fetch would add its own Accept-Encoding and resolve `//`. */
function request(origin: string, pathname: string, headers: Record<string, string> = {}): Promise<Reply> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: pathname, headers, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (chunk: Buffer) => parts.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${origin}${pathname}: no answer in ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end();
  });
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  return body;
}

const header = (reply: Reply, name: string) => {
  const value = reply.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** Every way the reply departs from the case, as readable lines; empty when it matches. */
async function problems(origin: string, c: HttpCase): Promise<string[]> {
  const asked: Record<string, string> = c.acceptEncoding ? { 'accept-encoding': c.acceptEncoding } : {};
  const reply = await request(origin, c.path, asked);
  const found: string[] = [];
  const want = (what: string, actual: unknown, expected: unknown) => {
    if (actual !== expected) found.push(`${what}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
  };

  if (c.kind === 'same-origin') {
    const location = header(reply, 'location');
    if (location !== undefined && new URL(location, origin).origin !== origin)
      found.push(`status ${reply.status} to another origin: ${location}`);
    return found;
  }

  // `_headers` gives every path the policy, so even a redirect carries it.
  want('content-security-policy', header(reply, 'content-security-policy'), csp);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) want(name, header(reply, name), value);

  if (c.kind === 'redirect') {
    want('status', reply.status, 301);
    want('location', header(reply, 'location'), c.location);
    return found;
  }

  want('status', reply.status, c.status);
  want('cache-control', header(reply, 'cache-control'), CACHE_CONTROL[c.cache]);
  want('content-encoding', header(reply, 'content-encoding'), c.encoding ?? undefined);
  const source = path.join(dist, c.file);
  // A shared cache must not hand the brotli copy to a client that asked for none.
  if (fs.existsSync(`${source}.br`) || fs.existsSync(`${source}.gz`)) {
    const vary = (header(reply, 'vary') ?? '').toLowerCase().split(/\s*,\s*/);
    if (!vary.includes('accept-encoding')) found.push(`vary: ${JSON.stringify(header(reply, 'vary'))}`);
  }
  try {
    const body = decode(reply.body, header(reply, 'content-encoding'));
    if (!body.equals(fs.readFileSync(source))) found.push(`body is not dist/${c.file} (${body.length} bytes)`);
  } catch (error) {
    found.push(`body does not decode: ${String(error)}`);
  }
  if (c.type) {
    const [media = '', ...params] = (header(reply, 'content-type') ?? '').split(';').map((p) => p.trim().toLowerCase());
    want('content-type', media, c.type);
    want('content-type charset', params.find((p) => p.startsWith('charset='))?.replace(/"/g, ''), 'charset=utf-8');
  }
  if (c.revalidate) {
    const etag = header(reply, 'etag');
    if (!etag) found.push('no etag');
    else {
      const again = await request(origin, c.path, { ...asked, 'if-none-match': etag });
      want('status with if-none-match', again.status, 304);
      want('body length of the 304', again.body.length, 0);
    }
  }
  return found;
}

/** A port free on 127.0.0.1 a moment ago; nginx binds it next (start-up retries if it lost the race). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * deploy/nginx.conf with its two `# deploy:` lines filled in, as a deployer fills them. Each must
 * be found once: a renamed marker would otherwise leave the test serving /srv/… on port 80.
 */
function siteConfig(template: string, port: number): string {
  let filled = template;
  for (const [marker, line] of [
    ['listen', `listen 127.0.0.1:${port};`],
    ['root', `root ${dist};`],
  ] as const) {
    const pattern = new RegExp(`^(\\s*)\\S[^\\n]*# deploy: ${marker}\\b[^\\n]*$`, 'gm');
    const hits = filled.match(pattern)?.length ?? 0;
    if (hits !== 1) throw new Error(`deploy/nginx.conf: ${hits} lines marked "# deploy: ${marker}", expected 1`);
    filled = filled.replace(pattern, (_all, indent: string) => `${indent}${line}`);
  }
  return filled;
}

/**
 * The line deploy/nginx.conf asks for beside it: the build's CSP as `$rsbuild_docs_csp`. nginx
 * reads `$` and `"` inside a quoted value, so a policy holding either could not be written this way.
 */
function cspConfig(value: string): string {
  if (/["$\\]/.test(value)) throw new Error(`the CSP holds a character nginx would read: ${value}`);
  return `map $uri $rsbuild_docs_csp { default "${value}"; }\n`;
}

/** Debian's own http block (/etc/nginx/nginx.conf), with everything written under the temp prefix. */
function mainConfig(work: string): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `  ${kind}_temp_path ${path.join(work, `${kind}_temp`)};`,
  );
  return [
    `load_module ${BROTLI_MODULE};`,
    'user www-data;',
    'worker_processes 1;',
    'events { worker_connections 256; }',
    'http {',
    '  sendfile on;',
    '  tcp_nopush on;',
    '  types_hash_max_size 2048;',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    '  gzip on;',
    ...temp,
    `  include ${path.join(work, 'csp.conf')};`,
    `  include ${path.join(work, 'site.conf')};`,
    '}',
    '',
  ].join('\n');
}

let nginx: ChildProcess | undefined;
let nginxOrigin = '';
let work = '';

async function startNginx(): Promise<void> {
  for (const file of [NGINX, BROTLI_MODULE])
    if (!fs.existsSync(file))
      throw new Error(`${file} is missing: apt-get install nginx libnginx-mod-http-brotli-static (.ci/run does)`);
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-nginx-'));
  const template = fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  fs.writeFileSync(path.join(work, 'csp.conf'), cspConfig(csp));
  fs.writeFileSync(path.join(work, 'nginx.conf'), mainConfig(work));
  const log = path.join(work, 'error.log');
  let failure = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    fs.writeFileSync(path.join(work, 'site.conf'), siteConfig(template, port));
    const child = spawn(
      NGINX,
      [
        '-p',
        `${work}/`,
        '-c',
        path.join(work, 'nginx.conf'),
        '-g',
        `daemon off; pid ${work}/nginx.pid; error_log ${log};`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.once('error', (error) => {
        output += `${error.message}\n`;
        resolve();
      });
    });
    let gone = false;
    void exited.then(() => (gone = true));
    const origin = `http://127.0.0.1:${port}`;
    // nginx writes its pid file once its sockets listen; one that cannot bind exits instead.
    const pidFile = path.join(work, 'nginx.pid');
    await whenFile(pidFile, () => fs.existsSync(pidFile) || undefined, NGINX_WAIT_MS, exited).catch(() => {});
    // Another process may have taken the port in between: only nginx's own answer counts.
    const up =
      !gone &&
      (await request(origin, '/').then(
        (reply) => /^nginx\b/.test(header(reply, 'server') ?? ''),
        () => false,
      ));
    if (up) {
      nginx = child;
      nginxOrigin = origin;
      return;
    }
    if (!gone) await stop(child);
    failure = `${output}${fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : ''}`;
    if (!/Address already in use/.test(failure)) break;
  }
  throw new Error(`nginx did not start:\n${failure}`);
}

/** Fast shutdown (TERM), then KILL if it has not exited in time; resolves once it has exited. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<boolean>((resolve) => child.once('exit', () => resolve(true)));
  child.kill('SIGTERM');
  const timer = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), NGINX_WAIT_MS).unref());
  if (!(await Promise.race([exited, timer]))) {
    child.kill('SIGKILL');
    await exited;
  }
}

beforeAll(startNginx);

afterAll(async () => {
  if (nginx) await stop(nginx);
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

const servers: { name: string; origin: () => string }[] = [
  { name: 'npm start (server/static-server.ts)', origin: () => baseUrl() },
  { name: 'nginx with deploy/nginx.conf', origin: () => nginxOrigin },
];

describe.each(servers)('$name', ({ origin }) => {
  it.each(cases)('$name: $path', async (c) => {
    expect(await problems(origin(), c)).toEqual([]);
  });
});

describe('dist/_redirects and dist/_headers, as a static host reads them', () => {
  const rules = hostRules(
    fs.readFileSync(path.join(dist, '_redirects'), 'utf8'),
    fs.readFileSync(path.join(dist, '_headers'), 'utf8'),
  );

  // What a host does with `//` before its rules is the host's own; the syntax says nothing of it.
  it.each(cases.filter((c) => c.kind !== 'same-origin'))('$name: $path', (c) => {
    // The files match paths only; the query is each host's own business.
    const pathname = c.path.split('?')[0]!;
    if (c.kind === 'redirect') {
      expect(rules.redirect(pathname)).toEqual({ status: 301, location: c.location.split('?')[0] });
      return;
    }
    expect(rules.redirect(pathname)).toBeNull();
    const headers = rules.headers(pathname);
    expect(headers).toMatchObject({ ...SECURITY_HEADERS, 'content-security-policy': csp });
    // A page's revalidation is the host's default; `_headers` only names what differs from it.
    expect(headers['cache-control']).toBe(c.cache === 'page' ? undefined : CACHE_CONTROL[c.cache]);
  });

  it('allows each inline script of the pages by its hash, and no other inline script', () => {
    for (const file of ['index.html', 'zh/guide/start/quick-start.html', '404.html']) {
      const html = fs.readFileSync(path.join(dist, file), 'utf8');
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(inline.length).toBeGreaterThan(0);
      for (const script of inline) {
        const hash = crypto.createHash('sha256').update(script).digest('base64');
        expect(csp).toContain(`'sha256-${hash}'`);
      }
    }
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});
