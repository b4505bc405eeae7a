/**
 * Claims of the docs about the Rsbuild 0.6.15 CLI, `loadConfig` and `loadEnv`. The CLI and the
 * calls that default to `process.cwd()` run in a child process started in the fixture folder, so
 * this worker's directory and environment stay as they are.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { loadEnv, mergeRsbuildConfig } from '@rsbuild/core';
import { afterAll, describe, expect, it } from 'vitest';
import { type FixtureOptions, type Project, readOutput, writeProject } from './fixture.ts';

const run = promisify(execFile);
const CORE = createRequire(import.meta.url).resolve('@rsbuild/core');
const CLI = path.join(path.dirname(CORE), '../bin/rsbuild.js');

const projects: Project[] = [];
afterAll(() => projects.forEach((project) => project.dispose()));

function project(files: Parameters<typeof writeProject>[0], options?: FixtureOptions): Project {
  const created = writeProject(files, options);
  projects.push(created);
  return created;
}

/** What a command that exited with an error printed, both streams; fails the test if it succeeded. */
async function failedOutput(command: Promise<unknown>): Promise<string> {
  const error = await command.then(
    () => undefined,
    (failure: { stdout?: string; stderr?: string }) => failure,
  );
  if (!error) throw new Error('the command succeeded');
  // Rsbuild's logger colours its output even in a pipe; the claims are about the words.
  return stripVTControlCharacters(`${error.stdout ?? ''}${error.stderr ?? ''}`);
}

/** The environment of a shell where NODE_ENV is not set (Vitest sets it to `test`). */
function shellEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_ENV;
  return { ...env, ...extra };
}

