import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './tests/sequencer.ts';

/**
 * The interaction tests, run again on a phone-speed CPU (4×, the slowdown Lighthouse uses for a
 * mid-range phone) by the `e2e-slow` project. The quality crawls are not among them: they check
 * output, not timing, and `consistency.test.ts` is not among them because it always throttles its
 * pages 4× itself (running it again here would repeat the very same checks).
 */
const SLOWDOWN = 4;
const interactionTests = [
  'tests/e2e/navigation.test.ts',
  'tests/e2e/theme/behaviour.test.ts',
  'tests/e2e/theme/chrome.test.ts',
  'tests/e2e/theme/before-hydration.test.ts',
  'tests/e2e/theme/layout-parts.test.ts',
  'tests/e2e/theme/reader-layout.test.ts',
  'tests/e2e/search/dialog.test.ts',
  'tests/e2e/dev/error-overlay.test.ts',
];

/** How long a wait for observable state may take before it fails, at full speed. */
const POLL_TIMEOUT_MS = 10_000;

const e2eSetup = {
  // The files of a worker share imported modules (playwright-core, the helpers) and the worker's
  // browser (tests/e2e/browser.ts); each test still works in a context of its own.
  isolate: false,
  testTimeout: 60_000,
  hookTimeout: 180_000,
  globalSetup: ['tests/e2e/global-setup.ts'],
};

export default defineConfig({
  test: {
    // One file per core: Chromium throttles a page by busy-waiting, so every browser file is
    // CPU-bound and a third worker only adds contention (bench/history.md, "Test workers").
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'tests/unit/**/*.test.ts',
            'tests/properties/**/*.test.ts',
            'tests/fixtures/**/*.test.ts',
            'tests/content/**/*.test.ts',
            'tests/tooling/**/*.test.ts',
          ],
          testTimeout: 60_000,
        },
      },
      {
        // Whole builds and the type-check of every example: minutes of CPU, kept out of `test:unit`.
        // A busy machine stretches each many times over, so the limit only guards against a hang.
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 600_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          ...e2eSetup,
          // `npm run test:visual -- --update` rewrites the screenshot baselines.
          provide: { updateBaselines: process.argv.includes('--update') || process.argv.includes('-u') },
          expect: { poll: { timeout: POLL_TIMEOUT_MS } },
        },
      },
      {
        test: {
          name: 'e2e-slow',
          include: interactionTests,
          ...e2eSetup,
          provide: { cpuThrottle: SLOWDOWN },
          // Waits for observable state scale with the slowdown; no assertion changes.
          testTimeout: e2eSetup.testTimeout * SLOWDOWN,
          expect: { poll: { timeout: POLL_TIMEOUT_MS * SLOWDOWN } },
        },
      },
    ],
  },
});
