/**
 * The JSON Schemas exist so a maintainer editing a manifest in VS Code gets completions, hovers and
 * red squiggles. These tests ask `vscode-json-languageservice`, the engine behind VS Code's JSON
 * support, for exactly those at positions inside the real manifest files, so a schema that resolves
 * but says nothing useful (or nothing at all) fails here rather than in someone's editor.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import {
  ClientCapabilities,
  getLanguageService,
  TextDocument,
  type CompletionItem,
  type Diagnostic,
  type Hover,
  type MarkupContent,
} from 'vscode-json-languageservice';

const root = path.resolve(import.meta.dirname, '../..');
const uriOf = (file: string) => pathToFileURL(path.join(root, file)).href;
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** Schema URIs the engine asked for, so each test can check which schema answered it. */
let requested: string[] = [];

const service = getLanguageService({
  schemaRequestService: (uri) => {
    requested.push(uri);
    return Promise.resolve(fs.readFileSync(fileURLToPath(uri), 'utf8'));
  },
  // VS Code resolves a relative `$schema` against the file that names it; URL resolution does the same.
  workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).href },
  // VS Code declares that it renders markdown documentation; without that, completions fall back
  // to the plain `description` and never show the `markdownDescription` a maintainer would see.
  clientCapabilities: ClientCapabilities.LATEST,
});

/**
 * The repository has no `.vscode/settings.json`: each manifest names its schema in `$schema`, which
 * VS Code follows. Front matter is YAML inside Markdown, which no JSON support reads; an editor
 * needs an association for it (as `yaml.schemas` gives the YAML extension, built on this same
 * engine), so that one schema is associated here by a file pattern.
 */
const FRONTMATTER_MATCH = '*.frontmatter.json';
service.configure({
  validate: true,
  allowComments: false,
  schemas: [{ uri: uriOf('schemas/json/frontmatter.schema.json'), fileMatch: [FRONTMATTER_MATCH] }],
});

beforeEach(() => {
  requested = [];
  // The engine caches resolved schemas; reloading them keeps each test's `requested` honest.
  for (const file of fs.readdirSync(path.join(root, 'schemas/json')))
    service.resetSchema(uriOf(`schemas/json/${file}`));
});

function open(file: string, text = read(file)) {
  const document = TextDocument.create(uriOf(file), 'json', 1, text);
  return { document, json: service.parseJSONDocument(document) };
}

/** Where `needle` first occurs after `from`, plus `shift`; a missing needle fails the test, not the cursor. */
function offsetOf(text: string, needle: string, { from = '', shift = 0 } = {}): number {
  const start = from ? text.indexOf(from) : 0;
  expect(start, `"${from}" in the file`).toBeGreaterThanOrEqual(0);
  const at = text.indexOf(needle, start);
  expect(at, `"${needle}" in the file`).toBeGreaterThanOrEqual(0);
  return at + shift;
}

async function complete(file: string, text: string, offset: number): Promise<CompletionItem[]> {
  const { document, json } = open(file, text);
  const list = await service.doComplete(document, document.positionAt(offset), json);
  return list?.items ?? [];
}

async function validate(file: string, text: string): Promise<Diagnostic[]> {
  const { document, json } = open(file, text);
  return service.doValidation(document, json);
}

async function hover(file: string, text: string, offset: number): Promise<Hover | null> {
  const { document, json } = open(file, text);
  return service.doHover(document, document.positionAt(offset), json);
}

/** Markdown as it reads once rendered: a single line break is a space (a doc comment's wrapping). */
function rendered(markdown: string): string {
  return markdown.replace(/(?<!\n)\n(?!\n)/g, ' ');
}

/** What the completion list shows beside a suggestion: the markdown VS Code renders. */
function docOf(item: CompletionItem | undefined): string | undefined {
  const doc = item?.documentation;
  const markdown = typeof doc === 'string' ? doc : (doc as MarkupContent | undefined)?.value;
  return markdown === undefined ? undefined : rendered(markdown);
}

