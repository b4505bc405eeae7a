/**
 * The static build: generate data, build the client and the server renderer with Vite,
 * pre-render every route (and 404.html) into a fresh folder (only their heads when the site's
 * `ssg` is off), then swap it in for `dist/`.
 * Any failure leaves the previous `dist/` exactly as it was.
 *
 * With a cache (`npm run build`, `npm start`), each step reuses what the last build made from
 * the same inputs: pages, search indexes, bundles, HTML and compressed copies (`build-cache.ts`).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { generate } from '../generator/generate.ts';
import { GENERATED_FILES, pageContentFile, writeGenerated } from '../generator/emit/write-generated.ts';
import { engineRoot, siteViteConfig } from './vite-config.ts';
import { isRunning, linkFile, linkTree, openBuildCache, type BuildCache } from './build-cache.ts';
import { lowerScriptPriority, renderHtmlPage } from './html-page.ts';
import { swapDirectory } from './swap-dir.ts';
import { inputFingerprint, STAMP_FILE, treeFingerprint } from './build-stamp.ts';
import { routePathToHtmlFile, withBase } from '../common/routes.ts';
import { pageContentPath } from '../common/contract.ts';
import type { PageContent, RenderedPage } from '../common/types.ts';
import { writeExtras } from './extras.ts';
import { compressionPool, type CompressionPool } from './compression-pool.ts';
import { seoHead } from './seo-head.ts';
import { contentSecurityPolicy, inlineScriptHashes } from './security.ts';
import type { UrlContext } from './publish/site-urls.ts';
import { renderWorker, type PageRenderer } from './render-client.ts';

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

export async function buildSite(options: BuildOptions): Promise<{ pages: number; outDir: string }> {
  const root = options.root;
  const log = options.log ?? (() => {});
  const outDir = path.resolve(root, options.outDir ?? 'dist');
  const started = Date.now();
  // Under the engine, so the server bundle resolves the engine's node_modules.
  removeAbandonedWork(path.join(engineRoot, '.cache'));
  const work = path.join(engineRoot, '.cache', `build-${process.pid}-${Date.now()}`);
  const clientDir = path.join(work, 'client');
  let compression: CompressionPool | undefined;
  let cache: BuildCache | undefined;
  let renderer: PageRenderer | undefined;
  if (options.cacheRoot) {
    cache = openBuildCache(options.cacheRoot, `${root}\0${options.base ?? ''}`, engineRoot);
    if (!cache) log('another build is using the cache: building without it');
  }
  try {
    // Most rebuilds keep the last bundles: their renderer loads on another thread meanwhile, from
    // this build's folder, where the engine's node_modules resolve (a cache may live elsewhere).
    const serverDir = path.join(work, 'server');
    const lastServerDir = cache?.lastServerDir();
    if (lastServerDir) {
      fs.cpSync(lastServerDir, serverDir, { recursive: true });
      renderer = renderWorker(path.join(serverDir, 'render-worker.js'));
    }
    const generatedDir = cache?.generatedDir ?? path.join(work, 'generated');
    const site = generate({
      root,
      ...(options.base ? { base: options.base } : {}),
      ...(cache ? { cache: cache.state.compile, searchCache: cache.state.search } : {}),
    });
    cache?.writeState();
    const generatedHashes = cache?.takeGeneratedHashes();
    writeGenerated(site, generatedDir, generatedHashes);
    if (generatedHashes) cache!.keepGeneratedHashes(generatedHashes);
    log(`generated ${site.pages.length} pages in ${Date.now() - started} ms`);
    const base = site.siteData.base;

    // Everything the bundles are made from: the engine, the data they import, the site's public/.
    const bundleKey = cache
      ? sha256(
          cache.state.engine,
          fs.readFileSync(path.join(generatedDir, GENERATED_FILES.siteData), 'utf8'),
          fs.readFileSync(path.join(generatedDir, GENERATED_FILES.pageTable), 'utf8'),
          treeFingerprint(root, ['public']),
        )
      : '';
    const kept = cache?.bundle(bundleKey);
    if (kept) {
      // Copied, not linked: the home page replaces index.html, the template, in place. The server
      // bundle is in place already.
      fs.cpSync(kept.clientDir, clientDir, { recursive: true });
      log(`reused the client and server bundles at ${Date.now() - started} ms`);
    } else {
      await renderer?.stop();
      renderer = undefined;
      await bundle(generatedDir, clientDir, serverDir, site.siteData, root);
      cache?.keepBundle(bundleKey, clientDir, serverDir);
      log(`bundled client and server renderer at ${Date.now() - started} ms`);
    }

    // Started before the server renderer loads, so the workers are up when the first files come.
    const pool = (compression = compressionPool(path.join(serverDir, 'compress-worker.js'), 2, cache?.compressedDir));
    if (!renderer) {
      // Loaded from this build's own folder, so a process that builds twice never gets the first
      // build's module back from the import cache.
      const serverEntry = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as ServerEntry;
      renderer = { render: async (pathname, page) => serverEntry.render(pathname, page), stop: async () => {} };
    }
    const render = renderer.render;
    const template = lowerScriptPriority(fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8'));
    const urls: UrlContext = {
      siteUrl: site.siteData.siteUrl,
      base,
      cleanUrls: site.siteData.cleanUrls,
      locale: {
        langs: site.siteData.locales.map((l) => l.lang),
        defaultLang: site.siteData.lang,
        versions: site.siteData.multiVersion.versions,
        defaultVersion: site.siteData.multiVersion.default,
      },
    };
    const apiOrigin = site.siteData.themeConfig.search.apiUrl
      ? [new URL(site.siteData.themeConfig.search.apiUrl, site.siteData.siteUrl).origin]
      : [];
    const scriptHashes = inlineScriptHashes(template);
    const csp = contentSecurityPolicy(scriptHashes, apiOrigin);
    const cspMeta = contentSecurityPolicy(scriptHashes, apiOrigin, true);

    const contents = site.pages.map((p) => p.content);
    // A page's HTML is made from the bundles (renderer, template, site data), the page and its
    // twins in other languages (seoHead); nothing else.
    const renderBase = cache ? sha256(bundleKey, JSON.stringify(site.siteData)) : '';
    // The hash of each page's content file, as writeGenerated wrote it.
    const contentHash = new Map(
      generatedHashes ? site.pages.map((p) => [p.content, generatedHashes.get(pageContentFile(p.route.chunk))!]) : [],
    );
    const usedHtml = new Set<string>();
    const renderTo = async (pathname: string, file: string, page: PageContent | null) => {
      const target = path.join(clientDir, file);
      // index.html is the template until the home page replaces it.
      fs.rmSync(target, { force: true });
      const twins = page ? contents.filter((p) => p.routePath === page.routePath) : [];
      const key = cache
        ? sha256(renderBase, pathname, file, ...[page, ...twins].map((c) => (c ? contentHash.get(c)! : '')))
        : '';
      const stored = cache ? path.join(cache.htmlDir, `${key}.html`) : '';
      usedHtml.add(key);
      if (cache && fs.existsSync(stored)) {
        linkFile(stored, target);
        pool.add(target);
        return;
      }
      const rendered = await render(pathname, page);
      const extraHead = [
        `<meta http-equiv="Content-Security-Policy" content="${cspMeta}" />`,
        ...seoHead(page, twins, site.siteData, urls, rendered.head.title),
      ];
      // Nothing but the stylesheet downloads before the first paint: the entry fetches the app and
      // this file once the page is on screen.
      const contentUrl = rendered.chunk ? withBase(pageContentPath(rendered.chunk), base) : null;
      // Without SSG the page keeps its head (title, description, SEO tags) and the browser renders the body.
      const appHtml = site.siteData.ssg ? rendered.appHtml : null;
      const html = renderHtmlPage({ template, appHtml, head: rendered.head, extraHead, contentUrl });
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, html);
      if (cache) linkFile(target, stored);
      pool.add(target, html);
    };
    linkTree(path.join(generatedDir, 'static'), path.join(clientDir, 'static'));
    // Bundles, search indexes and each page as it is rendered compress on worker threads while
    // this thread renders (not the HTML on disk now: index.html is the template until the home
    // page overwrites it).
    pool.addTree(clientDir, (f) => !f.endsWith('.html') && !f.startsWith('.vite'));
    for (const { route, content } of site.pages) await renderTo(route.path, routePathToHtmlFile(route.path), content);
    await renderTo('/404', '404.html', null);
    writeExtras(site, clientDir, urls, csp);
    fs.rmSync(path.join(clientDir, '.vite'), { recursive: true, force: true });
    pool.addTree(clientDir);
    const compressed = await pool.close();
    compression = undefined;
    log(`wrote .br and .gz beside ${compressed} text files at ${Date.now() - started} ms`);
    fs.writeFileSync(path.join(clientDir, STAMP_FILE), inputFingerprint(root, options.base ?? ''));
    swapDirectory(clientDir, outDir);
    if (cache) {
      pruneStore(cache.htmlDir, usedHtml);
      pruneStore(cache.compressedDir, new Set([...pool.storedHashes, 'key']));
      await cache.save();
      cache = undefined;
    }
    log(
      `wrote ${site.pages.length + 1} HTML files to ${path.relative(root, outDir) || '.'} in ${Date.now() - started} ms`,
    );
    return { pages: site.pages.length, outDir };
  } finally {
    await renderer?.stop();
    await compression?.stop();
    cache?.release();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Builds the client and the server renderer with Vite, side by side: they are independent. */
async function bundle(
  generatedDir: string,
  clientDir: string,
  serverDir: string,
  siteData: { base: string; icon: string },
  siteRoot: string,
): Promise<void> {
  // Loaded only when there is something to bundle: a warm build with unchanged bundles skips it.
  const { build: viteBuild } = await import('vite');
  const config = siteViteConfig({ generatedDir, base: siteData.base, icon: siteData.icon, siteRoot });
  await Promise.all([
    viteBuild({ ...config, build: { ...config.build, outDir: clientDir } }),
    viteBuild({
      ...config,
      publicDir: false,
      build: {
        ...config.build,
        outDir: serverDir,
        ssr: true,
        manifest: false,
        emptyOutDir: true,
        // The compression and render workers ride along, so they start as plain JavaScript.
        rollupOptions: {
          ...config.build?.rollupOptions,
          input: {
            'entry-server': path.join(engineRoot, 'renderer/entry-server.tsx'),
            'compress-worker': path.join(engineRoot, 'builder/compress-worker.ts'),
            'render-worker': path.join(engineRoot, 'builder/render-worker.ts'),
          },
        },
      },
    }),
  ]);
}
