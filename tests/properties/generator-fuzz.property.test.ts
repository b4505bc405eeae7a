/**
 * Fuzz of the generator's inputs, made from the real files: pages of content/ (body and front
 * matter) and the manifest, cut, reordered and sprinkled with the dialect's constructs and with
 * stray characters. Whatever a writer does to them, the generator either accepts the result or
 * reports problems that name a file and a line in it (or a manifest's JSON path); it never stops
 * with another exception, which would leave the writer without a place to look.
 *
 * The seed is fixed so that `npm test` is repeatable; FUZZ_SEED=<n> explores other inputs. On a
 * failure fast-check prints the seed and the path that replay the smallest failing input.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import YAML from 'yaml';
import { generate } from '../../generator/generate.ts';
import { compilePage, type CompiledPage } from '../../generator/content/compile-page.ts';
import { buildLinkTargets, checkPageLinks } from '../../generator/content/check-links.ts';
import { createMarkdown } from '../../generator/markdown/create-markdown.ts';
import { loadManifest } from '../../generator/manifest/load-manifest.ts';
import { ValidationError, type Problem } from '../../schemas/format-issues.ts';
import { contentPathToRoutePath } from '../../common/routes.ts';
import type { UiStrings } from '../../schemas/types.ts';
import en from '../../manifest/strings/en.json' with { type: 'json' };
import zh from '../../manifest/strings/zh.json' with { type: 'json' };
import { paths } from './json-paths.ts';

const root = path.resolve(import.meta.dirname, '../..');
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20240410;

/**
 * Defects these runs found, each pinned by an `it.fails` test in tests/unit/content-errors.test.ts.
 * Their exceptions are let through here so the fuzz keeps guarding everything else; when one is
 * fixed, its `it.fails` test turns red and its entry goes. None is open.
 */
const KNOWN_CRASHES: { defect: string; matches: (error: unknown) => boolean }[] = [];
const knownCrash = (error: unknown) => KNOWN_CRASHES.some((k) => k.matches(error));

const files = new Map<string, string>();
/** A file of the project, read once. */
function read(file: string): string {
  let text = files.get(file);
  if (text === undefined) files.set(file, (text = fs.readFileSync(path.join(root, file), 'utf8')));
  return text;
}
const lineCount = (text: string) => text.split('\n').length;

// ---------------------------------------------------------------------------------------------
// Mutations

/** What writers type, correctly and not: the constructs of docs/authoring.md and their mistakes. */
const SNIPPETS = [
  '# A second title',
  '## Type {#type}',
  '## Default value {#default-value}',
  '### Example {#example}',
  '##### Deep {#deep}',
  '## {#}',
  '## Main {#main-content}',
  ':::tip',
  ':::warning A **title**',
  ':::',
  '::::tabs group=framework',
  ':::tab React',
  '::::',
  ':::details More',
  '```pm',
  'add @rsbuild/plugin-react -D',
  '```ts title="rsbuild.config.ts" {2,4-x} lineNumbers wrapCode=false',
  '```',
  '```',
  '    indented code',
  '<!-- @include: shared/on-after-build.md -->',
  '<!-- @include: shared/missing.md -->',
  '<!-- @include: shared/on-after-build.md',
  '[port](/config/server/port#default-value)',
  '[nothing](/guide/nothing)',
  '[relative](./x)',
  '[file](/guide/start/quick-start.md)',
  '[self](#overview)',
  '[empty]()',
  '[mail](mailto:a@b.c)',
  '<https://rsbuild.dev>',
  '![logo](/logo.svg)',
  '<script>alert(1)</script>',
  '<details><summary>More</summary>',
  '<kbd>Ctrl</kbd><br>',
  '- **Type:** `boolean`',
  '| a | b |',
  '| --- | --- |',
  '---',
  'title: *draftless',
  'pageType: blog',
  'link-rss: [releases-rss, nope]',
  'sidebar: no',
  'published_at: 2024-13-45',
  'hero: [',
  '> quote',
  '1. item',
  '',
];
const STRAY = [...'#*_`~[](){}<>:!-|\\/%&="\'\t\r\u00a0\u200b\ufeff中文'];
const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SNIPPETS) },
  { weight: 2, arbitrary: fc.string({ unit: fc.constantFrom(...STRAY), maxLength: 8 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
);

type Edit =
  | { op: 'delete'; at: number; count: number }
  | { op: 'copy'; at: number; to: number }
  | { op: 'move'; at: number; to: number }
  | { op: 'insert'; to: number; text: string }
  | { op: 'splice'; at: number; col: number; remove: number; text: string }
  | { op: 'truncate'; at: number };
const index = fc.nat({ max: 100_000 });
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ op: fc.constant('delete'), at: index, count: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ op: fc.constant('copy'), at: index, to: index }),
  fc.record({ op: fc.constant('move'), at: index, to: index }),
  fc.record({ op: fc.constant('insert'), to: index, text }),
  fc.record({ op: fc.constant('splice'), at: index, col: index, remove: fc.nat({ max: 6 }), text }),
  fc.record({ op: fc.constant('truncate'), at: index }),
) as fc.Arbitrary<Edit>;