function byLabel(items: CompletionItem[]): Map<string, string | undefined> {
  return new Map(items.map((i) => [i.label, docOf(i)]));
}

/** Line and character of `needle` (the first after `from`) in `text`, as an editor counts them (both from 0). */
function positionOf(text: string, needle: string, from = ''): { line: number; character: number } {
  const before = text.slice(0, offsetOf(text, needle, { from })).split('\n');
  return { line: before.length - 1, character: before[before.length - 1]!.length };
}

function rangeOf(text: string, needle: string, from = '') {
  const start = positionOf(text, needle, from);
  return { start, end: { line: start.line, character: start.character + needle.length } };
}

function replaceOnce(text: string, from: string, to: string): string {
  expect(text.split(from).length - 1, `"${from}" once in the file`).toBe(1);
  return text.replace(from, to);
}

function hoverText(result: Hover | null): string {
  const contents = result?.contents;
  if (Array.isArray(contents)) return rendered(contents.map((c) => (typeof c === 'string' ? c : c.value)).join('\n'));
  if (typeof contents === 'string') return rendered(contents);
  return rendered(contents?.value ?? '');
}

describe('manifest/sidebars.json in the editor', () => {
  const file = 'manifest/sidebars.json';
  const text = read(file);

  it('is resolved through its $schema', async () => {
    await validate(file, text);
    expect(requested).toEqual([uriOf('schemas/json/sidebars.schema.json')]);
  });

  it('offers the keys a group lacks, each explained, at the first group of /guide', async () => {
    // The cursor on the group's `"text"` key: the editor replaces that key, so it is offered again,
    // while `items` (already present) is not.
    const items = byLabel(await complete(file, text, offsetOf(text, '"text"', { from: '"/guide"', shift: 1 })));
    expect([...items.keys()].sort()).toEqual(['collapsed', 'collapsible', 'link', 'text']);
    expect(items.get('text')).toBe(
      'Group title above its entries, in every language (`{"en": "Basic", "zh": "基础"}`) or one text for all.',
    );
    expect(items.get('link')).toBe('Page the group title links to, language-free.');
    expect(items.get('collapsible')).toBe('Whether a chevron opens and closes the group; defaults to `true`.');
    expect(items.get('collapsed')).toBe(
      'Start closed; defaults to `false`. The group holding the current page opens anyway.',
    );
  });

  it('offers the keys of every kind of entry in a new entry', async () => {
    // A maintainer adding an entry types `{}` first; every kind of sidebar item is still possible.
    const edited = replaceOnce(
      text,
      '"items": [\n          "/guide/start/",',
      '"items": [\n          {},\n          "/guide/start/",',
    );
    const items = byLabel(await complete(file, edited, offsetOf(edited, '{},', { shift: 1 })));
    expect([...items.keys()].sort()).toEqual([
      'collapsed',
      'collapsible',
      'dividerType',
      'items',
      'link',
      'sectionHeaderText',
      'tag',
      'text',
    ]);
    expect(items.get('tag')).toMatch(/^A short badge after the (header )?text\.$/);
    expect(items.get('dividerType')).toBe('A line between entries, dashed or solid.');
    expect(items.get('sectionHeaderText')).toBe(
      'Header text above the entries that follow it, in every language or one text for all.',
    );
  });

  it('underlines a link that is not a site path, saying what a site path is', async () => {
    const edited = replaceOnce(text, '"link": "/config/tools/bundler-chain"', '"link": "config/tools/bundler-chain"');
    const diagnostics = await validate(file, edited);
    expect(diagnostics.map((d) => ({ message: d.message, range: d.range }))).toEqual([
      {
        message: 'A site path starts with "/", such as "/guide/start/".',
        range: rangeOf(edited, '"config/tools/bundler-chain"'),
      },
    ]);
  });

  it('explains a link on hover', async () => {
    const result = await hover(file, text, offsetOf(text, '"link"', { shift: 2 }));
    expect(hoverText(result)).toBe('Language-free route path, optionally with `#anchor`.');
  });
});

