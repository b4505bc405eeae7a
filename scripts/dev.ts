/**
 * `npm run dev`: Vite's dev server over freshly generated data. A change under content/ or
 * manifest/ regenerates only what changed (unchanged pages come from a cache, which the next
 * start reads too: scripts/dev-compile-cache.ts); an edited page's new content goes to the
 * browser over Vite's hot-update socket and is swapped in place; a change to the site data reloads
 * the browser. A single page edit is compiled and sent first, before the whole site is checked
 * (scripts/dev-page.ts). A broken file prints its problems and shows them in Vite's error overlay
 * (scripts/dev-errors.ts) while the last good data stays on screen. Search indexes follow a
 * moment later.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { generate, type GeneratedSite } from '../generator/generate.ts';
import { pageContentFile, writeDataModules } from '../generator/emit/write-generated.ts';
import { devSearchWriter } from './dev-search.ts';
import type { PageContent } from '../common/types.ts';
import { siteViteConfig } from '../builder/vite-config.ts';
import { ValidationError } from '../schemas/format-issues.ts';
import { parseArgs } from 'node:util';
import { projectRoot } from './cli.ts';
import { PAGE_UPDATE_EVENT, PAGES_DIR } from '../common/contract.ts';
import { createMarkdown } from '../generator/markdown/create-markdown.ts';
import { contentErrors } from './dev-errors.ts';
import { quickPageUpdate } from './dev-page.ts';
import { openDevCompileCache } from './dev-compile-cache.ts';
import { quietScheduler } from './dev-quiet.ts';
import { devPageFiles } from './dev-page-files.ts';
import { packagesWithoutSourceMaps } from './dev-package-maps.ts';

// `--root <dir>` previews another site folder (the tests use a small fixture site).
const { values } = parseArgs({ options: { root: { type: 'string' } } });
const siteRoot = path.resolve(values.root ?? projectRoot);

const generatedDir = path.join(
  projectRoot,
  '.cache',
  `dev-generated${siteRoot === projectRoot ? '' : `-${process.pid}`}`,
);
const compileCache = openDevCompileCache(path.join(projectRoot, '.cache', 'dev-compile'), siteRoot, projectRoot);
const cache = compileCache.cache;
/**
 * Search indexes and page files wait this long after a regeneration, so a burst of saves builds
 * them once; the compile cache is written after the page files.
 */
const SEARCH_DELAY_MS = 1500;
/** Background work waits until the server has answered every request for this long. */
const QUIET_MS = 300;
const background = quietScheduler(QUIET_MS);

/** Builds the search indexes of a site and writes them for the dev server, off this thread. */
const writeSearchIndexes = devSearchWriter(generatedDir, (ms, generation) =>
  // The benchmark and the tests wait for this line: an edit made while indexes are built waits for them.
  console.log(`[dev] search indexes written in ${ms} ms (generation ${generation})`),
);
/** Regenerations that succeeded, counted from 1: the log names the one search indexes hold. */
let generation = 0;

/**
 * Each page's content file, by its path under the generated folder. Served from here: writing
 * them took 0.25 s of a start at this site's size and 0.9-1.3 s at ten times it.
 */
const pageFiles = devPageFiles();
// Page files a start before this one wrote to disk would only be served by mistake.
fs.rmSync(path.join(generatedDir, PAGES_DIR), { recursive: true, force: true });

/** Set once the server runs: the first generation happens before it starts. */
const live: { server?: ViteDevServer } = {};
const errors = contentErrors(siteRoot);
/** The last regeneration that succeeded: what the browser shows, and what a quick page update builds on. */
let lastGood: GeneratedSite | undefined;
/** Whether the files on disk regenerated cleanly the last time they were read. */
let healthy = false;
/** Pages sent ahead of the full regeneration, as JSON: it sends them again only if it disagrees. */
const sentAhead = new Map<string, string>();

function sendPage(content: PageContent): void {
  live.server?.ws.send({ type: 'custom', event: PAGE_UPDATE_EVENT, data: content });
}

function regenerate(): boolean {
  const started = Date.now();
  try {
    const site = generate({ root: siteRoot, cache, skipSearch: true, deferHighlighting: true });
    const changed = new Set(writeDataModules(site, generatedDir));
    const pages = site.pages.map(({ route, content }) => ({ file: pageContentFile(route.chunk), route, content }));
    for (const file of pageFiles.update(pages.map(({ file, content }) => [file, content]))) changed.add(file);
    // Vite does not watch page files (nothing imports them): hand each changed page to the browser.
    for (const { file, route, content } of pages) {
      const ahead = sentAhead.get(route.chunk);
      if (ahead === undefined ? changed.has(file) : ahead !== pageFiles.json(file)) sendPage(content);
    }
    sentAhead.clear();
    lastGood = site;
    generation++;
    healthy = true;
    errors.reporter.succeeded();
    const compiled = compileCache.compiledSince();
    console.log(
      `[dev] ${changed.size} file(s) updated in ${Date.now() - started} ms (${compiled} of ${site.pages.length} pages compiled; generation ${generation})`,
    );
    const current = generation;
    background.later('search indexes', SEARCH_DELAY_MS, () => writeSearchIndexes(site, current));
    background.later('page files', SEARCH_DELAY_MS, () => void serializeThenSave());
    return true;
  } catch (error) {
    // A page sent ahead that the site then rejected: the last good version goes back on screen.
    if (lastGood) for (const { route, content } of lastGood.pages) if (sentAhead.has(route.chunk)) sendPage(content);
    sentAhead.clear();
    healthy = false;
    console.error(error instanceof ValidationError ? error.message : error);
    errors.reporter.failed(error);
    return false;
  }
}

