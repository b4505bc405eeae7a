/**
 * Bundles on a thread of their own: Vite's work for the client and the server renderer runs on
 * the other core while the build's thread builds the search indexes and writes the data, instead
 * of after them (bundle-worker.ts).
 */
import { scriptWorker } from '../scripts/cli.ts';
import type { BundleJob } from './bundle.ts';
import { returnBundlerMemoryEarly } from './bundler-memory.ts';

export type { BundleJob } from './bundle.ts';

export interface BundleThread {
  /** Resolves when both bundles are written; rejects with Vite's error. */
  done: Promise<void>;
  /** Stops the thread (the build failed). */
  stop(): Promise<void>;
}

/** Starts bundling at once; the job must be plain data, since it crosses to another thread. */
export function bundleOnThread(job: BundleJob): BundleThread {
  // Set here: mimalloc reads the process's environment, which a worker's process.env does not write.
  returnBundlerMemoryEarly();
  const worker = scriptWorker(new URL('./bundle-worker.ts', import.meta.url));
  let answered = false;
  const done = new Promise<void>((resolve, reject) => {
    worker.once('message', (reply: { failed?: string }) => {
      answered = true;
      void worker.terminate();
      if (reply.failed) reject(new Error(`bundling failed: ${reply.failed}`));
      else resolve();
    });
    worker.once('error', reject);
    // A thread that ends without answering would leave the build waiting for ever.
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`the bundling thread exited with code ${code} before it answered`));
    });
  });
  worker.postMessage(job);
  return {
    done,
    async stop() {
      answered = true;
      await worker.terminate();
    },
  };
}
