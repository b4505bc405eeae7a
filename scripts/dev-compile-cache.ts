/**
 * `npm run dev` keeps its compiled pages between runs, so a second start compiles only the pages
 * that changed since the last one: at this site's size the first regeneration takes a tenth of
 * the time. One file per site folder, under `.cache/dev-compile/`; each holds the fingerprint of
 * the code that compiled it, and a change to that code compiles every page again. The files of
 * site folders that no longer exist (previews of temporary copies) are removed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import type { CompileCache } from '../generator/content/compile-page.ts';
import { treeFingerprint } from '../builder/build-stamp.ts';

/** What compiling a page depends on besides its files: the generator and what it imports. */
const COMPILER_INPUTS = ['generator', 'common', 'schemas', 'package-lock.json'];

interface StoredCache {
  compiler: string;
  compile: CompileCache;
}

export interface DevCompileCache {
  /** The pages of the last run, or none: `generate()` adds, replaces and drops entries. */
  cache: CompileCache;
  /** How many pages `generate()` compiled since the last call (the rest it reused). */
  compiledSince(): number;
  /** Writes the cache, when pages were compiled since it was read or last written; true if it did. */
  save(): boolean;
}

function readStored(file: string, compiler: string): CompileCache | undefined {
  try {
    const stored = v8.deserialize(fs.readFileSync(file)) as StoredCache;
    return stored.compiler === compiler ? stored.compile : undefined;
  } catch {
    // Missing, half written by a run that was killed, or written by another Node version.
    return undefined;
  }
}

/** Removes the caches whose site folder is gone; each cache names its folder in a file beside it. */
function pruneGoneSites(dir: string): void {
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (!name.endsWith('.root')) continue;
    const siteRoot = fs.readFileSync(path.join(dir, name), 'utf8');
    if (fs.existsSync(siteRoot)) continue;
    const base = name.slice(0, -'.root'.length);
    for (const file of [`${base}.v8`, name]) fs.rmSync(path.join(dir, file), { force: true });
  }
}

export function openDevCompileCache(dir: string, siteRoot: string, engineRoot: string): DevCompileCache {
  pruneGoneSites(dir);
  const base = crypto.createHash('sha256').update(siteRoot).digest('hex').slice(0, 16);
  const file = path.join(dir, `${base}.v8`);
  const compiler = treeFingerprint(engineRoot, COMPILER_INPUTS);
  const cache: CompileCache = readStored(file, compiler) ?? new Map();
  /** The pages as last read, written or counted: any other page in the cache was compiled since. */
  let known = new Set([...cache.values()].map((entry) => entry.page));
  let unsaved = false;
  return {
    cache,
    compiledSince() {
      const pages = [...cache.values()].map((entry) => entry.page);
      const compiled = pages.filter((page) => !known.has(page)).length;
      known = new Set(pages);
      if (compiled > 0) unsaved = true;
      return compiled;
    },
    save() {
      if (!unsaved) return false;
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `${base}.root`), siteRoot);
      // Renamed into place: a run killed while writing leaves the last complete cache.
      fs.writeFileSync(`${file}.tmp`, v8.serialize({ compiler, compile: cache } satisfies StoredCache));
      fs.renameSync(`${file}.tmp`, file);
      unsaved = false;
      return true;
    },
  };
}
