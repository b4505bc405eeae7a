/**
 * Replaces `target` with `fresh` as late and as atomically as the file system allows: the old
 * folder is renamed away first, so a failed build never leaves a half-written site behind.
 */
import fs from 'node:fs';

export function swapDirectory(fresh: string, target: string): void {
  const old = `${target}.old-${process.pid}`;
  const hadTarget = fs.existsSync(target);
  if (hadTarget) fs.renameSync(target, old);
  try {
    fs.renameSync(fresh, target);
  } catch (error) {
    if (hadTarget) fs.renameSync(old, target);
    throw error;
  }
  if (hadTarget) fs.rmSync(old, { recursive: true, force: true });
}
