/**
 * Claims of the docs about the Rsbuild 0.6.15 CLI, `loadConfig` and `loadEnv`. The CLI and the
 * calls that default to `process.cwd()` run in a child process started in the fixture folder, so
 * this worker's directory and environment stay as they are.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadEnv, mergeRsbuildConfig } from '@rsbuild/core';
import { afterAll, describe, expect, it } from 'vitest';
import { type Project, readOutput, writeProject } from './fixture.ts';

const run = promisify(execFile);
const CORE = createRequire(import.meta.url).resolve('@rsbuild/core');
const CLI = path.join(path.dirname(CORE), '../bin/rsbuild.js');

const projects: Project[] = [];
afterAll(() => projects.forEach((project) => project.dispose()));

function project(files: Parameters<typeof writeProject>[0]): Project {
  const created = writeProject(files);
  projects.push(created);
  return created;
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

  it('api/javascript-api/core: loadEnv refuses the mode `local`', () => {
    expect(() => loadEnv({ cwd: project({}).cwd, mode: 'local' })).toThrow(
      /'local' cannot be used as a value for env mode/,
    );
  });
});
