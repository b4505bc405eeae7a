/**
 * `npm run dev` on a copy of the small fixture site, so a test can edit, break and fix its files
 * while the server watches them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SCRIPT_NODE_ARGS } from '../../../scripts/cli.ts';

const project = path.resolve(import.meta.dirname, '../../..');

export interface DevSite {
  /** The copy's folder: its content/ and manifest/ are watched. */
  root: string;
  /** Where the server answers, without a trailing slash. */
  url: string;
  /** Everything the server printed so far, stdout and stderr, so a test can wait for a line. */
  output(): string;
  /** Rewrites a file of the copy (a path relative to it) through `edit`. */
  edit(file: string, edit: (text: string) => string): void;
  /** Stops the server and removes the copy, unless `keep` (another server starts on it next). */
  stop(options?: { keep?: boolean }): void;
}

/** Starts the server on a new copy of the fixture, or on `root`, a copy an earlier server used. */
export async function startDevSite(options: { root?: string } = {}): Promise<DevSite> {
  const root = options.root ?? fs.mkdtempSync(path.join(os.tmpdir(), 'dev-site-'));
  if (!options.root)
    fs.cpSync(path.join(project, 'tests/fixtures/mini-site'), root, { recursive: true, dereference: true });
  const dev: ChildProcess = spawn(process.execPath, [...SCRIPT_NODE_ARGS, 'scripts/dev.ts', '--root', root], {
    cwd: project,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  dev.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  dev.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const stop = ({ keep = false } = {}) => {
    dev.kill();
    if (!keep) fs.rmSync(root, { recursive: true, force: true });
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`dev server did not start:\n${output}`)), 60_000);
      dev.stdout!.on('data', () => {
        const match = /\[dev\] serving at (\S+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!.replace(/\/$/, ''));
        }
      });
      dev.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`dev server exited with ${code}:\n${output}`));
      });
    });
    return {
      root,
      url,
      output: () => output,
      edit: (file, edit) => {
        const full = path.join(root, file);
        fs.writeFileSync(full, edit(fs.readFileSync(full, 'utf8')));
      },
      stop,
    };
  } catch (error) {
    stop();
    throw error;
  }
}
