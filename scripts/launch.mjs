// `node scripts/launch.mjs <script.ts> [args]`: runs one of the project's TypeScript scripts from a
// single bundled file. A loader that compiles module by module (tsx) answers every import, the
// installed packages' too, through a hooks thread: that cost `npm run dev` half a second before
// its first line of work. esbuild bundles the project's own modules (packages stay external, so
// Node loads them as they are) once; the bundle is used again until one of its sources changes.
// Plain JavaScript, because nothing compiles TypeScript for it.
import cluster from 'node:cluster';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isMainThread, workerData } from 'node:worker_threads';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundleDir = path.join(projectRoot, '.cache', 'scripts');
/** Part of every fingerprint: a change to how bundles are made must make them again. */
const launcherSource = fs.readFileSync(fileURLToPath(import.meta.url));

/**
 * What a bundle was made from: every source file's digest (`files` relative to the project), this
 * launcher's, and where the project lies, since a bundle holds its modules' absolute URLs: a
 * copy of the project with its `.cache/` makes bundles of its own.
 */
function fingerprint(files) {
  const hash = createHash('sha256').update(launcherSource).update(projectRoot).update('\0');
  for (const file of files) {
    hash.update(file).update('\0');
    try {
      hash.update(fs.readFileSync(path.join(projectRoot, file)));
    } catch {
      hash.update('(missing)');
    }
  }
  return hash.digest('hex');
}

/** The bundle made from `entry`'s sources as they are now, if one is kept. */
function keptBundle(recordFile) {
  let record;
  try {
    record = JSON.parse(fs.readFileSync(recordFile, 'utf8'));
  } catch {
    return undefined;
  }
  const bundle = path.join(bundleDir, record.bundle);
  return fingerprint(record.inputs) === record.fingerprint && fs.existsSync(bundle) ? bundle : undefined;
}

/**
 * Each module keeps its own `import.meta.url` (and dirname, filename): the scripts find the
 * project's folders and worker files relative to themselves, not to the bundle in `.cache/`.
 */
const keepModuleUrls = {
  name: 'keep-module-urls',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = fs.readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.')) return undefined;
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      return { contents, loader: path.extname(args.path).replace(/^\.[cm]?/, '') };
    });
  },
};

/** A script's name in `.cache/scripts/`: its path in the project, as one file name. */
function scriptName(entry) {
  return path.relative(projectRoot, entry).replace(/[^\w.-]+/g, '_');
}

async function makeBundle(entry, recordFile) {
  const esbuild = await import('esbuild');
  const name = scriptName(entry).replace(/\.[cm]?tsx?$/, '');
  const temporary = path.join(bundleDir, `${name}.${process.pid}.tmp.mjs`);
  fs.mkdirSync(bundleDir, { recursive: true });
  const result = await esbuild
    .build({
      entryPoints: [entry],
      // The metafile's input paths are relative to this.
      absWorkingDir: projectRoot,
      outfile: temporary,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: `node${process.versions.node.split('.')[0]}`,
      packages: 'external',
      sourcemap: 'linked',
      metafile: true,
      logLevel: 'silent',
      plugins: [keepModuleUrls],
    })
    .catch((error) => {
      const messages = esbuild.formatMessagesSync(error.errors ?? [], { kind: 'error', color: process.stderr.isTTY });
      console.error(messages.join('') || error);
      console.error(`Could not compile ${path.relative(projectRoot, entry)}: nothing was run.`);
      process.exit(1);
    });
  const inputs = Object.keys(result.metafile.inputs)
    .map((input) => path.relative(projectRoot, path.resolve(projectRoot, input)))
    .sort();
  const print = fingerprint(inputs);
  const bundleName = `${name}-${print.slice(0, 16)}.mjs`;
  const bundle = path.join(bundleDir, bundleName);
  // Renamed into place, bundle before record: another process starting the same script meanwhile
  // reads either the old pair or the new one, never half a file.
  fs.renameSync(`${temporary}.map`, `${bundle}.map`);
  fs.writeFileSync(
    temporary,
    fs.readFileSync(temporary, 'utf8').replace(/\/\/# sourceMappingURL=.*$/m, `//# sourceMappingURL=${bundleName}.map`),
  );
  fs.renameSync(temporary, bundle);
  const recordTemporary = `${recordFile}.${process.pid}.tmp`;
  fs.writeFileSync(recordTemporary, JSON.stringify({ bundle: bundleName, fingerprint: print, inputs }));
  fs.renameSync(recordTemporary, recordFile);
  removeSuperseded(name, bundleName);
  return bundle;
}

/** How long a superseded bundle stays: a process that read the old record may still be importing it. */
const SUPERSEDED_KEPT_MS = 60_000;

/** Every edit of a source makes new bundles; the old ones of the same script go once they are stale. */
function removeSuperseded(name, current) {
  const stale = Date.now() - SUPERSEDED_KEPT_MS;
  // Exactly this script's bundles: `scripts_dev` must not match `scripts_dev-search-worker`.
  const ofThisScript = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[0-9a-f]{16}\\.mjs(?:\\.map)?$`);
  for (const file of fs.readdirSync(bundleDir)) {
    if (!ofThisScript.test(file) || file.startsWith(current)) continue;
    const full = path.join(bundleDir, file);
    try {
      if (fs.statSync(full).mtimeMs < stale) fs.rmSync(full, { force: true });
    } catch {
      // removed by another process meanwhile
    }
  }
}

/** A worker thread started on this file names its script in `workerData.script`. */
const [script, ...args] = isMainThread ? process.argv.slice(2) : [workerData.script];
if (!script) {
  console.error('usage: node scripts/launch.mjs <script.ts> [arguments]');
  process.exit(2);
}
const entry = path.resolve(script);
const recordFile = path.join(bundleDir, `${scriptName(entry)}.json`);
const bundle = keptBundle(recordFile) ?? (await makeBundle(entry, recordFile));
// Stack traces name the TypeScript sources, and the script sees the arguments it was given.
process.setSourceMapsEnabled(true);
if (isMainThread) {
  process.argv = [process.argv[0], entry, ...args];
  // cluster.fork() would start process.argv[1], a TypeScript file plain Node cannot run: forks
  // come through here too.
  if (cluster.isPrimary) cluster.setupPrimary({ exec: fileURLToPath(import.meta.url), args: [entry, ...args] });
}
await import(pathToFileURL(bundle).href);
