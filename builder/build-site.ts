/**
 * The static build: compile the pages, build the client and the server renderer with Vite on
 * another thread while this one builds the search indexes and writes the data, pre-render every
 * route (and 404.html) into a fresh folder (only their heads when the site's `ssg` is off), then
 * swap it in for `dist/`.
 * Any failure leaves the previous `dist/` exactly as it was.
 *
 * With a cache (`npm run build`, `npm start`), each step reuses what the last build made from
 * the same inputs: pages, search indexes, bundles, HTML and compressed copies (`build-cache.ts`).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { generate, siteSearchIndexes, type GeneratedSite } from '../generator/generate.ts';
import { bodySpill, type BodySpill } from '../generator/content/body-spill.ts';
import { pageContentFile, writeDataModules, writeGenerated } from '../generator/emit/write-generated.ts';
import { engineRoot } from './vite-config.ts';
import { isRunning, openBuildCache, type BuildCache } from './build-cache.ts';
import { copyFile, copyTree, storeFile } from './store-files.ts';
import { lowerScriptPriority, renderHtmlPage } from './html-page.ts';
import { swapDirectory } from './swap-dir.ts';
import { inputFingerprint, STAMP_FILE, treeFingerprint } from './build-stamp.ts';
import { localeContextOf, routePathToHtmlFile, withBase } from '../common/routes.ts';
import { GENERATED_FILES, pageContentPath } from '../common/contract.ts';
import type { PageContent, RenderedPage, SiteData } from '../common/types.ts';
import { writeExtras } from './extras.ts';
import { compressionPool, type CompressionPool } from './compression-pool.ts';
import { seoHead } from './seo-head.ts';
import { contentSecurityPolicy, inlineScriptHashes } from './security.ts';
import type { UrlContext } from './publish/site-urls.ts';
import { renderWorker, type PageRenderer } from './render-client.ts';
import { bundleOnThread, type BundleJob, type BundleThread } from './bundle-thread.ts';

export interface BuildOptions {
  root: string;
  /** Output folder, `dist` by default. */
  outDir?: string;
  /** Overrides the manifest's base path. */
  base?: string;
  log?: (line: string) => void;
  /** Folder of build caches (one per site inside); without it every step starts from nothing. */
  cacheRoot?: string;
}

const sha256 = (...parts: string[]) => {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/** Removes the entries of a store folder whose name (up to the first dot) is not in `used`. */
function pruneStore(dir: string, used: Set<string>): void {
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) if (!used.has(name.split('.')[0]!)) fs.rmSync(path.join(dir, name));
}

/** Removes the work folders of builds that were killed before they could clean up. */
function removeAbandonedWork(cacheDir: string): void {
  if (!fs.existsSync(cacheDir)) return;
  for (const name of fs.readdirSync(cacheDir)) {
    const pid = /^build-(\d+)-\d+$/.exec(name)?.[1];
    if (pid && !isRunning(Number(pid))) fs.rmSync(path.join(cacheDir, name), { recursive: true, force: true });
  }
}

type ServerEntry = { render(pathname: string, page: PageContent | null): RenderedPage };

/** What a build holds open: whatever is still here when it ends, succeeded or not, is released. */
interface Held {
  cache?: BuildCache;
  spill?: BodySpill;
  renderer?: PageRenderer;
  compression?: CompressionPool;
  bundler?: BundleThread;
}

/** One build as its phases share it. */
interface BuildRun {
  options: BuildOptions;
  log: (line: string) => void;
  started: number;
  /** This build's own folder, removed at the end; `client` becomes the output. */
  work: string;
  clientDir: string;
  serverDir: string;
  held: Held;
}

/** The generated data as written for Vite and the pages. */
interface GeneratedData {
  site: GeneratedSite;
  dir: string;
  /** The hash of each generated file, when there is a cache to key pages by them. */
  hashes: Map<string, string> | undefined;
}

function openCache({ root, base, cacheRoot }: BuildOptions, log: BuildRun['log']): BuildCache | undefined {
  if (!cacheRoot) return undefined;
  const cache = openBuildCache(cacheRoot, `${root}\0${base ?? ''}`, engineRoot);
  if (!cache) log('another build is using the cache: building without it');
  return cache;
}

/**
 * Most rebuilds keep the last bundles: their renderer loads on another thread meanwhile, from
 * this build's folder, where the engine's node_modules resolve (a cache may live elsewhere).
 */
function startLastRenderer(cache: BuildCache | undefined, serverDir: string): PageRenderer | undefined {
  const lastServerDir = cache?.lastServerDir();
  if (!lastServerDir) return undefined;
  fs.cpSync(lastServerDir, serverDir, { recursive: true });
  return renderWorker(path.join(serverDir, 'render-worker.js'));
}

