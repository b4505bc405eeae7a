/** The generator over the fixture site: page records, outline, routes, links, parity, sidebars. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generate, pageIndexRecord, searchDocumentsByLang } from '../../generator/generate.ts';
import { searchHashesFile } from '../../generator/search/build-index.ts';
import { ValidationError } from '../../schemas/format-issues.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/mini-site');
const temps: string[] = [];
function copySite(edit: (dir: string) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  temps.push(dir);
  fs.cpSync(fixture, dir, { recursive: true, dereference: true });
  edit(dir);
  return dir;
}
function problems(root: string): string[] {
  try {
    generate({ root });
  } catch (error) {
    if (error instanceof ValidationError)
      return error.message
        .split('\n')
        .slice(1)
        .map((l) => l.trim());
    throw error;
  }
  return [];
}
afterEach(() => temps.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('generate', () => {
  const site = generate({ root: fixture });
  const contents = site.pages.map((p) => p.content);
  const pageIndex = contents.map(pageIndexRecord);
  const searchDocuments = searchDocumentsByLang(site.pages, ['en', 'zh']);

  it('emits one route per page and language, Chinese under /zh', () => {
    const paths = site.pages.map((p) => p.route.path).sort();
    expect(paths).toContain('/');
    expect(paths).toContain('/zh/');
    expect(paths).toContain('/guide/start/quick-start');
    expect(paths).toContain('/zh/guide/start/quick-start');
    expect(contents.every((p) => p.version === '')).toBe(true);
    // One record per page: its route, its chunk and its content belong together.
    const page = site.pages.find((p) => p.route.path === '/zh/guide/start/')!;
    expect(page.route).toEqual({ path: '/zh/guide/start/', chunk: 'zh/guide/start/index' });
    expect(page.source.contentPath).toBe('guide/start/index');
    expect(page.searchDocument).toMatchObject({ lang: 'zh', routePath: '/guide/start/' });
    expect(page.content).toMatchObject({
      lang: 'zh',
      routePath: '/guide/start/',
      pagePath: 'content/zh/guide/start/index.md',
    });
  });

  it('builds page index records with every field the page index declares', () => {
    const home = pageIndex.find((p) => p.routePath === '/' && p.lang === 'en')!;
    expect(home.title).toBe('');
    expect(home.frontmatter.pageType).toBe('home');
    expect(home.feeds.map((f) => f.id)).toEqual(['releases-rss', 'releases-atom']);
    const quick = pageIndex.find((p) => p.routePath === '/guide/start/quick-start' && p.lang === 'zh')!;
    expect(quick).toMatchObject({
      title: '快速开始',
      version: '',
      _relativePath: 'zh/guide/start/quick-start.md',
      frontmatter: {},
    });
    expect(quick.toc.map((t) => [t.id, t.depth])).toEqual([
      ['create-a-project', 2],
      ['configure', 2],
    ]);
    expect(quick.toc.every((t) => t.charIndex >= 0)).toBe(true);
    expect(pageIndex.find((p) => p.routePath === '/community/releases/v0-6')!.frontmatter).toEqual({
      published_at: '2024-04-10',
    });
  });

  it('inlines fragments so their headings join the outline', () => {
    const intro = contents.find((p) => p.routePath === '/guide/start/' && p.lang === 'en')!;
    expect(intro.toc.map((t) => t.id)).toEqual(['why', 'shared-note']);
    expect(intro.html).toContain('This paragraph comes from a fragment.');
  });

  it('localises links and sidebars per language', () => {
    const intro = contents.find((p) => p.routePath === '/guide/start/' && p.lang === 'zh')!;
    expect(intro.html).toContain('href="/zh/guide/start/quick-start#create-a-project"');
    const zh = site.siteData.locales.find((l) => l.lang === 'zh')!;
    expect(zh.nav.map((n) => n.link)).toEqual([
      '/zh/guide/start/',
      '/zh/config/',
      '/zh/plugins/list/',
      '/zh/api/start/',
      '/zh/community/',
    ]);
    const guide = zh.sidebar['/guide']![0]!;
    expect(guide).toMatchObject({ kind: 'group', text: '开始', collapsible: true, collapsed: false });
    expect(guide.kind === 'group' && guide.items[0]).toEqual({ kind: 'link', text: '介绍', link: '/zh/guide/start/' });
  });

  it('fills the overview grid from the section sidebar', () => {
    const overview = contents.find((p) => p.routePath === '/config/' && p.lang === 'en')!;
    expect(overview.pageType).toBe('overview');
    expect(overview.overview).toEqual([
      {
        name: 'dev',
        items: [
          {
            text: 'dev.hmr',
            link: '/config/dev/hmr',
            description: 'Turns hot module replacement on or off.',
            facts: [],
            headers: [
              { id: 'type', text: 'Type' },
              { id: 'default', text: 'Default' },
            ],
          },
        ],
      },
    ]);
  });

  it('writes search documents, an index per language and the map of their hashes', () => {
    expect(site.searchIndexes.map((i) => i.lang).sort()).toEqual(['en', 'zh']);
    const hashes = JSON.parse(searchHashesFile(site.searchIndexes).body) as Record<string, string>;
    expect(hashes).toEqual(Object.fromEntries(site.searchIndexes.map((i) => [i.lang, i.hash])));
    expect(hashes.en).toMatch(/^[0-9a-f]{10}$/);
    expect(searchDocuments.zh!.find((d) => d.routePath === '/guide/start/quick-start')!.content).toContain(
      '创建项目并启动开发服务器',
    );
  });

  it('fails on a link to a missing page or anchor, with file and line', () => {
    const root = copySite((d) => {
      fs.appendFileSync(
        path.join(d, 'content/en/guide/start/index.md'),
        '\nSee [nothing](/guide/nothing) and [x](/config/dev/hmr#nope).\n',
      );
    });
    expect(problems(root)).toEqual([
      'content/en/guide/start/index.md:19: link "/guide/nothing": no page /guide/nothing in en',
      'content/en/guide/start/index.md:19: link "/config/dev/hmr#nope": page /config/dev/hmr has no heading with id "nope"',
    ]);
  });

  it('reports a page present in one language only, and front matter problems with their line', () => {
    const root = copySite((d) => {
      fs.writeFileSync(
        path.join(d, 'content/en/guide/start/extra.md'),
        '---\ntitle: Extra\nsidbar: false\n---\n# Extra\n',
      );
    });
    expect(problems(root)).toEqual([
      'content/en/guide/start/extra.md:3: front matter: unknown key "sidbar"',
      'content/zh/guide/start/extra.md: missing: content/en/guide/start/extra.md has no zh twin',
    ]);
  });

  it('offers the edit link only when both the base URL and the text are configured', () => {
    const root = copySite((d) => {
      const file = path.join(d, 'manifest/locales.json');
      const data = JSON.parse(fs.readFileSync(file, 'utf8'));
      data.locales[1].editLink.text = '';
      fs.writeFileSync(file, JSON.stringify(data));
    });
    const locales = generate({ root }).siteData.locales;
    expect(locales.find((l) => l.lang === 'en')!.editLink).toEqual({
      docRepoBaseUrl: expect.stringMatching(/^https:\/\//),
      text: 'Edit this page on GitHub',
    });
    expect(locales.find((l) => l.lang === 'zh')!.editLink).toBeUndefined();
  });

  it('fails on a sidebar entry to a missing page, naming the manifest path', () => {
    const root = copySite((d) => {
      const file = path.join(d, 'manifest/sidebars.json');
      const data = JSON.parse(fs.readFileSync(file, 'utf8'));
      data.sidebars['/guide'][0].items.push('/guide/start/gone');
      fs.writeFileSync(file, JSON.stringify(data));
    });
    expect(problems(root)).toEqual([
      'manifest/sidebars.json: sidebars./guide.0.items.5: no page /guide/start/gone in en',
      'manifest/sidebars.json: sidebars./guide.0.items.5: no page /guide/start/gone in zh',
    ]);
  });

  it('rejects raw HTML beyond the allowed tags, unclosed containers and fences without a language', () => {
    const root = copySite((d) => {
      fs.appendFileSync(
        path.join(d, 'content/zh/config/dev/hmr.md'),
        '\n<script>alert(1)</script>\n\n```\nx\n```\n\n:::tip\nopen\n',
      );
    });
    expect(problems(root)).toEqual([
      'content/zh/config/dev/hmr.md:13: raw HTML "<script>" is not allowed (only <br>, <kbd>, <sup>, <sub>, <details>, <summary>)',
      'content/zh/config/dev/hmr.md:13: raw HTML "</script>" is not allowed (only <br>, <kbd>, <sup>, <sub>, <details>, <summary>)',
      'content/zh/config/dev/hmr.md:15: a code fence needs a language (```ts, ```bash, ```text …)',
      'content/zh/config/dev/hmr.md:19: ":::tip" is never closed by ":::"',
    ]);
  });

  it('reports a missing include with the line of the include', () => {
    const root = copySite((d) => {
      fs.appendFileSync(path.join(d, 'content/en/community/index.md'), '\n<!-- @include: shared/missing.md -->\n');
    });
    expect(problems(root)).toEqual([
      'content/en/community/index.md:5: included file "shared/missing.md" does not exist',
    ]);
  });
});

describe('incremental regeneration (npm run dev)', () => {
  it('reuses unchanged pages and recompiles edited ones and those whose include changed', async () => {
    const { writeGenerated } = await import('../../generator/emit/write-generated.ts');
    const root = copySite(() => {});
    const cache = new Map();
    const first = generate({ root, cache, skipSearch: true });
    const second = generate({ root, cache, skipSearch: true });
    const page = (s: typeof first, route: string) =>
      s.pages.find(({ source: p }) => p.lang === 'en' && p.routePath === route)!.source;
    expect(page(second, '/guide/start/quick-start')).toBe(page(first, '/guide/start/quick-start'));

    fs.appendFileSync(path.join(root, 'content/en/guide/start/quick-start.md'), '\nOne more line.\n');
    fs.appendFileSync(path.join(root, 'content/en/shared/note.md'), '\nFragment edit.\n');
    const third = generate({ root, cache, skipSearch: true });
    expect(page(third, '/guide/start/quick-start')).not.toBe(page(second, '/guide/start/quick-start'));
    expect(page(third, '/guide/start/')).not.toBe(page(second, '/guide/start/'));
    expect(page(third, '/guide/start/').html).toContain('Fragment edit.');
    expect(page(third, '/config/dev/hmr')).toBe(page(second, '/config/dev/hmr'));

    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'gen-'));
    temps.push(out);
    expect(writeGenerated(second, out).length).toBeGreaterThan(10);
    const changed = writeGenerated(third, out);
    // Page files keep their names across edits, so neither the page table nor the site data moves.
    expect(changed.sort()).toEqual([
      'static/pages/en/guide/start/index.json',
      'static/pages/en/guide/start/quick-start.json',
    ]);
    const written = JSON.parse(fs.readFileSync(path.join(out, 'static/pages/en/guide/start/index.json'), 'utf8'));
    expect(written.html).toContain('Fragment edit.');
  });

  it('gives the dev server what a full write puts on disk: the data modules it writes, and the pages it serves', async () => {
    const { pageContentFiles, writeDataModules, writeGenerated } =
      await import('../../generator/emit/write-generated.ts');
    const root = copySite(() => {});
    const site = generate({ root, skipSearch: true });
    const [full, dev] = [
      fs.mkdtempSync(path.join(os.tmpdir(), 'gen-')),
      fs.mkdtempSync(path.join(os.tmpdir(), 'gen-')),
    ];
    temps.push(full, dev);
    writeGenerated(site, full);
    const pages = new Map(pageContentFiles(site));
    expect(pages.size).toBe(site.pages.length);
    for (const [file, json] of pages) expect(fs.readFileSync(path.join(full, file), 'utf8'), file).toBe(json);
    const modules = writeDataModules(site, dev);
    expect(modules.sort()).toEqual(['page-table.json', 'site-data.json']);
    for (const file of modules)
      expect(fs.readFileSync(path.join(dev, file), 'utf8')).toBe(fs.readFileSync(path.join(full, file), 'utf8'));
    // Only the modules go to disk, and a second write of the same site changes nothing.
    expect(fs.readdirSync(dev).sort()).toEqual(['page-table.json', 'site-data.json']);
    expect(writeDataModules(site, dev)).toEqual([]);
  });

  it('leaves unchanged files as they are and reports the content hash of every file', async () => {
    const { writeGenerated } = await import('../../generator/emit/write-generated.ts');
    const root = copySite(() => {});
    const before = generate({ root, skipSearch: true });
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'gen-'));
    temps.push(out);
    const hashes = new Map<string, string>();
    writeGenerated(before, out, hashes);
    const page = 'static/pages/en/guide/start/quick-start.json';
    const hashBefore = hashes.get(page);
    const untouched = path.join(out, 'static/pages/en/config/dev/hmr.json');
    const inode = fs.statSync(untouched).ino;
    fs.appendFileSync(path.join(root, 'content/en/guide/start/quick-start.md'), '\nOne more line.\n');
    const after = generate({ root, skipSearch: true });
    expect(writeGenerated(after, out, hashes).sort()).toEqual([page]);
    expect(fs.statSync(untouched).ino).toBe(inode);
    // One hash per file written, and a new one for the page that changed.
    const files = fs
      .readdirSync(out, { recursive: true, encoding: 'utf8' })
      .filter((f) => fs.statSync(path.join(out, f)).isFile());
    expect([...hashes.keys()].sort()).toEqual(files.map((f) => f.split(path.sep).join('/')).sort());
    expect(hashes.get(page)).toMatch(/^[0-9a-f]{40}$/);
    expect(hashes.get(page)).not.toBe(hashBefore);
  });
});

describe('reserved ids', () => {
  it('rejects a heading id the layout uses', () => {
    const root = copySite((d) => {
      fs.appendFileSync(path.join(d, 'content/en/config/dev/hmr.md'), '\n## Main {#main-content}\n');
    });
    expect(problems(root)).toEqual([
      'content/en/config/dev/hmr.md:13: heading id "main-content" is used by the page layout; choose another',
    ]);
  });
});
