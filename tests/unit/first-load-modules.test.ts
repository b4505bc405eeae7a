/** The benchmark's attribution of first-load JavaScript to modules (bench/first-load-modules.ts). */
import { describe, expect, it } from 'vitest';
import { SourceMapGenerator } from 'source-map-js';
import { bytesBySource, moduleGroup } from '../../bench/first-load-modules.ts';

describe('moduleGroup', () => {
  it('names npm packages, scoped ones with their scope', () => {
    expect(moduleGroup('/p/node_modules/react-dom/cjs/react-dom-client.production.js', '/tmp/g')).toBe('react-dom');
    expect(moduleGroup('/p/node_modules/@floating-ui/dom/dist/x.mjs', '/tmp/g')).toBe('@floating-ui/dom');
  });
  it('names generated data by file and project code by folder', () => {
    expect(moduleGroup('/tmp/g/page-loaders.ts', '/tmp/g')).toBe('generated: page-loaders.ts');
    expect(moduleGroup('/p/renderer/components/Sidebar.tsx', '/tmp/g')).toBe('renderer/components/');
    expect(moduleGroup('/p/renderer/App.tsx', '/tmp/g')).toBe('renderer/App.tsx');
    expect(moduleGroup('/p/common/routes.ts', '/tmp/g')).toBe('common/routes.ts');
    expect(moduleGroup('unmapped', '/tmp/g')).toMatch(/no source map/);
  });
});

describe('bytesBySource', () => {
  it('gives each source the bytes up to the next mapping, across lines, and the rest to unmapped', () => {
    const code = 'AAAABBBBBB\nCCC';
    const map = new SourceMapGenerator({ file: 'out.js' });
    const at = (line: number, column: number, source: string) =>
      map.addMapping({ generated: { line, column }, original: { line: 1, column: 0 }, source });
    at(1, 0, 'a.ts');
    at(1, 4, 'b.ts');
    at(2, 0, 'c.ts');
    const bytes = bytesBySource(code, JSON.parse(map.toString()));
    expect(bytes.get('a.ts')).toBe(4);
    expect(bytes.get('b.ts')).toBe(6);
    expect(bytes.get('c.ts')).toBe(3);
    // The newline between the lines belongs to no mapping.
    expect(bytes.get('unmapped')).toBe(1);
    expect([...bytes.values()].reduce((a, b) => a + b, 0)).toBe(Buffer.byteLength(code));
  });
});
