/**
 * Waits on a file another process writes: `check` runs now and again at every change the file
 * system reports in the file's folder, until it gives a value. No timer decides when to look.
 * When `until` settles first (the writer exited), the wait ends there, rejected.
 */
import fs from 'node:fs';
import path from 'node:path';

export function whenFile<T>(
  file: string,
  check: () => T | undefined,
  timeoutMs: number,
  until?: Promise<unknown>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const done = (settle: () => void) => {
      if (settled) return;
      settled = true;
      watcher.close();
      clearTimeout(timer);
      settle();
    };
    const look = () => {
      const value = check();
      if (value !== undefined) done(() => resolve(value));
    };
    // Watching starts before the first look, so a change between the two is not missed.
    const watcher = fs.watch(path.dirname(file), look);
    const timer = setTimeout(
      () => done(() => reject(new Error(`${file} was not ready within ${timeoutMs / 1000} s`))),
      timeoutMs,
    );
    void until?.then(() => done(() => reject(new Error(`${file}: its writer stopped first`))));
    look();
  });
}
