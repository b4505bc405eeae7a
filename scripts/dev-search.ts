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

export function devSearchWriter(outDir: string, onWritten: (ms: number) => void): (site: GeneratedSite) => void {
  const worker = scriptWorker(new URL('./dev-search-worker.ts', import.meta.url));
  worker.unref();
  let busy = false;
  let next: DevSearchJob | undefined;
  const send = (job: DevSearchJob) => {
    busy = true;
    worker.postMessage(job);
  };
  worker.on('message', ({ ms, failed }: DevSearchReply) => {
    busy = false;
    if (failed) console.error(`[dev] search indexes failed: ${failed}`);
    else onWritten(ms);
    if (next) {
      const job = next;
      next = undefined;
      send(job);
    }
  });
  worker.on('error', (error) => console.error('[dev] search worker stopped:', error));
  return (site) => {
    const job: DevSearchJob = {
      documents: searchDocumentsByLang(
        site.pages,
        site.siteData.locales.map((l) => l.lang),
      ),
      locales: site.manifest.locales,
      outDir,
    };
    if (busy) next = job;
    else send(job);
  };
}
