/**
 * A lunr index per language, built from terms of the shared tokenizer so the worker can query it
 * with exactly the same terms. Titles weigh most, then headings, then body text.
 */
import crypto from 'node:crypto';
import lunr from 'lunr';
import { tokenize } from '../../common/search/tokenize.ts';
import type { SearchIndexFile } from '../../common/search/index-file.ts';
import type { SearchDocument } from './documents.ts';

export interface BuiltSearchIndex {
  /** `<lang>` or `<version>-<lang>`. */
  key: string;
  lang: string;
  version: string;
  hash: string;
  json: string;
}

export function buildIndexFile(docs: SearchDocument[]): SearchIndexFile {
  const index = lunr(function build() {
    // Terms come pre-split by our tokenizer; lunr's own pipeline would re-split or stem
    // differently on the two sides, so it only keeps the stemmer for English words.
    this.pipeline.reset();
    this.searchPipeline.reset();
    this.pipeline.add(lunr.stemmer);
    this.searchPipeline.add(lunr.stemmer);
    this.ref('id');
    this.field('title', { boost: 10 });
    this.field('headers', { boost: 4 });
    this.field('content');
    this.metadataWhitelist = [];
    for (const doc of docs) {
      this.add({
        id: String(doc.id),
        title: tokenize(doc.title),
        headers: tokenize(doc.toc.map((t) => t.text).join('\n')),
        content: tokenize(doc.content),
      });
    }
  });
  return {
    index: index.toJSON(),
    documents: docs.map((d) => ({ id: d.id, routePath: d.routePath, title: d.title, content: d.content, toc: d.toc.map((t) => ({ id: t.id, text: t.text, depth: t.depth })) })),
  };
}

export function buildSearchIndexes(documents: Record<string, SearchDocument[]>, version: string): BuiltSearchIndex[] {
  return Object.entries(documents).map(([lang, docs]) => {
    const json = JSON.stringify(buildIndexFile(docs));
    const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 10);
    return { key: version ? `${version}-${lang}` : lang, lang, version, hash, json };
  });
}
