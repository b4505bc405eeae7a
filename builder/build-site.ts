/**
 * The static build: generate data, build the client and the server renderer with Vite,
 * pre-render every route (and 404.html) into a fresh folder (only their heads when the site's
 * `ssg` is off), then swap it in for `dist/`.
 * Any failure leaves the previous `dist/` exactly as it was.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as viteBuild } from 'vite';
import { generate } from '../generator/generate.ts';
import { GENERATED_FILES, writeGenerated } from '../generator/emit/write-generated.ts';
import { engineRoot, siteViteConfig } from './vite-config.ts';
import { lowerScriptPriority, renderHtmlPage } from './html-page.ts';
import { swapDirectory } from './swap-dir.ts';
import { inputFingerprint, STAMP_FILE } from './build-stamp.ts';
import { routePathToHtmlFile, withBase } from '../common/routes.ts';
import { pageContentPath } from '../common/contract.ts';
import type { PageContent, PageTable, RenderedPage } from '../common/types.ts';
import { writeExtras } from './extras.ts';
import { compressionPool, type CompressionPool } from './compression-pool.ts';
import { seoHead } from './seo-head.ts';
import { contentSecurityPolicy, inlineScriptHashes } from './security.ts';
import type { UrlContext } from './publish/site-urls.ts';

export interface BuildOptions {
  root: string;
  /** Output folder, `dist` by default. */
  outDir?: string;
  /** Overrides the manifest's base path. */
  base?: string;
  log?: (line: string) => void;
}

type ServerEntry = { render(pathname: string, page: PageContent | null): RenderedPage };

export async function buildSite(options: BuildOptions): Promise<{ pages: number; outDir: string }> {
  const root = options.root;
  const log = options.log ?? (() => {});
  const outDir = path.resolve(root, options.outDir ?? 'dist');
  const started = Date.now();
  // Under the engine, so the server bundle resolves the engine's node_modules.
  const work = path.join(engineRoot, '.cache', `build-${process.pid}-${Date.now()}`);
  const generatedDir = path.join(work, 'generated');
  const clientDir = path.join(work, 'client');
  const serverDir = path.join(work, 'server');
  let compression: CompressionPool | undefined;
  try {
    const site = generate({ root, ...(options.base ? { base: options.base } : {}) });
    writeGenerated(site, generatedDir);
    log(`generated ${site.pages.length} pages in ${Date.now() - started} ms`);
    const base = site.siteData.base;

    const config = siteViteConfig({ generatedDir, base, icon: site.siteData.icon, siteRoot: root });
    // The client and the server renderer are independent bundles: build them side by side.
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
          // The compression worker rides along, so it starts as plain JavaScript.
          rollupOptions: {
            ...config.build?.rollupOptions,
            input: {
              'entry-server': path.join(engineRoot, 'renderer/entry-server.tsx'),
              'compress-worker': path.join(engineRoot, 'builder/compress-worker.ts'),
            },
          },
        },
      }),
    ]);
    log(`bundled client and server renderer at ${Date.now() - started} ms`);

    // Started before the server renderer loads, so the workers are up when the first files come.
    const pool = (compression = compressionPool(path.join(serverDir, 'compress-worker.js')));
    const serverEntry = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as ServerEntry;
    const template = lowerScriptPriority(fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8'));
    // The page table the client bundle was built with: its hash names the content files.
    const { hash: pagesHash } = JSON.parse(
      fs.readFileSync(path.join(generatedDir, GENERATED_FILES.pageTable), 'utf8'),
    ) as PageTable;
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
    const renderTo = async (pathname: string, file: string, page: PageContent | null) => {
      const rendered = serverEntry.render(pathname, page);
      const twins = page ? contents.filter((p) => p.routePath === page.routePath) : [];
      const extraHead = [
        `<meta http-equiv="Content-Security-Policy" content="${cspMeta}" />`,
        ...seoHead(page, twins, site.siteData, urls, rendered.head.title),
      ];
      // Nothing but the stylesheet downloads before the first paint: the entry fetches the app and
      // this file once the page is on screen.
      const contentUrl = rendered.chunk ? withBase(pageContentPath(pagesHash, rendered.chunk), base) : null;
      // Without SSG the page keeps its head (title, description, SEO tags) and the browser renders the body.
      const appHtml = site.siteData.ssg ? rendered.appHtml : null;
      const html = renderHtmlPage({ template, appHtml, head: rendered.head, extraHead, contentUrl });
      const target = path.join(clientDir, file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, html);
      pool.add(target, html);
    };
    fs.cpSync(path.join(generatedDir, 'static'), path.join(clientDir, 'static'), { recursive: true });
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
    log(
      `wrote ${site.pages.length + 1} HTML files to ${path.relative(root, outDir) || '.'} in ${Date.now() - started} ms`,
    );
    return { pages: site.pages.length, outDir };
  } finally {
    await compression?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
