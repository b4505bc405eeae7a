/**
 * What `npm run build` keeps between runs so that a build after a small edit redoes only what
 * the edit touched: compiled pages, each language's search index, the generated data, the Vite
 * bundles, rendered HTML and compressed copies. Every entry is keyed by all it was made from,
 * the engine's own code included, so a warm build writes exactly the bytes a cold build would
 * (`tests/integration/warm-build.test.ts` compares them).
 *
 * One folder per site and base path under the engine's `.cache/`. A build that finds the folder
 * locked by another running build goes without the cache rather than wait.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import type { CompileCache } from '../generator/content/compile-page.ts';
import { treeFingerprint } from './build-stamp.ts';
import { emptySearchIndexCache, type SearchIndexCache } from '../generator/search/build-index.ts';

/**
 * The engine's code and locked dependencies: a change to any of them empties every cache but the
 * compressed copies, which have their own key.
 */
const ENGINE_INPUTS = ['generator', 'common', 'schemas', 'renderer', 'builder', 'package-lock.json'];

export function engineFingerprint(engineRoot: string): string {
  return treeFingerprint(engineRoot, ENGINE_INPUTS);
}

/**
 * What compressed copies depend on: the compression code and settings and the zlib and brotli
 * libraries. They outlive other engine changes, so a build after an edit to the renderer
 * compresses only the files that edit changed.
 */
function compressionFingerprint(engineRoot: string): string {
  return treeFingerprint(engineRoot, ['builder/precompress.ts'], JSON.stringify(process.versions));
}

/** What the cache holds in memory between the start and the end of a build. */
export interface CacheState {
  engine: string;
  compile: CompileCache;
  search: SearchIndexCache;
}

export interface BuildCache {
  dir: string;
  state: CacheState;
  /** Where the generated data lives between builds (Vite reads it, the pages link to it). */
  generatedDir: string;
  /** The client and server bundles of the last build, or none. */
  bundle(key: string): { clientDir: string } | undefined;
  /** The server bundle of the last build, whatever it was made from. */
  lastServerDir(): string | undefined;
  /** Keeps the bundles just built under `key`. */
  keepBundle(key: string, clientDir: string, serverDir: string): void;
  /** Compressed copies by content hash (see `precompress.ts`), kept across engine changes. */
  compressedDir: string;
  /** Rendered HTML by render key. */
  htmlDir: string;
  /**
   * Starts writing the state beside the current one (call it once the state is final), so the
   * write overlaps the rest of the build.
   */
  writeState(): void;
  /** Puts the written state in place and releases the lock. */
  save(): Promise<void>;
  /** Releases the lock without writing the state (the build failed). */
  release(): void;
}

const STATE_FILE = 'state.v8';
const LOCK_DIR = 'lock';

function readState(file: string): CacheState | undefined {
  try {
    return v8.deserialize(fs.readFileSync(file)) as CacheState;
  } catch {
    // Missing, or written by another Node version.
    return undefined;
  }
}

function writeState(file: string, state: CacheState): void {
  fs.writeFileSync(`${file}.tmp`, v8.serialize(state));
  fs.renameSync(`${file}.tmp`, file);
}

/** True while a process with this id runs (EPERM: it runs under another user). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when the process that took the lock is gone (a build that was killed). */
function lockIsStale(lockDir: string): boolean {
  try {
    return !isRunning(Number(fs.readFileSync(path.join(lockDir, 'pid'), 'utf8')));
  } catch {
    // No pid written yet, or unreadable: the build that made it died before writing it.
    return true;
  }
}

/**
 * Takes the lock of a cache folder: true when it is this process's now, false while another
 * running build holds it. A lock left by a killed build is taken over.
 */
export function takeCacheLock(lockDir: string): boolean {
  try {
    fs.mkdirSync(lockDir);
  } catch {
    if (!lockIsStale(lockDir)) return false;
    fs.rmSync(lockDir, { recursive: true, force: true });
    fs.mkdirSync(lockDir);
  }
  fs.writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
  return true;
}

