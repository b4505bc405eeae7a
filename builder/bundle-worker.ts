/** The thread bundle-thread.ts starts: one job, one answer. */
import { parentPort } from 'node:worker_threads';
import { bundle, type BundleJob } from './bundle.ts';

const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

parentPort!.once('message', (job: BundleJob) => {
  bundle(job).then(
    () => parentPort!.postMessage({}),
    (error: unknown) => parentPort!.postMessage({ failed: describe(error) }),
  );
});
