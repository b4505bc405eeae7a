/**
 * `npm run bench -- modules`: what the first-load JavaScript of a doc page is made of. Builds the
 * client once more with source maps into a scratch folder, takes the scripts a doc page loads
 * before any interaction (the entry and the app chunks it loads after the first paint), and attributes each
 * minified byte to its source through the source map. A module's gzip share is the chunk's gzip
 * size times its share of the chunk's bytes: gzip does not compress modules one by one, so this
 * is an estimate, but the rows add up to the chunk's real gzip size.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { build as viteBuild, type Manifest as ViteManifest } from 'vite';
import { generate } from '../generator/generate.ts';
import { writeGenerated } from '../generator/emit/write-generated.ts';
import { siteViteConfig } from '../builder/vite-config.ts';
import { appChunks } from './app-chunks.ts';
import type { RecordFigure } from './figure.ts';

/** A source path as a reader of the table thinks of it: the npm package, or the project folder. */
export function moduleGroup(source: string, generatedDir: string): string {
  const normalized = source.replace(/\\/g, '/');
  const nm = normalized.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const [scope = '', name = ''] = normalized.slice(nm + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  if (normalized.startsWith(`${generatedDir.replace(/\\/g, '/')}/`)) return `generated: ${path.basename(normalized)}`;
  const renderer = /(?:^|\/)(renderer|common)\/([^/]+)/.exec(normalized);
  if (renderer) return `${renderer[1]}/${renderer[2]!.includes('.') ? renderer[2] : `${renderer[2]}/`}`;
  if (normalized === 'unmapped') return 'no source map (JSON modules, bundler glue)';
  return normalized.includes('vite/') || normalized.includes('\0') ? 'bundler runtime' : normalized;
}

/** Minified bytes of `code` per source of its map (bytes with no mapping go to "unmapped"). */
export function bytesBySource(code: string, map: RawSourceMap): Map<string, number> {
  const consumer = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const totals = new Map<string, number>();
  const add = (source: string, bytes: number) => totals.set(source, (totals.get(source) ?? 0) + bytes);
  let previous: { line: number; column: number; source: string } | undefined;
  const close = (line: number, column: number) => {
    if (!previous) return;
    if (previous.line === line) add(previous.source, column - previous.column);
    else add(previous.source, lines[previous.line - 1]!.length - previous.column);
  };
  consumer.eachMapping((m) => {
    close(m.generatedLine, m.generatedColumn);
    previous = { line: m.generatedLine, column: m.generatedColumn, source: m.source ?? 'unmapped' };
  });
  close(-1, 0);
  const mapped = [...totals.values()].reduce((a, b) => a + b, 0);
  add('unmapped', Buffer.byteLength(code) - mapped);
  return totals;
}

export async function firstLoadModules(root: string, record: RecordFigure): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-modules-'));
  try {
    const site = generate({ root, skipSearch: true });
    const generatedDir = path.join(work, 'generated');
    writeGenerated(site, generatedDir);
    const outDir = path.join(work, 'client');
    const config = siteViteConfig({ generatedDir, base: '/', icon: site.siteData.icon, siteRoot: root });
    await viteBuild({ ...config, build: { ...config.build, outDir, sourcemap: true } });
    const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
    const entry = Object.values(manifest).find((c) => c.isEntry);
    if (!entry) throw new Error('the client build has no entry chunk');
    const files = [...new Set([entry.file, ...appChunks(manifest)])];
    const groups = new Map<string, number>();
    let totalGzip = 0;
    for (const file of files) {
      const code = fs.readFileSync(path.join(outDir, file), 'utf8');
      const gzip = zlib.gzipSync(code).length / 1024;
      totalGzip += gzip;
      const map = JSON.parse(fs.readFileSync(path.join(outDir, `${file}.map`), 'utf8')) as RawSourceMap;
      const bytes = bytesBySource(code, map);
      const size = Buffer.byteLength(code);
      for (const [source, n] of bytes) {
        const absolute = source === 'unmapped' ? source : path.resolve(path.dirname(path.join(outDir, file)), source);
        const group = moduleGroup(absolute, generatedDir);
        groups.set(group, (groups.get(group) ?? 0) + (gzip * n) / size);
      }
    }
    record(
      `first-load JS of a doc page, the app without the page's content (${files.length} files), gzip`,
      totalGzip,
      'KB',
    );
    for (const [group, kb] of [...groups].sort((a, b) => b[1] - a[1]).filter(([, kb]) => kb >= 0.05))
      record(`first-load JS, gzip share: ${group}`, kb, 'KB');
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
