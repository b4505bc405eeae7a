/** Budgets the benchmark compares each figure against (issue: "Benchmark and quality gates"). */
export const BUDGETS = {
  coldBuildMs: 6000,
  peakMemoryMiB: 600,
  devUpdateMs: 300,
  docHtmlGzipKB: 15,
  docJsGzipKB: 85,
  docCssGzipKB: 12,
  lighthouseScore: 100,
  mobileLcpMs: 1500,
  // issue 13: `npm run bench -- server`, load generator on the same 2-core machine.
  serverRequestsPerSecond: 3000,
  serverP99Ms: 100,
  serverFirstSecondMaxMs: 250,
} as const;