/**
 * The pages compiled and the data the bundles import written: the bundles start from here while
 * this thread builds the search indexes (`finishData`).
 */
function compileSite(run: BuildRun): { site: GeneratedSite; dir: string } {
  const { options, held } = run;
  const cache = held.cache;
  const dir = cache?.generatedDir ?? path.join(run.work, 'generated');
  const site = generate({
    root: options.root,
    spill: (held.spill = bodySpill(path.join(run.work, 'bodies'))),
    skipSearch: true,
    ...(options.base ? { base: options.base } : {}),
    ...(cache ? { cache: cache.state.compile } : {}),
  });
  writeDataModules(site, dir);
  return { site, dir };
}

/** The search indexes, then every generated file written. */
function finishData(run: BuildRun, compiled: { site: GeneratedSite; dir: string }): GeneratedData {
  const cache = run.held.cache;
  const { dir } = compiled;
  const site: GeneratedSite = {
    ...compiled.site,
    searchIndexes: siteSearchIndexes(compiled.site, cache?.state.search),
  };
  cache?.writeState();
  const hashes = cache ? new Map<string, string>() : undefined;
  writeGenerated(site, dir, hashes);
  run.log(`generated ${site.pages.length} pages in ${Date.now() - run.started} ms`);
  return { site, dir, hashes };
}

/** Everything the bundles are made from: the engine, the data they import, the site's public/. */
function bundleKeyOf(cache: BuildCache | undefined, generatedDir: string, root: string): string {
  return cache
    ? sha256(
        cache.state.engine,
        fs.readFileSync(path.join(generatedDir, GENERATED_FILES.siteData), 'utf8'),
        fs.readFileSync(path.join(generatedDir, GENERATED_FILES.pageTable), 'utf8'),
        treeFingerprint(root, ['public']),
      )
    : '';
}

/**
 * Puts the client and server bundles in the build's folder, reused or built on a thread of their
 * own (started before this returns, so they build while this thread goes on); resolves with
 * their key.
 */
function startBundles(run: BuildRun, generatedDir: string, siteData: SiteData): Promise<string> {
  const { held, clientDir, serverDir } = run;
  const bundleKey = bundleKeyOf(held.cache, generatedDir, run.options.root);
  const kept = held.cache?.bundle(bundleKey);
  if (kept) {
    // Copied, not linked: the home page replaces index.html, the template, in place. The server
    // bundle is in place already.
    fs.cpSync(kept.clientDir, clientDir, { recursive: true });
    run.log(`reused the client and server bundles at ${Date.now() - run.started} ms`);
    return Promise.resolve(bundleKey);
  }
  const job: BundleJob = {
    generatedDir,
    clientDir,
    serverDir,
    siteData: { base: siteData.base, icon: siteData.icon },
    siteRoot: run.options.root,
  };
  // The renderer started early runs the last server bundle, which this build replaces.
  const renderer = held.renderer;
  held.renderer = undefined;
  const start = () => (held.bundler = bundleOnThread(job)).done;
  const built = renderer ? renderer.stop().then(start) : start();
  const done = built.then(() => {
    held.bundler = undefined;
    held.cache?.keepBundle(bundleKey, clientDir, serverDir);
    run.log(`bundled client and server renderer at ${Date.now() - run.started} ms`);
    return bundleKey;
  });
  // Awaited once the data is written; a failure meanwhile must not end the process first.
  done.catch(() => {});
  return done;
}

/**
 * Loaded from this build's own folder, so a process that builds twice never gets the first
 * build's module back from the import cache.
 */
async function loadServerRenderer(serverDir: string): Promise<PageRenderer> {
  const serverEntry = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as ServerEntry;
  return { render: async (pathname, page) => serverEntry.render(pathname, page), stop: async () => {} };
}

export function urlContextOf(siteData: SiteData): UrlContext {
  return {
    siteUrl: siteData.siteUrl,
    base: siteData.base,
    cleanUrls: siteData.cleanUrls,
    locale: localeContextOf(siteData),
  };
}

/**
 * The policy for the `_headers` file and the one each page carries in a meta tag: both allow the
 * template's inline scripts by hash, and the remote search API when the site has one.
 */
export function securityPolicies(template: string, siteData: SiteData): { csp: string; cspMeta: string } {
  const apiUrl = siteData.themeConfig.search.apiUrl;
  const apiOrigin = apiUrl ? [new URL(apiUrl, siteData.siteUrl).origin] : [];
  const scriptHashes = inlineScriptHashes(template);
  return {
    csp: contentSecurityPolicy(scriptHashes, apiOrigin),
    cspMeta: contentSecurityPolicy(scriptHashes, apiOrigin, true),
  };
}