/** Applies line edits; positions wrap around the current length, so every edit lands somewhere. */
function applyEdits(source: string, edits: readonly Edit[]): string {
  const lines = source.split('\n');
  for (const e of edits) {
    const n = lines.length;
    switch (e.op) {
      case 'delete':
        lines.splice(e.at % n, e.count);
        break;
      case 'copy':
        lines.splice(e.to % (n + 1), 0, lines[e.at % n]!);
        break;
      case 'move':
        lines.splice(e.to % n, 0, ...lines.splice(e.at % n, 1));
        break;
      case 'insert':
        lines.splice(e.to % (n + 1), 0, ...e.text.split('\n'));
        break;
      case 'splice': {
        const i = e.at % n;
        const line = lines[i]!;
        const col = e.col % (line.length + 1);
        lines[i] = line.slice(0, col) + e.text + line.slice(col + e.remove);
        break;
      }
      case 'truncate':
        lines.splice((e.at % n) + 1);
        break;
    }
    if (lines.length === 0) lines.push('');
  }
  return lines.join('\n');
}

/** A change to one field of a parsed JSON or YAML value; small, so a counterexample reads at a glance. */
type FieldEdit =
  | { set: (string | number)[]; to: unknown }
  | { remove: (string | number)[] }
  | { add: string; under: (string | number)[]; to: unknown };

