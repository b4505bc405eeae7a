/**
 * Compares a screenshot with its checked-in baseline (pixelmatch). A failure writes the actual
 * image and a diff image beside the report, in `.cache/visual/`, and names them. With
 * `npm run test:visual -- --update` the screenshot becomes the new baseline instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
export const BASELINE_DIR = path.join(root, 'tests', 'e2e', 'visual', 'baselines');
export const REPORT_DIR = path.join(root, '.cache', 'visual');

/**
 * Per-pixel colour distance pixelmatch tolerates (0 to 1), and the share of pixels that may differ.
 * At 0.1 a light tint on white (a diff line's 14 % green) read as no change at all: 0 of 71,478
 * pixels differed where 11,872 had changed.
 */
const THRESHOLD = 0.05;
const MAX_DIFF_SHARE = 0.0005;

export interface Comparison {
  /** Empty when the screenshot matches (or became the baseline); otherwise why it failed. */
  problem: string;
}

export function compareWithBaseline(name: string, actual: Buffer, update: boolean): Comparison {
  const baselineFile = path.join(BASELINE_DIR, `${name}.png`);
  if (update) {
    // A baseline the screenshot still matches stays as it is, so an update touches only the
    // pictures that changed and the commit shows which.
    if (fs.existsSync(baselineFile) && compare(name, baselineFile, actual).problem === '') return { problem: '' };
    fs.mkdirSync(BASELINE_DIR, { recursive: true });
    fs.writeFileSync(baselineFile, actual);
    return { problem: '' };
  }
  return compare(name, baselineFile, actual);
}

function compare(name: string, baselineFile: string, actual: Buffer): Comparison {
  if (!fs.existsSync(baselineFile))
    return { problem: `${name}: no baseline; run \`npm run test:visual -- --update\` and look at it` };
  const baseline = fs.readFileSync(baselineFile);
  // Chromium encodes the same pixels to the same bytes: most pictures need no decoding at all.
  if (baseline.equals(actual)) return { problem: '' };
  const expected = PNG.sync.read(baseline);
  const got = PNG.sync.read(actual);
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  const actualFile = path.join(REPORT_DIR, `${name}.actual.png`);
  if (expected.width !== got.width || expected.height !== got.height) {
    fs.writeFileSync(actualFile, actual);
    return {
      problem: `${name}: ${got.width}×${got.height} against the baseline's ${expected.width}×${expected.height} (actual: ${path.relative(root, actualFile)})`,
    };
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const differing = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, { threshold: THRESHOLD });
  const allowed = Math.floor(got.width * got.height * MAX_DIFF_SHARE);
  if (differing <= allowed) return { problem: '' };
  const diffFile = path.join(REPORT_DIR, `${name}.diff.png`);
  fs.writeFileSync(actualFile, actual);
  fs.writeFileSync(diffFile, PNG.sync.write(diff));
  return {
    problem: `${name}: ${differing} pixels differ (at most ${allowed}); see ${path.relative(root, diffFile)} and ${path.relative(root, actualFile)}`,
  };
}
