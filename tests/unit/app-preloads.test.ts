import { describe, expect, it } from 'vitest';
import type { Manifest } from 'vite';
import { appPreloads } from '../../builder/app-preloads.ts';
import { lowerScriptPriority } from '../../builder/html-page.ts';

describe('app preloads', () => {
  it('lists the chunks the entry imports dynamically and theirs, once each, never the entry', () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['boot.tsx'] },
      'boot.tsx': { file: 'assets/boot.js', imports: ['_react.js', '_router.js'], dynamicImports: ['pages/a.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_router.js': { file: 'assets/router.js', imports: ['_react.js', 'index.html'] },
      'pages/a.js': { file: 'assets/a.js' },
    };
    expect(appPreloads(manifest)).toEqual(['assets/boot.js', 'assets/react.js', 'assets/router.js']);
  });

  it('fails loudly on a manifest without an entry', () => {
    expect(() => appPreloads({ 'a.js': { file: 'assets/a.js' } })).toThrow(/no entry/);
  });
});

describe('script priority', () => {
  it('fetches module scripts at low priority, once', () => {
    const template = '<script type="module" crossorigin src="/assets/index.js"></script><script>inline()</script>';
    const lowered = lowerScriptPriority(template);
    expect(lowered).toBe(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script><script>inline()</script>',
    );
    expect(lowerScriptPriority(lowered)).toBe(lowered);
  });
});
