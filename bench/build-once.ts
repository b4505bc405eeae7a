/**
 * One cold build in this process; prints its wall time and peak memory as JSON (for bench/run.ts).
 * `--root <dir>` builds another site folder (the scale fixture); `--keep <dir>` writes the output there.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildSite } from '../builder/build-site.ts';

const { values } = parseArgs({ options: { root: { type: 'string' }, keep: { type: 'string' } } });
const root = values.root ?? path.resolve(import.meta.dirname, '..');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-build-'));
const started = performance.now();
await buildSite({ root, outDir: values.keep ?? path.join(out, 'dist') });
const ms = performance.now() - started;
fs.rmSync(out, { recursive: true, force: true });
console.log(JSON.stringify({ ms, maxRssMiB: process.resourceUsage().maxRSS / 1024 }));
