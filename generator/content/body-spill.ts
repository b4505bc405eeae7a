/**
 * A page's body (its HTML and its expanded Markdown) is most of its bytes, and the build needs
 * each one only a few times, one page at a time: to write the page's content file, to render the
 * page, to write its Markdown copy. So a build moves each body to a file as soon as the page is
 * compiled, and the page reads it back when one of those asks: what the build holds then grows
 * with the site's page count, not with its text (at ten times this site, 176 of the 316 MiB that
 * generation left in memory were bodies; bench/history.md, "A build that streams").
 *
 * The fields stay ordinary properties to every reader (JSON, structured clone, `v8.serialize`,
 * spread), so nothing downstream changes; they are read-only.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CompiledPage } from './compile-page.ts';

/** The fields of a compiled page that a spill moves to disk, with their file extensions. */
const BODY_FIELDS = { html: 'html', markdown: 'md' } as const;

export type BodyField = keyof typeof BODY_FIELDS;

/** Keeps each spilled page's body in `dir`, the page's number naming its files. */
export interface BodySpill {
  spill(page: CompiledPage): void;
}

export function bodySpill(dir: string): BodySpill {
  fs.mkdirSync(dir, { recursive: true });
  let next = 0;
  return {
    spill(page) {
      const id = next++;
      for (const [field, extension] of Object.entries(BODY_FIELDS) as [BodyField, string][]) {
        const file = path.join(dir, `${id}.${extension}`);
        fs.writeFileSync(file, page[field]);
        Object.defineProperty(page, field, {
          get: () => fs.readFileSync(file, 'utf8'),
          enumerable: true,
          configurable: true,
        });
      }
    },
  };
}

/**
 * Gives `target` the `field` of `source` as `source` holds it, without reading it: a spilled body
 * stays on disk, read when `target`'s field is. `target` should have the field already, so that it
 * keeps its place among the keys (content files are compared byte for byte).
 */
export function shareBody<T extends object>(target: T, source: object, field: BodyField & keyof T): T {
  const descriptor = Object.getOwnPropertyDescriptor(source, field);
  if (descriptor) Object.defineProperty(target, field, descriptor);
  return target;
}
