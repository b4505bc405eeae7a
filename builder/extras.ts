/**
 * Files the site ships beside its pages: feeds, sitemap, robots.txt, llms.txt and Markdown copies,
 * the `_headers` security policy, the `_redirects` rules, and the page index for tools and tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pageIndexRecord, type GeneratedSite } from '../generator/generate.ts';
import type { UrlContext } from './publish/site-urls.ts';
import { fileUrl } from './publish/site-urls.ts';
import { renderFeed } from './publish/feeds.ts';
import { renderRobots, renderSitemap } from './publish/sitemap.ts';
import { cleanMarkdown, markdownCopyPath, renderLlmsTxt } from './publish/llms.ts';
import { renderHeadersFile } from './security.ts';
import { renderRedirects, siteRedirects } from './redirects.ts';

function write(outDir: string, sitePath: string, text: string): void {
  const file = path.join(outDir, sitePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

export function writeExtras(site: GeneratedSite, outDir: string, urls: UrlContext, csp: string): void {
  const data = site.siteData;
  const contents = site.pages.map((p) => p.content);
  const sources = site.pages.map((p) => p.source);
  write(outDir, 'page-index.json', JSON.stringify(contents.map(pageIndexRecord)));
  for (const feed of site.manifest.feeds) {
    // The manifest loader checked that every feed names a locale.
    write(
      outDir,
      feed.url,
      renderFeed(
        feed,
        data.locales.find((l) => l.lang === feed.lang)!,
        contents,
        urls,
      ),
    );
  }
  const htmlLang = new Map(data.locales.map((l) => [l.lang, l.htmlLang]));
  write(
    outDir,
    'sitemap.xml',
    renderSitemap(contents, urls, (lang) => htmlLang.get(lang)!),
  );
  write(outDir, 'robots.txt', renderRobots(fileUrl(urls, '/sitemap.xml')));
  // The note under each summary shows the first top-bar entry's page in both forms.
  const exampleRoute = site.manifest.nav[0]?.link ?? '/';
  for (const locale of data.locales) {
    const prefix = locale.lang === data.lang ? '' : `/${locale.lang}`;
    write(outDir, `${prefix}/llms.txt`, renderLlmsTxt(locale, exampleRoute, sources, urls));
  }
  for (const page of sources) {
    write(
      outDir,
      markdownCopyPath(page.lang, data.lang, page.routePath),
      cleanMarkdown(`# ${page.title}\n\n${page.markdown.replace(/^\s*# .*\n/, '')}`, page.lang, urls),
    );
  }
  write(outDir, '_headers', renderHeadersFile(csp, data.base));
  write(
    outDir,
    '_redirects',
    renderRedirects(
      siteRedirects(
        data.base,
        data.lang,
        site.pages.map((p) => p.route.path),
        data.cleanUrls,
      ),
    ),
  );
}
