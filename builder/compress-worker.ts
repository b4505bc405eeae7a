/**
 * A worker of `compressionPool`: compresses each file it is sent, in order, and answers with its
 * name. Bundled with the server renderer, so the worker starts as plain JavaScript.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { writeCompressedCopies } from './precompress.ts';
import type { CompressJob, CompressReply } from './compression-pool.ts';

const store = (workerData as { store?: string } | undefined)?.store;

parentPort!.on('message', ({ file, content }: CompressJob) => {
  let reply: CompressReply;
  try {
    const hash = writeCompressedCopies(file, content, store);
    reply = hash ? { file, hash } : { file };
  } catch (error) {
    reply = { file, failed: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
