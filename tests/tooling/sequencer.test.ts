import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BROWSER_FILE_SECONDS, costKey, longestFirst } from '../sequencer.ts';
import config from '../../vitest.config.ts';

const root = path.resolve(import.meta.dirname, '../..');

const browserFiles = (dir: string): string[] =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`);

describe('longestFirst', () => {
  it('starts the costliest browser files first and keeps the rest in the given order after them', () => {
    const files = [
      'unit:tests/unit/a.test.ts',
      'e2e:tests/e2e/routes.test.ts',
      'e2e:tests/e2e/quality/crawl.test.ts',
      'unit:tests/unit/b.test.ts',
      'e2e-slow:tests/e2e/theme/chrome.test.ts',
    ];
    expect(longestFirst(files, (f) => f)).toEqual([
      'e2e:tests/e2e/quality/crawl.test.ts',
      'e2e-slow:tests/e2e/theme/chrome.test.ts',
      'e2e:tests/e2e/routes.test.ts',
      'unit:tests/unit/a.test.ts',
      'unit:tests/unit/b.test.ts',
    ]);
  });

  it('keeps every file once, costs never increasing along the order', () => {
    const keys = [...Object.keys(BROWSER_FILE_SECONDS), 'unit:x', 'unit:y', 'integration:z'];
    fc.assert(
      fc.property(fc.shuffledSubarray(keys), (files) => {
        const out = longestFirst(files, (f) => f);
        expect([...out].sort()).toEqual([...files].sort());
        const costs = out.map((f) => BROWSER_FILE_SECONDS[f] ?? -1);
        for (let i = 1; i < costs.length; i++) expect(costs[i]).toBeLessThanOrEqual(costs[i - 1]!);
      }),
    );
  });

  it('keys a file by project and repository path, wherever the clone lives', () => {
    expect(costKey('e2e', '/tmp/clean/tests/e2e/routes.test.ts')).toBe('e2e:tests/e2e/routes.test.ts');
    expect(costKey('e2e-slow', 'C:\\work\\tests\\e2e\\navigation.test.ts')).toBe(
      'e2e-slow:tests/e2e/navigation.test.ts',
    );
  });
});

describe('the cost table', () => {
  // Each browser project's files, as vitest.config.ts selects them.
  const projects = (config.test?.projects ?? []) as { test: { name: string; include: string[] } }[];
  const browserProjects = projects.filter((p) => p.test.name.startsWith('e2e'));

  it('lists every browser test file of every browser project, and nothing else', () => {
    const all = browserFiles('tests/e2e');
    // The config names files one by one or takes the whole folder; another glob needs a matcher here.
    const matches = (pattern: string, file: string) => {
      if (pattern === 'tests/e2e/**/*.test.ts') return true;
      if (pattern.includes('*')) throw new Error(`unexpected include pattern ${pattern}`);
      return pattern === file;
    };
    const expected = browserProjects.flatMap(({ test }) =>
      all
        .filter((file) => test.include.some((pattern) => matches(pattern, file)))
        .map((file) => `${test.name}:${file}`),
    );
    expect(expected.length).toBeGreaterThan(20);
    expect(Object.keys(BROWSER_FILE_SECONDS).sort()).toEqual(expected.sort());
  });
});
