/**
 * `npm run bench -- scale`: the site built at 1×, 3× and 10× its pages (bench/scale-site.ts),
 * cold, each in a process of its own: build time, peak memory, what search downloads before a
 * query's first results over the relevance set (bench/search-download.ts), which must not grow
 * with the site, search speed in Chromium, and `npm run dev` start to first page.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SCRIPT_NODE_ARGS } from '../scripts/cli.ts';
import type { RelevanceCase } from '../common/search/relevance.ts';
import { loadManifest } from '../generator/manifest/load-manifest.ts';
import { searchLocaleOf } from '../generator/search/build-index.ts';
import { searchDownloads } from './search-download.ts';
import { searchSpeed } from './search-speed.ts';
import { devStartMs } from './dev-loop.ts';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/chromium.ts';
import { createStaticServer, listen } from '../server/static-server.ts';
import { writeScaledSite } from './scale-site.ts';
import type { RecordFigure } from './figure.ts';
import type { BUDGETS } from './budgets.ts';

export const SCALE_FACTORS = [1, 3, 10];

function relevanceQueries(project: string): RelevanceCase[] {
  const dir = path.join(project, 'tests/search/relevance');
  return fs.readdirSync(dir).flatMap((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as RelevanceCase[]);
}

/**
 * In Chromium against the scaled build: keystroke → results and cold Ctrl+K (bench/search-speed.ts),
 * and `npm run dev` on the scaled site from start to its first page.
 */
async function browserFigures(
  project: string,
  site: string,
  dist: string,
  at: string,
  tenfold: boolean,
  record: RecordFigure,
  budgets: typeof BUDGETS,
): Promise<void> {
  const server = createStaticServer({ dir: dist });
  const origin = `http://127.0.0.1:${await listen(server, 0)}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const cases = relevanceQueries(project);
    for (const lang of ['en', 'zh']) {
      const queries = cases
        .filter((c) => c.lang === lang)
        .slice(0, 20)
        .map((c) => c.query);
      await searchSpeed(
        browser,
        origin,
        lang,
        queries,
        (name, ms, budget) => record(`scale ${at}: search ${lang}, ${name}`, ms, 'ms', budget),
        tenfold ? budgets.searchColdCtrlK10xMs : budgets.searchColdCtrlKMs,
      );
    }
    record(
      `scale ${at}: dev, start to first page`,
      await devStartMs(project, site, browser),
      'ms',
      tenfold ? budgets.devStart10xMs : budgets.devStartMs,
    );
    // The common case: the pages were compiled by an earlier start and kept.
    record(`scale ${at}: dev, second start to first page`, await devStartMs(project, site, browser), 'ms');
  } finally {
    await browser.close();
    server.close();
  }
}

export async function scaleFigures(project: string, record: RecordFigure, budgets: typeof BUDGETS): Promise<void> {
  for (const factor of SCALE_FACTORS) {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), `bench-scale-${factor}x-`));
    try {
      const site = path.join(work, 'site');
      const pages = writeScaledSite(project, site, factor);
      const dist = path.join(work, 'dist');
      const result = spawnSync(
        process.execPath,
        [...SCRIPT_NODE_ARGS, path.join(project, 'bench/build-once.ts'), '--root', site, '--keep', dist],
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
      await browserFigures(project, site, dist, at, tenfold, record, budgets);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  }
}