describe('manifest/site.json in the editor', () => {
  const file = 'manifest/site.json';
  const text = read(file);
  const hideNavbarDoc = '`always` hides the navbar, `never` keeps it, `auto` hides it while scrolling down.';

  it('offers the three hideNavbar values, explained, inside the current one', async () => {
    const items = await complete(file, text, offsetOf(text, '"auto"', { from: '"hideNavbar"', shift: 1 }));
    expect(items.map((i) => i.label)).toEqual(['"always"', '"never"', '"auto"']);
    for (const item of items)
      expect(item.documentation, item.label).toEqual({ kind: 'markdown', value: hideNavbarDoc });
    // Accepting a value replaces the whole current string, quotes included.
    const range = rangeOf(text, '"hideNavbar": "auto"');
    const valueStart = range.start.character + '"hideNavbar": '.length;
    expect(items[0]!.textEdit).toEqual({
      range: { start: { line: range.start.line, character: valueStart }, end: range.end },
      newText: '"always"',
    });
  });

  it('underlines a hideNavbar value outside the enum, naming the valid ones', async () => {
    const edited = replaceOnce(text, '"hideNavbar": "auto"', '"hideNavbar": "sometimes"');
    const diagnostics = await validate(file, edited);
    expect(diagnostics.map((d) => ({ message: d.message, range: d.range }))).toEqual([
      {
        message: 'Value is not accepted. Valid values: "always", "never", "auto".',
        range: rangeOf(edited, '"sometimes"'),
      },
    ]);
    expect(requested).toEqual([uriOf('schemas/json/site.schema.json')]);
  });

  it('underlines a siteUrl with a path, in words rather than as a regular expression', async () => {
    const edited = replaceOnce(text, '"https://rsbuild.dev"', '"https://rsbuild.dev/"');
    const diagnostics = await validate(file, edited);
    expect(diagnostics.map((d) => ({ message: d.message, range: d.range }))).toEqual([
      {
        message: 'An origin without a path or trailing slash, such as "https://rsbuild.dev".',
        range: rangeOf(edited, '"https://rsbuild.dev/"'),
      },
    ]);
  });

  it('explains hideNavbar and markdown options on hover, code rendered as code', async () => {
    const onHideNavbar = await hover(file, text, offsetOf(text, '"hideNavbar"', { shift: 3 }));
    expect(hoverText(onHideNavbar)).toBe(hideNavbarDoc);
    expect(onHideNavbar?.range).toEqual(rangeOf(text, '"hideNavbar"'));
    const onWrap = await hover(file, text, offsetOf(text, '"defaultWrapCode"', { shift: 3 }));
    expect(hoverText(onWrap)).toBe(
      "Wrap long lines of code blocks instead of scrolling sideways; a fence's `wrapCode` or `wrapCode=false` overrides it.",
    );
  });
});

