import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDevCompileCache } from '../../scripts/dev-compile-cache.ts';
import type { CompiledPage } from '../../generator/content/compile-page.ts';

const made: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-compile-cache-'));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A folder shaped like the engine: what the compiler fingerprint reads. */
function engine(generatorCode: string): string {
  const root = tempDir();
  fs.mkdirSync(path.join(root, 'generator'));
  fs.writeFileSync(path.join(root, 'generator/compile.ts'), generatorCode);
  return root;
}

const page = (title: string) => ({ title }) as unknown as CompiledPage;

describe('the dev compile cache', () => {
  it('keeps the pages compiled in one run for the next, and counts only new compilations', () => {
    const [dir, site, engineRoot] = [tempDir(), tempDir(), engine('v1')];
    const first = openDevCompileCache(dir, site, engineRoot);
    expect(first.cache.size).toBe(0);
    first.cache.set('content/en/a.md', { key: 'k1', page: page('A') });
    first.cache.set('content/en/b.md', { key: 'k2', page: page('B') });
    expect(first.compiledSince()).toBe(2);
    expect(first.compiledSince()).toBe(0);
    expect(first.save()).toBe(true);
    expect(first.save()).toBe(false);

    const second = openDevCompileCache(dir, site, engineRoot);
    expect([...second.cache].map(([file, { key, page }]) => [file, key, page.title])).toEqual([
      ['content/en/a.md', 'k1', 'A'],
      ['content/en/b.md', 'k2', 'B'],
    ]);
    expect(second.compiledSince()).toBe(0);
    second.cache.set('content/en/b.md', { key: 'k3', page: page('B2') });
    expect(second.compiledSince()).toBe(1);
  });

  it('starts empty when the compiler changed, and keeps each site apart', () => {
    const [dir, site, other] = [tempDir(), tempDir(), tempDir()];
    const engineRoot = engine('v1');
    const store = openDevCompileCache(dir, site, engineRoot);
    store.cache.set('content/en/a.md', { key: 'k1', page: page('A') });
    store.compiledSince();
    store.save();
    expect(openDevCompileCache(dir, other, engineRoot).cache.size).toBe(0);
    fs.writeFileSync(path.join(engineRoot, 'generator/compile.ts'), 'v2');
    expect(openDevCompileCache(dir, site, engineRoot).cache.size).toBe(0);
  });

  it('removes the caches of site folders that are gone', () => {
    const [dir, site, engineRoot] = [tempDir(), tempDir(), engine('v1')];
    const store = openDevCompileCache(dir, site, engineRoot);
    store.cache.set('content/en/a.md', { key: 'k1', page: page('A') });
    store.compiledSince();
    store.save();
    expect(fs.readdirSync(dir)).toHaveLength(2);
    fs.rmSync(site, { recursive: true });
    openDevCompileCache(dir, tempDir(), engineRoot);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
