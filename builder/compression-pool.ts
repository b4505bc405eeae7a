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

/** Files waiting on disk that a worker is sent ahead: two, so it never waits for the next one. */
const IN_FLIGHT_PER_WORKER = 2;
/**
 * Files whose content the sender holds, sent and not yet compressed, before `room()` makes the
 * sender wait: a few pages' HTML, whatever the site's size.
 */
export const HELD_LIMIT = 16;

/**
 * `workerFile`: the bundled compress-worker.ts. `store`: a folder that keeps compressed copies by
 * content hash between builds (see `writeCompressedCopies`).
 *
 * A file whose content the sender holds goes to a worker at once, ahead of the files that wait on
 * disk: the memory it holds is let go soonest, and the workers have pages to compress while the
 * sender's thread is busy rendering the next ones (it reads no answers then). Files on disk wait
 * here and go out two at a time per worker.
 */
export function compressionPool(workerFile: string, size = 2, store?: string): CompressionPool {
  const added = new Set<string>();
  const storedHashes = new Set<string>();
  const failures: string[] = [];
  const onDisk: CompressJob[] = [];
  /** Sent with their content and not yet answered. */
  const heldFiles = new Set<string>();
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
      if (heldFiles.delete(reply.file) && heldFiles.size < HELD_LIMIT) roomMade?.();
      sendFromDisk();
      if (pending === 0) settled?.();
    });
    worker.on('error', (error) => crash!(error));
    return entry;
  });
  const send = (entry: (typeof workers)[number], job: CompressJob) => {
    entry.inFlight++;
    entry.worker.postMessage(job);
  };
  function sendFromDisk(): void {
    for (const entry of workers)
      while (entry.inFlight < IN_FLIGHT_PER_WORKER && onDisk.length > 0) send(entry, onDisk.shift()!);
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
      if (content === undefined) {
        onDisk.push({ file });
        sendFromDisk();
        return;
      }
      heldFiles.add(file);
      send(
        workers.reduce((a, b) => (b.inFlight < a.inFlight ? b : a)),
        { file, content },
      );
    },
    async room() {
      while (heldFiles.size >= HELD_LIMIT)
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