describe('manifest/locales.json in the editor', () => {
  const file = 'manifest/locales.json';
  const text = read(file);
  const localeKeys = [
    'dateLocale',
    'description',
    'editLink',
    'feedLanguage',
    'htmlLang',
    'label',
    'lang',
    'ogLocale',
    'searchLanguages',
    'searchSynonyms',
    'title',
  ];

  it('offers every key of a locale entry, each explained, in a new entry', async () => {
    // Adding a language starts with an empty entry after the last one.
    const edited = replaceOnce(text, '\n  ]\n}', '\n    ,{}\n  ]\n}');
    const items = byLabel(await complete(file, edited, offsetOf(edited, ',{}', { shift: 2 })));
    expect([...items.keys()].sort()).toEqual(localeKeys);
    for (const key of localeKeys) expect(items.get(key), key).toMatch(/\S/);
    expect(items.get('ogLocale')).toBe('`og:locale` of its pages: language and territory joined by `_`.');
    expect(items.get('description')).toBe('Meta description of pages in this language that have none of their own.');
    expect(items.get('editLink')).toBe(
      'The "edit this page" link under each doc page; shown only when both fields are set.',
    );
    expect(requested).toEqual([uriOf('schemas/json/locales.schema.json')]);
  });

  it('underlines an ogLocale joined by "-", where the zh entry has it', async () => {
    const edited = replaceOnce(text, '"ogLocale": "zh_CN"', '"ogLocale": "zh-CN"');
    const diagnostics = await validate(file, edited);
    expect(diagnostics.map((d) => ({ message: d.message, range: d.range }))).toEqual([
      {
        message: 'A language and a territory joined by "_", such as "zh_CN".',
        range: rangeOf(edited, '"zh-CN"', '"ogLocale": "zh-CN"'),
      },
    ]);
  });

  it('explains searchLanguages on hover', async () => {
    const result = await hover(file, text, offsetOf(text, '"searchLanguages"', { shift: 3 }));
    const shown = hoverText(result);
    expect(shown).toMatch(/^Word pipelines \(trimmer, stop words, stemmer\) of lunr-languages for its search terms/);
    expect(shown).toContain("`en` is lunr's own and belongs in every list");
  });
});

describe('manifest/nav.json in the editor', () => {
  const file = 'manifest/nav.json';
  const text = read(file);

  it('offers activeMatch and the missing position key at the first item', async () => {
    const items = byLabel(await complete(file, text, offsetOf(text, '"activeMatch"', { shift: 1 })));
    expect([...items.keys()].sort()).toEqual(['activeMatch', 'position']);
    expect(items.get('activeMatch')).toBe(
      'Regular expression over the language-free path that marks the item current.',
    );
    expect(items.get('position')).toBe('Side of the navbar; defaults to `right`.');
  });

  it('offers left and right as position values', async () => {
    const edited = replaceOnce(text, '"activeMatch": "^/guide/" }', '"activeMatch": "^/guide/", "position": "" }');
    const items = await complete(file, edited, offsetOf(edited, '"position": ""', { shift: '"position": "'.length }));
    expect(items.map((i) => i.label)).toEqual(['"left"', '"right"']);
  });

  it('underlines a link without its leading slash', async () => {
    const edited = replaceOnce(text, '"link": "/config/"', '"link": "config/"');
    const diagnostics = await validate(file, edited);
    expect(diagnostics.map((d) => ({ message: d.message, range: d.range }))).toEqual([
      { message: 'A site path starts with "/", such as "/guide/start/".', range: rangeOf(edited, '"config/"') },
    ]);
    expect(requested).toEqual([uriOf('schemas/json/nav.schema.json')]);
  });

  it('explains text on hover', async () => {
    const result = await hover(file, text, offsetOf(text, '"text"', { shift: 2 }));
    expect(hoverText(result)).toBe(
      'Link text, in every language (`{"en": "Guide", "zh": "指南"}`) or one text for all.',
    );
  });
});