function applyFieldEdit(base: unknown, e: FieldEdit): unknown {
  const at = 'set' in e ? e.set : 'remove' in e ? e.remove : [...e.under, e.add];
  if (at.length === 0) return 'remove' in e ? null : (e as { to: unknown }).to;
  const copy = structuredClone(base);
  let parent = copy as Record<string | number, unknown>;
  for (const key of at.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  // An added key goes into objects only.
  if (!parent || typeof parent !== 'object' || ('add' in e && Array.isArray(parent))) return base;
  const last = at[at.length - 1]!;
  if (!('remove' in e)) parent[last] = e.to;
  else if (Array.isArray(parent)) parent.splice(last as number, 1);
  else delete parent[last];
  return copy;
}

/** Values a field may wrongly take: other types, near-miss strings, the other fields' values. */
const value = fc.oneof(
  fc.constantFrom('', 'home', 'doc', 'blank', '404', '/guide/', 'releases-rss', '2024-04-10', 'yes', 'brand', 'en'),
  fc.string({ unit: fc.constantFrom(...STRAY), maxLength: 6 }),
  fc.integer({ min: -2, max: 5 }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.constantFrom('releases-rss', 'x', ''), { maxLength: 2 }),
  fc.dictionary(fc.constantFrom('en', 'zh', 'text', 'link', 'theme', 'src'), fc.string({ maxLength: 4 }), {
    maxKeys: 2,
  }),
);

function fieldEdit(base: unknown): fc.Arbitrary<FieldEdit> {
  const at = fc.constantFrom(...paths(base).filter((p) => p[0] !== '$schema'));
  return fc.oneof(
    fc.record({ set: at, to: value }),
    fc.record({ remove: at }),
    fc.record({ add: fc.constantFrom('extra', 'titel', 'link-rss', 'overview'), under: at, to: value }),
  );
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;
function splitPage(source: string): { data: unknown; body: string } {
  const match = FRONT_MATTER.exec(source);
  return match ? { data: YAML.parse(match[1]!), body: source.slice(match[0].length) } : { data: {}, body: source };
}

/** How a page is mutated: perhaps one front matter field (a page without any gets some), then line edits. */
interface PageMutation {
  frontMatter: FieldEdit | null;
  edits: Edit[];
}
const pageMutation = (source: string): fc.Arbitrary<PageMutation> =>
  fc.record({
    frontMatter: fc.option(fieldEdit(splitPage(source).data), { freq: 2 }),
    edits: fc.array(edit, { minLength: 1, maxLength: 5 }),
  });
function mutate(source: string, m: PageMutation): string {
  let start = source;
  if (m.frontMatter) {
    const { data, body } = splitPage(source);
    start = `---\n${YAML.stringify(applyFieldEdit(data, m.frontMatter))}---\n${body}`;
  }
  return applyEdits(start, m.edits);
}

// ---------------------------------------------------------------------------------------------
// The contract

/** Every problem names a file it can be found in and a line inside that file (or a JSON path). */
function expectLocated(problems: readonly Problem[], linesOf: (file: string) => number | undefined): void {
  for (const p of problems) {
    const lines = linesOf(p.file);
    expect(lines, `${p.file} is not a file of the input (${p.message})`).toBeDefined();
    if (p.line === undefined) {
      expect(p.path, `${p.file}: "${p.message}" has neither a line nor a JSON path`).not.toBe('');
      continue;
    }
    expect(Number.isInteger(p.line) && p.line >= 1 && p.line <= lines!, `${p.file}:${p.line} (of ${lines} lines)`).toBe(
      true,
    );
  }
}

/** Runs `step`; a ValidationError hands back its problems, a known crash ends the case, anything else fails. */
function outcome(step: () => Problem[]): Problem[] | 'known crash' {
  try {
    return step();
  } catch (error) {
    if (error instanceof ValidationError) {
      expect(error.problems.length, error.message).toBeGreaterThan(0);
      return error.problems;
    }
    if (knownCrash(error)) return 'known crash';
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// The page compiler and the link check, over real pages and their real fragments

const PAGES = [
  'content/en/index.md', // home: hero, features, link-rss
  'content/en/guide/start/quick-start.md', // pm fences, tabs, code meta
  'content/en/config/dev/hmr.md', // an option page: facts, explicit ids
  'content/en/community/releases/v0-3.md', // published_at
  'content/en/api/javascript-api/instance.md', // includes
  'content/zh/guide/start/quick-start.md',
];
const md = createMarkdown();
const strings: Record<string, UiStrings> = { en: en as UiStrings, zh: zh as UiStrings };
const publicAssets = fs
  .readdirSync(path.join(root, 'public'), { recursive: true, encoding: 'utf8' })
  .map((f) => `/${f.split(path.sep).join('/')}`);

function compileReal(file: string, source: string): CompiledPage {
  const [, lang, ...rest] = file.split('/');
  const contentPath = rest.join('/').replace(/\.md$/, '');
  return compilePage(
    {
      lang: lang!,
      contentPath,
      relativePath: `${lang}/${contentPath}.md`,
      routePath: contentPathToRoutePath(contentPath),
      source,
      displayFile: file,
    },
    {
      md,
      defaultLang: 'en',
      base: '/',
      options: { cleanUrls: true, showLineNumbers: false, defaultWrapCode: false },
      strings: strings[lang!]!,
      includes: {
        // As generate() reads them: relative to the language's folder.
        read: (rel) => {
          const full = path.join(root, 'content', lang!, rel);
          return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null;
        },
        displayName: (rel) => `content/${lang}/${rel}`,
      },
    },
  );
}
const unmutated = PAGES.map((file) => compileReal(file, read(file)));

describe('page compiler and link check, on mutated real pages', () => {
  it('report every problem at a file and a line, and throw nothing', () => {
    const input = fc
      .constantFrom(...PAGES)
      .chain((file) => fc.record({ file: fc.constant(file), m: pageMutation(read(file)) }));
    fc.assert(
      fc.property(input, ({ file, m }) => {
        const source = mutate(read(file), m);
        const result = outcome(() => {
          const page = compileReal(file, source);
          const others = unmutated.filter((p) => `content/${p.relativePath}` !== file);
          return [...page.problems, ...checkPageLinks(page, buildLinkTargets([...others, page], publicAssets))];
        });
        if (result === 'known crash') return;
        expectLocated(result, (f) =>
          f === file ? lineCount(source) : fs.existsSync(path.join(root, f)) ? lineCount(read(f)) : undefined,
        );
      }),
      { seed, numRuns: 60 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// The manifest loader, over the real manifest

const MANIFEST_FILES = [
  'site.json',
  'locales.json',
  'nav.json',
  'sidebars.json',
  'feeds.json',
  'products.json',
  'strings/en.json',
];
const temps: string[] = [];
afterAll(() => temps.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
function tempCopy(from: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-'));
  temps.push(dir);
  fs.cpSync(from, dir, { recursive: true, dereference: true });
  return dir;
}

describe('manifest loader, on mutated real manifest files', () => {
  const dir = tempCopy(path.join(root, 'manifest'));
  it('accepts the file or names the file and a line or JSON path of each problem', () => {
    const input = fc.constantFrom(...MANIFEST_FILES).chain((file) =>
      fc.record({
        file: fc.constant(file),
        m: fc.oneof(
          fc.record({ field: fieldEdit(JSON.parse(read(`manifest/${file}`))) }),
          fc.record({ edits: fc.array(edit, { minLength: 1, maxLength: 3 }) }),
        ),
      }),
    );
    fc.assert(
      fc.property(input, ({ file, m }) => {
        const original = read(`manifest/${file}`);
        const text =
          'field' in m
            ? JSON.stringify(applyFieldEdit(JSON.parse(original), m.field), null, 2)
            : applyEdits(original, m.edits);
        fs.writeFileSync(path.join(dir, file), text);
        try {
          const result = outcome(() => (loadManifest(dir), []));
          if (result === 'known crash') return;
          expectLocated(result, (f) =>
            f === `manifest/${file}`
              ? lineCount(text)
              : fs.existsSync(path.join(root, f))
                ? lineCount(read(f))
                : undefined,
          );
        } finally {
          fs.writeFileSync(path.join(dir, file), original);
        }
      }),
      { seed, numRuns: 60 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// The whole generator, over the fixture site with one of its pages replaced

describe('generate(), on a site with one mutated page', () => {
  const site = tempCopy(path.join(root, 'tests/fixtures/mini-site'));
  // The real fragments, so includes in real pages resolve as they do in the real site.
  for (const lang of ['en', 'zh'])
    fs.cpSync(path.join(root, 'content', lang, 'shared'), path.join(site, 'content', lang, 'shared'), {
      recursive: true,
    });
  const pages = fs
    .readdirSync(path.join(site, 'content'), { recursive: true, encoding: 'utf8' })
    .map((f) => `content/${f.split(path.sep).join('/')}`)
    .filter((f) => f.endsWith('.md') && !f.includes('/shared/'));

  // The fixture's own page, or the real page of the same path where there is one.
  const original = new Map(pages.map((file) => [file, fs.readFileSync(path.join(site, file), 'utf8')]));
  const startOf = ({ file, real }: { file: string; real: boolean }) => (real ? read(file) : original.get(file)!);
  const bases = pages.flatMap((file) => [
    { file, real: false },
    ...(fs.existsSync(path.join(root, file)) ? [{ file, real: true }] : []),
  ]);

  it('builds, or stops with a ValidationError locating each problem', () => {
    const input = fc
      .constantFrom(...bases)
      .chain((base) => fc.record({ base: fc.constant(base), m: pageMutation(startOf(base)) }));
    fc.assert(
      fc.property(input, ({ base, m }) => {
        const { file } = base;
        const source = mutate(startOf(base), m);
        const full = path.join(site, file);
        fs.writeFileSync(full, source);
        try {
          const result = outcome(() => (generate({ root: site, skipSearch: true }), []));
          if (result === 'known crash') return;
          expectLocated(result, (f) => {
            if (f === file) return lineCount(source);
            const other = path.join(site, f);
            return fs.existsSync(other) ? lineCount(fs.readFileSync(other, 'utf8')) : undefined;
          });
        } finally {
          fs.writeFileSync(full, original.get(file)!);
        }
      }),
      { seed, numRuns: 20 },
    );
  });
});
