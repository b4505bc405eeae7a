/**
 * The order test files start in: longest first (longest-processing-time scheduling), so the last
 * file to finish is a short one and the workers end together. Vitest's own order needs durations
 * from a previous run, which a fresh clone (CI) does not have; it then starts larger files first,
 * which once left the crawl to start a minute and a half in and finish last, alone, and later left
 * one of two workers idle for the last 20 s (accessibility.test.ts started last).
 *
 * So the browser files carry their cost here: the seconds each took in a clean-clone `npm test`
 * (two workers, at 72d7130), keyed by project and file. Only the order they give matters, so the
 * figures need no update for small changes; a browser file missing from the table fails
 * tests/tooling/sequencer.test.ts, so a new file gets its figure when it lands.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const BROWSER_FILE_SECONDS: Readonly<Record<string, number>> = {
  'e2e:tests/e2e/quality/crawl.test.ts': 106,
  'e2e-slow:tests/e2e/theme/chrome.test.ts': 52,
  'e2e:tests/e2e/visual/gallery.test.ts': 60,
  'e2e:tests/e2e/search/loading.test.ts': 44,
  'e2e-slow:tests/e2e/navigation.test.ts': 39,
  'e2e-slow:tests/e2e/theme/reader-layout.test.ts': 37,
  'e2e:tests/e2e/theme/chrome.test.ts': 31,
  'e2e-slow:tests/e2e/search/dialog.test.ts': 31,
  'e2e:tests/e2e/theme/consistency.test.ts': 30,
  'e2e-slow:tests/e2e/theme/behaviour.test.ts': 30,
  'e2e:tests/e2e/navigation.test.ts': 26,
  'e2e:tests/e2e/theme/accessibility.test.ts': 24,
  'e2e:tests/e2e/i18n/three-locales.test.ts': 24,
  'e2e-slow:tests/e2e/theme/before-hydration.test.ts': 19,
  'e2e:tests/e2e/theme/behaviour.test.ts': 17,
  'e2e:tests/e2e/publish/base-path.test.ts': 17,
  'e2e:tests/e2e/search/dialog.test.ts': 15,
  'e2e:tests/e2e/theme/reader-layout.test.ts': 15,
  'e2e:tests/e2e/dev/error-overlay.test.ts': 15,
  'e2e:tests/e2e/quality/static-gates.test.ts': 14,
  'e2e:tests/e2e/theme/layout-parts.test.ts': 12,
  'e2e-slow:tests/e2e/dev/error-overlay.test.ts': 12,
  'e2e:tests/e2e/dev/dev-server.test.ts': 12,
  'e2e:tests/e2e/theme/before-hydration.test.ts': 10,
  'e2e:tests/e2e/publish/site-options.test.ts': 10,
  'e2e-slow:tests/e2e/theme/layout-parts.test.ts': 10,
  'e2e:tests/e2e/publish/start-command.test.ts': 8,
  'e2e:tests/e2e/theme/popups.test.ts': 7,
  'e2e:tests/e2e/routes.test.ts': 4,
  'e2e:tests/e2e/publish/head-security.test.ts': 3,
  'e2e:tests/e2e/publish/deploy-servers.test.ts': 1,
  'e2e:tests/e2e/publish/redirects.test.ts': 0,
  'e2e:tests/e2e/publish/feeds-sitemap.test.ts': 0,
};

/** The table's key of a test file: its project and its path from the repository root. */
export function costKey(project: string, file: string): string {
  const relative = file.replace(/\\/g, '/').replace(/^.*?(?=tests\/)/, '');
  return `${project}:${relative}`;
}

/**
 * Files with a known cost first, longest first; the rest after them in the order given (the other
 * projects' files, which the table does not list). The sort is stable, so ties keep that order too.
 */
export function longestFirst<T>(items: readonly T[], key: (item: T) => string): T[] {
  const cost = (item: T) => BROWSER_FILE_SECONDS[key(item)] ?? -1;
  return [...items].sort((a, b) => cost(b) - cost(a));
}

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return longestFirst(await super.sort(files), (spec) => costKey(spec.project.name, spec.moduleId));
  }
}
