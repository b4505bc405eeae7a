/**
 * The table of the versions that first contain each feature (`tests/content/feature-versions.json`),
 * written by `scripts/feature-versions.ts` and read by the version-claims check.
 */
import { z } from 'zod';

/** `0.6.12`, `0.7.0-beta.0` (no leading `v`). */
export const versionPattern = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?$/;

export const featureVersionSchema = z.strictObject({
  /** First release that contains the feature. */
  version: z.string().regex(versionPattern),
  /** Other names a page may use for the feature (inline code, link text or plain words). */
  aliases: z.array(z.string().min(1)),
  /** How the version was found: the tag, file and pattern, or the npm publish record. */
  evidence: z.string().min(1),
});

export const featureVersionsSchema = z.strictObject({
  $comment: z.string().min(1),
  features: z.record(z.string().min(1), featureVersionSchema),
});

export type FeatureVersion = z.infer<typeof featureVersionSchema>;
export type FeatureVersions = z.infer<typeof featureVersionsSchema>;

/** Orders release versions; a prerelease comes before its release (`0.7.0-beta.0` < `0.7.0`). */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const [core = '', pre] = v.replace(/^v/, '').split(/-(.*)/s);
    return { nums: core.split('.').map(Number), pre: pre ? pre.split('.') : [] };
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < 3; i++) {
    const d = (x.nums[i] ?? 0) - (y.nums[i] ?? 0);
    if (d !== 0) return d;
  }
  if (!x.pre.length || !y.pre.length) return y.pre.length - x.pre.length;
  for (let i = 0; i < Math.max(x.pre.length, y.pre.length); i++) {
    const p = x.pre[i];
    const q = y.pre[i];
    if (p === undefined || q === undefined) return p === undefined ? -1 : 1;
    if (p === q) continue;
    const bothNumeric = /^\d+$/.test(p) && /^\d+$/.test(q);
    return bothNumeric ? Number(p) - Number(q) : p < q ? -1 : 1;
  }
  return 0;
}
