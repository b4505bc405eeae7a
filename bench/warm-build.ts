/**
 * The warm rebuild: `npm run build` with its cache, after an edit to one Markdown page, timed as a
 * maintainer feels it (the whole command, Node's start included) and inside the build. The site
 * is a copy of this one in a fresh git repository, so the edits never touch the real content.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SCRIPT_NODE_ARGS } from '../scripts/cli.ts';
import { median } from './figure.ts';

/** Pages edited one after another, each a separate rebuild. */
const EDITED = [
  'content/en/guide/start/quick-start.md',
  'content/zh/config/server/port.md',
  'content/en/plugins/list/index.md',
];

export interface WarmBuildTimes {
  /** Wall time of each rebuild command, milliseconds. */
  commandMs: number[];
  /** What the build itself reported (`wrote … in N ms`). */
  buildMs: number[];
}

/**
 * The cache's layers as files of its folder (`builder/build-cache.ts`). A build that finds one
 * missing redoes that layer's work, so removing it before a rebuild shows what the layer saves.
 */
export const CACHE_LAYERS: Record<string, string[]> = {
  'compiled pages and search indexes (state.v8)': ['state.v8'],
  'bundles and the pre-started renderer': ['bundle'],
  'rendered HTML': ['html'],
  'compressed copies': ['compressed'],
};

export interface LayerSavings {
  /** Median rebuild command time after a page edit with every layer, milliseconds. */
  allLayersMs: number;
  /** By layer: median time of the same rebuild with that layer removed, minus `allLayersMs`. */
  savedMs: Record<string, number>;
  /**
   * After a renderer edit the engine's fingerprint changes and only the compressed copies
   * survive: the rebuild with them, and without (a build from nothing, Node started).
   */
  rendererEditMs: { withCompressed: number; withoutCompressed: number };
}

/** A copy of this site in a fresh git repository, and a build of it with a cache in the same folder. */
function benchSite(project: string, work: string): () => { commandMs: number; buildMs: number } {
  const site = path.join(work, 'site');
  for (const dir of ['manifest', 'content', 'public'])
    fs.cpSync(path.join(project, dir), path.join(site, dir), { recursive: true });
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost', ...args], {
      cwd: site,
      stdio: 'ignore',
    });
  git('init', '-q');
  git('add', '.');
  git('commit', '-q', '-m', 'site');
  return () => {
    const started = performance.now();
    const result = spawnSync(
      process.execPath,
      [
        ...SCRIPT_NODE_ARGS,
        path.join(project, 'scripts/build.ts'),
        '--root',
        site,
        '--cache-dir',
        path.join(work, 'cache'),
      ],
      { cwd: project, encoding: 'utf8' },
    );
    const commandMs = performance.now() - started;
    if (result.status !== 0) throw new Error(result.stderr);
    const reported = /wrote \d+ HTML files to .* in (\d+) ms/.exec(result.stdout);
    if (!reported) throw new Error(`no build time in:\n${result.stdout}`);
    return { commandMs, buildMs: Number(reported[1]) };
  };
}

/** Rebuild times with each cache layer removed in turn, after the same page edits. */
export function cacheLayerSavings(project: string): LayerSavings {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-layers-'));
  try {
    const build = benchSite(project, work);
    build();
    const [siteCache] = fs.readdirSync(path.join(work, 'cache')).map((d) => path.join(work, 'cache', d));
    const remove = (files: string[]) => {
      for (const file of files) fs.rmSync(path.join(siteCache!, file), { recursive: true, force: true });
    };
    let edits = 0;
    const editAndBuild = (before: () => void) => {
      fs.appendFileSync(path.join(work, 'site', EDITED[edits++ % EDITED.length]!), '\nA sentence more.\n');
      before();
      return build().commandMs;
    };
    const timed = (before: () => void) => median(EDITED.map(() => (build(), editAndBuild(before))));
    const allLayersMs = timed(() => {});
    const savedMs: Record<string, number> = {};
    for (const [layer, files] of Object.entries(CACHE_LAYERS))
      savedMs[layer] = timed(() => remove(files)) - allLayersMs;
    const everything = Object.values(CACHE_LAYERS).flat();
    const rendererEditMs = {
      withCompressed: timed(() => remove(everything.filter((f) => f !== 'compressed'))),
      withoutCompressed: timed(() => remove(everything)),
    };
    return { allLayersMs, savedMs, rendererEditMs };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

export function warmBuilds(project: string): WarmBuildTimes {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-warm-'));
  try {
    const build = benchSite(project, work);
    build();
    const times: WarmBuildTimes = { commandMs: [], buildMs: [] };
    for (const file of EDITED) {
      fs.appendFileSync(path.join(work, 'site', file), '\nOne more sentence, written by the benchmark.\n');
      const run = build();
      times.commandMs.push(run.commandMs);
      times.buildMs.push(run.buildMs);
    }
    return times;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
