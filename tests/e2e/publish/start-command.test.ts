/**
 * `npm start` as a reader starts it, after the build of `npm test`: one server process per
 * requested worker behind one port, answering pages, ETag revalidation and 404s, replacing a
 * process that dies, and leaving nothing running once it is stopped.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SCRIPT_NODE_ARGS } from '../../../scripts/cli.ts';

const root = path.resolve(import.meta.dirname, '../../..');
let primary: ChildProcess | undefined;
let output = '';

/** Starts `scripts/start.ts` on a free port and resolves with the origin it prints. */
function start(workers: number): Promise<string> {
  return new Promise((resolve, reject) => {
    primary = spawn(process.execPath, [...SCRIPT_NODE_ARGS, 'scripts/start.ts'], {
      cwd: root,
      env: { ...process.env, PORT: '0', WORKERS: String(workers) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const onData = (data: Buffer) => {
      output += data.toString();
      const origin = /serving dist\/ at (http:\/\/localhost:\d+)\//.exec(output)?.[1];
      if (origin) resolve(origin.replace('localhost', '127.0.0.1'));
    };
    primary.stdout!.on('data', onData);
    primary.stderr!.on('data', onData);
    primary.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
}

/**
 * The pids of the server processes the primary forked, read from the operating system: its
 * children that run the start script (not, say, a bundler's helper process).
 */
function workerPids(): number[] {
  const out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(primary!.pid)], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter((line) => line.includes('scripts/start.ts'))
    .map((line) => Number(line.trim().split(/\s+/)[0]))
    .filter((n) => n > 0);
}

afterAll(() => {
  primary?.kill();
});

describe('npm start', () => {
  it('serves dist/ from two processes on one port, and replaces one that dies', async () => {
    const origin = await start(2);
    expect(output).toContain('(2 processes)');
    const page = await fetch(`${origin}/guide/start/quick-start`);
    expect(page.status).toBe(200);
    const etag = page.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await fetch(`${origin}/guide/start/quick-start`, { headers: { 'if-none-match': etag! } })).status).toBe(
      304,
    );
    expect((await fetch(`${origin}/guide/no-such-page`)).status).toBe(404);

    const before = workerPids();
    expect(before).toHaveLength(2);
    process.kill(before[0]!, 'SIGKILL');
    await expect.poll(() => workerPids().filter((pid) => !before.includes(pid)).length).toBe(1);
    await expect.poll(() => output).toContain('starting another');
    expect((await fetch(`${origin}/`)).status).toBe(200);
  });

  it('leaves no server process behind once stopped', async () => {
    const workers = workerPids();
    expect(workers.length).toBe(2);
    const exited = new Promise((resolve) => primary!.once('exit', resolve));
    primary!.kill('SIGTERM');
    await exited;
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    await expect.poll(() => workers.filter(alive)).toEqual([]);
  });
});
