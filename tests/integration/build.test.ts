/** The static build: every page written, and on bad input an exit code 1 with dist/ untouched. */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPRESSIBLE, MIN_BYTES } from '../../builder/precompress.ts';
import { STAMP_FILE } from '../../builder/build-stamp.ts';
import { SCRIPT_NODE_ARGS } from '../../scripts/cli.ts';
import { bundleOnThread } from '../../builder/bundle-thread.ts';

const project = path.resolve(import.meta.dirname, '../..');
const fixture = path.join(project, 'tests/fixtures/mini-site');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'build-test-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

function runBuild(root: string, out: string) {
  return spawnSync(
    process.execPath,
    [...SCRIPT_NODE_ARGS, path.join(project, 'scripts/build.ts'), '--root', root, '--out', out, '--no-cache'],
    // A development environment (a test runner sets NODE_ENV too): the site is built for readers all the same.
    { cwd: project, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'development' } },
  );
}

describe('static build', () => {
  const root = path.join(work, 'site');
  fs.cpSync(fixture, root, { recursive: true, dereference: true });
  const out = path.join(work, 'dist');

  it('writes one HTML file per route in both languages, plus 404.html', () => {
    const result = runBuild(root, out);
    expect(result.status, result.stderr).toBe(0);
    // React's production build: its development build's hydration warnings are not in the bundle.
    const scripts = fs.readdirSync(path.join(out, 'assets')).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts)
      expect(fs.readFileSync(path.join(out, 'assets', file), 'utf8'), file).not.toContain('did not match. Server:');
    for (const file of [
      'index.html',
      'zh/index.html',
      'guide/start/index.html',
      'guide/start/quick-start.html',
      'zh/guide/start/quick-start.html',
      'config/dev/hmr.html',
      '404.html',
    ]) {
      expect(fs.existsSync(path.join(out, file)), file).toBe(true);
    }
    const zh = fs.readFileSync(path.join(out, 'zh/guide/start/quick-start.html'), 'utf8');
    expect(zh).toContain('<html lang="zh"');
    expect(zh).toContain('<title>快速开始 | Rsbuild</title>');
    expect(zh).toContain('<meta name="description" content="创建项目并启动开发服务器。" />');
    expect(zh).toMatch(/<h1>快速开始<\/h1>/);
    // Nothing but the stylesheet and a low-priority entry downloads before the first paint: no
    // preloads in the head; the app root names the page's content file for the entry to fetch.
    expect(zh).not.toMatch(/rel="(module)?preload"/);
    const content =
      /<div id="docs-app" data-ssr="true" data-content="(\/static\/pages\/zh\/guide\/start\/quick-start\.json)">/.exec(
        zh,
      )?.[1];
    expect(content).toBeDefined();
    expect(JSON.parse(fs.readFileSync(path.join(out, content!), 'utf8')).title).toBe('快速开始');
    expect(zh).toMatch(
      /<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/,
    );
    const home = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(home).toContain(
      '<link data-page-link rel="alternate" type="application/rss+xml" href="https://rsbuild.dev/rss/releases.xml" title="Rsbuild releases" hreflang="en" />',
    );
    const notFound = fs.readFileSync(path.join(out, '404.html'), 'utf8');
    expect(notFound).toContain('PAGE NOT FOUND');
    expect(notFound).toContain('Take me home');
  });

  it('writes .br and .gz copies of every compressible file of 1 KB or more, each the file as it is now', () => {
    const listing = fs.readdirSync(out, { recursive: true, encoding: 'utf8' });
    const compressible = listing.filter(
      (f) => COMPRESSIBLE.test(f) && fs.statSync(path.join(out, f)).size >= MIN_BYTES && f !== STAMP_FILE,
    );
    // Pages, the home page (index.html was the template while the build rendered), bundles, search.
    expect(compressible).toEqual(
      expect.arrayContaining(['index.html', 'zh/guide/start/quick-start.html', '404.html', 'sitemap.xml']),
    );
    expect(compressible.some((f) => f.startsWith('assets/') && f.endsWith('.js'))).toBe(true);
    for (const file of compressible) {
      const raw = fs.readFileSync(path.join(out, file));
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(out, `${file}.br`))).equals(raw), file).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(out, `${file}.gz`))).equals(raw), file).toBe(true);
    }
  });

  it('on a broken manifest exits 1, lists the problem and leaves dist/ exactly as it was', () => {
    const before = execFileSync('find', [out, '-type', 'f', '-exec', 'sha1sum', '{}', '+'], { encoding: 'utf8' })
      .split('\n')
      .sort()
      .join('\n');
    fs.writeFileSync(path.join(root, 'manifest/nav.json'), '{ "items": [ { "text": "Guide", "link": 7 } ] }');
    const result = runBuild(root, out);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The manifest has 1 problem:');
    expect(result.stderr).toContain('manifest/nav.json:1: items.0.link: expected string, received number');
    expect(result.stderr).toContain('dist/ is unchanged');
    const after = execFileSync('find', [out, '-type', 'f', '-exec', 'sha1sum', '{}', '+'], { encoding: 'utf8' })
      .split('\n')
      .sort()
      .join('\n');
    expect(after).toBe(before);
  });

  it("hands a failure on the bundling thread back with Vite's message, rather than waiting for ever", async () => {
    // The data modules the renderer imports are missing: Vite cannot load them.
    const failed = await bundleOnThread({
      generatedDir: path.join(work, 'no-generated-data'),
      clientDir: path.join(work, 'bundle-client'),
      serverDir: path.join(work, 'bundle-server'),
      siteData: { base: '/', icon: '/favicon.svg' },
      siteRoot: root,
    }).done.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(String(failed)).toMatch(/bundling failed: [\s\S]*Could not load [^\n]*no-generated-data\/site-data\.json/);
  });
});
