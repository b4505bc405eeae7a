/**
 * The order test files start in. Vitest's own order runs one project after the other and, with no
 * timing cache (a fresh clone, CI), starts larger files first, which left the crawl (the longest
 * file: every page loaded in a browser) to start a minute and a half in and finish last, alone.
 *
 * Here the crawl starts first (with a warm cache Vitest's own order already puts the longest
 * files first, longest-processing-time scheduling, so none of them is the tail), and the projects
 * take turns, so the files of the throttled `e2e-slow` project do not all run together at the end:
 * that order took 348 s against 333 s (npm run test:e2e, three workers, one run each).
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files known to run longest on a cold cache, in the order they should start. */
export const START_FIRST = ['tests/e2e/quality/crawl.test.ts'];

function startRank(spec: TestSpecification): number {
  const at = START_FIRST.findIndex((file) => spec.moduleId.replace(/\\/g, '/').endsWith(file));
  return at < 0 ? START_FIRST.length : at;
}

/** Takes one file from each list in turn, keeping each list's order. */
export function interleave<T>(lists: T[][]): T[] {
  const out: T[] = [];
  const total = lists.reduce((n, list) => n + list.length, 0);
  for (let i = 0; out.length < total; i++) for (const list of lists) if (i < list.length) out.push(list[i]!);
  return out;
}

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const byProject = new Map<string, TestSpecification[]>();
    for (const spec of sorted) {
      const list = byProject.get(spec.project.name) ?? [];
      list.push(spec);
      byProject.set(spec.project.name, list);
    }
    // A stable sort keeps the base order (cached durations, longest first) among files not pinned.
    return interleave([...byProject.values()]).sort((a, b) => startRank(a) - startRank(b));
  }
}