/** What writing the pages of a build shares. */
interface PageWriter {
  site: GeneratedSite;
  clientDir: string;
  cache: BuildCache | undefined;
  pool: CompressionPool;
  render: PageRenderer['render'];
  template: string;
  urls: UrlContext;
  policies: { csp: string; cspMeta: string };
  /** Each route path's pages, one per language: a page's twins. */
  twinsByRoute: Map<string, PageContent[]>;
  /** What every page's render key starts from (see `renderKeyOf`). */
  renderBase: string;
  /** The hash of each page's content file, as writeGenerated wrote it. */
  contentHash: Map<PageContent, string>;
  /** The render keys this build used: the HTML store keeps only these. */
  usedHtml: Set<string>;
}

/**
 * Pages by route path, in site order. Looked up once per page: filtering every page's content for
 * each page written took 0.4 s at ten times this site's pages, and grows with their square.
 */
function twinsByRoute(contents: PageContent[]): Map<string, PageContent[]> {
  const byRoute = new Map<string, PageContent[]>();
  for (const content of contents) {
    const twins = byRoute.get(content.routePath);
    if (twins) twins.push(content);
    else byRoute.set(content.routePath, [content]);
  }
  return byRoute;
}

function pageWriter(
  run: BuildRun,
  data: GeneratedData,
  bundleKey: string,
  renderer: PageRenderer,
  pool: CompressionPool,
): PageWriter {
  const { site, hashes } = data;
  const cache = run.held.cache;
  const template = lowerScriptPriority(fs.readFileSync(path.join(run.clientDir, 'index.html'), 'utf8'));
  return {
    site,
    clientDir: run.clientDir,
    cache,
    pool,
    render: renderer.render,
    template,
    urls: urlContextOf(site.siteData),
    policies: securityPolicies(template, site.siteData),
    twinsByRoute: twinsByRoute(site.pages.map((p) => p.content)),
    // A page's HTML is made from the bundles (renderer, template, site data), the page and its
    // twins in other languages (seoHead); nothing else.
    renderBase: cache ? sha256(bundleKey, JSON.stringify(site.siteData)) : '',
    contentHash: new Map(hashes ? site.pages.map((p) => [p.content, hashes.get(pageContentFile(p.route.chunk))!]) : []),
    usedHtml: new Set<string>(),
  };
}

async function renderPageHtml(
  w: PageWriter,
  pathname: string,
  page: PageContent | null,
  twins: PageContent[],
): Promise<string> {
  const rendered = await w.render(pathname, page);
  const extraHead = [
    `<meta http-equiv="Content-Security-Policy" content="${w.policies.cspMeta}" />`,
    ...seoHead(page, twins, w.site.siteData, w.urls, rendered.head.title),
  ];
  // Nothing but the stylesheet downloads before the first paint: the entry fetches the app and
  // this file once the page is on screen.
  const contentUrl = rendered.chunk ? withBase(pageContentPath(rendered.chunk), w.site.siteData.base) : null;
  // Without SSG the page keeps its head (title, description, SEO tags) and the browser renders the body.
  const appHtml = w.site.siteData.ssg ? rendered.appHtml : null;
  return renderHtmlPage({ template: w.template, appHtml, head: rendered.head, extraHead, contentUrl });
}

/** The key of a page's HTML in the store: the file, its URL, and the content of the page and its twins. */
function renderKeyOf(w: PageWriter, pathname: string, file: string, page: PageContent | null, twins: PageContent[]) {
  if (!w.cache) return '';
  return sha256(w.renderBase, pathname, file, ...[page, ...twins].map((c) => (c ? w.contentHash.get(c)! : '')));
}

/** Writes one HTML file, from the HTML store when the same inputs made it before. */
async function writePage(w: PageWriter, pathname: string, file: string, page: PageContent | null): Promise<void> {
  const target = path.join(w.clientDir, file);
  // index.html is the template until the home page replaces it.
  fs.rmSync(target, { force: true });
  const twins = page ? w.twinsByRoute.get(page.routePath)! : [];
  const key = renderKeyOf(w, pathname, file, page, twins);
  const stored = w.cache ? path.join(w.cache.htmlDir, `${key}.html`) : '';
  w.usedHtml.add(key);
  if (w.cache && fs.existsSync(stored)) {
    copyFile(stored, target);
    w.pool.add(target);
    return;
  }
  const html = await renderPageHtml(w, pathname, page, twins);
  // Rendering runs on this thread without a break otherwise: a turn of the event loop lets the
  // compression workers' answers in, so the pool can send them the files waiting on disk.
  await new Promise(setImmediate);
  // The pages wait for the compression workers instead of queuing up for them in memory.
  await w.pool.room();
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, html);
  if (w.cache) storeFile(target, stored);
  w.pool.add(target, html);
}

