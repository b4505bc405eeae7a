/** The title of each page of one language, keyed by its route (`/guide/start/`, `/guide/basic/cli`). */
import type { ContentFile } from './content-files.ts';

export function pageTitle(text: string): string {
  const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const fromFront = /^title:\s*['"]?(.+?)['"]?\s*$/m.exec(front)?.[1];
  const heading = /^#\s+(.+?)(?:\s*\{#[\w-]+\})?\s*$/m.exec(text.slice(front ? front.length + 8 : 0))?.[1];
  return (fromFront ?? heading ?? '').trim();
}

export function routeOf(contentPath: string): string {
  if (contentPath === 'index') return '/';
  return `/${contentPath.replace(/(?:^|\/)index$/, '/')}`;
}

/** A lookup from a root-relative link target to the title of the page it opens. */
export function titleLookup(files: ContentFile[], lang: string): (target: string) => string | undefined {
  const titles = new Map(
    files
      .filter((f) => f.lang === lang && !f.contentPath.startsWith('shared/'))
      .map((f) => [routeOf(f.contentPath), pageTitle(f.text)]),
  );
  return (target) => {
    const route = target.split('#')[0]!;
    return titles.get(route) ?? titles.get(`${route}/`) ?? titles.get(route.replace(/\/$/, ''));
  };
}
