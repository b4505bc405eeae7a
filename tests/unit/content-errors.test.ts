/**
 * Error paths of the generator that a writer meets (docs/authoring.md): each mistake stops the
 * build with one line naming the file and the line (or the manifest's JSON path) to fix. The site
 * is the fixture site with one edit, so a message can only come from that edit.
 *
 * `it.fails` marks a defect of the generator found by these tests (and by
 * tests/properties/generator-fuzz.property.test.ts): the test states what the build should say;
 * once the generator is fixed it passes, `it.fails` turns it red, and the marker goes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generate } from '../../generator/generate.ts';
import { loadManifest, validateManifestText } from '../../generator/manifest/load-manifest.ts';
import { splitFrontmatter } from '../../generator/content/frontmatter.ts';
import { schemaEntries } from '../../schemas/index.ts';
import { formatProblem, ValidationError, type Problem } from '../../schemas/format-issues.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/mini-site');
const temps: string[] = [];
afterEach(() => temps.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** The fixture site after `edits` (file → new text, or a function of the old text). */
function siteWith(edits: Record<string, string | ((old: string) => string)>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-errors-'));
  temps.push(dir);
  fs.cpSync(fixture, dir, { recursive: true, dereference: true });
  for (const [file, edit] of Object.entries(edits)) {
    const full = path.join(dir, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    const old = fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : '';
    fs.writeFileSync(full, typeof edit === 'string' ? edit : edit(old));
  }
  return dir;
}

/** What the build reports; any other exception escapes and fails the test. */
function reported(root: string): { preamble: string; problems: Problem[] } {
  try {
    generate({ root, skipSearch: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { preamble: error.message.split('\n')[0]!, problems: error.problems };
  }
  return { preamble: '', problems: [] };
}
const lines = (root: string) => reported(root).problems.map(formatProblem);
const append = (text: string) => (old: string) => `${old}${text}`;

describe('includes', () => {
  it('names the fragment and line that closes an include cycle, and the chain', () => {
    const root = siteWith({
      'content/en/shared/a.md': 'A fragment.\n\n<!-- @include: shared/b.md -->\n',
      'content/en/shared/b.md': 'B fragment.\n<!-- @include: shared/a.md -->\n',
      // community/index.md has 3 lines; the include lands on line 5.
      'content/en/community/index.md': append('\n<!-- @include: shared/a.md -->\n'),
    });
    expect(reported(root)).toEqual({
      preamble: 'The content has 1 problem:',
      problems: [
        {
          file: 'content/en/shared/b.md',
          path: '',
          line: 2,
          message: 'include cycle: shared/a.md → shared/b.md → shared/a.md',
        },
      ],
    });
  });

  it('names a fragment that includes itself', () => {
    const root = siteWith({ 'content/en/shared/note.md': append('Again:\n<!-- @include: shared/note.md -->\n') });
    // note.md (3 lines) is included by guide/start/index.md; the self-include is its line 5.
    expect(lines(root)).toEqual(['content/en/shared/note.md:5: include cycle: shared/note.md → shared/note.md']);
  });

  it('does not take a fragment included twice in a row for a cycle', () => {
    const root = siteWith({
      'content/en/shared/plain.md': 'A plain fragment.\n',
      'content/en/community/index.md': append(
        '\n<!-- @include: shared/plain.md -->\n\n<!-- @include: shared/plain.md -->\n',
      ),
    });
    expect(lines(root)).toEqual([]);
  });

  it('reports an include that names a folder at the line of the include', () => {
    const root = siteWith({ 'content/en/community/index.md': append('\n<!-- @include: shared -->\n') });
    expect(lines(root)).toEqual([
      'content/en/community/index.md:5: included file "shared" is a folder; an include must name a file',
    ]);
  });

  it('refuses an include that leaves the language folder, at the line of the include', () => {
    const root = siteWith({
      'content/en/community/index.md': append('\n<!-- @include: ../../manifest/site.json -->\n'),
    });
    expect(lines(root)).toEqual([
      'content/en/community/index.md:5: included file "../../manifest/site.json" is outside the language folder; include a file under it',
    ]);
  });
});

describe('headings', () => {
  it('rejects a second "#" title at its line, in a fragment at the fragment\'s line', () => {
    const root = siteWith({
      'content/en/config/dev/hmr.md': append('\n# Another title\n'),
      'content/zh/shared/note.md': append('\n# 片段里的标题\n'),
    });
    expect(lines(root)).toEqual([
      'content/en/config/dev/hmr.md:13: a page has exactly one "#" heading',
      'content/zh/shared/note.md:5: a page has exactly one "#" heading',
    ]);
  });

  it('rejects a page without a title at line 1, unless its front matter gives one or it is a home page', () => {
    const root = siteWith({
      'content/zh/community/index.md': '获取帮助，参与贡献。\n\n## 参与 {#join}\n\n参与方式。\n',
      'content/en/community/index.md': '---\ntitle: Community\n---\n\nGet help and contribute.\n',
    });
    expect(lines(root)).toEqual(['content/zh/community/index.md:1: the page has no title: add a "# Title" heading']);
    // The fixture's home pages have front matter `pageType: home` and a "#" heading; without the heading
    // they are still valid.
    const home = siteWith({ 'content/en/index.md': (old) => old.replace('# Rsbuild\n', '') });
    expect(lines(home)).toEqual([]);
  });

  it('rejects a duplicate id among headings the outline leaves out, at the second heading', () => {
    // h5 is outside markdown-it-anchor's levels (2-4): the generator's own check sees it.
    const root = siteWith({ 'content/en/config/dev/hmr.md': append('\n##### Again {#type}\n') });
    expect(lines(root)).toEqual(['content/en/config/dev/hmr.md:13: duplicate heading id "type"']);
  });

  // markdown-it-anchor would throw a plain Error for two h2-h4 headings with one id; the
  // heading-ids rule reports it first.
  it('rejects a duplicate id between two "##" headings with file and line', () => {
    const root = siteWith({ 'content/en/config/dev/hmr.md': append('\n## Again {#type}\n') });
    expect(lines(root)).toEqual(['content/en/config/dev/hmr.md:13: duplicate heading id "type"']);
  });
});

describe('links', () => {
  it('rejects links that name a .md or .html file, each at its line', () => {
    const root = siteWith({
      'content/en/community/index.md': append(
        '\nSee [start](/guide/start/quick-start.md).\n\nSee [hmr](/config/dev/hmr.html#type).\n\nSee [why](/guide/start/index.md#why).\n',
      ),
    });
    expect(lines(root)).toEqual([
      'content/en/community/index.md:5: link "/guide/start/quick-start.md" names a file; write the route without extension',
      'content/en/community/index.md:7: link "/config/dev/hmr.html#type" names a file; write the route without extension',
      'content/en/community/index.md:9: link "/guide/start/index.md#why" names a file; write the route without extension',
    ]);
  });

  it('accepts an external link to a .md file and a route that merely contains "md"', () => {
    const root = siteWith({
      'content/en/guide/start/mdhtml.md': '# Names\n\nText.\n',
      'content/zh/guide/start/mdhtml.md': '# 名字\n\n文字。\n',
      'content/en/community/index.md': append(
        '\nSee [names](/guide/start/mdhtml) and [the changelog](https://github.com/web-infra-dev/rsbuild/blob/main/CHANGELOG.md).\n',
      ),
    });
    expect(lines(root)).toEqual([]);
  });

  it('names the line of a link on the second line of a paragraph', () => {
    const root = siteWith({
      'content/en/community/index.md': append('\nSee the guide\nand [start](/guide/start/quick-start.md).\n'),
    });
    expect(lines(root)).toEqual([
      'content/en/community/index.md:6: link "/guide/start/quick-start.md" names a file; write the route without extension',
    ]);
  });

  it('reports a fragment with a malformed percent escape as a problem of its page', () => {
    const root = siteWith({ 'content/en/community/index.md': append('\nSee [x](/guide/start/#%E0).\n') });
    expect(lines(root)).toEqual([
      'content/en/community/index.md:5: link "/guide/start/#%E0" holds a malformed percent escape (not UTF-8)',
    ]);
  });
});

describe('pm fences', () => {
  it('rejects a pm fence with two commands or none, at the fence', () => {
    const root = siteWith({
      'content/en/community/index.md': append('\n```pm\nadd a -D\nadd b\n```\n\n```pm\n```\n'),
    });
    expect(lines(root)).toEqual([
      'content/en/community/index.md:5: a ```pm fence holds exactly one command',
      'content/en/community/index.md:10: a ```pm fence holds exactly one command',
    ]);
  });

  it('takes blank lines around the one command as one command', () => {
    const root = siteWith({ 'content/en/community/index.md': append('\n```pm\n\nadd a -D\n\n```\n') });
    expect(lines(root)).toEqual([]);
  });
});

describe('feeds', () => {
  const unknownFeed = {
    file: 'content/en/index.md',
    path: 'link-rss',
    message: 'unknown feed "releases-json" (feeds are releases-rss, releases-atom, releases-rss-zh, releases-atom-zh)',
  };
  const withUnknownFeed = () =>
    siteWith({
      // Line 24 of the fixture's home page.
      'content/en/index.md': (old) =>
        old.replace('link-rss: [releases-rss, releases-atom]', 'link-rss: [releases-rss, releases-json]'),
    });

  it('rejects an unknown link-rss feed, naming the page, the key and the known feeds', () => {
    const { problems } = reported(withUnknownFeed());
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject(unknownFeed);
  });

  it('accepts a single feed id as well as a list', () => {
    const root = siteWith({ 'content/en/index.md': (old) => old.replace(/link-rss: .*/, 'link-rss: releases-atom') });
    expect(lines(root)).toEqual([]);
    const wrong = siteWith({ 'content/en/index.md': (old) => old.replace(/link-rss: .*/, 'link-rss: releases') });
    expect(reported(wrong).problems.map((p) => p.message)).toEqual([
      'unknown feed "releases" (feeds are releases-rss, releases-atom, releases-rss-zh, releases-atom-zh)',
    ]);
  });

  it('names the line of the link-rss key', () => {
    expect(lines(withUnknownFeed())).toEqual([formatProblem({ ...unknownFeed, line: 24 })]);
  });

  it('rejects a feed id used twice, naming each repeat by its JSON path', () => {
    const root = siteWith({
      'manifest/feeds.json': (old) => {
        const data = JSON.parse(old) as { feeds: { id: string }[] };
        data.feeds[2]!.id = 'releases-rss';
        data.feeds[3]!.id = 'releases-rss';
        return JSON.stringify(data, null, 2);
      },
    });
    expect(() => loadManifest(path.join(root, 'manifest'))).toThrow(ValidationError);
    expect(lines(root)).toEqual([
      'manifest/feeds.json: feeds.2.id: feed id "releases-rss" is used twice',
      'manifest/feeds.json: feeds.3.id: feed id "releases-rss" is used twice',
    ]);
  });
});

describe('syntax the parsers reject', () => {
  // yaml's toJS() throws ReferenceError for an alias whose anchor is never set; parseWithLines
  // reports the alias as a syntax error at its line instead.
  it('reports a YAML alias without an anchor in front matter with file and line', () => {
    const split = splitFrontmatter('content/en/x.md', '---\ntitle: *draft\n---\n# X\n');
    expect(split.problems.map(formatProblem)).toEqual([
      'content/en/x.md:2: front matter is not valid YAML: unresolved alias "*draft": no anchor "&draft"',
    ]);
  });

  it('reports a manifest file that is not JSON but a YAML alias, with file and line', () => {
    const { problems } = validateManifestText('manifest/feeds.json', '{\n"feeds": *x\n}\n', schemaEntries.feeds.schema);
    expect(problems.map(formatProblem)).toEqual([expect.stringMatching(/^manifest\/feeds\.json:2: not valid JSON: /)]);
  });

  it('names the line of a JSON syntax error that YAML also rejects', () => {
    const { problems } = validateManifestText('manifest/feeds.json', '{\n"feeds": [\n}\n', schemaEntries.feeds.schema);
    expect(problems.map(formatProblem)).toEqual([expect.stringMatching(/^manifest\/feeds\.json:3: not valid JSON: /)]);
  });

  // YAML accepts what JSON does not (a trailing comma, an unquoted key): the line and column come
  // from V8's character offset.
  it('names the line of a trailing comma in a manifest file', () => {
    const text = '{\n  "feeds": [\n    { "id": "a", },\n  ]\n}\n';
    const { problems } = validateManifestText('manifest/feeds.json', text, schemaEntries.feeds.schema);
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^manifest\/feeds\.json:3: not valid JSON: .* \(line 3 column 18\)$/),
    ]);
  });
});