describe.concurrent('claims about the CLI, loadConfig and loadEnv', () => {
  it('api/javascript-api/core: loadConfig() and loadConfig({}) search process.cwd() and call a function config with { env, command, envMode }', async () => {
    const { cwd } = project({
      'rsbuild.config.mjs': 'export default (params) => ({ html: { title: JSON.stringify(params) } });\n',
      'load.cjs': [
        `const { loadConfig } = require(${JSON.stringify(CORE)});`,
        'Promise.all([loadConfig(), loadConfig({})]).then((results) => console.log(JSON.stringify(results)));',
        '',
      ].join('\n'),
    });
    // `command` is process.argv[2], which is `build` here as it is for `rsbuild build`.
    const { stdout } = await run(process.execPath, ['load.cjs', 'build'], {
      cwd,
      env: shellEnv({ NODE_ENV: 'production' }),
    });
    const results = JSON.parse(stdout) as { content: { html: { title: string } }; filePath: string }[];
    expect(results).toHaveLength(2);
    for (const { content, filePath } of results) {
      expect(filePath).toBe(path.join(cwd, 'rsbuild.config.mjs'));
      expect(JSON.parse(content.html.title)).toEqual({ env: 'production', command: 'build', envMode: 'production' });
    }
  });

  it('guide/advanced/env-vars: `rsbuild build` sets NODE_ENV=production and inlines PUBLIC_ variables from .env files and the shell, later files and the shell winning', async () => {
    const { cwd } = project({
      'src/index.js': [
        'console.log(process.env.NODE_ENV);',
        'console.log(process.env.PUBLIC_API_BASE, process.env.PUBLIC_REGION, process.env.PUBLIC_FROM_SHELL);',
        'console.log(process.env.PAYMENT_SECRET);',
        '',
      ].join('\n'),
      '.env': [
        'PUBLIC_API_HOST=https://api.example.com',
        'PUBLIC_API_BASE=${PUBLIC_API_HOST}/v1',
        'PUBLIC_REGION=from-env',
        'PUBLIC_FROM_SHELL=from-env',
        'PAYMENT_SECRET=sk_live_do_not_ship',
        '',
      ].join('\n'),
      '.env.production': 'PUBLIC_REGION=from-env-production\n',
      '.env.development': 'PUBLIC_REGION=from-env-development\n',
      'rsbuild.config.mjs': 'export default { html: { title: "From the config file" } };\n',
    });
    await run(process.execPath, [CLI, 'build'], { cwd, env: shellEnv({ PUBLIC_FROM_SHELL: 'from-shell' }) });
    const output = readOutput(cwd);
    const js = output.read(output.only(/^static\/js\/index\.[0-9a-f]{8}\.js$/));
    expect(js).toContain('console.log("production")');
    expect(js).toContain('console.log("https://api.example.com/v1","from-env-production","from-shell")');
    expect(js).toContain('console.log(process.env.PAYMENT_SECRET)');
    expect(js).not.toContain('sk_live_do_not_ship');
    expect(output.read('index.html')).toContain('<title>From the config file</title>');
  });

  it('api/javascript-api/core: loadEnv reads .env, .env.local, .env.[mode], .env.[mode].local, later files winning; cleanup removes them', () => {
    const { cwd } = project({
      '.env': 'CLAIMS_A=env\nCLAIMS_B=env\nCLAIMS_C=env\nCLAIMS_D=env\nPUBLIC_CLAIMS_E=env\n',
      '.env.local': 'CLAIMS_B=env-local\nCLAIMS_C=env-local\nCLAIMS_D=env-local\n',
      '.env.staging': 'CLAIMS_C=env-staging\nCLAIMS_D=env-staging\n',
      '.env.staging.local': 'CLAIMS_D=env-staging-local\n',
      '.env.production': 'CLAIMS_A=not-this-mode\n',
    });
    const env = loadEnv({ cwd, mode: 'staging' });
    try {
      expect(env.filePaths).toEqual(
        ['.env', '.env.local', '.env.staging', '.env.staging.local'].map((f) => path.join(cwd, f)),
      );
      expect(env.parsed).toEqual({
        CLAIMS_A: 'env',
        CLAIMS_B: 'env-local',
        CLAIMS_C: 'env-staging',
        CLAIMS_D: 'env-staging-local',
        PUBLIC_CLAIMS_E: 'env',
      });
      expect(process.env.CLAIMS_D).toBe('env-staging-local');
      expect(env.publicVars['process.env.PUBLIC_CLAIMS_E']).toBe('"env"');
      expect(Object.keys(env.publicVars).filter((key) => key.includes('CLAIMS_'))).toEqual([
        'process.env.PUBLIC_CLAIMS_E',
      ]);
    } finally {
      env.cleanup();
    }
    expect(process.env.CLAIMS_D).toBeUndefined();
    expect(process.env.PUBLIC_CLAIMS_E).toBeUndefined();
  });

  it('api/javascript-api/core: a variable the shell set keeps its value in parsed, and cleanup deletes it too', () => {
    const { cwd } = project({ '.env': 'CLAIMS_SHELL=from-file\nCLAIMS_FILE=from-file\n' });
    process.env.CLAIMS_SHELL = 'from-shell';
    try {
      const env = loadEnv({ cwd });
      expect(env.parsed).toEqual({ CLAIMS_SHELL: 'from-shell', CLAIMS_FILE: 'from-file' });
      env.cleanup();
      expect(process.env.CLAIMS_SHELL).toBeUndefined();
      expect(process.env.CLAIMS_FILE).toBeUndefined();
    } finally {
      delete process.env.CLAIMS_SHELL;
    }
  });

  it('api/javascript-api/core: mergeRsbuildConfig returns a single config itself, and merges two into a new object', () => {
    const first = { html: { title: 'First' } };
    const second = { html: { title: 'Second' } };
    expect(mergeRsbuildConfig(first)).toBe(first);
    const merged = mergeRsbuildConfig(first, second);
    expect(merged).not.toBe(first);
    expect(merged.html?.title).toBe('Second');
    expect(first.html.title).toBe('First');
  });

  it('guide/basic/cli, configure-rsbuild: `inspect --env production` makes the Rspack config production but loads the config as development; NODE_ENV=production makes both production', async () => {
    const files = {
      'src/index.js': 'console.log(1);\n',
      'rsbuild.config.mjs': 'export default ({ env }) => ({ html: { title: `loaded-as-${env}` } });\n',
    };
    const [flagOnly, both] = [project(files), project(files)];
    await Promise.all([
      run(process.execPath, [CLI, 'inspect', '--env', 'production'], { cwd: flagOnly.cwd, env: shellEnv() }),
      run(process.execPath, [CLI, 'inspect', '--env', 'production'], {
        cwd: both.cwd,
        env: shellEnv({ NODE_ENV: 'production' }),
      }),
    ]);
    const [flagOnlyOut, bothOut] = [readOutput(flagOnly.cwd), readOutput(both.cwd)];
    expect(flagOnlyOut.read('rsbuild.config.mjs')).toContain('loaded-as-development');
    expect(flagOnlyOut.read('rspack.config.web.mjs')).toMatch(/mode: 'production'/);
    expect(bothOut.read('rsbuild.config.mjs')).toContain('loaded-as-production');
    expect(bothOut.read('rspack.config.web.mjs')).toMatch(/mode: 'production'/);

    // A second run does not empty the folder: the Rspack config gets a new, time-stamped name.
    await run(process.execPath, [CLI, 'inspect'], { cwd: flagOnly.cwd, env: shellEnv() });
    // Sorted, a digit comes before the `m` of `mjs`.
    expect(flagOnlyOut.find(/^rspack\.config\.web\./)).toEqual([
      expect.stringMatching(/^rspack\.config\.web\.\d{13}\.mjs$/),
      'rspack.config.web.mjs',
    ]);
    expect(flagOnlyOut.read('rspack.config.web.mjs')).toMatch(/mode: 'production'/);
  });

  it("plugins/list/plugin-node-polyfill: without the plugin, importing `path` fails with \"Resolve error: Can't resolve 'path'\" and a tip that names the plugin", async () => {
    const { cwd } = project({ 'src/index.js': 'import path from "path";\nconsole.log(path.sep);\n' });
    const printed = await failedOutput(run(process.execPath, [CLI, 'build'], { cwd, env: shellEnv() }));
    expect(printed).toContain("Resolve error: Can't resolve 'path'");
    expect(printed).toContain('Tip: "path" is a built-in Node.js module');
    expect(printed).toContain('you can use "@rsbuild/plugin-node-polyfill"');
  });

  it('guide/advanced/browser-compatibility: with the default browsers, Check Syntax rejects an object spread that SWC leaves as it is; ecmaVersion 2018 accepts it', async () => {
    const files = (ecmaVersion: string) => ({
      // Read from `window`, so the minifier cannot fold the spread away.
      'src/index.js': 'window.options = { ...window.defaults, retries: 2 };\n',
      'rsbuild.config.mjs': [
        'import { pluginCheckSyntax } from "@rsbuild/plugin-check-syntax";',
        `export default { plugins: [pluginCheckSyntax(${ecmaVersion})] };`,
        '',
      ].join('\n'),
    });
    const strict = project(files(''), { linkNodeModules: true });
    const relaxed = project(files('{ ecmaVersion: 2018 }'), { linkNodeModules: true });
    const [printed] = await Promise.all([
      failedOutput(run(process.execPath, [CLI, 'build'], { cwd: strict.cwd, env: shellEnv() })),
      run(process.execPath, [CLI, 'build'], { cwd: relaxed.cwd, env: shellEnv() }),
    ]);
    expect(printed).toMatch(/source:\s+\/dist\/static\/js\/index\.[0-9a-f]{8}\.js/);
    expect(printed).toContain('Unexpected token');
    const output = readOutput(relaxed.cwd);
    expect(output.read(output.only(/^static\/js\/index\.[0-9a-f]{8}\.js$/))).toContain(
      '{...window.defaults,retries:2}',
    );
  });

  it('api/javascript-api/core: loadEnv refuses the mode `local`', () => {
    expect(() => loadEnv({ cwd: project({}).cwd, mode: 'local' })).toThrow(
      /'local' cannot be used as a value for env mode/,
    );
  });
});
