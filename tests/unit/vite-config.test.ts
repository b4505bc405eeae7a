import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { siteViteConfig } from '../../builder/vite-config.ts';
import { GENERATED_FILES } from '../../common/contract.ts';

const configIn = (generatedDir: string) => siteViteConfig({ generatedDir, base: '/', icon: '/favicon.svg' });

function resolveWith(generatedDir: string, source: string): unknown {
  const plugin = configIn(generatedDir).plugins!.find((p) => (p as Plugin).name === 'docs-generated-data') as Plugin;
  const resolveId = plugin.resolveId as (source: string) => unknown;
  return resolveId(source);
}

describe('the Vite configuration', () => {
  it('is the same, where Vite keys its dependency cache, for every folder of generated data', () => {
    // Vite hashes `resolve` and the plugin names into the key of node_modules/.vite; a folder of
    // generated data per preview must not start that cache again.
    const a = configIn('/tmp/dev-generated-1');
    const b = configIn('/tmp/dev-generated-2');
    expect(JSON.stringify(a.resolve)).toBe(JSON.stringify(b.resolve));
    expect(a.plugins!.map((p) => (p as Plugin).name)).toEqual(b.plugins!.map((p) => (p as Plugin).name));
  });

  it("points the renderer's virtual imports at that folder's files", () => {
    expect(resolveWith('/tmp/g', 'virtual:site-data')).toBe(path.join('/tmp/g', GENERATED_FILES.siteData));
    expect(resolveWith('/tmp/g', 'virtual:page-table')).toBe(path.join('/tmp/g', GENERATED_FILES.pageTable));
    expect(resolveWith('/tmp/g', 'react')).toBeNull();
  });
});
