/**
 * For Vite's own CLI and editor integrations only: the renderer over the data `npm run dev` last
 * generated (run `npm run dev` once first). The scripts never read this file; they take
 * `siteViteConfig` from builder/vite-config.ts with the folders they generate.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteViteConfig } from './builder/vite-config.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

export default siteViteConfig({
  generatedDir: path.join(root, '.cache/dev-generated'),
  base: '/',
  icon: '/favicon.svg',
});
