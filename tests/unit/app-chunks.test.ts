import { describe, expect, it } from 'vitest';
import type { Manifest } from 'vite';
import { appChunks } from '../../bench/app-chunks.ts';

describe('app chunks', () => {
  it('lists the chunks the entry imports dynamically and theirs, once each, never the entry', () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['boot.tsx'] },
      'boot.tsx': { file: 'assets/boot.js', imports: ['_react.js', '_router.js'], dynamicImports: ['pages/a.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_router.js': { file: 'assets/router.js', imports: ['_react.js', 'index.html'] },
      'pages/a.js': { file: 'assets/a.js' },
    };
    expect(appChunks(manifest)).toEqual(['assets/boot.js', 'assets/react.js', 'assets/router.js']);
  });

  it('fails loudly on a manifest without an entry', () => {
    expect(() => appChunks({ 'a.js': { file: 'assets/a.js' } })).toThrow(/no entry/);
  });
});
