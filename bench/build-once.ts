/** One cold build in this process; prints its wall time and peak memory as JSON (for bench/run.ts). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSite } from '../builder/build-site.ts';

const root = path.resolve(import.meta.dirname, '..');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-build-'));
const started = performance.now();
await buildSite({ root, outDir: path.join(out, 'dist') });
const ms = performance.now() - started;
fs.rmSync(out, { recursive: true, force: true });
console.log(JSON.stringify({ ms, maxRssMiB: process.resourceUsage().maxRSS / 1024 }));
