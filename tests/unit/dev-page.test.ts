/**
 * The dev server's quick page update (scripts/dev-page.ts) sends a page before the whole site is
 * regenerated: what it sends must be what the regeneration then makes of the page, and an edit
 * that could change more than the page itself must wait for the regeneration.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate, type GeneratedSite } from '../../generator/generate.ts';
import type { CompileCache } from '../../generator/content/compile-page.ts';
import { createMarkdown } from '../../generator/markdown/create-markdown.ts';
import { quickPageUpdate } from '../../scripts/dev-page.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/mini-site');
const HMR = 'content/en/config/dev/hmr.md';
let root = '';
let original = '';
let cache: CompileCache;
let site: GeneratedSite;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-page-'));
  fs.cpSync(fixture, root, { recursive: true, dereference: true });
  original = fs.readFileSync(path.join(root, HMR), 'utf8');
  cache = new Map();
  site = generate({ root, cache, skipSearch: true });
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The quick update of hmr.md after writing `text` to it. */
function quick(text: string) {
  fs.writeFileSync(path.join(root, HMR), text);
  return quickPageUpdate(site, root, path.join(root, HMR), createMarkdown(), cache);
}

describe('quickPageUpdate', () => {
  it('sends the page the full regeneration then makes', () => {
    const update = quick(
      original.replace('Turns hot module replacement on or off.', 'Edited.\n\n## Added {#added}\n\nMore.'),
    );
    expect(update).toBeDefined();
    const full = generate({ root, cache, skipSearch: true }).pages.find((p) => p.content.pagePath === HMR)!;
    expect(update!.chunk).toBe(full.route.chunk);
    // Except the time of a file git has never committed (this copy), its modification time: the
    // page keeps the old one until the regeneration, which sends the page again with the new.
    const { lastUpdatedTime: _quickTime, ...quickContent } = update!.content;
    const { lastUpdatedTime: _fullTime, ...fullContent } = full.content;
    expect(JSON.stringify(quickContent)).toBe(JSON.stringify(fullContent));
    expect(update!.content.html).toContain('Edited.');
  });

  it('leaves to the full regeneration what other pages show or link to', () => {
    // A new title shows in sidebars; a removed heading may be a link target elsewhere.
    expect(quick(original.replace('# dev.hmr', '# dev.hmr renamed'))).toBeUndefined();
    expect(quick(original.replace('## Default {#default}', '## Default value {#default-value}'))).toBeUndefined();
    expect(quick(`---\ntitle: dev.hmr\n---\n${original}`)).toBeUndefined();
  });

  it('sends nothing for a page with a problem, or a file that is no page', () => {
    expect(quick(`${original}\n[broken](/no/such/page)\n`)).toBeUndefined();
    expect(quick(`---\ntitle: a: b\n---\n${original}`)).toBeUndefined();
    fs.writeFileSync(path.join(root, HMR), original);
    const fragment = path.join(root, 'content/en/shared/note.md');
    expect(quickPageUpdate(site, root, fragment, createMarkdown(), cache)).toBeUndefined();
  });
});
