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

function hashTree(hash: crypto.Hash, root: string, relative: string): void {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isDirectory()) {
    for (const name of fs.readdirSync(full).sort()) hashTree(hash, root, path.join(relative, name));
    return;
  }
  hash.update(`\0${relative.split(path.sep).join('/')}\0`);
  hash.update(fs.readFileSync(full));
}

/** Hash of the files under `inputs` (folders or files of `root`), the Node version and `extra`. */
export function treeFingerprint(root: string, inputs: readonly string[], extra = ''): string {
  const hash = crypto.createHash('sha256').update(`${process.version}\0${extra}`);
  for (const input of inputs) hashTree(hash, root, input);
  return hash.digest('hex');
}

export function inputFingerprint(root: string, extra = ''): string {
  return treeFingerprint(root, INPUTS, extra);
}

export function isBuildCurrent(root: string, distDir: string, extra = ''): boolean {
  const stampFile = path.join(distDir, STAMP_FILE);
  return fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === inputFingerprint(root, extra);
}
