/**
 * The pages the real site must have, derived from the manifest and the content tree, so that no
 * test pins a page count: adding a page changes what the gates expect, not the gates.
 */
import fs from 'node:fs';
import path from 'node:path';
import { contentPathToRoutePath } from '../common/routes.ts';
import { scanContent } from '../generator/content/scan.ts';
import { loadManifest } from '../generator/manifest/load-manifest.ts';

const projectRoot = path.resolve(import.meta.dirname, '..');

export interface ExpectedPage {
  lang: string;
  routePath: string;
  /** Site path with the language prefix (none for the default language). */
  url: string;
  /** The landing page (`pageType: home`), which llms.txt leaves out. */
  home: boolean;
}

export function expectedPages(): ExpectedPage[] {
  const manifest = loadManifest(path.join(projectRoot, 'manifest'));
  const langs = manifest.locales.map((l) => l.lang);
  const defaultLang = manifest.site.lang;
  return scanContent(path.join(projectRoot, 'content'), langs, manifest.site.route.exclude ?? []).map((file) => {
    const routePath = contentPathToRoutePath(file.contentPath);
    const frontMatter = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file.absolutePath, 'utf8'))?.[1] ?? '';
    return {
      lang: file.lang,
      routePath,
      url: `${file.lang === defaultLang ? '' : `/${file.lang}`}${routePath}`,
      home: /^pageType:\s*home\s*$/m.test(frontMatter),
    };
  });
}
