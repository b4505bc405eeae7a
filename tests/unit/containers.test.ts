/**
 * The container rules on markdown-it-container (callouts, details, tabs): errors name the file
 * and line of the opening fence, for every kind, wherever the block sits.
 */
import { describe, expect, it } from 'vitest';
import { compileSource as compile } from '../fixtures/compile-source.ts';
import en from '../../manifest/strings/en.json' with { type: 'json' };
const messages = (source: string) => compile(source).problems.map((p) => `${p.file}:${p.line}: ${p.message}`);

describe('containers', () => {
  it('names file and line of a container that is never closed, for each kind', () => {
    expect(messages('# T\n\nText.\n\n:::warning\nopen\n')).toEqual([
      'content/en/page.md:5: ":::warning" is never closed by ":::"',
    ]);
    expect(messages('# T\n\n:::details More\nopen\n')).toEqual([
      'content/en/page.md:3: ":::details" is never closed by ":::"',
    ]);
    expect(messages('# T\n\n::::tabs\n:::tab A\na\n:::\n')).toEqual([
      'content/en/page.md:3: "::::tabs" is never closed by "::::"',
    ]);
    expect(messages('# T\n\n- item\n\n  :::tip\n  in a list\n\nafter\n')).toEqual([
      'content/en/page.md:5: ":::tip" is never closed by ":::"',
    ]);
  });

  it('accepts closed containers, nested tabs and callouts in list items', () => {
    expect(
      messages('# T\n\n::::tabs\n:::tab A\na\n:::\n:::tab B\nb\n:::\n::::\n\n- item\n\n  :::tip\n  in a list\n  :::\n'),
    ).toEqual([]);
  });

  it('names the line of a tab outside a tabs block', () => {
    expect(messages('# T\n\n:::tab Lonely\nx\n:::\n')).toEqual([
      'content/en/page.md:3: ":::tab" must sit inside a "::::tabs" block',
    ]);
  });

  it('renders the title as inline Markdown, or the default title of the kind', () => {
    const { html } = compile('# T\n\n:::danger Do **not**\nx\n:::\n\n:::info\ny\n:::\n');
    expect(html).toContain('<p class="callout-title">Do <strong>not</strong></p>');
    expect(html).toContain(`<p class="callout-title">${en.calloutInfo}</p>`);
  });
});
