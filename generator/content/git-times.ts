/**
 * Last-updated times from git history, read with one `git log` for the whole content folder
 * rather than one process per page; files git does not know fall back to their mtime.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export function readGitTimes(repoRoot: string, folder: string): Map<string, number> {
  const times = new Map<string, number>();
  let log = '';
  try {
    log = execFileSync('git', ['log', '--format=@%ct', '--name-only', '--', folder], {
      cwd: repoRoot,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return times;
  }
  let current = 0;
  for (const line of log.split('\n')) {
    if (line.startsWith('@')) current = Number(line.slice(1)) * 1000;
    else if (line.trim() && !times.has(line.trim())) times.set(line.trim(), current);
  }
  return times;
}

export function lastUpdatedTime(times: Map<string, number>, repoRoot: string, absolutePath: string): number {
  const relative = path.relative(repoRoot, absolutePath).split(path.sep).join('/');
  return times.get(relative) ?? Math.round(fs.statSync(absolutePath).mtimeMs);
}
