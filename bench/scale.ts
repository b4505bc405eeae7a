/**
 * `npm run bench -- scale`: the site built at 1×, 3× and 10× its pages (bench/scale-site.ts),
 * cold, each in a process of its own: build time, peak memory, and the search index each language
 * ships (gzip, as served), which today grows with the site.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { TYPESCRIPT_NODE_FLAGS } from '../scripts/cli.ts';
import { SEARCH_DIR } from '../common/contract.ts';
import { SEARCH_INDEX_PREFIX } from '../common/search/index-file.ts';
import { writeScaledSite } from './scale-site.ts';
import type { RecordFigure } from './figure.ts';
import type { BUDGETS } from './budgets.ts';

export const SCALE_FACTORS = [1, 3, 10];

/** Gzip size of each language's index file, in KB, by language. */
function indexSizes(dist: string): Map<string, number> {
  const sizes = new Map<string, number>();
  const dir = path.join(dist, SEARCH_DIR);
  for (const name of fs.readdirSync(dir)) {
    if (!name.startsWith(SEARCH_INDEX_PREFIX) || !name.endsWith('.json')) continue;
    const lang = name.slice(SEARCH_INDEX_PREFIX.length).split('.')[0]!;
    sizes.set(lang, zlib.gzipSync(fs.readFileSync(path.join(dir, name))).length / 1024);
  }
  return sizes;
}

export function scaleFigures(project: string, record: RecordFigure, budgets: typeof BUDGETS): void {
  for (const factor of SCALE_FACTORS) {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), `bench-scale-${factor}x-`));
    try {
      const site = path.join(work, 'site');
      const pages = writeScaledSite(project, site, factor);
      const dist = path.join(work, 'dist');
      const result = spawnSync(
        process.execPath,
        [...TYPESCRIPT_NODE_FLAGS, path.join(project, 'bench/build-once.ts'), '--root', site, '--keep', dist],
        { cwd: project, encoding: 'utf8' },
      );
      if (result.status !== 0) throw new Error(result.stderr);
      const run = JSON.parse(result.stdout.trim().split('\n').pop()!) as { ms: number; maxRssMiB: number };
      const at = `${factor}× (${pages} pages)`;
      const tenfold = factor === 10;
      const one = factor === 1;
      record(
        `scale ${at}: cold build`,
        run.ms,
        'ms',
        tenfold ? budgets.coldBuild10xMs : one ? budgets.coldBuildMs : undefined,
      );
      record(
        `scale ${at}: build peak memory`,
        run.maxRssMiB,
        'MiB',
        tenfold ? budgets.peakMemory10xMiB : one ? budgets.peakMemoryMiB : undefined,
      );
      for (const [lang, kb] of indexSizes(dist)) record(`scale ${at}: search index, ${lang} (gzip)`, kb, 'KB');
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  }
}
