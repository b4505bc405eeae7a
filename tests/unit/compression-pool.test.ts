import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compressionPool, HELD_LIMIT } from '../../builder/compression-pool.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'compression-pool-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A stand-in worker: answers like the real one, fails `bad.html`, and dies on `crash.html`. */
const worker = path.join(work, 'worker.mjs');
fs.writeFileSync(
  worker,
  `import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';
parentPort.on('message', ({ file, content }) => {
  if (file.endsWith('crash.html')) throw new Error('worker died');
  if (file.endsWith('bad.html')) return parentPort.postMessage({ file, failed: 'disk full' });
  fs.appendFileSync(${JSON.stringify(path.join(work, 'log.txt'))}, file + ' ' + (content ?? '-') + '\\n');
  parentPort.postMessage({ file });
});
`,
);
const log = () => fs.readFileSync(path.join(work, 'log.txt'), 'utf8').trim().split('\n').sort();

describe('compression pool', () => {
  it('sends each compressible file once, with its content when given, and counts them', async () => {
    const pool = compressionPool(worker);
    pool.add('/site/a.html', '<p>a</p>');
    pool.add('/site/a.html', '<p>again</p>');
    pool.add('/site/b.js');
    pool.add('/site/logo.png');
    expect(await pool.close()).toBe(2);
    expect(log()).toEqual(['/site/a.html <p>a</p>', '/site/b.js -']);
  });

  it('sends the files whose content it holds before those on disk, and makes a sender wait while too many are out', async () => {
    fs.rmSync(path.join(work, 'log.txt'), { force: true });
    // One worker, so the order of the log is the order of sending.
    const pool = compressionPool(worker, 1);
    const onDisk = Array.from({ length: 10 }, (_, i) => `/site/disk-${i}.js`);
    for (const file of onDisk) pool.add(file);
    const held = Array.from({ length: HELD_LIMIT }, (_, i) => `/site/page-${i}.html`);
    for (const file of held) pool.add(file, 'x');
    // As many pages as the limit are out: the next has to wait for room, which only a worker's
    // answer (a message, never a microtask) can make.
    const room = pool.room();
    let microtasks = Promise.resolve();
    for (let i = 0; i < 20; i++) microtasks = microtasks.then(() => {});
    expect(await Promise.race([room.then(() => 'room'), microtasks.then(() => 'waiting')])).toBe('waiting');
    await room;
    pool.add('/site/page-last.html', 'x');
    expect(await pool.close()).toBe(onDisk.length + HELD_LIMIT + 1);
    const order = fs
      .readFileSync(path.join(work, 'log.txt'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(' ')[0]);
    // Two files on disk went out before any page arrived; then every page before the rest.
    expect(order).toEqual([...onDisk.slice(0, 2), ...held, '/site/page-last.html', ...onDisk.slice(2)]);
  });

  it('names every file that failed', async () => {
    const pool = compressionPool(worker);
    pool.add('/site/bad.html');
    pool.add('/site/ok.css');
    await expect(pool.close()).rejects.toThrow(/compressing the site failed:\n {2}\/site\/bad\.html: disk full/);
  });

  it('rejects when a worker dies instead of waiting for its answer', async () => {
    const pool = compressionPool(worker);
    pool.add('/site/crash.html');
    await expect(pool.close()).rejects.toThrow(/worker died/);
  });
});
