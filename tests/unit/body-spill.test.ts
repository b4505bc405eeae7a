/** A build's pages keep their bodies on disk, and read exactly as pages that hold them. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from '../../generator/generate.ts';
import { bodySpill, shareBody } from '../../generator/content/body-spill.ts';
import type { CompiledPage } from '../../generator/content/compile-page.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/mini-site');
const spillDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bodies-'));
afterAll(() => {
  spill.close();
  fs.rmSync(spillDir, { recursive: true, force: true });
});

const held = generate({ root: fixture });
const spill = bodySpill(path.join(spillDir, 'bodies'));
const spilled = generate({ root: fixture, spill });
const isAccessor = (object: object, field: string) => typeof Object.getOwnPropertyDescriptor(object, field)?.get;

describe('body spill', () => {
  it('leaves no page holding its HTML or Markdown: content and source read them from files', () => {
    expect(spilled.pages.length).toBeGreaterThan(4);
    for (const { source, content } of spilled.pages) {
      expect(isAccessor(source, 'html')).toBe('function');
      expect(isAccessor(source, 'markdown')).toBe('function');
      expect(isAccessor(content, 'html')).toBe('function');
    }
    const bodyBytes = held.pages.reduce((sum, p) => sum + Buffer.byteLength(p.source.html + p.source.markdown), 0);
    expect(fs.statSync(path.join(spillDir, 'bodies')).size).toBe(bodyBytes);
    for (const { content } of held.pages) expect(isAccessor(content, 'html')).toBe('undefined');
  });

  it('writes the same content files and Markdown as pages that hold their bodies', () => {
    expect(spilled.pages.map((p) => JSON.stringify(p.content))).toEqual(
      held.pages.map((p) => JSON.stringify(p.content)),
    );
    expect(spilled.pages.map((p) => p.source.markdown)).toEqual(held.pages.map((p) => p.source.markdown));
    // What the render worker receives, and what the build cache saves.
    const page = spilled.pages.find((p) => p.content.html.length > 200)!;
    const twin = held.pages[spilled.pages.indexOf(page)]!;
    expect(structuredClone(page.content)).toEqual(twin.content);
    expect(v8.deserialize(v8.serialize(page.source))).toEqual(twin.source);
  });

  it('reads the body from its file each time, so nothing keeps it, and not after the spill closes', () => {
    const file = path.join(spillDir, 'one');
    const one = bodySpill(file);
    const page = { title: 'T', html: '<p>ä</p>', markdown: 'first' } as unknown as CompiledPage;
    one.spill(page);
    expect(fs.readFileSync(file, 'utf8')).toBe('<p>ä</p>first');
    // Same length in bytes: the page reads what the file holds now.
    fs.writeFileSync(file, '<p>é</p>FIRST');
    expect(page.html).toBe('<p>é</p>');
    expect(page.markdown).toBe('FIRST');
    // Shared with a content object, the body keeps the key's place and stays on disk.
    const content = shareBody({ title: 'T', html: '', after: 1 }, page, 'html');
    expect(Object.keys(content)).toEqual(['title', 'html', 'after']);
    expect(JSON.stringify(content)).toBe('{"title":"T","html":"<p>é</p>","after":1}');
    one.close();
    expect(() => page.html).toThrow();
  });
});