/** The state `engine` left in `dir`, or an empty one (what another engine made is removed). */
export function openCacheState(dir: string, engine: string): CacheState {
  const stateFile = path.join(dir, STATE_FILE);
  const state = readState(stateFile);
  if (state?.engine === engine) return state;
  // Another engine made what is on disk. The empty state is written at once, so that a build
  // that fails now cannot leave this engine's files under the old engine's name.
  for (const sub of ['generated', 'bundle', 'html']) fs.rmSync(path.join(dir, sub), { recursive: true, force: true });
  const empty: CacheState = { engine, compile: new Map(), search: emptySearchIndexCache() };
  writeState(stateFile, empty);
  return empty;
}

/** The folder of compressed copies, emptied when `compression` differs from the one that made them. */
export function openCompressedStore(compressedDir: string, compression: string): string {
  const compressionKeyFile = path.join(compressedDir, 'key');
  if (!fs.existsSync(compressionKeyFile) || fs.readFileSync(compressionKeyFile, 'utf8') !== compression) {
    fs.rmSync(compressedDir, { recursive: true, force: true });
    fs.mkdirSync(compressedDir, { recursive: true });
    fs.writeFileSync(compressionKeyFile, compression);
  }
  return compressedDir;
}

/** The last build's client and server bundles, kept under the key they were made from. */
function bundleStore(bundleDir: string): Pick<BuildCache, 'bundle' | 'lastServerDir' | 'keepBundle'> {
  const bundleKeyFile = path.join(bundleDir, 'key');
  return {
    bundle(key) {
      const kept = fs.existsSync(bundleKeyFile) && fs.readFileSync(bundleKeyFile, 'utf8') === key;
      return kept ? { clientDir: path.join(bundleDir, 'client') } : undefined;
    },
    lastServerDir() {
      return fs.existsSync(bundleKeyFile) ? path.join(bundleDir, 'server') : undefined;
    },
    keepBundle(key, clientDir, serverDir) {
      fs.rmSync(bundleDir, { recursive: true, force: true });
      fs.cpSync(clientDir, path.join(bundleDir, 'client'), { recursive: true });
      fs.cpSync(serverDir, path.join(bundleDir, 'server'), { recursive: true });
      // Written last: a bundle folder without its key is never used.
      fs.writeFileSync(bundleKeyFile, key);
    },
  };
}

/** Writing the state at the end of a build, and giving up the lock either way. */
function stateWriter(
  stateFile: string,
  state: CacheState,
  release: () => void,
): Pick<BuildCache, 'writeState' | 'save'> {
  let pending: Promise<void> | undefined;
  return {
    writeState() {
      pending = fs.promises.writeFile(`${stateFile}.next`, v8.serialize(state));
      // Awaited by save(); a build that fails first must not die of an unhandled rejection.
      pending.catch(() => {});
    },
    async save() {
      if (pending) {
        await pending;
        fs.renameSync(`${stateFile}.next`, stateFile);
      } else writeState(stateFile, state);
      release();
    },
  };
}

/**
 * Opens the cache of a site, or returns undefined when another build holds it. `key` names the
 * site (its root and base path).
 */
export function openBuildCache(
  cacheRoot: string,
  key: string,
  engineRoot: string,
  engine = engineFingerprint(engineRoot),
): BuildCache | undefined {
  const dir = path.join(cacheRoot, crypto.createHash('sha256').update(key).digest('hex').slice(0, 16));
  fs.mkdirSync(dir, { recursive: true });
  const lockDir = path.join(dir, LOCK_DIR);
  if (!takeCacheLock(lockDir)) return undefined;
  const release = () => fs.rmSync(lockDir, { recursive: true, force: true });
  const state = openCacheState(dir, engine);
  const compressedDir = openCompressedStore(path.join(dir, 'compressed'), compressionFingerprint(engineRoot));
  return {
    dir,
    state,
    generatedDir: path.join(dir, 'generated'),
    ...bundleStore(path.join(dir, 'bundle')),
    compressedDir,
    htmlDir: path.join(dir, 'html'),
    ...stateWriter(path.join(dir, STATE_FILE), state, release),
    release,
  };
}
