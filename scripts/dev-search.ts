/**
 * The dev server's side of its search worker (dev-search-worker.ts): one worker for the session,
 * one build at a time, and of the sites that arrive while one runs only the newest is built next.
 */
import { searchDocumentsByLang, type GeneratedSite } from '../generator/generate.ts';
import type { SearchDocument } from '../generator/search/documents.ts';
import type { Manifest } from '../generator/manifest/load-manifest.ts';
import { scriptWorker } from './cli.ts';

export interface DevSearchJob {
  documents: Record<string, SearchDocument[]>;
  locales: Manifest['locales'];
  outDir: string;
}

interface DevSearchReply {
  ms: number;
  failed?: string;
}

/**
 * `generation` counts the server's regenerations: `onWritten` names the one whose pages the
 * written indexes hold, so a reader of the log can tell them from an earlier save's.
 */
export function devSearchWriter(
  outDir: string,
  onWritten: (ms: number, generation: number) => void,
): (site: GeneratedSite, generation: number) => void {
  const worker = scriptWorker(new URL('./dev-search-worker.ts', import.meta.url));
  worker.unref();
  /** The generation being built, if any, and the newest one waiting for it. */
  let building: number | undefined;
  let next: { job: DevSearchJob; generation: number } | undefined;
  const send = (job: DevSearchJob, generation: number) => {
    building = generation;
    worker.postMessage(job);
  };
  worker.on('message', ({ ms, failed }: DevSearchReply) => {
    const built = building!;
    building = undefined;
    if (failed) console.error(`[dev] search indexes failed: ${failed}`);
    else onWritten(ms, built);
    if (next) {
      const { job, generation } = next;
      next = undefined;
      send(job, generation);
    }
  });
  worker.on('error', (error) => console.error('[dev] search worker stopped:', error));
  return (site, generation) => {
    const job: DevSearchJob = {
      documents: searchDocumentsByLang(
        site.pages,
        site.siteData.locales.map((l) => l.lang),
      ),
      locales: site.manifest.locales,
      outDir,
    };
    if (building !== undefined) next = { job, generation };
    else send(job, generation);
  };
}
