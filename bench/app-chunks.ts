/**
 * The chunks the app needs to start, read from Vite's manifest: what the entry imports
 * dynamically and everything those import. The entry loads them after the first paint, before any
 * interaction, so they count as the page's first-load JavaScript. Pure.
 */
import type { Manifest as ViteManifest } from 'vite';

export function appChunks(manifest: ViteManifest): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the Vite manifest has no entry chunk');
  const files: string[] = [];
  const seen = new Set<string>([entry.file]);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of entry.dynamicImports ?? []) visit(key);
  return files;
}
