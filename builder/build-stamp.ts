/**
 * A fingerprint of everything a build reads, so `npm start` rebuilds only when something changed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const STAMP_FILE = '.build-stamp';
const INPUTS = [
  'manifest',
  'content',
  'public',
  'renderer',
  'generator',
  'common',
  'schemas',
  'builder',
  'package-lock.json',
];

export function inputFingerprint(root: string, extra = ''): string {
  const hash = crypto.createHash('sha256').update(extra);
  const visit = (p: string) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) visit(path.join(p, name));
    } else {
      hash.update(path.relative(root, p));
      hash.update(fs.readFileSync(p));
    }
  };
  for (const input of INPUTS) visit(path.join(root, input));
  return hash.digest('hex');
}

export function isBuildCurrent(root: string, distDir: string, extra = ''): boolean {
  const stampFile = path.join(distDir, STAMP_FILE);
  return fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === inputFingerprint(root, extra);
}
