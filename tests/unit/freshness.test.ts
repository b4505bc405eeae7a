/** Translation freshness, the pure part: which translations are older than their source. */
import { describe, expect, it } from 'vitest';
import { findStaleTranslations, lastChange } from '../../generator/content/freshness.ts';
import { parseLogTimes, type ContentHistory } from '../../generator/content/git-times.ts';

const history = (committed: Record<string, number>, uncommitted: string[] = []): ContentHistory => ({
  committed: new Map(Object.entries(committed)),
  uncommitted: new Set(uncommitted),
});

describe('findStaleTranslations', () => {
  it('flags a translation whose source changed later, and nothing else', () => {
    const stale = findStaleTranslations(
      [
        { lang: 'en', contentPath: 'a', time: 200 },
        { lang: 'zh', contentPath: 'a', time: 100 },
        { lang: 'en', contentPath: 'b', time: 100 },
        { lang: 'zh', contentPath: 'b', time: 200 },
      ],
      'en',
    );
    expect(stale).toEqual([{ lang: 'zh', contentPath: 'a', time: 100, sourceLang: 'en', sourceTime: 200 }]);
  });

  it('takes the source language it is given: the default language is never stale itself', () => {
    const pages = [
      { lang: 'en', contentPath: 'a', time: 100 },
      { lang: 'zh', contentPath: 'a', time: 200 },
    ];
    expect(findStaleTranslations(pages, 'en')).toEqual([]);
    expect(findStaleTranslations(pages, 'zh')).toEqual([
      { lang: 'en', contentPath: 'a', time: 100, sourceLang: 'zh', sourceTime: 200 },
    ]);
  });

  it('treats equal times as in step: a history of one commit flags nothing', () => {
    const pages = ['en', 'zh', 'ja'].flatMap((lang) =>
      ['a', 'b/c'].map((contentPath) => ({ lang, contentPath, time: 1_700_000_000_000 })),
    );
    expect(findStaleTranslations(pages, 'en')).toEqual([]);
  });

  it('compares nothing without history, on either side', () => {
    const pages = [
      { lang: 'en', contentPath: 'a', time: undefined },
      { lang: 'zh', contentPath: 'a', time: 100 },
      { lang: 'en', contentPath: 'b', time: 200 },
      { lang: 'zh', contentPath: 'b', time: undefined },
      { lang: 'zh', contentPath: 'only-zh', time: 1 },
    ];
    expect(findStaleTranslations(pages, 'en')).toEqual([]);
  });

  it('sorts by content path, then language, for any number of languages', () => {
    const pages = [
      { lang: 'zh', contentPath: 'z', time: 1 },
      { lang: 'ja', contentPath: 'z', time: 1 },
      { lang: 'en', contentPath: 'z', time: 5 },
      { lang: 'zh', contentPath: 'a/b', time: 1 },
      { lang: 'en', contentPath: 'a/b', time: 5 },
      { lang: 'ja', contentPath: 'a/b', time: 9 },
    ];
    expect(findStaleTranslations(pages, 'en').map((s) => `${s.contentPath}:${s.lang}`)).toEqual([
      'a/b:zh',
      'z:ja',
      'z:zh',
    ]);
  });
});

describe('lastChange', () => {
  const files = ['content/zh/a.md', 'content/zh/shared/note.md'];

  it('is the newest commit among the page and the fragments it includes', () => {
    expect(lastChange(files, history({ 'content/zh/a.md': 100, 'content/zh/shared/note.md': 300 }), 999)).toBe(300);
    expect(lastChange(files, history({ 'content/zh/a.md': 100 }), 999)).toBe(100);
  });

  it('counts an uncommitted change, of the page or of a fragment, as now', () => {
    expect(lastChange(files, history({ 'content/zh/a.md': 100 }, ['content/zh/shared/note.md']), 999)).toBe(999);
    expect(lastChange(['content/zh/new.md'], history({}, ['content/zh/new.md']), 999)).toBe(999);
  });

  it('is undefined when git knows none of the files', () => {
    expect(lastChange(files, history({ 'content/en/a.md': 100 }), 999)).toBeUndefined();
  });
});

describe('parseLogTimes', () => {
  it('keeps the first (newest) commit of each path, in milliseconds', () => {
    const log = [
      '@300',
      '',
      'content/en/a.md',
      '@200',
      '',
      'content/en/a.md',
      'content/zh/a.md',
      '@100',
      '',
      'content/en/b.md',
      '',
    ].join('\n');
    expect(parseLogTimes(log)).toEqual(
      new Map([
        ['content/en/a.md', 300_000],
        ['content/zh/a.md', 200_000],
        ['content/en/b.md', 100_000],
      ]),
    );
  });
});
