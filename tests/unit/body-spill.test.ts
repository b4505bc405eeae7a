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
afterAll(() => fs.rmSync(spillDir, { recursive: true, force: true }));

const held = generate({ root: fixture });
const spilled = generate({ root: fixture, spillDir });
const isAccessor = (object: object, field: string) => typeof Object.getOwnPropertyDescriptor(object, field)?.get;

describe('body spill', () => {
  it('leaves no page holding its HTML or Markdown: content and source read them from files', () => {
    expect(spilled.pages.length).toBeGreaterThan(4);
    for (const { source, content } of spilled.pages) {
      expect(isAccessor(source, 'html')).toBe('function');
      expect(isAccessor(source, 'markdown')).toBe('function');
      expect(isAccessor(content, 'html')).toBe('function');
    }
    expect(fs.readdirSync(spillDir)).toHaveLength(spilled.pages.length * 2);
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

  it('reads the body from its file each time, so nothing keeps it', () => {
    const dir = fs.mkdtempSync(path.join(spillDir, 'one-'));
    const page = { title: 'T', html: '<p>first</p>', markdown: 'first' } as unknown as CompiledPage;
    bodySpill(dir).spill(page);
    const [htmlFile] = fs.readdirSync(dir).filter((f) => f.endsWith('.html'));
    fs.writeFileSync(path.join(dir, htmlFile!), '<p>changed on disk</p>');
    expect(page.html).toBe('<p>changed on disk</p>');
    expect(page.markdown).toBe('first');
    // Shared with a content object, the body keeps the key's place and stays on disk.
    const content = shareBody({ title: 'T', html: '', after: 1 }, page, 'html');
    expect(Object.keys(content)).toEqual(['title', 'html', 'after']);
    expect(JSON.stringify(content)).toBe('{"title":"T","html":"<p>changed on disk</p>","after":1}');
  });
});