describe('manifest/strings/en.json in the editor', () => {
  const file = 'manifest/strings/en.json';
  const text = read(file);
  const keys = Object.keys(JSON.parse(text) as Record<string, string>).filter((k) => k !== '$schema');

  it('offers every key of en.json, each explained, in a new language file', async () => {
    // A new manifest/strings/<lang>.json starts with its $schema and an empty key to complete.
    const newFile = 'manifest/strings/xx.json';
    const fresh = '{\n  "$schema": "../../schemas/json/strings.schema.json",\n  ""\n}\n';
    const items = byLabel(await complete(newFile, fresh, offsetOf(fresh, '""', { shift: 1 })));
    expect(requested).toEqual([uriOf('schemas/json/strings.schema.json')]);
    expect([...items.keys()].sort()).toEqual([...keys].sort());
    for (const key of keys) expect(items.get(key), `${key} has a description`).toMatch(/\S/);
    expect(items.get('copiedCode')).toBe('What the copy button of a code block says once it has copied.');
    expect(items.get('searchNoResultsText')).toBe(
      'Shown when a search finds nothing; `{query}` becomes the words searched for.',
    );
  });

  it('offers a key deleted from the real file, where it was', async () => {
    const line = positionOf(text, '"copyCode"').line;
    const lines = text.split('\n');
    lines[line] = '  "",';
    const edited = lines.join('\n');
    const items = byLabel(await complete(file, edited, offsetOf(edited, '  "",', { shift: 3 })));
    expect([...items.keys()]).toEqual(['copyCode']);
    expect(items.get('copyCode')).toBe('Accessible name of the copy button of code blocks.');
  });

  it('underlines a stale-translation note without {date}, in words', async () => {
    const edited = replaceOnce(text, 'changed on {date}.', 'changed.');
    const diagnostics = await validate(file, edited);
    expect(diagnostics.map((d) => ({ message: d.message, range: d.range }))).toEqual([
      {
        message: 'The note must hold both {language} and {date}.',
        range: rangeOf(edited, '"This translation may be out of date: the {language} page changed."'),
      },
    ]);
  });

  it('underlines a missing key on the object it is missing from', async () => {
    const edited = replaceOnce(text, '  "copyCode": "Copy code",\n', '');
    const diagnostics = await validate(file, edited);
    expect(diagnostics.map((d) => d.message)).toEqual(['Missing property "copyCode".']);
    // The engine marks the opening brace of the object the key belongs in.
    expect(diagnostics[0]!.range).toEqual({ start: { line: 0, character: 0 }, end: { line: 0, character: 1 } });
  });

  it('explains a key on hover', async () => {
    const result = await hover(file, text, offsetOf(text, '"skipToContent"', { shift: 3 }));
    expect(hoverText(result)).toBe('The link, visible on keyboard focus, that skips to the main content.');
  });

  it('shows each key its own description on hover, not that of the type it shares', async () => {
    // The engine merges a `$ref` target over the property holding it, so a description on the
    // shared `Text` type would replace every key's own.
    const schema = JSON.parse(read('schemas/json/strings.schema.json')) as {
      definitions: { UiStrings: { properties: Record<string, { markdownDescription?: string }> } };
    };
    const shown = new Set<string>();
    for (const key of keys) {
      const own = schema.definitions.UiStrings.properties[key]?.markdownDescription ?? '';
      expect(own, `${key} has a description`).toMatch(/\S/);
      const result = await hover(file, text, offsetOf(text, `"${key}"`, { shift: 1 }));
      expect(hoverText(result), key).toBe(rendered(own));
      shown.add(hoverText(result));
    }
    // No two keys share one generic text.
    expect(shown.size).toBe(keys.length);
  });
});

describe('front matter in the editor', () => {
  // The home page's real front matter, as JSON, in a document the association matches.
  const source = read('content/en/index.md');
  const yaml = /^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? '';
  const text = `${JSON.stringify(parseYaml(yaml), null, 2)}\n`;
  const file = 'content/en/index.frontmatter.json';

  it('offers the five pageType values, explained, inside the current one', async () => {
    const items = await complete(file, text, offsetOf(text, '"home"', { from: '"pageType"', shift: 1 }));
    expect(requested).toEqual([uriOf('schemas/json/frontmatter.schema.json')]);
    expect(items.map((i) => i.label)).toEqual(['"home"', '"doc"', '"overview"', '"custom"', '"blank"']);
    expect(docOf(items[0])).toMatch(
      /^Layout of the page: `doc` \(the default; sidebar, outline, previous and next links\)/,
    );
  });

  it('underlines a pageType that is not one of them', async () => {
    const edited = replaceOnce(text, '"pageType": "home"', '"pageType": "landing"');
    const diagnostics = await validate(file, edited);
    expect(diagnostics.map((d) => ({ message: d.message, range: d.range }))).toEqual([
      {
        message: 'Value is not accepted. Valid values: "home", "doc", "overview", "custom", "blank".',
        range: rangeOf(edited, '"landing"'),
      },
    ]);
  });
});
