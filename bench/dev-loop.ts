/**
 * `npm run bench -- dev`: the writing loop of `npm run dev`. From the command's start to the first
 * page on screen, then save → the browser showing the edit, over several edits of one page, each
 * a paragraph added under the title (the most common save while writing).
 *
 * It runs on a copy of the site (content/, manifest/, public/), so a benchmark that is killed
 * never leaves an edited page in the tree. The copy is no git repository, so pages carry no
 * commit times: the one thing the first regeneration skips (`git log`, tens of milliseconds).
 *
 * Each save is timed from just before the file is written to the frame that shows the new
 * paragraph, both read from the wall clock (the page's `performance.timeOrigin + now()`), so the
 * harness's own round trips are not counted. Before the next save the server has finished with
 * the last one: the whole-site check and the search indexes that follow it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { SCRIPT_NODE_ARGS } from '../scripts/cli.ts';
import { median, type RecordFigure } from './figure.ts';
import type { BUDGETS } from './budgets.ts';

/** Saves timed; the figure is their median. */
const EDITS = 7;
const PAGE = { file: 'content/en/guide/start/glossary.md', route: '/guide/start/glossary' };

/** A running `npm run dev` on a site folder, as the benchmark watches it. */
interface DevServer {
  /** Wall-clock time the command started (ms since the epoch). */
  started: number;
  /** Resolves with the first match of `pattern` in what the server printed after `from`. */
  printed: (pattern: RegExp, from: number, ms?: number) => Promise<RegExpExecArray>;
  /** What the server has printed so far. */
  printedText: () => string;
  /** The server's URL, once it serves. */
  url: Promise<string>;
  stop: () => Promise<void>;
}

function startDevServer(root: string, site: string): DevServer {
  const started = performance.timeOrigin + performance.now();
  const dev = spawn(process.execPath, [...SCRIPT_NODE_ARGS, 'scripts/dev.ts', '--root', site], {
    cwd: root,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (d: Buffer) => {
    output += d.toString();
    for (const listener of listeners) listener();
  };
  dev.stdout.on('data', onData);
  dev.stderr.on('data', onData);
  const printed = (pattern: RegExp, from: number, ms = 60_000) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output.slice(from));
        if (!match) return;
        listeners.delete(check);
        clearTimeout(timer);
        resolve(match);
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`the dev server did not print ${pattern} within ${ms / 1000} s:\n${output}`));
      }, ms);
      listeners.add(check);
      check();
    });
  const exited = new Promise<never>((_, reject) =>
    dev.once('exit', (code) => reject(new Error(`the dev server exited with ${code}:\n${output}`))),
  );
  exited.catch(() => {});
  const url = Promise.race([printed(/\[dev\] serving at (\S+)/, 0, 120_000), exited]).then((m) =>
    m[1]!.replace(/\/$/, ''),
  );
  url.catch(() => {});
  return {
    started,
    printed,
    printedText: () => output,
    url,
    stop: async () => {
      dev.kill();
      await exited.catch(() => {});
    },
  };
}

/**
 * `npm run dev` on `site` from the command's start to `route`'s heading on screen in `page`, in
 * ms; leaves the page on that route and the server running. The page is opened before the
 * command starts, as a reader's browser is: making a browser context once the server was up
 * added 0.24-0.4 s of the harness's own work to the figure here.
 */
async function firstPage(server: DevServer, page: Page, route: string): Promise<number> {
  const url = await server.url;
  await page.goto(`${url}${route}`);
  await page.locator('.doc-content h1').waitFor({ timeout: 120_000 });
  return Date.now() - server.started;
}

/** `npm run dev` on a site folder (the scale fixture): command start to the first page on screen. */
export async function devStartMs(root: string, site: string, browser: Browser): Promise<number> {
  const page = await browser.newPage();
  const server = startDevServer(root, site);
  try {
    const ms = await firstPage(server, page, PAGE.route);
    // A start that compiled pages keeps them for the next (scripts/dev-compile-cache.ts): the
    // benchmark's second start measures that.
    if (!/\(0 of \d+ pages compiled;/.test(server.printedText()))
      await server.printed(/\[dev\] compiled pages kept for the next start/, 0);
    return ms;
  } finally {
    await page.close();
    await server.stop();
  }
}

export async function devLoop(
  root: string,
  browser: Browser,
  record: RecordFigure,
  budgets: typeof BUDGETS,
): Promise<void> {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-dev-'));
  for (const folder of ['content', 'manifest', 'public'])
    fs.cpSync(path.join(root, folder), path.join(site, folder), { recursive: true, dereference: true });
  const page = await browser.newPage();
  const server = startDevServer(root, site);
  const { printed } = server;
  try {
    const ms = await firstPage(server, page, PAGE.route);
    record('dev: start to first page (command start to the page heading on screen)', ms, 'ms', budgets.devStartMs);
    // The indexes of the first regeneration: built 1.5 s after it, not during a timed save.
    await printed(/\[dev\] search indexes written/, 0);

    const file = path.join(site, PAGE.file);
    const original = fs.readFileSync(file, 'utf8');
    const saves: number[] = [];
    const checks: number[] = [];
    for (let i = 0; i < EDITS; i++) {
      const marker = `Bench marker ${i} ${Date.now()}`;
      // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
      // `void`: evaluate would otherwise wait for the promise, which only the save resolves.
      await page.evaluate(`void (window.benchShown = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          const p = document.querySelector('.doc-content p');
          if (!p || p.textContent !== ${JSON.stringify(marker)}) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }))`);
      const from = server.printedText().length;
      const saved = performance.timeOrigin + performance.now();
      fs.writeFileSync(file, original.replace(/^(# .*\n\n)/m, `$1${marker}\n\n`));
      saves.push(((await page.evaluate('window.benchShown')) as number) - saved);
      checks.push(Number((await printed(/\[dev\] \d+ file\(s\) updated in (\d+) ms/, from))[1]));
      await printed(/\[dev\] search indexes written/, from);
    }
    console.log(`[bench] dev saves, ms: ${saves.map((ms) => ms.toFixed(1)).join(', ')}`);
    record(
      `dev: save a Markdown file to the browser showing it (median of ${EDITS})`,
      median(saves),
      'ms',
      budgets.devUpdateMs,
    );
    record(`dev: save to the browser showing it, slowest of ${EDITS}`, Math.max(...saves), 'ms');
    record(
      `dev: whole-site regeneration that checks each save, after the page is shown (median of ${EDITS})`,
      median(checks),
      'ms',
    );
  } finally {
    await page.close();
    await server.stop();
    fs.rmSync(site, { recursive: true, force: true });
  }
}
