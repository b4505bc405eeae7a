/** Budgets the benchmark compares each figure against; a figure over its budget is named in the results. */
export const BUDGETS = {
  // Cold build ≤ 4.5 s at ≤ 450 MiB peak, doc page first-load JavaScript ≤ 90 KB gz.
  coldBuildMs: 4500,
  // The scale fixture (bench/scale-site.ts): a cold build at 10× the pages, and its peak memory.
  coldBuild10xMs: 25_000,
  peakMemory10xMiB: 700,
  // `npm run build` after an edit to one Markdown page, with the build cache.
  warmBuildMs: 2000,
  peakMemoryMiB: 450,
  // Save → visible change in `npm run dev`, median: what VitePress-class tools reach, about 100 ms, plus margin.
  devUpdateMs: 150,
  // `npm run dev`, command start to the first page on screen, at 1× and 10× the pages.
  devStartMs: 2500,
  devStart10xMs: 8000,
  docHtmlGzipKB: 15,
  docJsGzipKB: 90,
  docCssGzipKB: 12,
  lighthouseScore: 100,
  mobileLcpMs: 1500,
  mobileFcpMs: 1000,
  // Search: what loads before a query's first results (worker code, head and the parts it reads;
  // median and max over the relevance set, each language, at 1× and 10× the pages), everything
  // search ever loads, speed, relevance.
  searchFirstResultsGzipKB: { median: 80, max: 120 },
  searchTotalGzipKB: { en: 320, zh: 360 },
  searchKeystrokeMs: 150,
  searchKeystrokeThrottledMs: 300,
  searchColdCtrlKMs: 500,
  searchColdCtrlK10xMs: 600,
  searchHitAt7: 0.97,
  searchMrr: 0.9,
  // `npm run bench -- server`, load generator on the same 2-core machine.
  serverRequestsPerSecond: 3000,
  serverP99Ms: 100,
  serverFirstSecondMaxMs: 250,
} as const;
