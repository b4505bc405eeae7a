/** The checks `generate()` runs over every compiled page: language parity and `link-rss` feeds. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { languageParityProblems, linkedFeeds, listPublicAssets } from '../../generator/phases/content-checks.ts';
import type { Frontmatter } from '../../common/types.ts';

const page = (lang: string, contentPath: string) => ({ lang, contentPath });

describe('language parity', () => {
  it('reports each page that has no twin in a language, naming the language that has it', () => {
    const pages = [page('en', 'guide/a'), page('zh', 'guide/a'), page('en', 'guide/b'), page('zh', 'guide/c')];
    expect(languageParityProblems(pages, ['en', 'zh'])).toEqual([
      { file: 'content/zh/guide/b.md', path: '', message: 'missing: content/en/guide/b.md has no zh twin' },
      { file: 'content/en/guide/c.md', path: '', message: 'missing: content/zh/guide/c.md has no en twin' },
    ]);
  });

  it('reports a page missing from two languages once per language, sorted by content path', () => {
    const pages = [page('fr', 'z'), page('en', 'a'), page('zh', 'a'), page('fr', 'a')];
    expect(languageParityProblems(pages, ['en', 'zh', 'fr']).map((p) => p.file)).toEqual([
      'content/en/z.md',
      'content/zh/z.md',
    ]);
  });

  it('reports nothing when every language has every page', () => {
    expect(languageParityProblems([page('en', 'a'), page('zh', 'a')], ['en', 'zh'])).toEqual([]);
  });
});

describe('link-rss feeds', () => {
  const feeds = [{ id: 'releases-rss' }, { id: 'blog-rss' }];
  const linking = (relativePath: string, frontmatter: Frontmatter) => ({ relativePath, frontmatter });

  it('reports an id that names no feed, at the front matter of the page', () => {
    const broken = linking('en/community/releases/index.md', { 'link-rss': ['releases-rss', 'release-rss'] });
    const { idsOf, problems } = linkedFeeds([broken], feeds);
    expect(problems).toEqual([
      {
        file: 'content/en/community/releases/index.md',
        path: 'link-rss',
        line: 1,
        message: 'unknown feed "release-rss" (feeds are releases-rss, blog-rss)',
      },
    ]);
    // The page still lists what it wrote: the build stops on the problem before anything links.
    expect(idsOf.get(broken)).toEqual(['releases-rss', 'release-rss']);
  });

  it('reads one id or a list, and no key as no feeds', () => {
    const one = linking('en/a.md', { 'link-rss': 'blog-rss' });
    const list = linking('en/b.md', { 'link-rss': ['releases-rss', 'blog-rss'] });
    const none = linking('en/c.md', {});
    const { idsOf, problems } = linkedFeeds([one, list, none], feeds);
    expect(problems).toEqual([]);
    expect([idsOf.get(one), idsOf.get(list), idsOf.get(none)]).toEqual([
      ['blog-rss'],
      ['releases-rss', 'blog-rss'],
      [],
    ]);
  });
});

describe('public assets', () => {
  const temps: string[] = [];
  afterEach(() => temps.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('lists the files under public/ as site paths, and none when the folder is missing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
    temps.push(dir);
    fs.mkdirSync(path.join(dir, 'img'));
    fs.writeFileSync(path.join(dir, 'logo.svg'), '');
    fs.writeFileSync(path.join(dir, 'img', 'a.png'), '');
    expect(listPublicAssets(dir).sort()).toEqual(['/img/a.png', '/logo.svg']);
    expect(listPublicAssets(path.join(dir, 'missing'))).toEqual([]);
  });
});
