/**
 * `npm run bench -- server`: load on a freshly started `npm start` server (a free loopback
 * port), driven by `wrk` (Debian's package: `apt-get install wrk`). First one second at 64
 * connections against the cold server (its slowest response is the figure), then 20 s at 64 and
 * at 256 concurrent connections, each connection cycling through a page, the app's JavaScript,
 * both search indexes and a missing page, as a browser asks for them (brotli accepted). Figures:
 * requests/s, p50 and p99 latency, failed requests (socket errors, timeouts and any status but
 * 200 or 404).
 *
 * Why wrk and not a Node load generator: on this 2-core machine the generator shares the CPU
 * with the server. autocannon topped out at about 1,070 requests/s against a server that only
 * hands out buffers (it parses 60 MB/s of responses in JavaScript), so it measured itself; wrk,
 * written in C, leaves the server most of a core.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { waitForOutput } from './child-output.ts';
import { SEARCH_DIR } from '../common/contract.ts';
import { SCRIPT_NODE_ARGS } from '../scripts/cli.ts';
import type { RecordFigure } from './figure.ts';

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

const WRK = process.env.WRK ?? '/usr/bin/wrk';
const MIX_SCRIPT = path.join(import.meta.dirname, 'wrk/mix.lua');

interface WrkResult {
  requests: number;
  durationUs: number;
  bytes: number;
  socketErrors: number;
  ok: number;
  notFound: number;
  failed: number;
  p50Us: number;
  p99Us: number;
  maxUs: number;
}

/**
 * The same mix from a server that only hands out buffers it already holds (the brotli files the
 * build wrote, read once): what this machine can take with the load generator on it. The real
 * server's figures mean something only next to this one.
 */
async function ceiling(dist: string, mix: { path: string; status: number }[], record: RecordFigure): Promise<void> {
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
    const result = await runWrk(
      port,
      64,
      DURATION_S,
      mix.map((r) => r.path),
    );
    const label = `load generator ceiling (in-memory server, same mix), 64 connections, ${DURATION_S} s`;
    record(`${label}: requests/s`, result.requests / (result.durationUs / 1e6), '');
    record(`${label}: throughput`, result.bytes / (result.durationUs / 1e6) / 1e6, 'MB/s');
  } finally {
    server.close();
  }
}

/**
 * Runs wrk (two threads, one a core) with the request mix and returns the figures its script
 * prints. Asynchronous, so a server in this same process (the ceiling) keeps answering.
 */
function runWrk(port: number, connections: number, seconds: number, paths: string[]): Promise<WrkResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      WRK,
      [
        '-t2',
        `-c${connections}`,
        `-d${seconds}s`,
        '--timeout',
        '5s',
        '-s',
        MIX_SCRIPT,
        `http://127.0.0.1:${port}`,
        '--',
        ...paths,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.once('error', (error) => reject(new Error(`cannot run ${WRK} (apt-get install wrk): ${error.message}`)));
    child.once('close', () => {
      const line = /^WRK_RESULT (.+)$/m.exec(out)?.[1];
      if (line) resolve(JSON.parse(line) as WrkResult);
      else reject(new Error(`wrk printed no result:\n${out}`));
    });
  });
}

export async function serverLoad(root: string, record: RecordFigure, budgets: ServerBudgets): Promise<void> {
  const port = await freePort();
  const server = spawn(process.execPath, [...SCRIPT_NODE_ARGS, 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await waitForOutput(server, '[start] serving', 120_000, 'npm start');
    const paths = requestMix(path.join(root, 'dist')).map((r) => r.path);
    // The first second meets the server cold, straight after start-up.
    const cold = await runWrk(port, 64, 1, paths);
    record(
      'server, 64 connections: slowest response in the first second',
      cold.maxUs / 1000,
      'ms',
      budgets.serverFirstSecondMaxMs,
    );
    for (const connections of [64, 256]) {
      const result = await runWrk(port, connections, DURATION_S, paths);
      const label = `server, ${connections} connections, ${DURATION_S} s`;
      const perSecond = result.requests / (result.durationUs / 1e6);
      record(
        `${label}: requests/s`,
        perSecond,
        '',
        connections === 64 ? budgets.serverRequestsPerSecond : undefined,
        true,
      );
      record(`${label}: latency p50`, result.p50Us / 1000, 'ms');
      record(`${label}: latency p99`, result.p99Us / 1000, 'ms', connections === 64 ? budgets.serverP99Ms : undefined);
      record(`${label}: failed requests`, result.failed + result.socketErrors + cold.failed + cold.socketErrors, '', 0);
      // One request in five is the missing page: a server answering it with 200 would be wrong too.
      record(`${label}: share of 404 answers`, (100 * result.notFound) / Math.max(1, result.ok + result.notFound), '%');
    }
  } finally {
    server.kill();
  }
  await ceiling(path.join(root, 'dist'), requestMix(path.join(root, 'dist')), record);
}
