import { defineConfig } from 'vitest/config';

/**
 * The interaction tests, run again on a phone-speed CPU (4×, the slowdown Lighthouse uses for a
 * mid-range phone) by the `e2e-slow` project. The quality crawls are not among them: they check
 * output, not timing, and would only make `npm test` slower.
 */
const SLOWDOWN = 4;
const interactionTests = [
  'tests/e2e/navigation.test.ts',
  'tests/e2e/theme/behaviour.test.ts',
  'tests/e2e/theme/chrome.test.ts',
  'tests/e2e/theme/consistency.test.ts',
  'tests/e2e/theme/before-hydration.test.ts',
  'tests/e2e/theme/layout-parts.test.ts',
  'tests/e2e/search/dialog.test.ts',
];

const e2eSetup = {
  testTimeout: 60_000,
  hookTimeout: 180_000,
  fileParallelism: false,
  globalSetup: ['tests/e2e/global-setup.ts'],
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/properties/**/*.test.ts', 'tests/fixtures/**/*.test.ts', 'tests/content/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          ...e2eSetup,
        },
      },
      {
        test: {
          name: 'e2e-slow',
          include: interactionTests,
          ...e2eSetup,
          provide: { cpuThrottle: SLOWDOWN },
          // Waits for observable state scale with the slowdown (expect.poll waits 1 s by default);
          // no assertion changes.
          expect: { poll: { timeout: 1000 * SLOWDOWN } },
        },
      },
    ],
  },
});
