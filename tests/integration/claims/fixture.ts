/**
 * Tiny Rsbuild projects built by the real `@rsbuild/core` 0.6.15, so a claim the docs make about a
 * build can be checked against what the build writes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRsbuild, logger, type RsbuildConfig } from '@rsbuild/core';
import { whenFile } from '../../when-file.ts';

/** The docs site's own node_modules, where `react` and the official plugins are installed. */
export const NODE_MODULES = path.resolve(import.meta.dirname, '../../../node_modules');

// The file-size table and "build complete" lines of dozens of builds would bury a failure's output.
logger.level = 'warn';
// Every Rsbuild instance adds a process `exit` listener that is never removed; dozens of builds in
// one worker would trigger Node's leak warning for what is expected here.
process.setMaxListeners(100);

/** File contents by path from the project root; a Buffer for binary files such as images. */
export type ProjectFiles = Record<string, string | Buffer>;

export interface FixtureOptions {
  /**
   * Link the docs site's node_modules into the project, for fixtures that import a package. A
   * temporary directory has no node_modules of its own above it.
   */
  linkNodeModules?: boolean;
  /** The project root as a folder inside the temporary directory, for output outside the root. */
  cwd?: string;
}

export interface Project {
  /** The temporary directory; the project root is `cwd`, the same unless `options.cwd` is given. */
  root: string;
  cwd: string;
  dispose(): void;
}

export function writeProject(files: ProjectFiles, options: FixtureOptions = {}): Project {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-claim-'));
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(root, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
  }
  const cwd = path.join(root, options.cwd ?? '');
  fs.mkdirSync(cwd, { recursive: true });
  if (options.linkNodeModules) {
    fs.symlinkSync(NODE_MODULES, path.join(cwd, 'node_modules'), 'dir');
  }
  return {
    root,
    cwd,
    // rmSync removes a symlink itself and never descends into the directory it points to.
    dispose: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

export interface Output {
  root: string;
  dist: string;
  /** Every file under the dist folder, as forward-slash paths relative to it, sorted. */
  files(): string[];
  /** Dist files whose relative path matches. */
  find(pattern: RegExp): string[];
  /** The one dist file whose relative path matches; throws when there are none or several. */
  only(pattern: RegExp): string;
  read(file: string): string;
  exists(file: string): boolean;
  /** The text of every emitted JavaScript file, concatenated. */
  allJs(): string;
  dispose(): void;
}

export function readOutput(root: string, distDir = 'dist', dispose: () => void = () => {}): Output {
  const dist = path.join(root, distDir);
  const files = () =>
    fs.existsSync(dist)
      ? fs
          .readdirSync(dist, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
          .sort()
      : [];
  const find = (pattern: RegExp) => files().filter((file) => pattern.test(file));
  const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');
  return {
    root,
    dist,
    files,
    find,
    only(pattern) {
      const found = find(pattern);
      if (found.length !== 1) {
        throw new Error(`expected one dist file matching ${pattern}, found: ${JSON.stringify(files())}`);
      }
      return found[0]!;
    },
    read,
    exists: (file) => fs.existsSync(path.join(dist, file)),
    allJs: () =>
      find(/\.js$/)
        .map((file) => read(file))
        .join('\n'),
    dispose,
  };
}

/**
 * Writes the project, runs a production build of it with `createRsbuild({ cwd, rsbuildConfig })`,
 * and returns its dist folder. The caller disposes of it.
 */
export async function build(
  files: ProjectFiles,
  rsbuildConfig: RsbuildConfig = {},
  options: FixtureOptions = {},
): Promise<Output> {
  // `rsbuild build` sets NODE_ENV to production; createRsbuild().build() only does so when
  // NODE_ENV is unset, and Vitest sets it to `test`, which would give a development-like build.
  process.env.NODE_ENV = 'production';
  const project = writeProject(files, options);
  try {
    const rsbuild = await createRsbuild({ cwd: project.cwd, rsbuildConfig });
    await rsbuild.build();
  } catch (error) {
    project.dispose();
    throw error;
  }
  const distRoot = rsbuildConfig.output?.distPath?.root ?? 'dist';
  return readOutput(project.cwd, distRoot, project.dispose);
}

/**
 * A JSON file that another writer may still be streaming out: the stats file of
 * `performance.profile` is written after the compile is reported done, and `build()` can resolve
 * while it is still incomplete ("Unexpected end of JSON input" was seen).
 */
export function readJsonWhenComplete<T>(output: Output, file: string): Promise<T> {
  return whenFile(
    path.join(output.dist, file),
    () => {
      try {
        return JSON.parse(output.read(file)) as T;
      } catch {
        return undefined;
      }
    },
    10_000,
  );
}
