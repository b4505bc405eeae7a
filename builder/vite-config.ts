/**
 * Vite configuration shared by `npm run dev` and the static build. The renderer reads generated
 * data only through the `virtual:*` aliases below, never from disk.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InlineConfig, Plugin } from 'vite';
import { prepaintScript } from '../common/prepaint.ts';
import { GENERATED_FILES } from '../common/contract.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The folder holding renderer/: the engine, as opposed to a site's content. */
export const engineRoot = root;

export interface SiteViteOptions {
  generatedDir: string;
  base: string;
  /** The site icon from the manifest, a path under public/. */
  icon: string;
  /** Folder whose public/ is copied as is; the project root by default. */
  siteRoot?: string;
}

/** Puts the manifest's icon into the page template, in dev and in the build alike. */
function siteIcon(icon: string, base: string): Plugin {
  return {
    name: 'docs-site-icon',
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: {
          rel: 'icon',
          href: `${base.replace(/\/$/, '')}${icon}`,
          ...(icon.endsWith('.svg') ? { type: 'image/svg+xml' } : {}),
        },
        injectTo: 'head',
      },
    ],
  };
}

/**
 * Inlines the pre-paint script into the page template, built from the same names the generator
 * and the renderer use, so the three cannot drift apart.
 */
function prepaint(): Plugin {
  return {
    name: 'docs-prepaint',
    transformIndexHtml: () => [{ tag: 'script', children: prepaintScript(), injectTo: 'head' }],
  };
}

/** The renderer's imports of generated data, and the file behind each. */
const GENERATED_IMPORTS: Record<string, string> = {
  'virtual:site-data': GENERATED_FILES.siteData,
  'virtual:page-table': GENERATED_FILES.pageTable,
};

/**
 * Points the renderer's `virtual:*` imports at the generated files. A plugin rather than
 * `resolve.alias`: Vite hashes `resolve` into the key of its dependency cache, so an alias to a
 * folder of its own (each preview of another site has one) made every start bundle React again.
 */
function generatedData(generatedDir: string): Plugin {
  return {
    name: 'docs-generated-data',
    enforce: 'pre',
    resolveId(source) {
      const file = GENERATED_IMPORTS[source];
      return file ? path.join(generatedDir, file) : null;
    },
  };
}

export function siteViteConfig({ generatedDir, base, icon, siteRoot = root }: SiteViteOptions): InlineConfig {
  return {
    plugins: [generatedData(generatedDir), siteIcon(icon, base), prepaint()],
    configFile: false,
    root: path.join(root, 'renderer'),
    publicDir: path.join(siteRoot, 'public'),
    base,
    logLevel: 'warn',
    json: { stringify: true },
    // The search worker is an entry of its own, which the scan from index.html never reaches: its
    // dependencies (lunr) found only when the dialog first opens made `npm run dev` reload the page.
    optimizeDeps: { entries: ['index.html', 'search/search.worker.ts'] },
    worker: { format: 'es' },
    build: {
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      reportCompressedSize: false,
      chunkSizeWarningLimit: 1000,
      rollupOptions: {
        onwarn(warning, warn) {
          // react-router marks its modules "use client"; the directive means nothing in a bundle.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
  };
}
