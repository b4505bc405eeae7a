/**
 * Copying files into and out of the build cache's stores. A module of its own, apart from
 * build-cache.ts, because the compression workers use it too and would otherwise load everything
 * the cache holds (the search index builder and lunr with it) in every worker.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Copies `from` to `to`, sharing blocks where the file system can (a reflink), never the file
 * itself: a hard link would let a deploy step that edits `dist/` in place edit the cache too, and
 * every later build would ship the edit (tests/integration/warm-build.test.ts).
 */
export function copyFile(from: string, to: string): void {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.copyFileSync(from, to, fs.constants.COPYFILE_FICLONE);
}

/**
 * Puts a copy of `from` into the cache at `to`, whole or not at all: written under a temporary
 * name and renamed, so a build reading the entry (another compression worker with the same bytes)
 * never sees it half written.
 */
export function storeFile(from: string, to: string): void {
  const partial = `${to}.${process.pid}.${crypto.randomUUID()}.partial`;
  copyFile(from, partial);
  fs.renameSync(partial, to);
}

/** Copies every file under `fromDir` into the same place under `toDir`. */
export function copyTree(fromDir: string, toDir: string): void {
  for (const entry of fs.readdirSync(fromDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const from = path.join(entry.parentPath, entry.name);
    copyFile(from, path.join(toDir, path.relative(fromDir, from)));
  }
}
