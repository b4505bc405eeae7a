/**
 * scripts/launch.mjs, which every npm script runs through, on a project of its own: a copy of the
 * launcher beside a few TypeScript files, with the engine's node_modules linked in for esbuild.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const engine = path.resolve(import.meta.dirname, '../..');
let project = '';

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
  fs.writeFileSync(path.join(project, file), text);
}

function launch(...args: string[]) {
  const run = spawnSync(process.execPath, ['scripts/launch.mjs', ...args], { cwd: project, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const bundles = () => fs.readdirSync(path.join(project, '.cache/scripts')).filter((f) => f.endsWith('.mjs'));

beforeAll(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'launch-'));
  fs.mkdirSync(path.join(project, 'scripts'));
  fs.copyFileSync(path.join(engine, 'scripts/launch.mjs'), path.join(project, 'scripts/launch.mjs'));
  fs.symlinkSync(path.join(engine, 'node_modules'), path.join(project, 'node_modules'));
  write('lib/where.ts', 'export const where = { url: import.meta.url, dirname: import.meta.dirname };\n');
  write('lib/message.ts', "export const message: string = 'first';\n");
  write(
    'scripts/hello.ts',
    [
      "import { where } from '../lib/where.ts';",
      "import { message } from '../lib/message.ts';",
      'console.log(JSON.stringify({ argv: process.argv.slice(1), where, message }));',
      '',
    ].join('\n'),
  );
});
afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

describe('the script launcher', () => {
  it('runs a TypeScript script with its arguments, each module keeping its own URL', () => {
    const run = launch('scripts/hello.ts', 'one', '--two');
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({
      argv: [path.join(project, 'scripts/hello.ts'), 'one', '--two'],
      where: { url: pathToFileURL(path.join(project, 'lib/where.ts')).href, dirname: path.join(project, 'lib') },
      message: 'first',
    });
  });

  it('runs the same bundle again while its sources read the same, and makes a new one when one changes', () => {
    launch('scripts/hello.ts');
    const kept = bundles();
    const keptTime = fs.statSync(path.join(project, '.cache/scripts', kept[0]!)).mtimeMs;
    expect(kept).toHaveLength(1);
    expect(JSON.parse(launch('scripts/hello.ts').stdout).message).toBe('first');
    expect(bundles()).toEqual(kept);
    expect(fs.statSync(path.join(project, '.cache/scripts', kept[0]!)).mtimeMs).toBe(keptTime);

    write('lib/message.ts', "export const message: string = 'second';\n");
    expect(JSON.parse(launch('scripts/hello.ts').stdout).message).toBe('second');
    expect(bundles()).not.toEqual(kept);
  });

  it("removes a script's superseded bundles once they are a minute old, and no other script's", () => {
    write('scripts/hello-again.ts', "import { message } from '../lib/message.ts';\nconsole.log(message);\n");
    launch('scripts/hello-again.ts');
    const other = bundles().filter((f) => f.startsWith('scripts_hello-again-'));
    const before = bundles().filter((f) => /^scripts_hello-[0-9a-f]{16}\.mjs$/.test(f));
    const old = Date.now() / 1000 - 120;
    for (const file of fs.readdirSync(path.join(project, '.cache/scripts')))
      fs.utimesSync(path.join(project, '.cache/scripts', file), old, old);
    write('lib/message.ts', "export const message: string = 'third';\n");
    expect(JSON.parse(launch('scripts/hello.ts').stdout).message).toBe('third');
    const after = bundles().filter((f) => /^scripts_hello-[0-9a-f]{16}\.mjs$/.test(f));
    expect(after).toHaveLength(1);
    expect(before).not.toContain(after[0]);
    expect(fs.readdirSync(path.join(project, '.cache/scripts')).filter((f) => f.endsWith('.map'))).toContain(
      `${after[0]}.map`,
    );
    // hello-again reads the same file, but it was not run: its bundle stays until it runs again.
    expect(bundles().filter((f) => f.startsWith('scripts_hello-again-'))).toEqual(other);
  });

  it('makes bundles of its own for a copy of the project, and notices edits when started from elsewhere', () => {
    launch('scripts/hello.ts');
    const copy = `${project}-copy`;
    fs.cpSync(project, copy, { recursive: true, verbatimSymlinks: true });
    try {
      const fromElsewhere = (...args: string[]) =>
        spawnSync(process.execPath, [path.join(copy, 'scripts/launch.mjs'), ...args], {
          cwd: os.tmpdir(),
          encoding: 'utf8',
        });
      const run = fromElsewhere(path.join(copy, 'scripts/hello.ts'));
      expect(run.stderr).toBe('');
      expect(JSON.parse(run.stdout).where.url).toBe(pathToFileURL(path.join(copy, 'lib/where.ts')).href);
      fs.writeFileSync(path.join(copy, 'lib/message.ts'), "export const message: string = 'copied';\n");
      expect(JSON.parse(fromElsewhere(path.join(copy, 'scripts/hello.ts')).stdout).message).toBe('copied');
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  it('names the TypeScript line in a stack trace', () => {
    write('scripts/fails.ts', ['const reason: string = "on purpose";', 'throw new Error(reason);', ''].join('\n'));
    const run = launch('scripts/fails.ts');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Error: on purpose');
    expect(run.stderr).toContain(`${path.join(project, 'scripts/fails.ts')}:2`);
  });

  it('reports a script that does not compile, with its file and line, and runs nothing', () => {
    write('lib/broken.ts', "export const broken = {;\nconsole.log('ran');\n");
    write('scripts/uses-broken.ts', "import { broken } from '../lib/broken.ts';\nconsole.log(broken);\n");
    const run = launch('scripts/uses-broken.ts');
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/lib\/broken\.ts:1:\d+/);
    expect(run.stderr).toContain('Could not compile scripts/uses-broken.ts: nothing was run.');
  });

  it('starts a cluster fork of the script through the launcher, with the same arguments', () => {
    write(
      'scripts/forks.ts',
      [
        "import cluster from 'node:cluster';",
        'if (cluster.isPrimary) {',
        '  const fork = cluster.fork();',
        "  fork.once('message', (argv: string) => { console.log(argv); fork.kill(); });",
        '} else process.send!(JSON.stringify(process.argv.slice(1)));',
        '',
      ].join('\n'),
    );
    const run = launch('scripts/forks.ts', 'x');
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual([path.join(project, 'scripts/forks.ts'), 'x']);
  });

  it('runs a worker thread on a TypeScript file, bundled the same way', () => {
    write(
      'scripts/worker-body.ts',
      "import { parentPort } from 'node:worker_threads';\nparentPort!.postMessage(import.meta.url);\n",
    );
    write(
      'scripts/starts-worker.ts',
      [
        "import { Worker } from 'node:worker_threads';",
        "import { fileURLToPath } from 'node:url';",
        "const script = fileURLToPath(new URL('./worker-body.ts', import.meta.url));",
        "const worker = new Worker(new URL('./launch.mjs', import.meta.url), { workerData: { script } });",
        "worker.once('message', (url: string) => { console.log(url); void worker.terminate(); });",
        '',
      ].join('\n'),
    );
    const run = launch('scripts/starts-worker.ts');
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe(pathToFileURL(path.join(project, 'scripts/worker-body.ts')).href);
  });
});
