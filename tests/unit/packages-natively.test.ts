import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import type { LoadFnOutput, LoadHookContext, ModuleFormat } from 'node:module';
import { load } from '../../scripts/packages-natively.ts';

const root = path.resolve(import.meta.dirname, '../..');
const url = (file: string) => pathToFileURL(path.join(root, file)).href;
const context = (format?: ModuleFormat): LoadHookContext => ({
  conditions: [],
  format,
  importAttributes: {},
  importAssertions: {},
});
const fromNext: LoadFnOutput = { format: 'module', source: 'export default "through tsx";', shortCircuit: true };

function loadWith(file: string, format?: ModuleFormat) {
  const next = vi.fn(async () => fromNext);
  return { next, result: load(url(file), context(format), next) };
}

describe('installed packages load through Node, not tsx', () => {
  it('gives an ES module its own source, without asking the next hook', async () => {
    const { next, result } = loadWith('node_modules/markdown-it/index.mjs', 'module');
    const loaded = await result;
    expect(loaded).toMatchObject({ format: 'module', shortCircuit: true });
    expect(
      Buffer.from(loaded.source as Uint8Array).equals(
        fs.readFileSync(path.join(root, 'node_modules/markdown-it/index.mjs')),
      ),
    ).toBe(true);
    expect(next).not.toHaveBeenCalled();
  });

  it("hands CommonJS to Node's require (no source) and reads JSON as it is", async () => {
    const cjs = loadWith('node_modules/lunr/lunr.js', 'commonjs');
    expect(await cjs.result).toEqual({ format: 'commonjs', shortCircuit: true });
    const json = loadWith('node_modules/lunr/package.json', 'json');
    expect(JSON.parse(String((await json.result).source)).name).toBe('lunr');
    expect(cjs.next).not.toHaveBeenCalled();
    expect(json.next).not.toHaveBeenCalled();
  });

  it("leaves the project's own files, tsx itself and unknown formats to the next hook", async () => {
    for (const [file, format] of [
      ['scripts/cli.ts', undefined],
      ['builder/build-site.ts', 'module'],
      ['node_modules/tsx/dist/loader.mjs', 'module'],
      ['node_modules/markdown-it/index.mjs', undefined],
      ['node_modules/lunr/lunr.js', 'wasm'],
    ] as const) {
      const { next, result } = loadWith(file, format);
      expect(await result).toBe(fromNext);
      expect(next).toHaveBeenCalledWith(url(file), context(format));
    }
  });
});
