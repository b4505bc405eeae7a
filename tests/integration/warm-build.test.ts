/**
 * The build cache (`builder/build-cache.ts`): a build after an edit reuses what did not change and
 * still writes exactly the bytes a build without the cache writes; it never touches the output
 * of an earlier build, and an edit made to that output does not reach the cache.
 */
import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SCRIPT_NODE_ARGS } from '../../scripts/cli.ts';

const project = path.resolve(import.meta.dirname, '../..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'warm-build-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const root = path.join(work, 'site');
fs.cpSync(path.join(project, 'tests/fixtures/mini-site'), root, { recursive: true, dereference: true });
const cacheDir = path.join(work, 'cache');

function build(out: string, ...flags: string[]): void {
  const result = spawnSync(
    process.execPath,
    [...SCRIPT_NODE_ARGS, path.join(project, 'scripts/build.ts'), '--root', root, '--out', out, ...flags],
    { cwd: project, encoding: 'utf8' },
  );
  expect(result.status, result.stderr).toBe(0);
}
const warmBuild = (out: string) => build(path.join(work, out), '--cache-dir', cacheDir);

/**
 * The file that names the bundles the cache holds (`<cache>/<site>/bundle/key`). Keeping new
 * bundles replaces the whole folder, so while it keeps its inode and time the bundles were reused,
 * not rebuilt, whatever the build prints.
 */
function bundleKeyFile(): { file: string; ino: number; mtimeMs: number } {
  const [file, ...others] = fs
    .readdirSync(cacheDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.split(path.sep).slice(-2).join('/') === 'bundle/key');
  expect(others, 'one site in the cache').toEqual([]);
  expect(file, 'the cache keeps the bundles').toBeDefined();
  const { ino, mtimeMs } = fs.statSync(path.join(cacheDir, file!));
  return { file: file!, ino, mtimeMs };
}

/** Every file under `dir` (compressed copies and the build stamp included) with the hash of its bytes. */
function tree(dir: string): Record<string, string> {
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
  return Object.fromEntries(
    files
      .filter((f) => fs.statSync(path.join(dir, f)).isFile())
      .map((f) => [
        f,
        crypto
          .createHash('sha1')
          .update(fs.readFileSync(path.join(dir, f)))
          .digest('hex'),
      ]),
  );
}

describe('build cache', () => {
  const page = path.join(root, 'content/en/guide/start/quick-start.md');
  const original = fs.readFileSync(page, 'utf8');
  const originalTime = fs.statSync(page).mtime;
  let first: Record<string, string> = {};
  let bundles: ReturnType<typeof bundleKeyFile>;

  it('builds from nothing into an empty cache, and removes the work folder of a build that was killed', () => {
    // The id of a process that has exited: its build can never clean up after itself.
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    const abandoned = path.join(project, '.cache', `build-${gone}-1`);
    fs.mkdirSync(abandoned, { recursive: true });
    expect(fs.existsSync(cacheDir)).toBe(false);
    warmBuild('a');
    expect(fs.existsSync(abandoned)).toBe(false);
    bundles = bundleKeyFile();
    first = tree(path.join(work, 'a'));
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining(['index.html', 'index.html.br', 'static/pages/en/guide/start/quick-start.json']),
    );
  });

  it('after an edit to one page reuses the bundles and writes what a build without the cache writes', () => {
    fs.appendFileSync(page, '\nA paragraph added between two builds.\n');
    warmBuild('b');
    // The edit changes a page, not the site data or the page table the bundles are made from.
    expect(bundleKeyFile()).toEqual(bundles);
    build(path.join(work, 'b-cold'), '--no-cache');
    const warm = tree(path.join(work, 'b'));
    expect(warm).toEqual(tree(path.join(work, 'b-cold')));
    expect(fs.readFileSync(path.join(work, 'b/guide/start/quick-start.html'), 'utf8')).toContain(
      'A paragraph added between two builds.',
    );
    // The second build must not have written into the first output.
    expect(tree(path.join(work, 'a'))).toEqual(first);
  });

  it('after the edit is undone writes the first output again, byte for byte', () => {
    fs.writeFileSync(page, original);
    // Outside git the page's last-updated time is its file's; the undo restores that too.
    fs.utimesSync(page, originalTime, originalTime);
    warmBuild('c');
    expect(tree(path.join(work, 'c'))).toEqual(first);
    expect(bundleKeyFile()).toEqual(bundles);
  });

  it('is not poisoned by a deploy step that edits the previous output in place', () => {
    // What a careless deploy script does: append to files of dist/ instead of replacing them.
    // Those files may share their bytes with the cache; the next build must not repeat the edit.
    const out = path.join(work, 'c');
    const edited = [
      'index.html',
      'index.html.br',
      'static/pages/en/guide/start/quick-start.json',
      ...fs.readdirSync(path.join(out, 'assets')).map((f) => `assets/${f}`),
    ];
    for (const file of edited) fs.appendFileSync(path.join(out, file), '\n<!-- added by a deploy step -->\n');
    warmBuild('d');
    expect(tree(path.join(work, 'd'))).toEqual(first);
  });
});
