/**
 * Compresses the built site's files on worker threads while the build's own thread renders pages,
 * so both cores work until the end. zlib's asynchronous API did not get there: it hands every
 * 16 KB of output back to the calling thread, which was busy rendering, so most of the
 * compression waited until rendering was over.
 */
import { Worker } from 'node:worker_threads';
import { COMPRESSIBLE, filesToCompress } from './precompress.ts';

export interface CompressJob {
  file: string;
  /** The file's content when the sender still holds it, so the worker need not read it back. */
  content?: string;
}

export interface CompressReply {
  file: string;
  /** Content hash of the file, when the pool keeps copies in a store. */
  hash?: string;
  failed?: string;
}

export interface CompressionPool {
  /** Compresses `file` once, however often it is added. */
  add(file: string, content?: string): void;
  /** Adds what `filesToCompress(dir, include)` lists now. */
  addTree(dir: string, include?: (relative: string) => boolean): void;
  /** Waits for every added file, stops the workers and returns how many files were added. */
  close(): Promise<number>;
  /** Content hashes of the files compressed or found in the store so far. */
  storedHashes: Set<string>;
  /** Stops the workers at once (the build failed). */
  stop(): Promise<void>;
}

/**
 * `workerFile`: the bundled compress-worker.ts. `store`: a folder that keeps compressed copies by
 * content hash between builds (see `writeCompressedCopies`).
 */
export function compressionPool(workerFile: string, size = 2, store?: string): CompressionPool {
  const added = new Set<string>();
  const storedHashes = new Set<string>();
  const failures: string[] = [];
  let pending = 0;
  let next = 0;
  let settled: (() => void) | undefined;
  let crash: ((error: unknown) => void) | undefined;
  const crashed = new Promise<never>((_, reject) => (crash = reject));
  crashed.catch(() => {}); // surfaced by close()
  const workers = Array.from({ length: size }, () => {
    // The worker is plain JavaScript: it needs none of the parent's flags, and an `--import` of
    // a TypeScript loader would load that loader again in every worker.
    const worker = new Worker(workerFile, { execArgv: [], workerData: { store } });
    worker.on('message', (reply: CompressReply) => {
      if (reply.failed) failures.push(`${reply.file}: ${reply.failed}`);
      if (reply.hash) storedHashes.add(reply.hash);
      if (--pending === 0) settled?.();
    });
    worker.on('error', (error) => crash!(error));
    return worker;
  });
  const stop = async () => {
    await Promise.all(workers.map((w) => w.terminate()));
  };
  const pool: CompressionPool = {
    storedHashes,
    add(file, content) {
      if (added.has(file) || !COMPRESSIBLE.test(file)) return;
      added.add(file);
      pending++;
      const job: CompressJob = content === undefined ? { file } : { file, content };
      workers[next++ % size]!.postMessage(job);
    },
    addTree(dir, include) {
      for (const file of filesToCompress(dir, include)) pool.add(file);
    },
    async close() {
      try {
        if (pending > 0) await Promise.race([new Promise<void>((resolve) => (settled = resolve)), crashed]);
      } finally {
        await stop();
      }
      if (failures.length) throw new Error(`compressing the site failed:\n  ${failures.join('\n  ')}`);
      return added.size;
    },
    stop,
  };
  return pool;
}
