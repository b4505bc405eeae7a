/** The build cache's keys: what an engine change empties, and what a killed build leaves. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openBuildCache } from '../../builder/build-cache.ts';
import { copyFile, storeFile } from '../../builder/store-files.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'build-cache-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A stand-in engine folder: only its compression code matters to the compressed copies. */
function engine(name: string, compression: string): string {
  const dir = path.join(work, name);
  fs.mkdirSync(path.join(dir, 'builder'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'builder/precompress.ts'), compression);
  return dir;
}

describe('build cache', () => {
  const cacheRoot = path.join(work, 'caches');
  const first = engine('first', 'brotli 5');

  it('keeps compressed copies across an engine change, and drops everything made by the old engine', async () => {
    const cache = openBuildCache(cacheRoot, 'site', first, 'engine-a')!;
    cache.state.compile.set('content/en/a.md', { key: 'k', page: {} as never });
    fs.writeFileSync(path.join(cache.compressedDir, 'abc.ok'), '');
    cache.keepBundle('bundle-1', fs.mkdtempSync(path.join(work, 'c-')), fs.mkdtempSync(path.join(work, 's-')));
    await cache.save();

    const again = openBuildCache(cacheRoot, 'site', first, 'engine-a')!;
    expect(again.state.compile.size).toBe(1);
    expect(again.bundle('bundle-1')).toBeDefined();
    again.release();

    const changed = openBuildCache(cacheRoot, 'site', first, 'engine-b')!;
    expect(changed.state.compile.size).toBe(0);
    expect(changed.bundle('bundle-1')).toBeUndefined();
    expect(fs.existsSync(path.join(changed.compressedDir, 'abc.ok'))).toBe(true);
    changed.release();
  });

  it('drops compressed copies when the compression code changes', () => {
    const cache = openBuildCache(cacheRoot, 'site', engine('second', 'brotli 9'), 'engine-b')!;
    expect(fs.existsSync(path.join(cache.compressedDir, 'abc.ok'))).toBe(false);
    cache.release();
  });

  it('lets one build at a time use a cache, and takes over the lock of a build that is gone', () => {
    const held = openBuildCache(cacheRoot, 'other', first, 'engine-a')!;
    expect(openBuildCache(cacheRoot, 'other', first, 'engine-a')).toBeUndefined();
    // A killed build: its lock names a process that no longer runs.
    fs.writeFileSync(path.join(held.dir, 'lock', 'pid'), '999999999');
    const next = openBuildCache(cacheRoot, 'other', first, 'engine-a');
    expect(next).toBeDefined();
    next!.release();
  });
});

describe('files in and out of the cache', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-files-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('copies out, so an edit to the output leaves the cached file as it was', () => {
    const cached = path.join(dir, 'page.html');
    fs.writeFileSync(cached, '<p>cached</p>');
    const out = path.join(dir, 'dist/page.html');
    copyFile(cached, out);
    fs.appendFileSync(out, '<!-- a deploy step -->');
    expect(fs.readFileSync(cached, 'utf8')).toBe('<p>cached</p>');
  });

  it('stores whole files, replacing an entry and leaving no partial file behind', () => {
    const made = path.join(dir, 'made.br');
    const entry = path.join(dir, 'store/abc.br');
    fs.mkdirSync(path.dirname(entry), { recursive: true });
    fs.writeFileSync(entry, 'older bytes');
    fs.writeFileSync(made, 'new bytes');
    storeFile(made, entry);
    expect(fs.readFileSync(entry, 'utf8')).toBe('new bytes');
    expect(fs.readdirSync(path.dirname(entry))).toEqual(['abc.br']);
  });
});
