/**
 * A page's body (its HTML and its expanded Markdown) is most of its bytes, and the build needs
 * each one only a few times, one page at a time: to write the page's content file, to render the
 * page, to write its Markdown copy. So a build moves each body to disk as soon as the page is
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

/** The fields of a compiled page that a spill moves to disk. */
const BODY_FIELDS = ['html', 'markdown'] as const;

export type BodyField = (typeof BODY_FIELDS)[number];

/**
 * Keeps the bodies of spilled pages in one file, each at its offset: one write per body, where a
 * file per body cost an open, a close and a directory entry each (about 0.6 s of the build's
 * thread at this site's size).
 */
export interface BodySpill {
  spill(page: CompiledPage): void;
  /** Closes the file; a spilled page read after this throws. */
  close(): void;
}

export function bodySpill(file: string): BodySpill {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const fd = fs.openSync(file, 'w+');
  let end = 0;
  // One buffer, grown to the largest body, carries every write and read: a buffer per body left
  // about 100 MiB of them waiting for the garbage collector at ten times this site's pages.
  let scratch = Buffer.alloc(0);
  const room = (length: number) => {
    if (scratch.length < length) scratch = Buffer.alloc(Math.max(length, scratch.length * 2));
    return scratch;
  };
  const read = (offset: number, length: number) => {
    const bytes = room(length);
    for (let done = 0; done < length;) done += fs.readSync(fd, bytes, done, length - done, offset + done);
    return bytes.toString('utf8', 0, length);
  };
  return {
    spill(page) {
      for (const field of BODY_FIELDS) {
        const text = page[field];
        const bytes = room(Buffer.byteLength(text));
        const length = bytes.write(text);
        const offset = end;
        for (let done = 0; done < length;) done += fs.writeSync(fd, bytes, done, length - done, offset + done);
        end += length;
        Object.defineProperty(page, field, {
          get: () => read(offset, length),
          enumerable: true,
          configurable: true,
        });
      }
    },
    close() {
      fs.closeSync(fd);
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
