/**
 * Translation freshness in the built site: the crafted history of tests/fixtures/git-history.ts
 * built for real, and the notice read from the pre-rendered HTML. A full build, like
 * build.test.ts.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeSite } from '../fixtures/git-history.ts';
import { SCRIPT_NODE_ARGS } from '../../scripts/cli.ts';

const project = path.resolve(import.meta.dirname, '../..');
const repo = makeSite(true);
const out = `${repo}-dist`;
afterAll(() => {
  fs.rmSync(repo, { recursive: true, force: true });
  fs.rmSync(out, { recursive: true, force: true });
});

/** The notice paragraph of a built page, or undefined. */
function notice(file: string): string | undefined {
  return /<p class="stale-notice" role="note">.*?<\/p>/.exec(fs.readFileSync(path.join(out, file), 'utf8'))?.[0];
}

describe('built pages', () => {
  it('show the notice on stale translations only, linking to the newer source page', () => {
    const result = spawnSync(
      process.execPath,
      [...SCRIPT_NODE_ARGS, path.join(project, 'scripts/build.ts'), '--root', repo, '--out', out, '--no-cache'],
      { cwd: project, encoding: 'utf8' },
    );
    expect(result.status, result.stderr).toBe(0);

    const quickStart = notice('zh/guide/start/quick-start.html');
    expect(quickStart).toContain('本页译文可能已过时：');
    expect(quickStart).toMatch(
      /<a hrefLang="en" lang="en" href="\/guide\/start\/quick-start"[^>]*>English<\/a> 原文已于 <time/,
    );
    expect(quickStart).toContain('<time dateTime="2024-02-01T09:00:00.000Z">');
    // A fragment of the English page changed: the notice names the fragment's commit date.
    expect(notice('zh/guide/start/index.html')).toMatch(
      /<a hrefLang="en" lang="en" href="\/guide\/start\/"[^>]*>English<\/a>/,
    );
    expect(notice('zh/guide/start/index.html')).toContain('<time dateTime="2024-02-03T08:00:00.000Z">');

    // The source pages, a translation newer than its source, twins changed together.
    for (const file of [
      'guide/start/quick-start.html',
      'guide/start/index.html',
      'zh/config/dev/hmr.html',
      'config/dev/hmr.html',
      'zh/config/index.html',
    ]) {
      expect(notice(file), file).toBeUndefined();
    }
  });
});
