/** Resolves when a child process prints `text` on stdout; rejects after `ms` or when it exits first. */
import type { ChildProcess } from 'node:child_process';

export function waitForOutput(child: ChildProcess, text: string, ms: number, name: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within ${ms / 1000} s`)), ms);
    child.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes(text)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}`));
    });
  });
}
