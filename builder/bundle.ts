/**
 * The build's two Vite bundles, the client and the server renderer (with the build's workers
 * riding along). Run on a thread of its own by bundle-thread.ts.
 */
import path from 'node:path';
import { engineRoot, siteViteConfig } from './vite-config.ts';

export interface BundleJob {
  /** Holds the data modules the renderer imports (site data, page table). */
  generatedDir: string;
  clientDir: string;
  serverDir: string;
  siteData: { base: string; icon: string };
  siteRoot: string;
}

/** Builds the client and the server renderer with Vite, side by side: they are independent. */
export async function bundle({ generatedDir, clientDir, serverDir, siteData, siteRoot }: BundleJob): Promise<void> {
  // Loaded only when there is something to bundle: a warm build with unchanged bundles skips it.
  const { build: viteBuild } = await import('vite');
  const config = siteViteConfig({ generatedDir, base: siteData.base, icon: siteData.icon, siteRoot });
  await Promise.all([
    viteBuild({ ...config, build: { ...config.build, outDir: clientDir } }),
    viteBuild({
      ...config,
      publicDir: false,
      build: {
        ...config.build,
        outDir: serverDir,
        ssr: true,
        manifest: false,
        emptyOutDir: true,
        // The compression and render workers ride along, so they start as plain JavaScript.
        rollupOptions: {
          ...config.build?.rollupOptions,
          input: {
            'entry-server': path.join(engineRoot, 'renderer/entry-server.tsx'),
            'compress-worker': path.join(engineRoot, 'builder/compress-worker.ts'),
            'render-worker': path.join(engineRoot, 'builder/render-worker.ts'),
          },
        },
      },
    }),
  ]);
}
