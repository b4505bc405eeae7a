/**
 * `npm run bench -- server`: load on a freshly started `npm start` server (a free loopback
 * port), 20 s at 64 and then 256 concurrent connections, each connection cycling through a page,
 * the app's JavaScript, both search indexes and a missing page, as a browser asks for them
 * (brotli accepted). Figures: requests/s, p50 and p99 latency, failed requests (errors, timeouts
 * and any status but 200 on files and 404 on the missing page), and the slowest response that
 * completed in the first second of the cold server.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { waitForOutput } from './child-output.ts';
import { SEARCH_DIR } from '../common/contract.ts';

type Record = (figure: string, value: number, unit: string, budget?: number, higherIsBetter?: boolean) => void;

export interface ServerBudgets {
  serverRequestsPerSecond: number;
  serverP99Ms: number;
  serverFirstSecondMaxMs: number;
}

const DURATION_S = 20;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The request mix, read from the built site: a doc page, its entry script, both indexes, a 404. */
function requestMix(dist: string): { path: string; status: number }[] {
  const html = fs.readFileSync(path.join(dist, 'guide/start/quick-start.html'), 'utf8');
  const script = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!script) throw new Error('no entry script in guide/start/quick-start.html');
  const indexes = fs
    .readdirSync(path.join(dist, SEARCH_DIR))
    .filter((f) => /^search_index\.[^.]+\.[0-9a-f]+\.json$/.test(f));
  if (indexes.length !== 2) throw new Error(`expected two search indexes, found ${indexes.length}`);
  return [
    { path: '/guide/start/quick-start', status: 200 },
    { path: script, status: 200 },
    ...indexes.map((f) => ({ path: `/${SEARCH_DIR}/${f}`, status: 200 })),
    { path: '/guide/no-such-page', status: 404 },
  ];
}

/**
 * The same mix from a server that only hands out buffers it already holds (the brotli files the
 * build wrote, read once): what the load generator itself can take on this machine. The real
 * server's figures mean something only next to this one.
 */
async function ceiling(dist: string, mix: { path: string; status: number }[], record: Record): Promise<void> {
  const bodies = new Map(
    mix.map((r) => {
      const file =
        r.status === 404
          ? '404.html'
          : r.path === '/guide/start/quick-start'
            ? 'guide/start/quick-start.html'
            : r.path.slice(1);
      return [r.path, { status: r.status, body: fs.readFileSync(path.join(dist, `${file}.br`)) }] as const;
    }),
  );
  const server = http.createServer((req, res) => {
    const hit = bodies.get(req.url ?? '') ?? { status: 404, body: Buffer.alloc(0) };
    res.writeHead(hit.status, { 'Content-Encoding': 'br', 'Content-Length': String(hit.body.length) }).end(hit.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  try {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: 64,
      duration: DURATION_S,
      requests: mix.map((r) => ({ method: 'GET', path: r.path })),
    });
    const label = `load generator ceiling (in-memory server, same mix), 64 connections, ${DURATION_S} s`;
    record(`${label}: requests/s`, result.requests.average, '');
    record(`${label}: throughput`, result.throughput.average / 1e6, 'MB/s');
  } finally {
    server.close();
  }
}

export async function serverLoad(root: string, record: Record, budgets: ServerBudgets): Promise<void> {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await waitForOutput(server, '[start] serving', 120_000, 'npm start');
    const mix = requestMix(path.join(root, 'dist'));
    for (const connections of [64, 256]) {
      let failed = 0;
      let firstSecondMax = 0;
      const started = performance.now();
      const options: autocannon.Options = {
        url: `http://127.0.0.1:${port}`,
        connections,
        duration: DURATION_S,
        headers: { 'accept-encoding': 'br, gzip' },
        requests: mix.map((r) => ({
          method: 'GET',
          path: r.path,
          onResponse: (status: number) => void (status !== r.status && failed++),
        })),
      };
      const result = await new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(options, (error, done) => (error ? reject(error as Error) : resolve(done)));
        instance.on('response', (_client, _status, _bytes, responseTime) => {
          if (performance.now() - started <= 1000) firstSecondMax = Math.max(firstSecondMax, responseTime);
        });
      });
      const label = `server, ${connections} connections, ${DURATION_S} s`;
      record(
        `${label}: requests/s`,
        result.requests.average,
        '',
        connections === 64 ? budgets.serverRequestsPerSecond : undefined,
        true,
      );
      record(`${label}: latency p50`, result.latency.p50, 'ms');
      record(`${label}: latency p99`, result.latency.p99, 'ms', connections === 64 ? budgets.serverP99Ms : undefined);
      record(`${label}: failed requests`, failed + result.errors, '', 0);
      // The first run meets the server cold, straight after start-up.
      if (connections === 64)
        record(`${label}: slowest response in the first second`, firstSecondMax, 'ms', budgets.serverFirstSecondMaxMs);
    }
  } finally {
    server.kill();
  }
  await ceiling(path.join(root, 'dist'), requestMix(path.join(root, 'dist')), record);
}
