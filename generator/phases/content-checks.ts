/**
 * The checks that need every compiled page at once: language parity, site links and the feeds a
 * page's `link-rss` names. Each returns its problems and leaves throwing to `generate()`, so one
 * run reports them all.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Problem } from '../../schemas/format-issues.ts';
import type { CompiledPage } from '../content/compile-page.ts';
import { buildLinkTargets, checkPageLinks } from '../content/check-links.ts';

/** Each page whose twin is missing in another language, by content path. */
export function languageParityProblems(
  pages: Pick<CompiledPage, 'lang' | 'contentPath'>[],
  langs: string[],
): Problem[] {
  const byLang = new Map(
    langs.map((lang) => [lang, new Set(pages.filter((p) => p.lang === lang).map((p) => p.contentPath))]),
  );
  const problems: Problem[] = [];
  for (const contentPath of [...new Set(pages.map((p) => p.contentPath))].sort()) {
    const present = langs.find((l) => byLang.get(l)!.has(contentPath))!;
    for (const lang of langs.filter((l) => !byLang.get(l)!.has(contentPath))) {
      problems.push({
        file: `content/${lang}/${contentPath}.md`,
        path: '',
        message: `missing: content/${present}/${contentPath}.md has no ${lang} twin`,
      });
    }
  }
  return problems;
}

/** The files under `publicDir` as site paths (`/logo.svg`): a link may point at them. */
export function listPublicAssets(publicDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(`/${path.relative(publicDir, full).split(path.sep).join('/')}`);
    }
  };
  walk(publicDir);
  return out;
}

export function siteLinkProblems(pages: CompiledPage[], publicDir: string): Problem[] {
  const targets = buildLinkTargets(pages, listPublicAssets(publicDir));
  return pages.flatMap((page) => checkPageLinks(page, targets));
}

type FeedLinkingPage = Pick<CompiledPage, 'relativePath' | 'frontmatter' | 'frontmatterLines'>;

export interface LinkedFeeds<P extends FeedLinkingPage> {
  /** The feed ids each page's `link-rss` names, as written (one id or a list). */
  idsOf: Map<P, string[]>;
  /** One for each id that names no feed of the manifest. */
  problems: Problem[];
}

/**
 * Reads `link-rss` once for the whole build: the ids it finds are what the page content links
 * to later, so the check and the links cannot read the front matter differently.
 */
export function linkedFeeds<P extends FeedLinkingPage>(pages: P[], feeds: { id: string }[]): LinkedFeeds<P> {
  const feedIds = new Set(feeds.map((f) => f.id));
  const idsOf = new Map<P, string[]>();
  const problems: Problem[] = [];
  for (const page of pages) {
    const wanted = page.frontmatter['link-rss'];
    const ids = wanted === undefined ? [] : Array.isArray(wanted) ? wanted : [wanted];
    idsOf.set(page, ids);
    ids.forEach((id, i) => {
      if (feedIds.has(id)) return;
      const lines = page.frontmatterLines ?? {};
      problems.push({
        file: `content/${page.relativePath}`,
        path: 'link-rss',
        line: (Array.isArray(wanted) ? lines[`link-rss.${i}`] : undefined) ?? lines['link-rss'] ?? 1,
        message: `unknown feed "${id}" (feeds are ${[...feedIds].join(', ')})`,
      });
    });
  }
  return { idsOf, problems };
}