/**
 * The next regeneration compares its pages with these: serialised now, they need not be then.
 * Serialising also highlights the code of pages nobody has opened yet, a slice at a time; the
 * compile cache's save reads every page at once, so it waits for that. A regeneration meanwhile
 * ends the serialising and schedules its own.
 */
async function serializeThenSave(): Promise<void> {
  if (!(await pageFiles.serializeAll())) return;
  background.later('save compiled pages', 0, () => {
    // The dev tests wait for this line before they start the server again.
    if (compileCache.save()) console.log('[dev] compiled pages kept for the next start');
  });
}

const markdown = createMarkdown();

/**
 * One save: when it touched a single page of a healthy site, that page goes to the browser at
 * once; then the whole site is regenerated, on the next turn of the event loop so the page's
 * message leaves first.
 */
function onSave(files: string[]): void {
  // An unnamed change ('') could be anything: it rules the quick path out.
  const relevant = files.filter((file) => file === '' || /\.(md|json)$/.test(file));
  if (healthy && lastGood && relevant.length === 1 && relevant[0]!.endsWith('.md')) {
    const quick = quickPageUpdate(lastGood, siteRoot, relevant[0]!, markdown, cache);
    if (quick) {
      sendPage(quick.content);
      sentAhead.set(quick.chunk, JSON.stringify(quick.content));
    }
  }
  setTimeout(regenerate, 0);
}

/** Serves the generated static files (page content, search indexes) the way the build copies them. */
function generatedStatic(): Plugin {
  return {
    name: 'docs-generated-static',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0]!;
        const match = /\/static\/(.+)$/.exec(url);
        if (!match) return next();
        const relative = `static/${match[1]!}`;
        const page = pageFiles.json(relative);
        // Pages are held in memory; the search files are on disk.
        const file = path.join(generatedDir, relative);
        if (page === undefined && !(file.startsWith(path.join(generatedDir, 'static')) && fs.existsSync(file)))
          return next();
        res.setHeader('Content-Type', 'application/json');
        // Page files keep their name across edits in dev: never let the browser reuse an old one.
        res.setHeader('Cache-Control', 'no-store');
        if (page !== undefined) res.end(page);
        else fs.createReadStream(file).pipe(res);
      });
    },
  };
}

if (siteRoot !== projectRoot) {
  // A preview of another folder leaves nothing behind.
  const cleanUp = () => fs.rmSync(generatedDir, { recursive: true, force: true });
  process.on('exit', cleanUp);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
}
if (!regenerate()) process.exit(1);
const manifestSite = JSON.parse(fs.readFileSync(path.join(siteRoot, 'manifest/site.json'), 'utf8')) as {
  base: string;
  icon: string;
};
const config = siteViteConfig({ generatedDir, base: manifestSite.base, icon: manifestSite.icon, siteRoot });
const port = Number(process.env.PORT ?? 5173);
const server = await createServer({
  ...config,
  plugins: [
    background.plugin,
    packagesWithoutSourceMaps(),
    ...(config.plugins ?? []),
    generatedStatic(),
    errors.plugin,
  ],
  server: {
    port,
    strictPort: false,
    // Transformed while the browser starts, not one import at a time as it asks: the first page's
    // eighty modules were a chain of round trips, each waiting on the one before.
    warmup: { clientFiles: ['./index.html', './entry-client.tsx', './boot.tsx'] },
  },
});
await server.listen();
live.server = server;
const address = server.resolvedUrls?.local[0] ?? `http://localhost:${port}${manifestSite.base}`;
console.log(`[dev] serving at ${address}`);

let timer: ReturnType<typeof setTimeout> | undefined;
/** Files saved since the last regeneration; an editor's save can touch a file more than once. */
const saved = new Set<string>();
for (const folder of ['content', 'manifest']) {
  fs.watch(path.join(siteRoot, folder), { recursive: true }, (_event, name) => {
    saved.add(name ? path.join(siteRoot, folder, name) : '');
    clearTimeout(timer);
    timer = setTimeout(() => {
      const files = [...saved];
      saved.clear();
      onSave(files);
    }, 20);
  });
}
