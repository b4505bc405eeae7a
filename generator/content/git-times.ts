/**
 * Commit times from git history, read with one `git log` for the whole content folder rather
 * than one process per page. Paths are relative to the site root (`--relative`), so a site that
 * lives in a sub-folder of its repository (a test fixture) finds its own files.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What git knows about a folder: the last commit time of each file, and the files changed since. */
export interface ContentHistory {
  /** Milliseconds since the epoch of the newest commit touching each file, by root-relative path. */
  committed: Map<string, number>;
  /** Files with uncommitted changes (staged, unstaged or untracked), by root-relative path. */
  uncommitted: Set<string>;
}

/** Runs git in `cwd`; undefined when git is missing, `cwd` is no repository or HEAD has no commit. */
function git(cwd: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
}

/** Parses `git log --format=@%ct --name-only`: the first time a path appears is its newest commit. */
export function parseLogTimes(log: string): Map<string, number> {
  const times = new Map<string, number>();
  let current = 0;
  for (const line of log.split('\n')) {
    if (line.startsWith('@')) current = Number(line.slice(1)) * 1000;
    else if (line.trim() && !times.has(line.trim())) times.set(line.trim(), current);
  }
  return times;
}

export function readGitTimes(repoRoot: string, folder: string): Map<string, number> {
  const log = git(repoRoot, ['log', '--relative', '--format=@%ct', '--name-only', '--', folder]);
  return log === undefined ? new Map() : parseLogTimes(log);
}

/**
 * The committed times plus the files whose working copy differs from HEAD. Two small extra git
 * calls (a few milliseconds each): `git diff HEAD` covers staged and unstaged edits, `ls-files
 * --others` new files that are not ignored. Both print paths relative to `repoRoot`.
 */
export function readContentHistory(repoRoot: string, folder: string): ContentHistory {
  const committed = readGitTimes(repoRoot, folder);
  const uncommitted = new Set<string>();
  if (committed.size === 0) return { committed, uncommitted };
  const changed = git(repoRoot, ['diff', '--relative', '--name-only', '-z', 'HEAD', '--', folder]) ?? '';
  const untracked = git(repoRoot, ['ls-files', '-z', '--others', '--exclude-standard', '--', folder]) ?? '';
  for (const file of `${changed}\0${untracked}`.split('\0')) if (file) uncommitted.add(file);
  return { committed, uncommitted };
}

export function lastUpdatedTime(times: Map<string, number>, repoRoot: string, absolutePath: string): number {
  const relative = path.relative(repoRoot, absolutePath).split(path.sep).join('/');
  return times.get(relative) ?? Math.round(fs.statSync(absolutePath).mtimeMs);
}