/** Fills the client folder: static data, every page and 404.html, the extras; all compressed. */
async function writeClient(w: PageWriter, generatedDir: string): Promise<number> {
  const { clientDir, pool, site } = w;
  const staticFrom = path.join(generatedDir, 'static');
  const staticTo = path.join(clientDir, 'static');
  // Without a cache the generated data is this build's alone: moved in one rename, where copying
  // its files one by one took a third of a second. The cache keeps its copy for the next build.
  if (!w.cache && !fs.existsSync(staticTo)) fs.renameSync(staticFrom, staticTo);
  else copyTree(staticFrom, staticTo);
  // Bundles, search indexes and each page as it is rendered compress on worker threads while
  // this thread renders (not the HTML on disk now: index.html is the template until the home
  // page overwrites it).
  pool.addTree(clientDir, (f) => !f.endsWith('.html') && !f.startsWith('.vite'));
  for (const { route, content } of site.pages) await writePage(w, route.path, routePathToHtmlFile(route.path), content);
  await writePage(w, '/404', '404.html', null);
  writeExtras(site, clientDir, w.urls, w.policies.csp);
  fs.rmSync(path.join(clientDir, '.vite'), { recursive: true, force: true });
  pool.addTree(clientDir);
  return pool.close();
}

/** Keeps what this build used in the cache's stores, drops the rest, and saves its state. */
async function saveCache(cache: BuildCache, usedHtml: Set<string>, pool: CompressionPool): Promise<void> {
  pruneStore(cache.htmlDir, usedHtml);
  pruneStore(cache.compressedDir, new Set([...pool.storedHashes, 'key']));
  await cache.save();
}

async function release(held: Held, work: string): Promise<void> {
  held.spill?.close();
  await held.bundler?.stop();
  await held.renderer?.stop();
  await held.compression?.stop();
  held.cache?.release();
  fs.rmSync(work, { recursive: true, force: true });
}

export async function buildSite(options: BuildOptions): Promise<{ pages: number; outDir: string }> {
  const root = options.root;
  const log = options.log ?? (() => {});
  const outDir = path.resolve(root, options.outDir ?? 'dist');
  const started = Date.now();
  // The site is built for readers. Vite compiles for production, and React loads its production
  // build, only when NODE_ENV says so or is unset, and a test runner sets it to "test": the
  // bundles, whose cache key does not hold it, were React's development build. Vite itself sets
  // it when it is unset; this process builds and nothing else, so it stays set.
  process.env.NODE_ENV = 'production';
  // Under the engine, so the server bundle resolves the engine's node_modules.
  removeAbandonedWork(path.join(engineRoot, '.cache'));
  const work = path.join(engineRoot, '.cache', `build-${process.pid}-${Date.now()}`);
  const held: Held = { cache: openCache(options, log) };
  const run: BuildRun = {
    options,
    log,
    started,
    work,
    clientDir: path.join(work, 'client'),
    serverDir: path.join(work, 'server'),
    held,
  };
  try {
    held.renderer = startLastRenderer(held.cache, run.serverDir);
    const compiled = compileSite(run);
    const bundling = startBundles(run, compiled.dir, compiled.site.siteData);
    const data = finishData(run, compiled);
    const bundleKey = await bundling;
    // Started before the server renderer loads, so the workers are up when the first files come.
    const pool = (held.compression = compressionPool(
      path.join(run.serverDir, 'compress-worker.js'),
      2,
      held.cache?.compressedDir,
    ));
    held.renderer ??= await loadServerRenderer(run.serverDir);
    const writer = pageWriter(run, data, bundleKey, held.renderer, pool);
    const compressed = await writeClient(writer, data.dir);
    held.compression = undefined;
    log(`wrote .br and .gz beside ${compressed} text files at ${Date.now() - started} ms`);
    fs.writeFileSync(path.join(run.clientDir, STAMP_FILE), inputFingerprint(root, options.base ?? ''));
    swapDirectory(run.clientDir, outDir);
    if (held.cache) {
      await saveCache(held.cache, writer.usedHtml, pool);
      held.cache = undefined;
    }
    const pages = data.site.pages.length;
    log(`wrote ${pages + 1} HTML files to ${path.relative(root, outDir) || '.'} in ${Date.now() - started} ms`);
    return { pages, outDir };
  } finally {
    await release(held, work);
  }
}
