/**
 * The warm rebuild: `npm run build` with its cache, after an edit to one Markdown page, timed as a
 * maintainer feels it (the whole command, Node's start included) and inside the build. The site
 * is a copy of this one in a fresh git repository, so the edits never touch the real content.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TYPESCRIPT_NODE_FLAGS } from '../scripts/cli.ts';

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

export function warmBuilds(project: string): WarmBuildTimes {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-warm-'));
  try {
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
    const build = () => {
      const started = performance.now();
      const result = spawnSync(
        process.execPath,
        [
          ...TYPESCRIPT_NODE_FLAGS,
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
    build();
    const times: WarmBuildTimes = { commandMs: [], buildMs: [] };
    for (const file of EDITED) {
      fs.appendFileSync(path.join(site, file), '\nOne more sentence, written by the benchmark.\n');
      const run = build();
      times.commandMs.push(run.commandMs);
      times.buildMs.push(run.buildMs);
    }
    return times;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
