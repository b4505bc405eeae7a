import { afterEach, describe, expect, it } from 'vitest';
import { returnBundlerMemoryEarly } from '../../builder/bundler-memory.ts';

const KEYS = ['MIMALLOC_ARENA_EAGER_COMMIT', 'MIMALLOC_PURGE_DELAY'] as const;
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
afterEach(() => {
  for (const k of KEYS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

describe('the bundler memory settings', () => {
  it("turn off mimalloc's eager commit and delayed purge before Vite loads", () => {
    for (const k of KEYS) delete process.env[k];
    returnBundlerMemoryEarly();
    expect(KEYS.map((k) => process.env[k])).toEqual(['0', '0']);
  });

  it('leave a setting the user gave as it is', () => {
    process.env.MIMALLOC_PURGE_DELAY = '100';
    delete process.env.MIMALLOC_ARENA_EAGER_COMMIT;
    returnBundlerMemoryEarly();
    expect(process.env.MIMALLOC_PURGE_DELAY).toBe('100');
    expect(process.env.MIMALLOC_ARENA_EAGER_COMMIT).toBe('0');
  });
});
