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
} as const;
