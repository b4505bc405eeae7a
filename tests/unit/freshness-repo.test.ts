/**
 * Translation freshness on a repository with a crafted history (tests/fixtures/git-history.ts):
 * what the history reader returns, which pages the generator marks, what `npm run i18n-status`
 * prints, and that a folder without git history gets no notice and no error.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readContentHistory } from '../../generator/content/git-times.ts';
import { generate } from '../../generator/generate.ts';
import { staleReport } from '../../scripts/i18n-report.ts';
import { commits, git, makeSite, ms, touch } from '../fixtures/git-history.ts';
import { SCRIPT_NODE_ARGS } from '../../scripts/cli.ts';

const project = path.resolve(import.meta.dirname, '../..');
const repo = makeSite(true);
const plain = makeSite(false);
afterAll(() => {
  fs.rmSync(repo, { recursive: true, force: true });
  fs.rmSync(plain, { recursive: true, force: true });
});

function i18nStatus(root: string, ...args: string[]) {
  return spawnSync(
    process.execPath,
    [...SCRIPT_NODE_ARGS, path.join(project, 'scripts/i18n-status.ts'), '--root', root, ...args],
    { cwd: project, encoding: 'utf8' },
  );
}

const [first, enQuickStart, enNote, zhHmr, bothConfig] = commits;

describe('history reader', () => {
  it('returns the last commit time of every content file, relative to the site root', () => {
    const { committed, uncommitted } = readContentHistory(repo, 'content');
    expect(committed.get('content/en/guide/start/quick-start.md')).toBe(ms(enQuickStart.date));
    expect(committed.get('content/zh/guide/start/quick-start.md')).toBe(ms(first.date));
    expect(committed.get('content/en/shared/note.md')).toBe(ms(enNote.date));
    expect(committed.get('content/zh/config/dev/hmr.md')).toBe(ms(zhHmr.date));
    expect(committed.get('content/en/config/index.md')).toBe(ms(bothConfig.date));
    expect(committed.get('content/en/index.md')).toBe(ms(first.date));
    expect(committed.size).toBe(
      fs.readdirSync(path.join(repo, 'content'), { recursive: true }).filter((f) => String(f).endsWith('.md')).length,
    );
    expect(uncommitted.size).toBe(0);
  });

  it('lists staged, unstaged and untracked changes', () => {
    touch(repo, 'content/zh/guide/start/quick-start.md');
    touch(repo, 'content/zh/index.md');
    git(repo, ['add', 'content/zh/index.md']);
    fs.writeFileSync(path.join(repo, 'content/zh/draft.md'), '# 草稿\n');
    try {
      expect([...readContentHistory(repo, 'content').uncommitted].sort()).toEqual([
        'content/zh/draft.md',
        'content/zh/guide/start/quick-start.md',
        'content/zh/index.md',
      ]);
    } finally {
      git(repo, ['reset', '--quiet', '--hard']);
      fs.rmSync(path.join(repo, 'content/zh/draft.md'));
    }
  });

  it('finds nothing, and fails on nothing, outside a repository', () => {
    const { committed, uncommitted } = readContentHistory(plain, 'content');
    expect(committed.size + uncommitted.size).toBe(0);
  });
});

describe('generator', () => {
  it('marks exactly the translations whose source or included fragment changed later', () => {
    const generated = generate({ root: repo, skipSearch: true });
    const { staleTranslations } = generated;
    const pages = generated.pages.map((p) => p.content);
    expect(staleTranslations.map((s) => `${s.lang}/${s.contentPath}`)).toEqual([
      'zh/guide/start/index',
      'zh/guide/start/quick-start',
    ]);
    const marked = pages.filter((p) => p.staleTranslation).map((p) => `${p.lang}${p.routePath}`);
    expect(marked.sort()).toEqual(['zh/guide/start/', 'zh/guide/start/quick-start']);
    expect(pages.find((p) => p.lang === 'zh' && p.routePath === '/guide/start/quick-start')!.staleTranslation).toEqual({
      sourceLang: 'en',
      sourceTime: ms(enQuickStart.date),
      sourcePath: '/guide/start/quick-start',
    });
    expect(pages.find((p) => p.lang === 'zh' && p.routePath === '/guide/start/')!.staleTranslation?.sourceTime).toBe(
      ms(enNote.date),
    );
  });

  it('counts an uncommitted translation as changed now, which clears its notice', () => {
    touch(repo, 'content/zh/guide/start/quick-start.md', '译文已更新。');
    try {
      const { staleTranslations } = generate({ root: repo, skipSearch: true, now: ms('2024-06-01T00:00:00Z') });
      expect(staleTranslations.map((s) => s.contentPath)).toEqual(['guide/start/index']);
    } finally {
      git(repo, ['checkout', '--quiet', '--', 'content']);
    }
  });

  it('marks nothing when the whole tree is one commit (a fresh shallow clone) or has no history', () => {
    const squashed = makeSite(false);
    try {
      git(squashed, ['init', '--quiet']);
      git(squashed, ['add', '--all']);
      git(squashed, ['commit', '--quiet', '-m', 'all']);
      expect(readContentHistory(squashed, 'content').committed.size).toBeGreaterThan(0);
      expect(generate({ root: squashed, skipSearch: true }).pages.filter((p) => p.content.staleTranslation)).toEqual(
        [],
      );
    } finally {
      fs.rmSync(squashed, { recursive: true, force: true });
    }
    expect(generate({ root: plain, skipSearch: true }).pages.filter((p) => p.content.staleTranslation)).toEqual([]);
  });
});

describe('npm run i18n-status', () => {
  it('prints the stale pairs sorted by path with both dates in UTC, and exits 0', () => {
    const result = i18nStatus(repo);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout.split('\n').map((line) => line.split(/\s{2,}/))).toEqual([
      ['path', 'lang', 'source (en) changed', 'translation changed'],
      ['guide/start/index', 'zh', '2024-02-03 08:00', '2024-01-10 10:00'],
      ['guide/start/quick-start', 'zh', '2024-02-01 09:00', '2024-01-10 10:00'],
      [''],
      ['2 translations older than the en page.'],
      [''],
    ]);
  });

  it('prints the same list as JSON with --json', () => {
    const result = i18nStatus(repo, '--json');
    expect(result.status, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      sourceLang: 'en',
      stale: [
        {
          path: 'guide/start/index',
          lang: 'zh',
          sourceLang: 'en',
          sourceChanged: '2024-02-03T08:00:00.000Z',
          translationChanged: '2024-01-10T10:00:00.000Z',
        },
        {
          path: 'guide/start/quick-start',
          lang: 'zh',
          sourceLang: 'en',
          sourceChanged: '2024-02-01T09:00:00.000Z',
          translationChanged: '2024-01-10T10:00:00.000Z',
        },
      ],
    });
  });

  it('says so when nothing is stale', () => {
    expect(staleReport([], 'en')).toMatch(
      /^No stale translations: every translation changed at or after its en source/,
    );
  });
});
