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
  /**
   * Resolves once the workers have few enough files left that another may be sent: a sender that
   * waits for it before each file it holds in memory holds a bounded number of them, however
   * many pages the site has.
   */
  room(): Promise<void>;
  /** Adds what `filesToCompress(dir, include)` lists now. */
  addTree(dir: string, include?: (relative: string) => boolean): void;
  /** Waits for every added file, stops the workers and returns how many files were added. */
  close(): Promise<number>;
  /** Content hashes of the files compressed or found in the store so far. */
  storedHashes: Set<string>;
  /** Stops the workers at once (the build failed). */
  stop(): Promise<void>;
}

/** Files a worker has been sent and not answered: two, so it never waits for the next one. */
const IN_FLIGHT_PER_WORKER = 2;
/**
 * Files held in memory that may wait for a worker before `room()` makes their sender wait: a few
 * pages' HTML, whatever the site's size.
 */
const HELD_LIMIT = 8;

/**
 * `workerFile`: the bundled compress-worker.ts. `store`: a folder that keeps compressed copies by
 * content hash between builds (see `writeCompressedCopies`).
 *
 * The jobs wait here, not in the workers' message queues, so that a file whose content the sender
 * holds goes to the next free worker before the files that wait on disk: the memory it holds is
 * let go first, and the sender (the page renderer) is kept waiting as little as possible.
 */
export function compressionPool(workerFile: string, size = 2, store?: string): CompressionPool {
  const added = new Set<string>();
  const storedHashes = new Set<string>();
  const failures: string[] = [];
  const held: CompressJob[] = [];
  const onDisk: CompressJob[] = [];
  let pending = 0;
  let settled: (() => void) | undefined;
  let roomMade: (() => void) | undefined;
  let crash: ((error: unknown) => void) | undefined;
  const crashed = new Promise<never>((_, reject) => (crash = reject));
  crashed.catch(() => {}); // surfaced by close()
  const workers = Array.from({ length: size }, () => {
    // The worker is plain JavaScript: it needs none of the parent's flags, and an `--import` of
    // a TypeScript loader would load that loader again in every worker.
    const worker = new Worker(workerFile, { execArgv: [], workerData: { store } });
    const entry = { worker, inFlight: 0 };
    worker.on('message', (reply: CompressReply) => {
      if (reply.failed) failures.push(`${reply.file}: ${reply.failed}`);
      if (reply.hash) storedHashes.add(reply.hash);
      entry.inFlight--;
      pending--;
      dispatch();
      if (pending === 0) settled?.();
    });
    worker.on('error', (error) => crash!(error));
    return entry;
  });
  function dispatch(): void {
    for (const entry of workers) {
      while (entry.inFlight < IN_FLIGHT_PER_WORKER && held.length + onDisk.length > 0) {
        entry.inFlight++;
        entry.worker.postMessage(held.shift() ?? onDisk.shift());
      }
    }
    if (held.length < HELD_LIMIT) roomMade?.();
  }
  const stop = async () => {
    await Promise.all(workers.map(({ worker }) => worker.terminate()));
  };
  const pool: CompressionPool = {
    storedHashes,
    add(file, content) {
      if (added.has(file) || !COMPRESSIBLE.test(file)) return;
      added.add(file);
      pending++;
      if (content === undefined) onDisk.push({ file });
      else held.push({ file, content });
      dispatch();
    },
    async room() {
      while (held.length >= HELD_LIMIT)
        await Promise.race([new Promise<void>((resolve) => (roomMade = resolve)), crashed]);
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
