/**
 * `npm run bench -- scale`: the site built at 1×, 3× and 10× its pages (bench/scale-site.ts),
 * cold, each in a process of its own: build time, peak memory, and what search downloads before a
 * query's first results over the relevance set (bench/search-download.ts), which must not grow
 * with the site.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TYPESCRIPT_NODE_FLAGS } from '../scripts/cli.ts';
import type { RelevanceCase } from '../common/search/relevance.ts';
import { loadManifest } from '../generator/manifest/load-manifest.ts';
import { searchLocaleOf } from '../generator/search/build-index.ts';
import { searchDownloads } from './search-download.ts';
import { writeScaledSite } from './scale-site.ts';
import type { RecordFigure } from './figure.ts';
import type { BUDGETS } from './budgets.ts';

export const SCALE_FACTORS = [1, 3, 10];

function relevanceQueries(project: string): RelevanceCase[] {
  const dir = path.join(project, 'tests/search/relevance');
  return fs.readdirSync(dir).flatMap((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as RelevanceCase[]);
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
      const localeOf = searchLocaleOf(loadManifest(path.join(site, 'manifest')));
      const cases = relevanceQueries(project);
      for (const lang of ['en', 'zh']) {
        const queries = cases.filter((c) => c.lang === lang).map((c) => c.query);
        const { medianKB, maxKB } = searchDownloads(dist, lang, localeOf(lang).languages, queries);
        const limit = budgets.searchFirstResultsGzipKB;
        record(
          `scale ${at}: search ${lang}, download before first results, gzip, median`,
          medianKB,
          'KB',
          limit.median,
        );
        record(`scale ${at}: search ${lang}, download before first results, gzip, max`, maxKB, 'KB', limit.max);
      }
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  }
}
