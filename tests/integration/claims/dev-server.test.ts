/**
 * Claims of the docs about the Rsbuild 0.6.15 dev server, checked on one tiny project. A file of
 * its own because the dev server needs NODE_ENV=development in the process, and the production
 * builds of build.test.ts set it to production.
 */
import { createRsbuild } from '@rsbuild/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Output, readJsonWhenComplete, readOutput, writeProject } from './fixture.ts';

process.env.NODE_ENV = 'development';

const project = writeProject({
  'src/index.js': 'console.log("dev");\n',
  'dist/stale.txt': 'from an earlier build',
});
const output: Output = readOutput(project.cwd);
let close: (() => Promise<void>) | undefined;
let html = '';
let reportsPage = '';
/** The URLs the proxy rule for `/reports` was asked to bypass. */
const bypassed: string[] = [];

beforeAll(async () => {
  const rsbuild = await createRsbuild({
    cwd: project.cwd,
    rsbuildConfig: {
      performance: { profile: true },
      output: { inlineScripts: true },
      server: {
        printUrls: false,
        proxy: {
          '/reports': {
            // Nothing listens there: every request this test makes is answered before the proxy.
            target: 'http://127.0.0.1:9',
            bypass: (req) => {
              bypassed.push(req.url ?? '');
              return req.url?.startsWith('/reports') ? '/index.html' : null;
            },
          },
        },
      },
    },
  });
  const compiled = new Promise<void>((resolve) => rsbuild.onDevCompileDone(() => resolve()));
  const server = await rsbuild.createDevServer({ getPortSilently: true });
  const { port, server: http } = await server.listen();
  close = http.close;
  await compiled;
  html = await (await fetch(`http://localhost:${port}/`)).text();
  reportsPage = await (await fetch(`http://localhost:${port}/reports/weekly`)).text();
});

afterAll(async () => {
  await close?.();
  project.dispose();
});

describe('claims about the dev server', () => {
  it('config/performance/profile: the dev server writes dist/stats.json to disk too, without dev.writeToDisk', async () => {
    const stats = await readJsonWhenComplete<Stats>(output, 'stats.json');
    expect(stats.modules.some((module) => module.name === './src/index.js' && module.profile !== undefined)).toBe(true);
    // Only the stats file: the bundle itself stays in memory.
    expect(output.files()).toEqual(['stats.json']);
  });

  it('config/output/clean-dist-path: the dist folder is emptied before the dev server starts', () => {
    expect(output.exists('stale.txt')).toBe(false);
  });

  it('config/output/filename-hash: dev server file names have no hash', () => {
    expect(html).toContain('<script defer src="/static/js/index.js"></script>');
  });

  it("guide/basic/server: a proxy rule's bypass runs for every request, not only those under its path", () => {
    expect(bypassed).toContain('/');
    expect(bypassed).toContain('/reports/weekly');
    // The path it returned was served locally instead of being proxied.
    expect(reportsPage).toBe(html);
  });

  it('config/output/inline-scripts: the option is ignored in development', () => {
    expect(html).toMatch(/<script defer src="[^"]+"><\/script>/);
    expect(html).not.toMatch(/<script defer>/);
  });
});

interface Stats {
  modules: { name: string; profile?: unknown }[];
}
